import { ApiError, badRequest } from '../../errors';
import { compassOfDegrees } from '../../providers/weather';
import type { ReportDeps } from './deps';
import { type FormReference, normaliseForm, READINGS, type ReportForm, type WholeForm } from './form';
import { checkForm } from './form-check';
import { reportMessages } from './messages';
import type { Reference } from './printing';

// What a report's form is judged on before it is saved: the catalogue's choices, and what the
// server itself holds of the spray the form says it records (ReportsService.create and amend).

function formReference({ nozzles: reference, products }: Reference, fieldAcres: number): FormReference {
  return {
    fieldAcres,
    products,
    pumpPressures: reference.pump_pressures,
    dropletClasses: reference.droplet_classes.map((each) => each.code),
    nozzleSizes: reference.nozzle_sizes.map((each) => each.code),
    manufacturers: reference.manufacturers.map((maker) => ({
      name: maker.name,
      types: maker.noozle_types.map((type) => type.code),
    })),
  };
}

/** The form as sent, normalised and checked against the catalogue; a 400 with every problem. */
export function checked(form: ReportForm, fieldAcres: number, catalogue: Reference): WholeForm {
  const normalised = normaliseForm(form);
  const problems = checkForm(normalised, formReference(catalogue, fieldAcres));
  if (Object.keys(problems).length > 0) {
    const first = Object.values(problems)[0]?.[0] ?? 'Invalid input';
    throw badRequest(first, problems);
  }
  return normalised;
}

/**
 * What the form says was measured at "Start spraying" and where each reading came from, judged
 * against what the server holds, never taken on the client's word. The start check is the stored
 * spray's that the draft used (found by its start time, however long ago): a client-sent one
 * that no spray of the field matches, or that differs from it, is refused with a 422 rather than
 * silently replaced, so a record is never saved saying something other than what its sender
 * showed; the web sends the draft's back unchanged. A reading is 'spray-start' only where that
 * spray measured it with the same value, and a forecast reading needs the forecast's issue time.
 */
export async function judged(
  startReadings: ReportDeps['startReadings'],
  fieldUuid: string | null,
  form: WholeForm,
  earlier: WholeForm['startCheck'] = null,
  now = new Date(),
): Promise<WholeForm> {
  const problems: Record<string, string[]> = {};
  let startCheck: WholeForm['startCheck'] = null;
  if (form.startCheck && fieldUuid === null && earlier) {
    // The field is gone (its report stays): the start check the version before kept, as judged.
    startCheck = earlier;
    if (JSON.stringify(form.startCheck) !== JSON.stringify(earlier))
      problems.startCheck = [reportMessages.startCheckDiffers];
  } else if (form.startCheck) {
    const at = new Date(form.startCheck.startedAt);
    const stored =
      Number.isNaN(at.getTime()) || fieldUuid === null
        ? null
        : ((await startReadings?.(fieldUuid, at)) ?? null);
    if (!stored) problems.startCheck = [reportMessages.noStartSpray];
    else {
      startCheck = {
        startedAt: stored.startedAt.toISOString(),
        temperatureF: stored.temperatureF,
        windMph: stored.windMph,
        windFrom: stored.windMph === 0 ? 'CALM' : compassOfDegrees(stored.windFromDeg),
        confirmedForecast: stored.confirmedForecast.map((line) => line.trim()).filter(Boolean),
      };
      const sent = form.startCheck;
      if (
        sent.temperatureF !== startCheck.temperatureF ||
        sent.windMph !== startCheck.windMph ||
        sent.windFrom !== startCheck.windFrom ||
        sent.confirmedForecast.join('\n') !== startCheck.confirmedForecast.join('\n')
      )
        problems.startCheck = [reportMessages.startCheckDiffers];
    }
  }
  const measured = {
    temperature: startCheck?.temperatureF ?? null,
    humidity: null,
    windSpeed: startCheck?.windMph ?? null,
    windDirection: startCheck?.windFrom ?? null,
  };
  const issued = Date.parse(form.weather.forecastIssuedAt);
  const forecastKept = !Number.isNaN(issued) && issued <= now.getTime();
  for (const reading of READINGS) {
    const source = form.weather.sources[reading];
    const words =
      reading === 'windSpeed' ? 'wind speed' : reading === 'windDirection' ? 'wind direction' : reading;
    if (
      source === 'spray-start' &&
      (measured[reading] === null || measured[reading] !== form.weather[reading])
    )
      problems[`weather.${reading}`] = [reportMessages.notMeasuredAtStart(words)];
    if ((source === 'nws' || source === 'sample') && !forecastKept)
      problems[`weather.${reading}`] = [reportMessages.noForecastKept(words)];
  }
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new ApiError(422, 'unprocessable', first, problems);
  return { ...form, startCheck };
}

/** What the audit entry of a save keeps of the judgement the spray was started on. */
export function startOf(form: WholeForm) {
  return form.startCheck
    ? {
        started_at: form.startCheck.startedAt,
        start_wind: `${form.startCheck.windMph ?? ''} mph from ${form.startCheck.windFrom}`,
        start_temperature_f: form.startCheck.temperatureF,
        confirmed_forecast: form.startCheck.confirmedForecast,
      }
    : {};
}

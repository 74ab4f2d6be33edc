import { ApiError, badRequest } from '../../errors';
import { type Breach, breachLine } from '../spray-safety/label-rules';
import type { StartJudgement } from '../spray-safety/start-judgement';
import { plannerMessages, type SprayReadings } from './answers';

// "Start spraying" reads the start's one judgement (spray-safety/start-judgement.ts) twice: with
// what the applicator measured at boom height (a broken rule refuses the start), and with the
// forecast for that hour (a broken rule must be confirmed, and the confirmation is kept with the
// spray). Pure: the judgement comes in, the lines confirmed go out.

/** Which input a broken rule is about, so the form can put the message beside it. */
const fieldOfRule: Record<string, keyof SprayReadings | 'started_at'> = {
  wind: 'measured_wind_mph',
  inversion: 'measured_wind_mph',
  temperature: 'measured_temperature_f',
  daylight: 'started_at',
  'sensitive-downwind': 'measured_wind_direction',
};

/**
 * Refuses a start whose measured conditions break a label rule in the tank, naming the rule;
 * asks for confirmation when only the forecast (or rain ahead) breaks one. Answers the lines
 * the grower confirmed, to keep with the spray.
 */
export function conditionsToConfirm(
  { measured, forecast }: Pick<StartJudgement, 'measured' | 'forecast'>,
  confirm: boolean,
): string[] {
  // Rain ahead is a forecast by nature: the applicator may know it will not run off. The crop
  // being sprayed is the grower's record, which the applicator in the field may know better: both
  // are confirmed, not refused, and the confirmation is kept word for word.
  // What the forecast cannot show (its end before tomorrow's high) is not allowed unknown: the
  // applicator who read the forecast for both days confirms it.
  const refused = measured.breaches.filter(
    (breach) =>
      breach.rule.endsWith('.registration') ||
      (breach.kind !== 'rain' && breach.kind !== 'crop' && !breach.found.startsWith('unknown:')),
  );
  if (refused.length > 0) {
    const fields: Record<string, string[]> = {};
    for (const breach of refused) {
      const field = fieldOfRule[breach.kind] ?? 'non_field_errors';
      fields[field] = [
        ...(fields[field] ?? []),
        plannerMessages.refused(breach.products, breachLine(breach)),
      ];
    }
    throw badRequest(
      plannerMessages.refused(refused[0]?.products ?? '', breachLine(refused[0] as Breach)),
      fields,
    );
  }
  const seen = new Set<string>();
  // The label's terms no input holds (DRA and VRA, no AMS, the rate, the ground speed, ground
  // equipment) are confirmed at every start in the label's words, never taken as met.
  const terms = measured.cautions.filter((caution) => caution.found.startsWith('to confirm at the start:'));
  const toConfirm = [...measured.breaches, ...(forecast?.breaches ?? []), ...terms].filter((breach) => {
    if (seen.has(breach.rule)) return false;
    seen.add(breach.rule);
    return true;
  });
  const lines = toConfirm.map((breach) =>
    breach.found.startsWith('to confirm at the start:')
      ? plannerMessages.term(breach.products, breachLine(breach))
      : plannerMessages.confirm(breach.products, breachLine(breach)),
  );
  if (lines.length > 0 && !confirm)
    throw new ApiError(409, 'confirm_forecast', lines[0] as string, { confirm_forecast: lines });
  return lines;
}

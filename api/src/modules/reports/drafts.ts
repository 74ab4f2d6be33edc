import type { Viewer } from '../../auth/viewer';
import { notFound } from '../../errors';
import { compassOfDegrees } from '../../providers/weather';
import { ownFieldOutline } from '../farms/outline';
import { dateIn, timeZoneAt } from '../spray-safety/time-zone';
import { type Forecast, WeatherUnavailable } from '../spray-safety/weather-service';
import type { ReportDeps } from './deps';
import type { WholeForm } from './form';
import { growerOnly, reportMessages } from './messages';
import { wallClock } from './zone';

/** A new report's starting values: the field, today, the forecast or what was measured. */
export class ReportDrafts {
  constructor(private readonly deps: Pick<ReportDeps, 'db' | 'catalogue' | 'forecastAt' | 'startReadings'>) {}

  /**
   * A new report's starting values for one of the viewer's fields (spec 4, 9): today's date in
   * the field's time zone (which the answer names),
   * one empty product row, and the weather of the first forecast hour — wind direction
   * uppercased, humidity left for the applicator. When the weather source fails, the weather
   * stays empty and `weather_error` says why: sample or stale values are never passed off as live.
   */
  async draft(viewer: Viewer, fieldUuid: string, now = new Date()) {
    growerOnly(viewer);
    const field = await ownFieldOutline(this.deps.db, viewer, fieldUuid, await this.deps.catalogue.load());
    if (!field) throw notFound(reportMessages.noField);
    // Today is the field's today: at 22:58 in Kansas it is not yet tomorrow's UTC date.
    const timeZone = timeZoneAt(field.lat, field.lng);
    const form = emptyForm(dateIn(now, timeZone));
    form.site = { ...form.site, cropOrSite: field.crop ?? '', areaTreatedAcres: field.acres };
    let weather: { source: Forecast['source'] | null; issued_at: string | null; error: string | null } = {
      source: null,
      issued_at: null,
      error: null,
    };
    try {
      if (!this.deps.forecastAt)
        throw new WeatherUnavailable('unreachable', 'No weather source is configured.');
      const forecast = await this.deps.forecastAt(field.lat, field.lng);
      const first = forecast.hours[0];
      if (!first) throw new WeatherUnavailable('stale', 'The forecast has no hours ahead.');
      form.weather = {
        temperature: first.temperatureF,
        humidity: null,
        windSpeed: first.windSpeedMph,
        windDirection: first.windDirection.toUpperCase(),
        precipitation: first.chanceOfRain,
        // Named for what it is: a forecast, reading by reading, until the applicator enters what
        // was measured; humidity is left for the applicator to type.
        source: forecast.source,
        sources: {
          temperature: forecast.source,
          humidity: 'applicator',
          windSpeed: forecast.source,
          windDirection: forecast.source,
        },
        forecastIssuedAt: forecast.issuedAt,
        atFinish: form.weather.atFinish,
      };
      weather = { source: forecast.source, issued_at: forecast.issuedAt, error: null };
    } catch (error) {
      if (!(error instanceof WeatherUnavailable)) throw error;
      weather.error = reportMessages.noWeather;
    }
    // A spray recorded with "Start spraying" gave what was measured at boom height: the report
    // starts from it, its date and times on the field's clock, the chance of rain still forecast.
    const measured = await this.deps.startReadings?.(fieldUuid);
    if (measured) {
      const start = wallClock(measured.startedAt, timeZone);
      form.reportDate = start.date;
      form.generalInfo.applicationStart = start.time;
      if (measured.clearedAt) {
        const stop = wallClock(measured.clearedAt, timeZone);
        form.generalInfo.applicationStop = stop.time;
        form.generalInfo.applicationStopsNextDay = stop.date !== start.date;
      }
      form.weather = {
        ...form.weather,
        temperature: measured.temperatureF,
        windSpeed: measured.windMph,
        windDirection: measured.windMph === 0 ? 'CALM' : compassOfDegrees(measured.windFromDeg),
        source: 'spray-start',
        sources: {
          ...form.weather.sources,
          temperature: 'spray-start',
          windSpeed: 'spray-start',
          windDirection: 'spray-start',
        },
      };
      // The judgement the spray was started on becomes the record's: what was measured, the wind
      // the drift zone was swept with, and the broken label rules the grower confirmed.
      form.startCheck = {
        startedAt: measured.startedAt.toISOString(),
        temperatureF: measured.temperatureF,
        windMph: measured.windMph,
        windFrom: form.weather.windDirection,
        confirmedForecast: measured.confirmedForecast,
      };
    }
    return {
      field: { uuid: field.uuid, name: field.name, farm_name: field.farmName, acres: field.acres },
      form,
      weather,
      time_zone: timeZone,
      on_behalf: viewer.impersonated,
    };
  }
}

/** A blank form dated `reportDate`, with one product row to fill. */
export function emptyForm(reportDate: string): WholeForm {
  return {
    reportDate,
    generalInfo: {
      applicator: '',
      applicatorLicenseNumber: '',
      sensitiveCropRegistry: null,
      endangeredSpeciesAwareness: null,
      applicationStart: '',
      applicationStop: '',
      applicationStopsNextDay: false,
      supervisedApplicators: '',
      registryCheckedOn: '',
      neighboursNotified: '',
      commercial: false,
      customerName: '',
      customerAddress: '',
    },
    site: {
      cropOrSite: '',
      areaTreatedAcres: null,
      fsaFarmNumber: '',
      fsaTractNumber: '',
      fsaFieldNumber: '',
    },
    applications: [
      { productName: '', epaRegNumber: '', useRate: '', totalAmount: null, totalAmountUnit: '' },
    ],
    weather: {
      temperature: null,
      humidity: null,
      windSpeed: null,
      windDirection: '',
      precipitation: null,
      source: 'applicator',
      sources: {
        temperature: 'applicator',
        humidity: 'applicator',
        windSpeed: 'applicator',
        windDirection: 'applicator',
      },
      forecastIssuedAt: '',
      atFinish: { temperature: null, windSpeed: null, windDirection: '' },
    },
    nozzle: {
      manufacturer: '',
      noozleType: '',
      noozleSize: '',
      pumpPressure: null,
      boomHeightTemp: null,
      dropletClass: '',
    },
    equipment: {
      carrierGpa: null,
      groundSpeedMph: null,
      adjuvants: '',
      downwindBufferFt: null,
      limitsExplanation: '',
    },
    dicambaRecord: {
      trainingProvider: '',
      trainingCompletedOn: '',
      applicationTiming: '',
      registryName: '',
      adjacentSurveyedOn: '',
      bufferAreas: '',
      bufferReduction: '',
      cleanoutOn: '',
      cleanoutMethod: '',
      runoffPoints: '',
      refills: [],
    },
    startCheck: null,
  };
}

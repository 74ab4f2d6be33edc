import type { Viewer } from '../../auth/viewer';
import type { FieldsService } from '../farms/service';
import type { PlannedSpray, Sprayability, SprayHour } from './answers';
import { type Application, applicationProducts, judgeForecastHours } from './application';
import { localDate } from './hour-facts';
import { type HourVerdict, labelsInTank } from './label-rules';
import { ADJACENT_METRES, measuresOn } from './plan';
import type { SprayService } from './service';
import { explain, GOOD_INDEX, scoreHour, sprayWindows } from './sprayability';
import { timeZoneAt } from './time-zone';
import { toFieldWeather } from './weather-service';

/** A field's sprayability: the label rules and the index, hour by hour (SPRAYABILITY.md). */
export class SprayabilityService {
  constructor(private readonly deps: { fields: FieldsService; spray: SprayService }) {}

  /** The index now and for each forecast hour, the spray windows, and the judged neighbours. */
  async sprayability(viewer: Viewer, uuid: string, plan: PlannedSpray): Promise<Sprayability> {
    const field = await this.deps.fields.ownField(viewer, uuid);
    const forecast = await this.deps.spray.forecast(field.center);
    const { actives, named } = await this.deps.spray.tankOf(viewer, plan);
    const { adjacent, downwind: downwindByHour } = await this.deps.spray.downwindFor(
      viewer,
      field,
      plan,
      actives,
      forecast.hours,
    );
    const timeZone = timeZoneAt(field.center.lat, field.center.lng);
    // The application, judged whole once: every hour reads its day, the day after, the
    // forecast's end, the crop being sprayed, the products named and the equipment.
    const application: Application = {
      tank: {
        actives,
        named,
        crop: await this.deps.spray.sprayedCrop(viewer, field, plan),
        endangeredSpecies: measuresOn(plan, field),
      },
      place: field.center,
      timeZone,
      forecast: forecast.hours,
      issuedAt: forecast.issuedAt,
      downwind: downwindByHour,
      // The label judges the equipment named; what the plan leaves out is to confirm at the start.
      equipment: { dropletClass: plan.droplet_class ?? null, boomHeightIn: plan.boom_height_in ?? null },
    };
    const verdicts = judgeForecastHours(application);
    const hours: SprayHour[] = forecast.hours.map((hour, index) => {
      const downwind = (downwindByHour[index] ?? []).filter((each) => !each.residential);
      const score = scoreHour({
        time: new Date(hour.time),
        windSpeedMph: hour.windSpeedMph,
        temperatureF: hour.temperatureF,
        chanceOfRain: hour.chanceOfRain,
        lat: field.center.lat,
        lng: field.center.lng,
        incompatibleDownwind: [...new Set(downwind.map((each) => each.label))],
      });
      return { time: hour.time, ...score, ...(verdicts[index] as HourVerdict) };
    });
    const now = hours[0] as SprayHour;
    const products = applicationProducts(application, new Date(now.time));
    const today = { ...application.tank, date: localDate(new Date(now.time), timeZone) };
    return {
      field: uuid,
      index: now.index,
      good: now.allowed && now.index >= GOOD_INDEX,
      allowed: now.allowed,
      breaches: now.breaches,
      cautions: now.cautions,
      reasons: now.reasons,
      explanation: explain(now),
      weather: toFieldWeather(forecast, field.center),
      hours,
      labels: labelsInTank(today).map((label) => ({
        id: label.id,
        title: label.title,
        active: label.active,
        products: products
          .filter((product) => product.label === label.id)
          .map((product) => ({
            name: product.name,
            epa_reg_number: product.epa_reg_number ?? 'not confirmed here',
            registration: product.registration,
            registered: product.registered,
          })),
      })),
      windows: sprayWindows(hours),
      active_ingredients: actives,
      // The map colours the fields next to this one; those further off only count when downwind.
      adjacent_fields: adjacent.filter((each) => each.distance_ft * 0.3048 <= ADJACENT_METRES),
    };
  }
}

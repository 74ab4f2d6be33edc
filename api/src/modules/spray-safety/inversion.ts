// Whether a temperature inversion is likely in an hour, judged from more than the clock: as far
// as a forecast tells, inversions form in the evening and last into the morning, under light
// wind, a clear sky and a large day–night temperature swing (SPRAYABILITY.md, "Inversions").
// Pure: the hour, its sun and its neighbours in the forecast come in.

const HOUR_MS = 3_600_000;

/** From this long before sunset to this long after sunrise, an inversion can stand. */
export const INVERSION_FROM_SUNSET_H = 3;
export const INVERSION_AFTER_SUNRISE_H = 2;
/** Below this, the air does not mix: an inversion in those hours is taken as likely. */
export const CALM_MPH = 3;
/** With a clear sky and this swing between the day's high and the night's low, a light wind does not prevent one. */
export const LARGE_SWING_F = 20;
export const CLEAR_SKY_PERCENT = 30;
export const LIGHT_WIND_MPH = 6;

export type InversionInputs = {
  /** The hour's start, or the moment of a measured start. */
  time: Date;
  windMph: number;
  /** Sky cover, 0–100; null when the forecast does not give it. */
  skyCoverPercent: number | null;
  /** The day's high less the night's low around this hour, °F; null when the forecast is too short. */
  swingF: number | null;
  /** The sun on the days around this hour, at the field. */
  suns: readonly { sunrise: Date; sunset: Date }[];
};

/** Whether the hour lies in the evening, the night or the early morning. */
export function inInversionHours(time: Date, suns: InversionInputs['suns']): boolean {
  const at = time.getTime();
  const sorted = [...suns].sort((a, b) => a.sunrise.getTime() - b.sunrise.getTime());
  // Day time: between a sunrise's late-morning end and the same day's evening start.
  return !sorted.some(
    (sun) =>
      at >= sun.sunrise.getTime() + INVERSION_AFTER_SUNRISE_H * HOUR_MS &&
      at < sun.sunset.getTime() - INVERSION_FROM_SUNSET_H * HOUR_MS,
  );
}

/** Whether the moment lies between a sunset and the next sunrise. */
export function atNight(time: Date, suns: InversionInputs['suns']): boolean {
  const at = time.getTime();
  const sorted = [...suns].sort((a, b) => a.sunrise.getTime() - b.sunrise.getTime());
  return !sorted.some((sun) => at >= sun.sunrise.getTime() && at < sun.sunset.getTime());
}

/**
 * The label's words decide (Stryax label, Environmental Conditions, Inversions, p. 11): inversions
 * "are common on nights with limited cloud cover and light to no wind. They begin to form as the
 * sun sets and often continue into the morning." So: calm air in those hours; at night, limited
 * cloud (or cloud not given) with light wind; in the evening and morning, limited cloud, light
 * wind and a large day–night swing, or a swing nobody can tell (the hours before the forecast's
 * first are missing): what cannot be judged is judged likely.
 */
export function inversionRisk(inputs: InversionInputs): { likely: boolean; why: string | null } {
  if (!inInversionHours(inputs.time, inputs.suns)) return { likely: false, why: null };
  if (inputs.windMph < CALM_MPH)
    return {
      likely: true,
      why: `inversion likely: wind ${inputs.windMph} mph in the evening, night or early morning`,
    };
  if (inputs.windMph >= LIGHT_WIND_MPH) return { likely: false, why: null };
  const sky =
    inputs.skyCoverPercent === null ? 'cloud cover not forecast' : `${inputs.skyCoverPercent}% cloud cover`;
  const limitedCloud = inputs.skyCoverPercent === null || inputs.skyCoverPercent <= CLEAR_SKY_PERCENT;
  if (!limitedCloud) return { likely: false, why: null };
  if (atNight(inputs.time, inputs.suns))
    return {
      likely: true,
      why: `inversion likely: night, ${sky}, wind ${inputs.windMph} mph`,
    };
  if (inputs.swingF === null)
    return {
      likely: true,
      why: `inversion likely: ${sky}, wind ${inputs.windMph} mph, and the day–night swing unknown (the forecast starts too late to show it)`,
    };
  if (inputs.swingF >= LARGE_SWING_F)
    return {
      likely: true,
      why: `inversion likely: ${sky}, a ${inputs.swingF}°F day–night swing and wind ${inputs.windMph} mph`,
    };
  return { likely: false, why: null };
}

/** The swing around an hour: the highest less the lowest temperature within 12 h either side. */
export function swingAround(
  hours: readonly { time: string; temperatureF: number }[],
  index: number,
): number | null {
  const at = Date.parse(hours[index]?.time ?? '');
  const near = hours.filter((hour) => Math.abs(Date.parse(hour.time) - at) <= 12 * HOUR_MS);
  // Less than a day's worth around it cannot show a day–night swing.
  if (near.length < 18) return null;
  const temperatures = near.map((hour) => hour.temperatureF);
  return Math.max(...temperatures) - Math.min(...temperatures);
}

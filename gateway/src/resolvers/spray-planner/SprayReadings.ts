import type { SprayReadingsResolvers } from '../../generated/resolvers';

export const SprayReadings: SprayReadingsResolvers = {
  windMph: (readings) => readings.wind_mph,
  windFromDeg: (readings) => readings.wind_from_deg,
  temperatureF: (readings) => readings.temperature_f,
};

import type { WeatherNowResolvers } from '../../generated/resolvers';

export const WeatherNow: WeatherNowResolvers = {
  temperature0: (weather) => weather.temperature_0,
  windSpeed0: (weather) => weather.wind_speed_0,
  windDir0: (weather) => weather.wind_dir_0,
  chanceOfRain0: (weather) => weather.chance_of_rain_0,
  source: (weather) => (weather.source === 'nws' ? 'NWS' : 'SAMPLE'),
  issuedAt: (weather) => weather.issued_at,
};

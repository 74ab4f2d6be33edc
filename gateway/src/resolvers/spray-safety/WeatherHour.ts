import type { WeatherHourResolvers } from '../../generated/resolvers';

export const WeatherHour: WeatherHourResolvers = {
  windSpeed: (hour) => hour.wind_speed,
  windDir: (hour) => hour.wind_dir,
  windDirDeg: (hour) => hour.wind_dir_deg,
  chanceOfRain: (hour) => hour.chance_of_rain,
  relativeHumidity: (hour) => hour.relative_humidity,
};

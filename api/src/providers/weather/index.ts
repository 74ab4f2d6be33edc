import type { ApiConfig } from '../../config';
import { NwsWeather } from './nws';
import type { WeatherProvider } from './provider';
import { SampleWeather } from './sample';

export {
  COMPASS,
  compassOfDegrees,
  degreesOfCompass,
  type Forecast,
  type ForecastHour,
  type WeatherProvider,
  WeatherUnavailable,
  weatherUnavailableMessage,
} from './provider';

/** The configured weather source: NWS when WEATHER_PROVIDER=nws, else the labelled sample. */
export function createWeatherProvider(
  config: Pick<ApiConfig, 'weatherProvider' | 'nwsUrl' | 'nwsUserAgent' | 'weatherTimeoutMs'>,
): WeatherProvider {
  if (config.weatherProvider === 'nws')
    return new NwsWeather({
      baseUrl: config.nwsUrl,
      userAgent: config.nwsUserAgent,
      timeoutMs: config.weatherTimeoutMs,
    });
  return new SampleWeather();
}

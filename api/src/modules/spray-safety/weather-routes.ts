import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import type { FieldsService } from '../farms/service';
import type { WeatherService } from './weather-service';

export const fieldWeather = z
  .object({
    temperature_0: z.number().describe('°F, the current hour'),
    wind_speed_0: z.number().describe('mph, the current hour'),
    wind_dir_0: z.string().describe("compass point the wind blows from, e.g. 'SW'; 'CALM' without wind"),
    chance_of_rain_0: z.number().describe('%, the current hour'),
    source: z.enum(['nws', 'sample']).describe("'sample' is made up and must be labelled 'Sample forecast'"),
    issued_at: z.string(),
    time_zone: z
      .string()
      .describe("the field's IANA time zone, e.g. 'America/Chicago': show its hours and windows in it"),
    hours: z.array(
      z.object({
        time: z.string().describe('start of the hour, ISO 8601 UTC'),
        temperature: z.number(),
        wind_speed: z.number(),
        wind_dir: z.string(),
        wind_dir_deg: z.number().describe('degrees the wind blows from'),
        chance_of_rain: z.number(),
        relative_humidity: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'FieldWeather' });

/** A field's weather: `GET farms/fields/{uuid}/weather/`; 503 with the message when the source fails. */
export const weatherRoutes =
  (weather: WeatherService, fields: FieldsService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/farms/fields/:uuid/weather/',
      {
        onRequest: authenticate(auth, 'spray:read'),
        schema: {
          tags: ['spray'],
          security: [{ bearer: [] }],
          description:
            'The forecast at one of your fields: the current hour (spec 3) and the hours ahead. ' +
            '503 when the weather source fails: no stale or sample weather is sent in its place.',
          params: z.object({ uuid: z.uuid({ error: 'There is no such field.' }) }),
          response: { 200: fieldWeather, 401: errorBody, 404: errorBody, 503: errorBody },
        },
      },
      async (request) => {
        const field = await fields.ownField(viewerOf(request), request.params.uuid);
        return weather.fieldWeather(field.center.lat, field.center.lng);
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import { tutorialsOf, updateTutorials } from './service';

const tags = ['tutorials'];
const flags = z
  .object({ farms: z.boolean(), herbicides: z.boolean(), traits: z.boolean(), tank_mix: z.boolean() })
  .meta({ id: 'TutorialFlags' });
const answer = z.object({ user_tutorial: flags });

/** Which guided tutorials the signed-in user has finished (spec 7: tutorials/me/). */
export const tutorialRoutes =
  (auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, 'first-party') };
    const security = [{ bearer: [] }];

    app.get(
      '/tutorials/me/',
      { ...signedIn, schema: { tags, security, response: { 200: answer, 401: errorBody } } },
      async (request) => ({ user_tutorial: await tutorialsOf(auth.db, viewerOf(request).userUuid) }),
    );

    app.patch(
      '/tutorials/me/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'Sets the flags given (true: finished); the others keep their value.',
          body: flags.partial(),
          response: { 200: answer, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({
        user_tutorial: await updateTutorials(auth.db, viewerOf(request).userUuid, request.body),
      }),
    );
  };

import { activationResendMessages } from '@field-boundaries/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../errors';
import { type ActivationResends, RESEND_GAP_SECONDS, RESENDS_PER_HOUR } from './activation-resend';
import { emailInput } from './schemas';

/** Resend activation mail: public, answered alike for every address (activation-resend.ts). */
export const activationRoutes =
  (resends: ActivationResends): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/users/resend_activation/',
      {
        // Also slowed per client address, with the other public account calls.
        config: { rateLimit: {} },
        schema: {
          tags: ['accounts'],
          description:
            'Mails a new activation link to an account that was never activated; the earlier link stops ' +
            'working. The answer is the same whether or not the address has an account or is active. ' +
            `At most one request a ${RESEND_GAP_SECONDS} seconds and ${RESENDS_PER_HOUR} an hour per address (429).`,
          body: z.object({ email: emailInput }),
          response: {
            202: z
              .object({ detail: z.string().meta({ example: activationResendMessages.sent }) })
              .meta({ id: 'ActivationResent' }),
            400: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => reply.status(202).send(await resends.resend(request.body.email)),
    );
  };

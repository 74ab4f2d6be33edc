import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticateReset, resetGrantOf } from '../../auth/authenticate';
import { errorBody } from '../../errors';
import type { RecoveryService } from './recovery';
import { answerVerification, passwordReset, recoveryMessages, resetAccess } from './recovery-schemas';

const tags = ['accounts'];

/** Forgot password, steps 2 and 3 (spec 7). Step 1 is `GET auth/security/{email}/verify/`. */
export const recoveryRoutes =
  (recovery: RecoveryService, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    // Guessing is slowed per client address here and per account in the service.
    const limited = { config: { rateLimit: {} } };

    app.post(
      '/auth/security/answer/verify/',
      {
        ...limited,
        schema: {
          tags,
          description:
            'Checks the answer to the account’s security question. Right: a reset token. Wrong answers ' +
            'are limited per account (429 after 5 in 15 minutes) and per client address.',
          body: answerVerification,
          response: { 200: resetAccess, 400: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request) => recovery.verifyAnswer(request.body),
    );

    app.post(
      '/auth/security/reset_password/',
      {
        ...limited,
        onRequest: authenticateReset(auth, recoveryMessages.resetExpired),
        schema: {
          tags,
          description:
            'Sets a new password with the reset token of answer/verify in `Authorization: Bearer`. ' +
            'Spends the token and ends every session of the account.',
          security: [{ bearer: [] }],
          body: passwordReset,
          response: { 204: z.null(), 400: errorBody, 401: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        await recovery.resetPassword(resetGrantOf(request), request.body.new_password);
        return reply.status(204).send(null);
      },
    );
  };

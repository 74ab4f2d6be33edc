import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import type { LoginThrottle } from '../../auth/login-throttle';
import { errorBody } from '../../errors';
import {
  activatedUser,
  credentials,
  emailConfirmation,
  emailVerification,
  loginResult,
  passwordChange,
  profilePatch,
  refreshBody,
  registration,
  securityAnswerChange,
  securityQuestion,
  tokenPair,
  user,
} from './schemas';
import type { AccountsService } from './service';

const tags = ['accounts'];
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const accountRoutes =
  (accounts: AccountsService, auth: Auth, throttle: LoginThrottle): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { onRequest: authenticate(auth, { read: 'account:read', write: 'first-party' }) };
    const bearer = [{ bearer: [] }];
    // Password guessing and mass sign-ups are slowed per client address (a ceiling an office
    // stays under), and failed logins per account and address (LoginThrottle).
    const limited = { config: { rateLimit: {} } };

    app.post(
      '/auth/users/',
      { ...limited, schema: { tags, body: registration, response: { 201: user, ...failures } } },
      async (request, reply) => reply.status(201).send(await accounts.register(request.body)),
    );

    app.get(
      '/auth/users/activate/:userUuid/:activationHash/',
      {
        schema: {
          tags,
          params: z.object({ userUuid: z.string(), activationHash: z.string() }),
          response: { 200: activatedUser, ...failures },
        },
      },
      async (request) => accounts.activate(request.params.userUuid, request.params.activationHash),
    );

    app.post(
      '/auth/jwt/create/',
      {
        // Not the ceiling on all attempts (`limited`): the throttle counts failures only, per
        // e-mail and address and per address, so an office's successful sign-ins never lock it out.
        schema: { tags, body: credentials, response: { 200: loginResult, ...failures, 429: errorBody } },
      },
      async (request) =>
        throttle.attempt(request.body.email, request.ip, () =>
          accounts.login(request.body.email, request.body.password),
        ),
    );

    app.post(
      '/auth/jwt/refresh/',
      { schema: { tags, body: refreshBody, response: { 200: tokenPair, ...failures } } },
      async (request) => accounts.refresh(request.body.refresh),
    );

    app.post(
      '/auth/jwt/logout/',
      { schema: { tags, body: refreshBody, response: { 204: z.null() } } },
      async (request, reply) => {
        await accounts.logout(request.body.refresh);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/auth/users/me/',
      { ...signedIn, schema: { tags, security: bearer, response: { 200: user, ...failures } } },
      async (request) => accounts.user(viewerOf(request).userUuid),
    );

    app.patch(
      '/auth/users/me/',
      {
        ...signedIn,
        schema: { tags, security: bearer, body: profilePatch, response: { 200: user, ...failures } },
      },
      async (request) => accounts.updateProfile(viewerOf(request), request.body),
    );

    app.post(
      '/auth/users/email/confirm/',
      {
        ...limited,
        schema: {
          tags,
          description:
            'Confirms a new e-mail with the secret of the link mailed to it (PATCH auth/users/me/ with a new ' +
            'email sends it): the address changes now. The link works once and expires in 48 hours. Audited.',
          body: emailConfirmation,
          response: { 200: user, ...failures },
        },
      },
      async (request) => accounts.confirmEmail(request.body.token),
    );

    app.post(
      '/auth/users/set_password/',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearer,
          description: 'Changes the password, given the current one. Not allowed in god mode. Audited.',
          body: passwordChange,
          response: { 204: z.null(), ...failures },
        },
      },
      async (request, reply) => {
        await accounts.changePassword(viewerOf(request), request.body);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/users/set_security_answer/',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearer,
          description:
            'Changes the security question and answer, given the current password. Not allowed in god mode. Audited.',
          body: securityAnswerChange,
          response: { 204: z.null(), ...failures },
        },
      },
      async (request, reply) => {
        await accounts.changeSecurityAnswer(viewerOf(request), request.body);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/auth/security/questions/',
      { schema: { tags, response: { 200: z.array(securityQuestion) } } },
      async () => accounts.securityQuestions(),
    );

    app.get(
      '/auth/security/:email/verify/',
      {
        // Whether an e-mail has an account, asked by anyone: as many a minute per address as
        // sign-ins and registrations, so a list of addresses cannot be checked at speed.
        ...limited,
        schema: {
          tags,
          params: z.object({ email: z.string() }),
          response: { 200: emailVerification, ...failures, 429: errorBody },
        },
      },
      async (request) => accounts.verifyEmail(request.params.email),
    );
  };

import { describe, expect, it } from 'vitest';
import { errorFromResponse, userErrors } from './errors';

/** The api's answer to a partner app whose token lacks the scope a route needs. */
const missingScope = {
  code: 'insufficient_scope',
  errors: ['This app was not allowed to do this: it needs the fields:write scope.'],
  fields: { scope: ['fields:write'] },
};

describe('errorFromResponse', () => {
  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [400, 'BAD_USER_INPUT'],
    [409, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'BAD_REQUEST'],
    [429, 'RATE_LIMITED'],
    [502, 'INTERNAL_SERVER_ERROR'],
  ])('maps %i to %s and carries the api message', (status, code) => {
    const error = errorFromResponse(status, { errors: ['The message the api chose'] });
    expect(error.extensions.code).toBe(code);
    expect(error.message).toBe(status >= 500 ? 'Unknown error occurred (500)' : 'The message the api chose');
  });

  it('names the scope a partner app lacks, so the app can ask for it', () => {
    const error = errorFromResponse(403, missingScope);
    expect(error.message).toBe('This app was not allowed to do this: it needs the fields:write scope.');
    expect(error.extensions).toEqual({
      code: 'FORBIDDEN',
      status: 403,
      reason: 'insufficient_scope',
      scope: 'fields:write',
    });
  });
});

describe('userErrors', () => {
  it('names the schema field for each api field message', () => {
    expect(
      userErrors({
        errors: ['x'],
        fields: {
          full_name: ['Full name is a required field'],
          password_confirmation: ['Passwords are not matching'],
        },
      }),
    ).toEqual([
      { field: 'fullName', message: 'Full name is a required field' },
      { field: 'passwordConfirmation', message: 'Passwords are not matching' },
    ]);
  });

  it('gives a missing scope as the general message, not as an input named scope', () => {
    expect(userErrors(missingScope)).toEqual([
      { field: null, message: 'This app was not allowed to do this: it needs the fields:write scope.' },
    ]);
  });

  it('falls back to the general messages when no field is named', () => {
    expect(userErrors({ errors: ['Invalid e-mail or password'] })).toEqual([
      { field: null, message: 'Invalid e-mail or password' },
    ]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginMutation } from '../../graphql/session';
import { renderScreen } from '../../test-utils';
import { LoginPage } from './LoginPage';

const refused = {
  request: { query: LoginMutation, variables: { email: 'ada@example.com', password: 'wrong-password' } },
  result: {
    data: {
      login: {
        __typename: 'AuthPayload',
        ok: false,
        errors: [{ __typename: 'UserError', field: null, message: 'Invalid e-mail or password' }],
        user: null,
      },
    },
  },
};

describe('login', () => {
  it('sends the e-mail in lower case and shows the failure with a way to recover the account', async () => {
    renderScreen(<LoginPage />, [refused]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password{Enter}');
    expect(await screen.findByText('Invalid e-mail or password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /recover your account/i })).toHaveAttribute(
      'href',
      '/password_reset',
    );
  });
});

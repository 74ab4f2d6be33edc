import { activationResendMessages } from '@field-boundaries/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginMutation } from '../../graphql/session';
import { renderScreen } from '../../test-utils';
import { ResendActivationMutation } from './activationOperations';
import { LoginPage } from './LoginPage';
import { messages } from './rules';

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

  it('offers a new activation mail beside "User is inactive!", and says it is on its way', async () => {
    const inactive = {
      request: { query: LoginMutation, variables: { email: 'noor@example.com', password: 'right-password' } },
      result: {
        data: {
          login: {
            __typename: 'AuthPayload',
            ok: false,
            errors: [{ __typename: 'UserError', field: null, message: messages.inactive }],
            user: null,
          },
        },
      },
    };
    const resent = {
      request: { query: ResendActivationMutation, variables: { email: 'noor@example.com' } },
      result: {
        data: {
          resendActivation: {
            __typename: 'ResendActivationPayload',
            ok: true,
            errors: [],
            message: activationResendMessages.sent,
          },
        },
      },
    };
    renderScreen(<LoginPage />, [inactive, resent]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'Noor@Example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'right-password{Enter}');
    expect(await screen.findByText(messages.inactive)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /recover your account/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: activationResendMessages.action }));
    expect(await screen.findAllByText(activationResendMessages.sent)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: activationResendMessages.action })).toBeNull();
  });
});

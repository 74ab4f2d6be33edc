import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginMutation } from '../../graphql/session';
import { keepConsentReturn } from '../../session/consentReturn';
import { renderScreen, testViewer } from '../../test-utils';
import { ActivationPage } from './ActivationPage';
import { LoginPage } from './LoginPage';
import { ActivateAccountMutation } from './operations';
import { PasswordRecoveryPage } from './PasswordRecoveryPage';
import { RegisterPage } from './RegisterPage';
import {
  RecoveryQuestionQuery,
  ResetPasswordMutation,
  VerifySecurityAnswerMutation,
} from './recoveryOperations';

// A signed-out grower sent from a partner app's request (/connect/{uid}) may log in, sign up or
// recover their password on the way: each path ends on that request's consent screen.

const consent = '/connect/req_42';
const ada = testViewer({ email: 'ada@example.com' });
const ok = (typename: string) => ({ __typename: typename, ok: true, errors: [] });

function screens() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage onReadTerms={() => undefined} />} />
      <Route path="/password_reset" element={<PasswordRecoveryPage />} />
      <Route path="/auth/users/activate/:activationHash/:userUuid" element={<ActivationPage />} />
      <Route path="/connect/:uid" element={<h1>The app’s consent screen</h1>} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>
  );
}

afterEach(() => localStorage.clear());

describe('a consent request through signing in', () => {
  it('survives recovering the password: back at Login, then to the consent screen', async () => {
    const mocks = [
      {
        request: { query: RecoveryQuestionQuery, variables: { email: 'ada@example.com' } },
        result: {
          data: {
            recoveryQuestion: {
              ...ok('RecoveryQuestionPayload'),
              securityQuestion: { __typename: 'SecurityQuestion', id: '3', question: 'First tractor?' },
              active: true,
            },
          },
        },
      },
      {
        request: {
          query: VerifySecurityAnswerMutation,
          variables: { input: { email: 'ada@example.com', securityQuestion: '3', securityAnswer: 'Deere' } },
        },
        result: { data: { verifySecurityAnswer: ok('SecurityAnswerPayload') } },
      },
      {
        request: {
          query: ResetPasswordMutation,
          variables: { input: { newPassword: 'harvest-2027', newPasswordConfirmation: 'harvest-2027' } },
        },
        result: { data: { resetPassword: ok('ResetPasswordPayload') } },
      },
      {
        request: { query: LoginMutation, variables: { email: 'ada@example.com', password: 'harvest-2027' } },
        result: { data: { login: { __typename: 'AuthPayload', ok: true, errors: [], user: ada } } },
      },
    ];
    renderScreen(screens(), mocks, { pathname: '/', state: { returnTo: consent } });
    const user = userEvent.setup();
    expect(screen.getByText('An app asks to connect to your account')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('First tractor?'), 'Deere');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'harvest-2027');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'harvest-2027');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    // Login again, with the e-mail filled in and the app still waiting.
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('An app asks to connect to your account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'harvest-2027{Enter}');
    expect(await screen.findByRole('heading', { name: 'The app’s consent screen' })).toBeInTheDocument();
  });

  it('goes with Sign Up, and back to Login from there', async () => {
    renderScreen(screens(), [], { pathname: '/', state: { returnTo: consent } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('An app asks to connect to your account')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('An app asks to connect to your account')).toBeInTheDocument();
  });

  it('opens the consent screen from the activation link once signed up, or the dashboard without one', async () => {
    const activation = {
      request: { query: ActivateAccountMutation, variables: { activationHash: 'h1', userUuid: 'u-1' } },
      result: { data: { activateAccount: { __typename: 'AuthPayload', ok: true, errors: [], user: ada } } },
    };
    keepConsentReturn(consent);
    const tab = renderScreen(screens(), [activation], { pathname: '/auth/users/activate/h1/u-1' });
    expect(await screen.findByRole('heading', { name: 'The app’s consent screen' })).toBeInTheDocument();
    tab.unmount();

    // The request is taken once: another activation goes to the dashboard.
    renderScreen(screens(), [activation], { pathname: '/auth/users/activate/h1/u-1' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

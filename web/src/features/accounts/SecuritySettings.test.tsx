import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../notify';
import { renderScreen } from '../../test-utils';
import { SecurityQuestionsQuery } from './operations';
import { ChangePasswordMutation, ChangeSecurityAnswerMutation } from './profileOperations';
import { SecuritySettings } from './SecuritySettings';

const wrongPassword = 'Your current password is not correct.';
const passwordChange = (currentPassword: string, ok: boolean) => ({
  request: {
    query: ChangePasswordMutation,
    variables: { input: { currentPassword, newPassword: 'harvest-2027' } },
  },
  result: {
    data: {
      changePassword: {
        __typename: 'ChangeSecretPayload',
        ok,
        errors: ok ? [] : [{ __typename: 'UserError', field: 'currentPassword', message: wrongPassword }],
      },
    },
  },
});
const questions = {
  request: { query: SecurityQuestionsQuery },
  result: {
    data: {
      securityQuestions: [
        { __typename: 'SecurityQuestion', id: '1', question: 'What was the name of your first dog?' },
        { __typename: 'SecurityQuestion', id: '3', question: 'What was the make of your first tractor?' },
      ],
    },
  },
};

afterEach(() => vi.restoreAllMocks());

async function fillPassword(current: string, next: string, confirmation = next) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('changing the password from the profile menu', () => {
  it('checks the fields with the registration rules before asking the server', async () => {
    renderScreen(<SecuritySettings onDone={vi.fn()} />);
    await fillPassword('', 'short', 'other');
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('Password needs to be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords are not matching')).toBeInTheDocument();
  });

  it('shows a wrong current password beside it and stays open', async () => {
    const onDone = vi.fn();
    renderScreen(<SecuritySettings onDone={onDone} />, [passwordChange('not-my-password', false)]);
    await fillPassword('not-my-password', 'harvest-2027');
    expect(await screen.findByText(wrongPassword)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the password changed and closes', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => '');
    const onDone = vi.fn();
    renderScreen(<SecuritySettings onDone={onDone} />, [passwordChange('wheat-field-1', true)]);
    await fillPassword('wheat-field-1', 'harvest-2027');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith(
      'Your password has been changed. Use the new one the next time you log in.',
    );
  });

  it('toasts a server that cannot be reached, and keeps what was typed', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => '');
    const onDone = vi.fn();
    renderScreen(<SecuritySettings onDone={onDone} />, [
      { ...passwordChange('wheat-field-1', true), result: undefined, error: new Error('offline') },
    ]);
    await fillPassword('wheat-field-1', 'harvest-2027');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('We could not reach the server. Please try again.'),
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveValue('harvest-2027');
  });
});

describe('changing the security question from the profile menu', () => {
  it('needs a question and an answer, then saves the chosen question', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => '');
    const onDone = vi.fn();
    const change = {
      request: {
        query: ChangeSecurityAnswerMutation,
        variables: {
          input: { currentPassword: 'wheat-field-1', securityQuestion: '3', securityAnswer: 'Massey' },
        },
      },
      result: { data: { changeSecurityAnswer: { __typename: 'ChangeSecretPayload', ok: true, errors: [] } } },
    };
    renderScreen(<SecuritySettings onDone={onDone} />, [questions, change]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Security question' }));
    await user.type(screen.getByLabelText('Current password'), 'wheat-field-1');
    await user.click(screen.getByRole('button', { name: 'Change security question' }));
    expect(await screen.findAllByText('A security question and answer is required')).toHaveLength(2);
    await user.click(screen.getByPlaceholderText('Choose a question'));
    await user.click(
      await screen.findByRole('option', { name: 'What was the make of your first tractor?', hidden: true }),
    );
    await user.type(screen.getByLabelText('Answer'), 'Massey');
    await user.click(screen.getByRole('button', { name: 'Change security question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Your security question and answer have been changed.');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-utils';
import { PasswordRecoveryPage } from './PasswordRecoveryPage';
import { RecoveryQuestionQuery, VerifySecurityAnswerMutation } from './recoveryOperations';

const errors = (field: string | null, message: string) => [{ __typename: 'UserError', field, message }];
const questionOf = (email: string, found: boolean) => ({
  request: { query: RecoveryQuestionQuery, variables: { email } },
  result: {
    data: {
      recoveryQuestion: {
        __typename: 'RecoveryQuestionPayload',
        ok: found,
        errors: found ? [] : errors(null, 'No account associated with this email.'),
        securityQuestion: found
          ? { __typename: 'SecurityQuestion', id: '3', question: 'What was the make of your first tractor?' }
          : null,
      },
    },
  },
});
const wrongAnswer = {
  request: {
    query: VerifySecurityAnswerMutation,
    variables: { input: { email: 'ada@example.com', securityQuestion: '3', securityAnswer: 'Massey' } },
  },
  result: {
    data: {
      verifySecurityAnswer: {
        __typename: 'SecurityAnswerPayload',
        ok: false,
        errors: errors(
          'securityAnswer',
          'That answer does not match the one on this account. Please try again.',
        ),
      },
    },
  },
};

describe('forgot password', () => {
  it('says beside the e-mail when no account has it, checked in lower case', async () => {
    renderScreen(<PasswordRecoveryPage />, [questionOf('ada@example.com', false)]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No account associated with this email.')).toBeInTheDocument();
  });

  it("asks the account's own question and shows the answer's spec messages", async () => {
    renderScreen(<PasswordRecoveryPage />, [questionOf('ada@example.com', true), wrongAnswer]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const answer = await screen.findByLabelText('What was the make of your first tractor?');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('An answer is required')).toBeInTheDocument();
    await user.type(answer, 'Massey');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('That answer does not match the one on this account. Please try again.'),
    ).toBeInTheDocument();
  });
});

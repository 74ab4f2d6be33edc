import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-utils';
import { EmailRegisteredQuery, SecurityQuestionsQuery } from './operations';
import { RegisterPage } from './RegisterPage';

const questions = {
  request: { query: SecurityQuestionsQuery },
  result: {
    data: {
      securityQuestions: [
        { __typename: 'SecurityQuestion', id: '1', question: 'What was the name of your first pet?' },
      ],
    },
  },
};
const emailCheck = (email: string, taken: boolean) => ({
  request: { query: EmailRegisteredQuery, variables: { email } },
  result: { data: { emailRegistered: taken } },
});

async function fillDetails(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Ada Prairie');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Farm name'), 'Prairie Creek Farm');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('registration, step 1', () => {
  it('shows the spec message for each missing or malformed field', async () => {
    renderScreen(<RegisterPage onReadTerms={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Full name is a required field')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid E-mail address')).toBeInTheDocument();
    expect(screen.getByText('Farm name is a required field')).toBeInTheDocument();
  });

  it('stops on an e-mail that already has an account, checked in lower case', async () => {
    renderScreen(<RegisterPage onReadTerms={() => undefined} />, [emailCheck('ada@example.com', true)]);
    await fillDetails('  Ada@Example.com');
    expect(await screen.findByText('An account with this email already exists!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
  });
});

describe('registration, step 2', () => {
  it('checks the password, its confirmation and the security answer', async () => {
    renderScreen(<RegisterPage onReadTerms={() => undefined} />, [
      emailCheck('ada@example.com', false),
      questions,
    ]);
    const user = await fillDetails('ada@example.com');
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'other');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password needs to be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords are not matching')).toBeInTheDocument();
    expect(screen.getAllByText('A security question and answer is required').length).toBeGreaterThan(0);
  });
});

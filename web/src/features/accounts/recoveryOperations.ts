import { graphql } from '../../graphql/generated';

// Forgot password (spec 2.3): the three calls of the three steps.
export const RecoveryQuestionQuery = graphql(`
  query RecoveryQuestion($email: String!) {
    recoveryQuestion(email: $email) {
      ok
      errors {
        field
        message
      }
      securityQuestion {
        id
        question
      }
      active
    }
  }
`);

export const VerifySecurityAnswerMutation = graphql(`
  mutation VerifySecurityAnswer($input: SecurityAnswerInput!) {
    verifySecurityAnswer(input: $input) {
      ok
      errors {
        field
        message
      }
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      errors {
        field
        message
      }
    }
  }
`);

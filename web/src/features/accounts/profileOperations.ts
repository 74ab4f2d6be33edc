import { graphql } from '../../graphql/generated';

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      ok
      errors {
        message
      }
      user {
        ...ViewerFields
      }
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      errors {
        field
        message
      }
    }
  }
`);

export const ChangeSecurityAnswerMutation = graphql(`
  mutation ChangeSecurityAnswer($input: ChangeSecurityAnswerInput!) {
    changeSecurityAnswer(input: $input) {
      ok
      errors {
        field
        message
      }
    }
  }
`);

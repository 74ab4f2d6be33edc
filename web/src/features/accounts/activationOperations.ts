import { graphql } from '../../graphql/generated';

export const ResendActivationMutation = graphql(`
  mutation ResendActivation($email: String!) {
    resendActivation(email: $email) {
      ok
      errors {
        message
      }
      message
    }
  }
`);

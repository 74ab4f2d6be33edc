import { graphql } from '../../graphql/generated';

export const UpdateMeMutation = graphql(`
  mutation UpdateMe($input: UpdateMeInput!) {
    updateMe(input: $input) {
      ok
      errors {
        field
        message
      }
      user {
        ...ViewerFields
      }
    }
  }
`);

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

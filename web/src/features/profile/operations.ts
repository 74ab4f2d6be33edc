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

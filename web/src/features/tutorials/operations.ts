import { graphql } from '../../graphql/generated';

export const UpdateTutorialsMutation = graphql(`
  mutation UpdateTutorials($input: TutorialFlagsInput!) {
    updateTutorials(input: $input) {
      ok
      errors {
        field
        message
      }
      tutorial {
        ...TutorialFields
      }
    }
  }
`);

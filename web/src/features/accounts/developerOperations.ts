import { graphql } from '../../graphql/generated';

// The developer role: one's own (the profile menu), any account's (staff's accounts list).
export const SetDeveloperMutation = graphql(`
  mutation SetDeveloper($on: Boolean!) {
    setDeveloper(on: $on) {
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

export const SetAccountDeveloperMutation = graphql(`
  mutation SetAccountDeveloper($uuid: ID!, $on: Boolean!) {
    setAccountDeveloper(uuid: $uuid, on: $on) {
      ok
      errors {
        message
      }
      account {
        uuid
        isDeveloper
      }
    }
  }
`);

import { graphql } from './generated';

// The signed-in user, as every screen sees them.
export const ViewerFields = graphql(`
  fragment ViewerFields on User {
    id
    uuid
    fullName
    email
    farmName
    isAgRetailer
    isDeveloper
    isStaff
    legalNotice
    subscriptionPlan
    pendingEmail
    tutorial {
      ...TutorialFields
    }
  }
`);

export const TutorialFields = graphql(`
  fragment TutorialFields on TutorialFlags {
    farms
    herbicides
    traits
    tankMix
  }
`);

export const ViewerQuery = graphql(`
  query Viewer {
    me {
      ...ViewerFields
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
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

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export type { ViewerFieldsFragment } from './generated/graphql';

/** The viewer's own details: the profile form, and the legal notice acknowledged for good. */
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

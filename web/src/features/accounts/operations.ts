import { graphql } from '../../graphql/generated';

export const EmailRegisteredQuery = graphql(`
  query EmailRegistered($email: String!) {
    emailRegistered(email: $email)
  }
`);

export const SecurityQuestionsQuery = graphql(`
  query SecurityQuestions {
    securityQuestions {
      id
      question
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ok
      errors {
        field
        message
      }
    }
  }
`);

export const ActivateAccountMutation = graphql(`
  mutation ActivateAccount($userUuid: ID!, $activationHash: String!) {
    activateAccount(userUuid: $userUuid, activationHash: $activationHash) {
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

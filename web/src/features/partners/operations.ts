import { graphql } from '../../graphql/generated';

export const PartnerConsentQuery = graphql(`
  query PartnerConsent($uid: ID!) {
    partnerConsent(uid: $uid) {
      uid
      app {
        clientId
        name
        logoUri
      }
      scopes {
        scope
        wording
      }
      farms {
        id
        name
      }
      redirectOrigin
    }
  }
`);

export const AnswerPartnerConsentMutation = graphql(`
  mutation AnswerPartnerConsent($uid: ID!, $allow: Boolean!) {
    answerPartnerConsent(uid: $uid, allow: $allow) {
      ok
      errors {
        field
        message
      }
      redirectTo
    }
  }
`);

export const ConnectedAppsQuery = graphql(`
  query ConnectedApps {
    connectedApps {
      clientId
      name
      logoUri
      scopes {
        scope
        wording
      }
      connectedAt
      lastUsedAt
    }
  }
`);

export const RevokeConnectedAppMutation = graphql(`
  mutation RevokeConnectedApp($clientId: ID!) {
    revokeConnectedApp(clientId: $clientId) {
      ok
      errors {
        field
        message
      }
      clientId
    }
  }
`);

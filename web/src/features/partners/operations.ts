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

// The developer's side: registered apps, their webhook endpoints and deliveries.

export const PartnerAppsQuery = graphql(`
  query PartnerApps {
    partnerApps {
      clientId
      name
      logoUri
      redirectUris
      scopes
      confidential
      createdAt
      webhookEndpoints {
        id
        url
        events
        createdAt
      }
      operations {
        sha256Hash
        name
        registeredAt
      }
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries {
    partnerApps {
      clientId
      webhookDeliveries(limit: 50) {
        id
        endpointId
        eventId
        type
        status
        attempts
        lastStatus
        lastError
        nextAttemptAt
        createdAt
        deliveredAt
        lastAttemptAt
      }
    }
  }
`);

export const RegisterPartnerAppMutation = graphql(`
  mutation RegisterPartnerApp($input: RegisterPartnerAppInput!) {
    registerPartnerApp(input: $input) {
      ok
      errors {
        field
        message
      }
      app {
        clientId
        name
      }
      clientSecret
    }
  }
`);

export const RemovePartnerAppMutation = graphql(`
  mutation RemovePartnerApp($clientId: ID!) {
    removePartnerApp(clientId: $clientId) {
      ok
      errors {
        field
        message
      }
      clientId
    }
  }
`);

export const AddWebhookEndpointMutation = graphql(`
  mutation AddWebhookEndpoint($input: AddWebhookEndpointInput!) {
    addWebhookEndpoint(input: $input) {
      ok
      errors {
        field
        message
      }
      endpoint {
        id
        url
        events
        createdAt
      }
      secret
    }
  }
`);

export const RemoveWebhookEndpointMutation = graphql(`
  mutation RemoveWebhookEndpoint($clientId: ID!, $id: ID!) {
    removeWebhookEndpoint(clientId: $clientId, id: $id) {
      ok
      errors {
        field
        message
      }
      id
    }
  }
`);

export const RegisterPartnerOperationMutation = graphql(`
  mutation RegisterPartnerOperation($clientId: ID!, $document: String!) {
    registerPartnerOperation(clientId: $clientId, document: $document) {
      ok
      errors {
        field
        message
      }
      operation {
        sha256Hash
        name
        registeredAt
      }
    }
  }
`);

export const RemovePartnerOperationMutation = graphql(`
  mutation RemovePartnerOperation($clientId: ID!, $sha256Hash: ID!) {
    removePartnerOperation(clientId: $clientId, sha256Hash: $sha256Hash) {
      ok
      errors {
        field
        message
      }
      sha256Hash
    }
  }
`);

import { graphql } from '../../../graphql/generated';

// What a developer does to an app after registering it: edit its settings, send a test event,
// send a failed delivery again, and read one delivery's attempts and payload.

export const UpdatePartnerAppMutation = graphql(`
  mutation UpdatePartnerApp($input: UpdatePartnerAppInput!) {
    updatePartnerApp(input: $input) {
      ok
      errors {
        field
        message
      }
      app {
        clientId
        name
        logoUri
        redirectUris
        scopes
      }
    }
  }
`);

export const SendTestWebhookMutation = graphql(`
  mutation SendTestWebhook($clientId: ID!, $endpointId: ID!) {
    sendTestWebhook(clientId: $clientId, endpointId: $endpointId) {
      ok
      errors {
        field
        message
      }
      delivery {
        id
        status
      }
    }
  }
`);

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($clientId: ID!, $deliveryId: ID!) {
    redeliverWebhook(clientId: $clientId, deliveryId: $deliveryId) {
      ok
      errors {
        field
        message
      }
      delivery {
        id
        status
        nextAttemptAt
      }
    }
  }
`);

export const WebhookDeliveryQuery = graphql(`
  query WebhookDelivery($clientId: ID!, $id: ID!) {
    webhookDelivery(clientId: $clientId, id: $id) {
      id
      eventId
      type
      status
      attempts
      nextAttemptAt
      deliveredAt
      lastAttemptAt
      attemptLog {
        at
        status
        error
        durationMs
      }
      payload
    }
  }
`);

import type { WebhookDeliveryStatus } from '../../../graphql/generated/graphql';

// How deliveries and their attempts read, in the list and in one delivery's details.

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export const statusLook: Record<WebhookDeliveryStatus, { color: string; label: string }> = {
  DELIVERED: { color: 'green', label: 'Delivered' },
  PENDING: { color: 'yellow', label: 'Pending' },
  FAILED: { color: 'red', label: 'Failed' },
};

/** What the endpoint answered to one attempt: its status, or why there was none. */
export const answerOf = (attempt: { status?: number | null; error?: string | null }) =>
  attempt.status ? `HTTP ${attempt.status}` : (attempt.error ?? 'No answer');

/** The body as sent is one line of JSON; shown indented, it reads. */
export function readablePayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

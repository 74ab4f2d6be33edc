import express, { type Request, type Response } from 'express';
import type { GatewayConfig } from '../config';

// Stripe's webhook reaches the product at its public origin, which is the gateway; the api,
// which checks the signature and sets the plan, is not exposed. The body is passed on byte for
// byte (Stripe signs the exact bytes), with the signature, and the api's answer comes back as is.
export const stripeWebhookPath = '/webhooks/stripe';

export function stripeWebhookRelay(config: GatewayConfig) {
  const relay = async (request: Request, response: Response) => {
    const signature = request.header('stripe-signature');
    const answer = await fetch(new URL('/subscription/stripe-webhook/', config.apiUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body: Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array(),
    }).catch(() => null);
    if (!answer) {
      // Stripe retries an event until it is acknowledged, so a 502 here loses nothing.
      response.status(502).json({ errors: ['The api could not be reached.'] });
      return;
    }
    response
      .status(answer.status)
      .type('application/json')
      .send(Buffer.from(await answer.arrayBuffer()));
  };
  return [express.raw({ type: 'application/json', limit: '1mb' }), relay] as const;
}

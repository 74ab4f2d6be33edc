import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, authenticate, viewerOf } from '../../auth/authenticate';
import { ApiError, errorBody, notFound } from '../../errors';
import { paidCheckout, verifiedStripeEvent, webhookMessages } from '../../providers/payments/webhook';
import { paymentMessages } from './rules';
import {
  cardCheck,
  checkoutRequest,
  couponCheck,
  couponPrice,
  packageOffer,
  purchase,
  purchaseRequest,
  sessionUrl,
  subscriptionChange,
  subscriptionView,
  verifiedCard,
} from './schemas';
import type { BillingService } from './service';
import type { SubscriptionService } from './subscription';

const tags = ['subscription'];
const security = [{ bearer: [] }];

/** Plans and payments (spec 7: subscription/…). Buying needs a signed-in user (spec 6). */
export const billingRoutes =
  (
    service: BillingService,
    subscriptions: SubscriptionService,
    auth: Auth,
    stripeWebhookSecret?: string,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const check = authenticate(auth, 'first-party');
    // A purchase without a session gets the spec's own words, not the generic 401.
    const buyer = {
      onRequest: async (request: Parameters<typeof check>[0], reply: Parameters<typeof check>[1]) =>
        check(request, reply).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401)
            throw new ApiError(401, 'not_authenticated', paymentMessages.loggedOut);
          throw error;
        }),
    };
    const signedIn = { onRequest: check };

    app.get(
      '/subscription/packages/',
      {
        schema: {
          tags,
          description: 'The packages the Pricing Plans page offers.',
          response: { 200: z.array(packageOffer) },
        },
      },
      async () => service.packages(),
    );

    app.get(
      '/subscription/me/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: 'The plan in force, when it ends or renews, and the card it is charged on.',
          response: { 200: subscriptionView, 401: errorBody },
        },
      },
      async (request) => subscriptions.me(viewerOf(request)),
    );

    app.patch(
      '/subscription/me/',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description:
            'Changes the subscription. `payment_method_id` (the card verify-card kept last) becomes the card ' +
            'the plan is charged on. `plan: "B"` from F upgrades now, charging that card the full price ' +
            '(402 when refused; send an `Idempotency-Key` to charge once), or on a Pro plan set to end turns ' +
            'its renewal back on. `plan: "F"` on Pro is a downgrade at the end of the paid year (the cancel). ' +
            'Only the account’s own subscription (403), never a retailer’s plan (403).',
          headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }),
          body: subscriptionChange,
          response: {
            200: subscriptionView,
            400: errorBody,
            401: errorBody,
            402: errorBody,
            403: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) =>
        subscriptions.change(viewerOf(request), request.body, request.headers['idempotency-key']),
    );

    app.post(
      '/subscription/verify-coupon/',
      {
        schema: {
          tags,
          description: 'Checks a gift card code: a good one prices any package at 0.99.',
          body: couponCheck,
          response: { 200: couponPrice, 400: errorBody },
        },
      },
      async (request) => service.verifyCoupon(request.body.coupon_code),
    );

    app.post(
      '/subscription/verify-card/',
      {
        ...buyer,
        schema: {
          tags,
          security,
          description:
            'Checks the card (number, expiry, CVC), then with its bank; a good card is kept for buy-package. ' +
            'Problems come back by field (400), a refusal by the bank as 402 with its message.',
          body: cardCheck,
          response: { 200: verifiedCard, 400: errorBody, 401: errorBody, 402: errorBody },
        },
      },
      async (request) => service.verifyCard(viewerOf(request), request.body),
    );

    app.post(
      '/subscription/buy-package/',
      {
        ...buyer,
        schema: {
          tags,
          security,
          description:
            'Buys a package with the card verified last, optionally at the gift code price. Send an ' +
            '`Idempotency-Key` header: a repeated request answers with the first purchase and charges once. ' +
            'A refused charge (402) changes no plan.',
          headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }),
          body: purchaseRequest,
          response: {
            200: purchase,
            400: errorBody,
            401: errorBody,
            402: errorBody,
            403: errorBody,
            404: errorBody,
          },
        },
      },
      async (request) =>
        service.buyPackage(viewerOf(request), request.body, request.headers['idempotency-key']),
    );

    app.post(
      '/subscription/checkout-session/',
      {
        ...buyer,
        schema: {
          tags,
          security,
          description: 'A hosted checkout page for one package, to open in a new tab.',
          body: checkoutRequest,
          response: { 200: sessionUrl, 401: errorBody, 403: errorBody, 404: errorBody, 502: errorBody },
        },
      },
      async (request) => service.checkoutSession(viewerOf(request), request.body.package_stripe_id),
    );

    // The spec's table reads it with GET; POST is taken too, since opening a session is not a read.
    app.route({
      method: ['GET', 'POST'],
      url: '/subscription/billing-portal-session/',
      ...signedIn,
      schema: {
        tags,
        security,
        description:
          'The payment provider’s page for the account’s cards and receipts, to open in a new tab. The account owner’s alone: 403 in god mode.',
        response: { 200: sessionUrl, 401: errorBody, 403: errorBody, 404: errorBody, 502: errorBody },
      },
      handler: async (request) => service.billingPortalSession(viewerOf(request)),
    });

    // Stripe signs the exact bytes it sent, so this one route reads its body raw.
    await app.register(async (webhook) => {
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/subscription/stripe-webhook/',
        {
          schema: {
            tags,
            description:
              'Stripe’s signed events (Stripe-Signature, STRIPE_WEBHOOK_SECRET). A paid hosted checkout ' +
              '(`checkout.session.completed`, `checkout.session.async_payment_succeeded`) sets the plan as ' +
              'buy-package does, once per event; other events are acknowledged and change nothing.',
            headers: z.object({ 'stripe-signature': z.string().optional() }),
            response: {
              200: z.object({ received: z.literal(true), plan_changed: z.boolean() }),
              400: errorBody,
              404: errorBody,
            },
          },
        },
        async (request) => {
          if (!stripeWebhookSecret) throw notFound(webhookMessages.notConfigured);
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
          const signature = request.headers['stripe-signature'];
          const event = await verifiedStripeEvent(
            raw,
            typeof signature === 'string' ? signature : undefined,
            stripeWebhookSecret,
          );
          const paid = paidCheckout(event);
          if (!paid) return { received: true as const, plan_changed: false };
          const { planChanged } = await service.completeCheckout(paid);
          return { received: true as const, plan_changed: planChanged };
        },
      );
    });
  };

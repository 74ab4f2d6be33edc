import { z } from 'zod';
import { int4, plainName } from '../../input';

// Payloads of the subscription calls (spec 3 and 7). Card fields are taken as text and judged
// by the service, so every problem comes back with the spec's own message.
const text = z.union([z.string(), z.number()]).transform(String);

export const packageOffer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    plan: z.literal('B'),
    price: z.number().meta({ description: 'US dollars, e.g. 25' }),
    months: z.number().int(),
    package_stripe_id: z.string(),
  })
  .meta({ id: 'Package' });

const planChoice = 'Choose plan F (free trial) or B (Pro).';

export const subscriptionChange = z.object({
  account: int4().meta({
    description: 'The account whose subscription changes (subscription/me/ `account`)',
  }),
  plan: z.enum(['F', 'B'], { error: planChoice }).optional().meta({
    description: 'B upgrades now (F→B) or keeps Pro renewing; F downgrades at the end of the paid year',
  }),
  payment_method_id: z.string().min(1).max(200).optional().meta({
    description: 'The card verify-card kept last (its `payment_method_id`): the card the plan is charged on',
  }),
});

export const subscriptionView = z
  .object({
    plan: z.enum(['F', 'B', 'N']),
    account: z.number().int(),
    plan_expires_at: z
      .string()
      .nullable()
      .meta({ description: 'When plan B ends or renews; null for F and N' }),
    renews: z.boolean().meta({ description: 'Plan B is charged again on plan_expires_at, on `card`' }),
    package: z
      .object({ id: z.number().int(), name: z.string(), price: z.number(), months: z.number().int() })
      .nullable()
      .meta({ description: 'What Pro renews with; null unless the plan is B' }),
    card: z
      .object({ brand: z.string(), last4: z.string(), payment_method_id: z.string() })
      .nullable()
      .meta({ description: 'The card on file with the payment provider in use' }),
    provider: z.enum(['stripe', 'test']),
    charged: z
      .object({ amount: z.number(), invoice_url: z.string() })
      .nullable()
      .meta({ description: 'What this change charged (an upgrade); null otherwise' }),
  })
  .meta({ id: 'SubscriptionDetails' });

export const couponCheck = z.object({ coupon_code: z.string().max(64) });
export const couponPrice = z
  .object({ coupon_code: z.string(), price: z.number() })
  .meta({ id: 'CouponPrice' });

export const cardCheck = z.object({
  number: text.default(''),
  cvc: text.default(''),
  exp_month: text.default(''),
  exp_year: text.default(''),
  cardholder_name: plainName(z.string().max(200), 'Cardholder name').optional(),
});
export const verifiedCard = z
  .object({ verified: z.literal(true), brand: z.string(), last4: z.string(), payment_method_id: z.string() })
  .meta({ id: 'VerifiedCard' });

export const purchaseRequest = z.object({
  subscription: int4().meta({ description: 'The account (subscription/me/ `account`)' }),
  package: int4(),
  coupon_code: z.string().max(64).optional(),
});
export const purchase = z
  .object({
    invoice_url: z.string(),
    plan: z.literal('B'),
    plan_expires_at: z.string(),
    amount: z.number(),
  })
  .meta({ id: 'Purchase' });

export const checkoutRequest = z.object({ package_stripe_id: z.string().min(1) });
export const sessionUrl = z.object({ url: z.string() }).meta({ id: 'SessionUrl' });

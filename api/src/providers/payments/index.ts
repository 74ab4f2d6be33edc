import type { ApiConfig } from '../../config';
import type { PaymentProvider } from './provider';
import { stripePaymentProvider } from './stripe';
import { testPaymentProvider } from './test-provider';

export type { CardDetails, PaymentProvider } from './provider';

export const createPaymentProvider = (
  config: Pick<ApiConfig, 'stripeSecretKey' | 'webOrigin'>,
): PaymentProvider =>
  config.stripeSecretKey
    ? stripePaymentProvider(config.stripeSecretKey)
    : testPaymentProvider(config.webOrigin);

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';

describe('production configuration', () => {
  it('refuses to start without SMTP, naming SMTP_URL, so no open mail outbox exists', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/SMTP_URL: required/);
  });

  it('starts with SMTP, and seeds demo accounts only when SEED_DEMO asks', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      SMTP_URL: 'smtp://mail.example:25',
      STRIPE_SECRET_KEY: 'sk_live_example',
    };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses the test payment provider unless asked for by name', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, SMTP_URL: 'smtp://mail.example:25' };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY: required/);
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'true' }).stripeSecretKey).toBeUndefined();
  });

  it('takes a Stripe webhook signing secret, and names the variable when it is not one', () => {
    const development = { NODE_ENV: 'development', JWT_SECRET: secret };
    expect(loadConfig({ ...development, STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }).stripeWebhookSecret).toBe(
      'whsec_abc123',
    );
    expect(() => loadConfig({ ...development, STRIPE_WEBHOOK_SECRET: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('keeps the local outbox outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: secret }).smtpUrl).toBeUndefined();
  });
});

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError, tooManyRequests } from '../errors';

export const tooManyFailures = 'Too many failed logins for this e-mail. Please wait a minute and try again.';

/**
 * Password guessing is stopped per account and client address: each login of an e-mail from an
 * address spends one of `failuresPerMinute`; a wrong password keeps it spent, anything else
 * gives it back, and a success forgets them all. So 30 people of one office, each with their own
 * e-mail, all log in, while a guesser at one e-mail gets `failuresPerMinute` tries a minute (the
 * ceiling on all attempts per address is @fastify/rate-limit's, in app.ts).
 *
 * The count is kept in this process, as @fastify/rate-limit's is: each api instance counts its
 * own (the load balancer spreads a guesser over them).
 */
export class LoginThrottle {
  private readonly failures: RateLimiterMemory;

  constructor(failuresPerMinute: number) {
    this.failures = new RateLimiterMemory({ points: failuresPerMinute, duration: 60 });
  }

  async attempt<T>(email: string, address: string, login: () => Promise<T>): Promise<T> {
    const key = JSON.stringify([email, address]);
    // Spent before the password is checked, so guesses sent all at once are counted too.
    try {
      await this.failures.consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw tooManyRequests(tooManyFailures);
      throw refusal;
    }
    try {
      const result = await login();
      await this.failures.delete(key);
      return result;
    } catch (error) {
      const wrongPassword = error instanceof ApiError && error.status === 401;
      if (!wrongPassword) await this.failures.reward(key, 1);
      throw error;
    }
  }
}

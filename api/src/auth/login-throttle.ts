import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError, tooManyRequests } from '../errors';

export const tooManyFailures = 'Too many failed logins for this e-mail. Please wait a minute and try again.';

/** Over the address's ceiling: a guesser (or an office's many mistakes) waits the minute out. */
export const tooManyFromAddress = 'Too many attempts. Please wait a minute and try again.';

/**
 * Password guessing is stopped per account and client address, and per address: each login
 * spends one of `failuresPerMinute` for its e-mail and address, and one of
 * `addressFailuresPerMinute` for its address; a wrong password keeps them spent, anything else
 * gives them back, and a success also forgets the e-mail's. Only failures count: an office
 * behind one address (a load balancer, a farm's router) where everyone signs in each morning is
 * never refused for its successes, while a guesser at one e-mail gets `failuresPerMinute` tries
 * a minute and one spraying many e-mails `addressFailuresPerMinute` in all.
 *
 * When a guesser has spent the address's allowance, the office's people are still let in: an
 * e-mail that has signed in from this address before (in the last `knownForMs`) is judged by its
 * own count alone (OWASP's "device cookie" defence, keyed on e-mail and address). A guesser on
 * the office's network still gets only `failuresPerMinute` tries at such an e-mail.
 *
 * The counts are kept in this process: each api instance counts its own (the load balancer
 * spreads a guesser over them).
 */
export class LoginThrottle {
  private readonly failures: RateLimiterMemory;
  private readonly addressFailures: RateLimiterMemory;
  /** E-mail and address pairs that signed in, and until when that is remembered (oldest first). */
  private readonly known = new Map<string, number>();

  constructor(
    failuresPerMinute: number,
    addressFailuresPerMinute: number,
    private readonly now: () => number = Date.now,
    private readonly knownForMs = 30 * 24 * 3_600_000,
    private readonly mostKnown = 100_000,
  ) {
    this.failures = new RateLimiterMemory({ points: failuresPerMinute, duration: 60 });
    this.addressFailures = new RateLimiterMemory({ points: addressFailuresPerMinute, duration: 60 });
  }

  private isKnown(key: string): boolean {
    const until = this.known.get(key);
    return until !== undefined && until > this.now();
  }

  private remember(key: string) {
    this.known.delete(key);
    if (this.known.size >= this.mostKnown) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(key, this.now() + this.knownForMs);
  }

  async attempt<T>(email: string, client: string, login: () => Promise<T>): Promise<T> {
    const address = throttledAddress(client);
    const key = JSON.stringify([email, address]);
    // Spent before the password is checked, so guesses sent all at once are counted too.
    try {
      await this.addressFailures.consume(address);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      if (!this.isKnown(key)) throw tooManyRequests(tooManyFromAddress);
    }
    try {
      await this.failures.consume(key);
    } catch (refusal) {
      await this.addressFailures.reward(address, 1);
      if (refusal instanceof RateLimiterRes) throw tooManyRequests(tooManyFailures);
      throw refusal;
    }
    try {
      const result = await login();
      await this.failures.delete(key);
      this.remember(key);
      await this.addressFailures.reward(address, 1);
      return result;
    } catch (error) {
      const wrongPassword = error instanceof ApiError && error.status === 401;
      if (!wrongPassword) {
        await this.failures.reward(key, 1);
        await this.addressFailures.reward(address, 1);
      }
      throw error;
    }
  }
}

/**
 * The address a login is counted against: an IPv6 client by its /64, the smallest prefix one
 * subscriber is handed (RFC 6177 §3; RFC 7421 §1), so the 2^64 addresses of one home connection
 * are one address here; an IPv4 address mapped into IPv6 (::ffff:192.0.2.1) as the IPv4 address
 * it is. Anything that is not an address is counted as written.
 */
export function throttledAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

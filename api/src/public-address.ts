import { type LookupAddress, lookup as lookupName } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// Where the api may send a request a partner named (a webhook endpoint) and what a partner may
// name for a grower's browser (a logo, a redirect): the public internet only. Not loopback,
// private (RFC 1918), carrier-grade NAT, link-local (the cloud metadata address 169.254.169.254
// among them), unique-local (fc00::/7), multicast, reserved or unspecified addresses: ipaddr.js
// calls every range but the global one something other than 'unicast'. An IPv4 address mapped
// into IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.

/** Loopback is let through only where a developer's own machine is configured to allow it. */
export type AddressPolicy = { allowLoopback: boolean };

const globalUnicast = ipaddr.parseCIDR('2000::/3');

/** Why an address is refused, or null when it is on the public internet. */
export function refusalOf(address: string, policy: AddressPolicy): 'loopback' | 'internal' | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return 'internal';
  const parsed = ipaddr.process(bare);
  const range = parsed.range();
  // ipaddr.js calls 'unicast' whatever is in none of its lists, the IPv4-compatible ::/96
  // (::7f00:1, deprecated by RFC 4291 §2.5.5.1) among them: an IPv6 address on the public
  // internet is global unicast, 2000::/3 (RFC 4291 §2.4, IANA's IPv6 address space).
  if (range === 'unicast' && parsed instanceof ipaddr.IPv6 && !parsed.match(globalUnicast)) return 'internal';
  if (range === 'unicast') return null;
  if (range === 'loopback') return policy.allowLoopback ? null : 'loopback';
  return 'internal';
}

/**
 * Special-use names that are never on the public internet, whatever a resolver says of them:
 * localhost (RFC 6761 §6.3), .local (multicast DNS, RFC 6762 §3), home.arpa (RFC 8375 §3),
 * .internal (reserved by ICANN for private use, 2024), and .test/.invalid (RFC 6761 §6.2, §6.4).
 */
const localSuffixes = ['localhost', 'local', 'home.arpa', 'internal', 'test', 'invalid'];

/** A name as the DNS judges it: lower case, without the root's trailing dot (`localhost.`). */
const bareName = (hostname: string) => hostname.toLowerCase().replace(/\.+$/, '');

/** Names that are never public, whatever a resolver says of them. */
export const isLocalName = (hostname: string) => {
  const name = bareName(hostname);
  return localSuffixes.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
};

/** Whether a URL's host, as written, names an address off the public internet. */
export function namesInternalHost(hostname: string, policy: AddressPolicy): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(bare)) return refusalOf(bare, policy) !== null;
  return isLocalName(bare) && !(policy.allowLoopback && bareName(bare) === 'localhost');
}

/** The error a connection meets when its name resolves off the public internet. */
export class InternalAddressError extends Error {
  readonly code = 'EINTERNALADDRESS';
  constructor(hostname: string) {
    super(`${hostname} resolves to an address that is not on the public internet`);
  }
}

/**
 * A DNS lookup for node's http(s) agents that refuses any answer off the public internet: the
 * address checked is the one the socket then dials, so a name that resolves to a public address
 * when an endpoint is saved and to an internal one when it is used still cannot pass.
 */
export function publicLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookupName(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((entry) => refusalOf(entry.address, policy)))
        return callback(new InternalAddressError(hostname), '', 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

/** Resolves a name as a save-time check: whether any of its addresses is off the public internet. */
export function resolvesInternally(hostname: string, policy: AddressPolicy): Promise<boolean> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(bare)) return Promise.resolve(refusalOf(bare, policy) !== null);
  return new Promise((resolve) => {
    lookupName(bare, { all: true }, (error, addresses) => {
      // A name that does not resolve now may later: the delivery's own lookup judges it then.
      if (error) return resolve(false);
      resolve(addresses.some((entry) => refusalOf(entry.address, policy) !== null));
    });
  });
}

import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { type AddressPolicy, InternalAddressError, publicLookup, refusalOf } from '../../public-address';

// One webhook post, to the address the endpoint's name resolves to at this moment, checked as it
// is dialled (public-address.ts), with no redirect followed. What the developer is told of a
// failure says what to fix without telling an open port of an internal host from a closed one:
// a connection refused, reset, timed out or failing its TLS handshake all read the same.

export const deliveryFailures = {
  notPublic: 'The endpoint’s name did not resolve to an address on the public internet.',
  noAnswerTls: 'The endpoint did not answer over TLS.',
  noAnswer: 'The endpoint did not answer.',
} as const;

export type PostAnswer = { status: number } | { error: string };

export function postToEndpoint(
  url: string,
  headers: OutgoingHttpHeaders,
  body: string,
  { timeoutMs, policy }: { timeoutMs: number; policy: AddressPolicy },
): Promise<PostAnswer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const noAnswer = secure ? deliveryFailures.noAnswerTls : deliveryFailures.noAnswer;
  // A literal address is dialled without a lookup, so it is judged here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && refusalOf(literal, policy))
    return Promise.resolve({ error: deliveryFailures.notPublic });
  if (!secure && !(policy.allowLoopback && target.protocol === 'http:'))
    return Promise.resolve({ error: noAnswer });
  const send = secure ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: PostAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const sent = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: publicLookup(policy),
        agent: false,
      },
      (answer) => {
        // Only the status is read: the body is never wanted, so the socket is closed here rather
        // than drained, or an endpoint that trickles a body for ever holds it past the deadline.
        answer.on('error', () => {});
        settle({ status: answer.statusCode ?? 0 });
        answer.destroy();
        sent.destroy();
      },
    );
    const timer = setTimeout(() => {
      settle({ error: noAnswer });
      sent.destroy();
    }, timeoutMs);
    sent.on('error', (failure: NodeJS.ErrnoException) => {
      const unresolved =
        failure instanceof InternalAddressError ||
        failure.code === 'ENOTFOUND' ||
        failure.code === 'EAI_AGAIN';
      settle({ error: unresolved ? deliveryFailures.notPublic : noAnswer });
    });
    sent.end(body);
  });
}

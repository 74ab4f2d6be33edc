import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { errorFromResponse, type UpstreamErrorBody } from './errors';

/** One server-sent event; its data stays bytes (a batch of fields is passed on as it came). */
export type ServerEvent = { event: string; id: string | undefined; data: Buffer };

const LF = 0x0a;
const CR = 0x0d;
const COLON = 0x3a;
const SPACE = 0x20;
const NEWLINE = Buffer.from([LF]);
const text = new TextDecoder();

/**
 * The events of an upstream server-sent event stream, parsed as they are pulled: nothing is
 * read from the socket until the consumer asks for more, so a slow consumer holds the
 * upstream back through TCP instead of filling the gateway's memory.
 *
 * The data is never decoded: a `data:` line is a slice of the chunk it came in, copied only
 * when it spans chunks, so a batch of fields crosses the gateway as the api wrote its bytes.
 * Lines end in LF or CRLF (the api writes LF); comments are skipped; `id` carries over to
 * later events and `event` does not, as the EventSource standard says.
 */
export async function* serverEvents(body: AsyncIterable<Uint8Array>): AsyncGenerator<ServerEvent> {
  /** The current line's start, from earlier chunks. */
  let partial: Buffer[] = [];
  let event = 'message';
  let id: string | undefined;
  let data: Buffer[] = [];
  for await (const received of body) {
    const chunk = Buffer.from(received.buffer, received.byteOffset, received.byteLength);
    let from = 0;
    for (let end = chunk.indexOf(LF, from); end >= 0; end = chunk.indexOf(LF, from)) {
      let line = chunk.subarray(from, end);
      from = end + 1;
      if (partial.length > 0) {
        line = Buffer.concat([...partial, line]);
        partial = [];
      }
      if (line.at(-1) === CR) line = line.subarray(0, -1);
      if (line.length === 0) {
        if (data.length > 0) {
          const joined =
            data.length === 1
              ? (data[0] as Buffer)
              : Buffer.concat(data.flatMap((part, index) => (index === 0 ? [part] : [NEWLINE, part])));
          yield { event, id, data: joined };
        }
        event = 'message';
        data = [];
        continue;
      }
      const colon = line.indexOf(COLON);
      if (colon === 0) continue; // a comment
      const name = colon < 0 ? line : line.subarray(0, colon);
      let value = colon < 0 ? line.subarray(line.length) : line.subarray(colon + 1);
      if (value[0] === SPACE) value = value.subarray(1);
      const field = text.decode(name);
      if (field === 'data') data.push(value);
      else if (field === 'event') event = text.decode(value);
      else if (field === 'id') id = text.decode(value);
    }
    if (from < chunk.length) partial.push(chunk.subarray(from));
  }
}

// Upstream event streams go over node's own HTTP client rather than fetch: its body is a
// plain stream of Buffers (no web-stream machinery per chunk), which is most of what a node's
// stream costs the gateway. Connections are kept for the next node.
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };

/** An upstream response to a GET of `url`: its status, and its body as Buffers. */
export function openStream(url: URL, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    const request = send(url, { headers, agent: agents[secure ? 'https:' : 'http:'] }, resolve);
    request.on('error', reject);
    request.end();
  });
}

/** The events of an upstream stream's response; a refusal (not 2xx) is thrown as the api's error. */
export async function acceptedEvents(response: IncomingMessage): Promise<AsyncGenerator<ServerEvent>> {
  const status = response.statusCode ?? 500;
  if (status < 200 || status > 299) {
    throw errorFromResponse(status, (await jsonBody(response)) as UpstreamErrorBody);
  }
  return serverEvents(response);
}

/** A whole (small) response body as JSON, or undefined when it is not JSON. */
export async function jsonBody(response: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

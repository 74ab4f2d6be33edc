import { describe, expect, it } from 'vitest';
import { type ServerEvent, serverEvents } from './event-stream';

async function read(chunks: string[]) {
  const events: { event: string; id: string | undefined; data: string }[] = [];
  const body = (async function* () {
    for (const chunk of chunks) yield new TextEncoder().encode(chunk);
  })();
  for await (const { event, id, data } of serverEvents(body) as AsyncGenerator<ServerEvent>)
    events.push({ event, id, data: data.toString('utf8') });
  return events;
}

describe('an upstream event stream read as bytes', () => {
  it('reads events whose lines are cut anywhere between chunks', async () => {
    const stream =
      'retry: 2000\n\nid: 12\nevent: fields\ndata: {"node":1,"fields":["é"]}\n\nevent: end\ndata: {}\n\n';
    const whole = await read([stream]);
    expect(whole).toEqual([
      { event: 'fields', id: '12', data: '{"node":1,"fields":["é"]}' },
      // The last id carries over; the event name does not.
      { event: 'end', id: '12', data: '{}' },
    ]);
    const bytes = new TextEncoder().encode(stream);
    for (let cut = 1; cut < bytes.length; cut++) {
      const body = (async function* () {
        yield bytes.slice(0, cut); // a cut may fall inside the two bytes of "é"
        yield bytes.slice(cut);
      })();
      const events = [];
      for await (const { event, id, data } of serverEvents(body))
        events.push({ event, id, data: data.toString() });
      expect(events).toEqual(whole);
    }
  });

  it('joins data lines, takes CRLF line ends and skips comments', async () => {
    expect(await read([': keep-alive\r\n\r\n', 'data: one\r\ndata:two\r\n', '\r\n'])).toEqual([
      { event: 'message', id: undefined, data: 'one\ntwo' },
    ]);
  });
});

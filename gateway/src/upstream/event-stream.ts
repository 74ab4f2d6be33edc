import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * The events of an upstream server-sent event stream, parsed as they are pulled: nothing is
 * read from the socket until the consumer asks for more, so a slow consumer holds the
 * upstream back through TCP instead of filling the gateway's memory.
 */
export async function* serverEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<EventSourceMessage> {
  const parsed: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => parsed.push(event) });
  const decoder = new TextDecoder();
  for await (const chunk of body) {
    parser.feed(decoder.decode(chunk, { stream: true }));
    while (parsed.length > 0) yield parsed.shift() as EventSourceMessage;
  }
}

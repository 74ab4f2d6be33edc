// Reads a server-sent event stream into events; used by tests and benchmarks, which talk to
// the api as a client does.
export type ServerEvent = { id?: string; event: string; data: string };

export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: ServerEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') event.id = value;
        else if (field === 'event') event.event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) {
        event.data = data.join('\n');
        yield event;
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

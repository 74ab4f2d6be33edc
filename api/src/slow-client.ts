import { connect } from 'node:net';

// A client as a slowloris attacker writes one, for tests and the abuse bench: it sends the head
// it is given, then what it is told to, as slowly as it is told to, and keeps whatever the
// server answers until the server closes the connection.

export type SlowClient = {
  /** Settles once the connection is open and the head is written. */
  started: Promise<void>;
  /** Settles when the server (or `destroy`) closes the connection, with what the server sent. */
  closed: Promise<{ reply: string }>;
  isClosed(): boolean;
  /** Writes `text` once. */
  write(text: string): void;
  /** Writes `text`, one byte every `everyMs`, over and over, until the connection closes. */
  trickle(text: string, everyMs: number): void;
  destroy(): void;
};

export function openSlowClient(port: number, head: string, host = '127.0.0.1'): SlowClient {
  const socket = connect({ port, host });
  let reply = '';
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    reply += chunk;
  });
  // A reset is how some servers cut a client off: it counts as closed, not as a failure.
  socket.on('error', () => {});
  const started = new Promise<void>((resolve) =>
    socket.once('connect', () => socket.write(head, () => resolve())),
  );
  const closedPromise = new Promise<{ reply: string }>((resolve) =>
    socket.once('close', () => {
      closed = true;
      clearInterval(timer);
      resolve({ reply });
    }),
  );
  return {
    started,
    closed: closedPromise,
    isClosed: () => closed,
    write(text) {
      void started.then(() => {
        if (!closed) socket.write(text);
      });
    },
    trickle(text, everyMs) {
      let at = 0;
      void started.then(() => {
        timer = setInterval(() => {
          if (closed || socket.destroyed) return;
          socket.write(text[at % text.length] ?? ' ');
          at += 1;
        }, everyMs);
      });
    },
    destroy() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

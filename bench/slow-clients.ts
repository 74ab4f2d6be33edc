import { openSlowClient, type SlowClient } from '../api/src/slow-client';
import type { Row } from './support';

// Issue 50's slow clients, against a server at its default deadlines: 30 clients that send their
// headers and trickle a file-sized body, and 30 that trickle their headers (slowloris), while
// /health is asked 20 times; and one ordinary call whose body trickles, timed until it is cut off.

const HEALTH_MS = 250;

const head = (path: string, length: number, access: string) =>
  `POST ${path} HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nAuthorization: Bearer ${access}\r\n\r\n`;

export async function slowClientRows(
  label: 'api' | 'gateway',
  url: string,
  upload: { path: string; bytes: number },
  access: string,
  ordinaryPath: string,
): Promise<Row[]> {
  const port = Number(new URL(url).port);
  const open: SlowClient[] = [];
  try {
    for (let index = 0; index < 30; index++) {
      const slow = openSlowClient(port, head(upload.path, upload.bytes, access));
      slow.trickle('{"content":"', 50);
      open.push(slow);
      const loris = openSlowClient(port, 'GET /health HTTP/1.1\r\nHost: bench\r\n');
      loris.trickle('X-Slow: a\r\n', 200);
      open.push(loris);
    }
    await Promise.all(open.map((slow) => slow.started));
    const ordinary = openSlowClient(port, head(ordinaryPath, 5000, access));
    ordinary.trickle('{"query":"', 100);
    const startedAt = performance.now();
    const cutAfter = ordinary.closed.then(({ reply }) => ({ ms: performance.now() - startedAt, reply }));
    const health: number[] = [];
    for (let round = 0; round < 20; round++) {
      const asked = performance.now();
      await fetch(`${url}/health`);
      health.push(performance.now() - asked);
    }
    const held = open.filter((slow) => !slow.isClosed()).length;
    const cut = await cutAfter;
    const worst = Math.max(...health);
    const status = cut.reply.slice(0, 12);
    console.log(
      `  ${label}: /health worst ${worst.toFixed(1)} ms of 20 while ${held} of 60 slow clients hung; a trickled ordinary body cut after ${(cut.ms / 1000).toFixed(1)} s (${status || 'closed'})`,
    );
    return [
      {
        name: `abuse: ${label} /health while 30 bodies and 30 headers trickle`,
        value: Math.round(worst * 10) / 10,
        unit: `ms (worst of 20; ${held} of 60 slow clients still hanging)`,
        target: `<= ${HEALTH_MS}`,
        met: worst <= HEALTH_MS,
      },
      {
        name: `abuse: ${label} cuts off a trickled ordinary body`,
        value: Math.round(cut.ms / 100) / 10,
        unit: `s (${status || 'closed'}; deadline 30 s)`,
        target: '<= 32',
        met: cut.ms <= 32_000 && status.includes('408'),
      },
    ];
  } finally {
    for (const slow of open) slow.destroy();
  }
}

import { createServer } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeDemoRegion } from '../../modules/clu/seed';
import {
  allowedStart,
  calmWeather,
  claimingGrower,
  cluAndNeighbours,
  GROUP_4,
  SOYBEAN,
  XTEND,
} from '../../modules/spray-planner/region.testing';
import { startTestApi, type TestApi } from '../../testing';
import { createMailer, type MailDelivery, startMailDelivery } from '.';
import { outboxMailer, writeMail } from './outbox';

// Mail through a real SMTP server (smtp-server, read back with mailparser): the server is down
// while a spray starts, the spray goes ahead, and when the server comes back every mail arrives
// once (issue 33: mail was sent inside the spray's transaction, under the farm's lock).
type Received = { messageId: string; to: string; subject: string };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function mailServer(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        const to = [mail.to ?? []].flat() as AddressObject[];
        received.push({
          messageId: mail.messageId ?? '',
          to: to.map((address) => address.text).join(', '),
          subject: mail.subject ?? '',
        });
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let port: number;
let api: TestApi;
const delivery = (domain: string): MailDelivery =>
  startMailDelivery(api.db, {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Field Boundaries <no-reply@test.local>',
    messageIdDomain: domain,
    pollMs: 20,
    backoffMs: 20,
    maxBackoffMs: 100,
  });
const pending = () =>
  api.db.query<{ id: string; attempts: number; last_error: string | null }>(
    'SELECT id, attempts, last_error FROM mail_outbox WHERE sent_at IS NULL ORDER BY id',
  );

beforeAll(async () => {
  port = await freePort();
  api = await startTestApi({
    mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}` }),
    weather: calmWeather(),
  });
  await writeDemoRegion(api.db, 400);
}, 120_000);
afterAll(() => api?.close());

describe('mail through SMTP', () => {
  it('waits out a server that is down while a spray starts, then arrives once each', async () => {
    const { first, near } = await cluAndNeighbours(api, 2);
    const soybeanXtend = { crop: { crop: SOYBEAN, crop_trait: XTEND } };
    const sprayer = await claimingGrower(api, first, 'Sprayer');
    const neighbours = [
      await claimingGrower(api, near[0] ?? '', 'North Neighbour', soybeanXtend),
      await claimingGrower(api, near[1] ?? '', 'South Neighbour', soybeanXtend),
    ];
    const worker = delivery('spray.test.local');
    try {
      // Nothing listens on the SMTP port: the spray starts all the same.
      const started = await api.call<{ neighbours_notified: number }>(
        sprayer.access,
        'PUT',
        `/events/farms/${sprayer.farm}/spray-planner/`,
        { ...allowedStart, herbicide_groups: [GROUP_4], fields: [sprayer.field] },
      );
      expect(started.status).toBe(200);
      expect(started.body.neighbours_notified).toBe(2);
      // The worker has tried and been refused: the mails wait, with the reason.
      await vi.waitFor(
        async () => {
          const waiting = await pending();
          expect(waiting).toHaveLength(2);
          for (const mail of waiting) expect(mail.attempts).toBeGreaterThanOrEqual(1);
          for (const mail of waiting) expect(mail.last_error).toMatch(/ECONNREFUSED/);
        },
        { timeout: 15_000, interval: 50 },
      );

      const server = await mailServer(port);
      try {
        await vi.waitFor(async () => expect(await pending()).toEqual([]), { timeout: 15_000, interval: 50 });
        // Another pass, and a second instance's worker, find nothing left to send.
        await worker.runOnce();
        const other = delivery('spray.test.local');
        await other.runOnce();
        await other.stop();
        expect(server.received.map((mail) => mail.to).sort()).toEqual(
          neighbours.map((neighbour) => neighbour.email).sort(),
        );
        for (const mail of server.received) expect(mail.subject).toMatch(/^Spray drift notice: .*2,4-D/);
        const ids = (await api.db.query<{ id: string }>('SELECT id FROM mail_outbox ORDER BY id')).map(
          (row) => `<outbox-${row.id}@spray.test.local>`,
        );
        expect(server.received.map((mail) => mail.messageId).sort()).toEqual(ids.sort());
      } finally {
        await server.close();
      }
    } finally {
      await worker.stop();
    }
  });

  it('never sends the local outbox’s mail (written when no SMTP server was set)', async () => {
    await outboxMailer.send(
      {
        to: 'developer@example.com',
        subject: 'Read me at /dev/mail/',
        text: 'x',
        html: '<p>x</p>',
        links: [],
      },
      api.db,
    );
    const server = await mailServer(port);
    const worker = delivery('outbox.test.local');
    try {
      expect(await worker.runOnce()).toBe(0);
      expect(server.received).toEqual([]);
      expect((await api.outbox('developer@example.com')).map((mail) => mail.subject)).toEqual([
        'Read me at /dev/mail/',
      ]);
    } finally {
      await worker.stop();
      await server.close();
    }
  });

  it('sends a backlog once when two api instances deliver from one database', async () => {
    const before = (await api.db.query('SELECT id FROM mail_outbox')).length;
    await api.db.transaction(async (tx) => {
      for (let index = 0; index < 30; index++)
        await writeMail(
          {
            to: `reader-${index}@example.com`,
            subject: `Backlog ${index}`,
            text: 'x',
            html: '<p>x</p>',
            links: [],
          },
          tx,
        );
    });
    const server = await mailServer(port);
    const workers = [delivery('backlog.test.local'), delivery('backlog.test.local')];
    try {
      await Promise.all(workers.map((worker) => worker.runOnce()));
      await vi.waitFor(async () => expect(await pending()).toEqual([]), { timeout: 15_000, interval: 50 });
      const subjects = server.received.map((mail) => mail.subject);
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
      expect((await api.db.query('SELECT id FROM mail_outbox')).length).toBe(before + 30);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await server.close();
    }
  });
});

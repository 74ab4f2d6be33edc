import { describe, expect, it } from 'vitest';
import {
  api,
  invite,
  mailedHash,
  type Page,
  type Person,
  retailersOf,
  useRetailersApi,
} from './retailers.testing';
import { retailerMessages } from './schemas';

// Pending invitations: both parties see them until they are accepted or cancelled; the sender
// sends one again or withdraws it, the invitee declines it; a cancelled link says so.
useRetailersApi();

type Pending = {
  id: number;
  direction: 'sent' | 'received';
  other: { full_name: string; email: string; business: string };
  invited_by: 'grower' | 'retailer';
  expired: boolean;
};
const pendingOf = (who: Person) =>
  api.call<Page<Pending>>(who.access, 'GET', '/auth/users/ag-retailers/invites/');
const resend = (who: { access: string }, id: number) =>
  api.call<{ email: string; errors?: string[] }>(
    who.access,
    'POST',
    `/auth/users/ag-retailers/invites/${id}/resend/`,
  );
const cancel = (who: { access: string }, id: number) =>
  api.call(who.access, 'DELETE', `/auth/users/ag-retailers/invites/${id}/`);
/** As if every invitation had last been mailed `minutes` ago. */
const sentAgo = (minutes: number) =>
  api.db.query('UPDATE ag_retailer_invites SET sent_at = now() - make_interval(mins => $1::integer)', [
    minutes,
  ]);

/** A Pro grower who has invited a retailer that has not answered yet. */
async function invited() {
  const grower = await api.session({ fullName: 'Dana Miller' });
  const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
  expect((await invite(grower, retailer.email)).status).toBe(201);
  const [pending] = (await pendingOf(grower)).body.result;
  return { grower, retailer, id: (pending as Pending).id };
}

describe('pending invitations', () => {
  it('show on both sides while the retailer has not answered, and leave once accepted', async () => {
    const { grower, retailer } = await invited();
    expect((await retailersOf(grower)).body.meta.total).toBe(0);
    const mine = await pendingOf(grower);
    expect(mine.status).toBe(200);
    expect(mine.body.meta.total).toBe(1);
    expect(mine.body.result[0]).toMatchObject({
      direction: 'sent',
      invited_by: 'grower',
      expired: false,
      other: { full_name: 'Sam Ortiz', email: retailer.email, business: 'Test Farm' },
    });
    expect((await pendingOf(retailer)).body.result[0]).toMatchObject({
      direction: 'received',
      other: { full_name: 'Dana Miller', email: grower.email },
    });
    // Nobody else learns of it.
    const stranger = await api.session();
    expect((await pendingOf(stranger)).body).toMatchObject({ meta: { total: 0 }, result: [] });

    const hash = await mailedHash(retailer.email);
    expect((await api.call('', 'PUT', `/auth/users/ag-retailers/access/${hash}/`)).status).toBe(200);
    expect((await pendingOf(grower)).body.meta.total).toBe(0);
    expect((await retailersOf(grower)).body.meta.total).toBe(1);
  });

  it('are sent again by their sender with a new link, at most once a minute; the old link is dead', async () => {
    const { grower, retailer, id } = await invited();
    const oldHash = await mailedHash(retailer.email);
    const tooSoon = await resend(grower, id);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.errors).toEqual([retailerMessages.resendTooSoon]);
    expect(await api.outbox(retailer.email)).toHaveLength(1);

    await sentAgo(2);
    const again = await resend(grower, id);
    expect(again.status).toBe(200);
    expect(again.body.email).toBe(retailer.email);
    const mails = await api.outbox(retailer.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Test Farm added you as their Ag Retailer');
    const newHash = await mailedHash(retailer.email);
    expect(newHash).not.toBe(oldHash);
    expect((await api.call('', 'GET', `/auth/users/ag-retailers/access/${oldHash}/`)).status).toBe(404);
    expect((await api.call('', 'PUT', `/auth/users/ag-retailers/access/${newHash}/`)).status).toBe(200);
  });

  it('revive an expired invitation when sent again', async () => {
    const { grower, retailer, id } = await invited();
    await api.db.query("UPDATE ag_retailer_invites SET expires_at = now() - interval '1 day' WHERE id = $1", [
      id,
    ]);
    await sentAgo(20_000);
    expect((await pendingOf(grower)).body.result[0]?.expired).toBe(true);
    expect((await resend(grower, id)).status).toBe(200);
    expect((await pendingOf(grower)).body.result[0]?.expired).toBe(false);
    expect(
      (await api.call('', 'GET', `/auth/users/ag-retailers/access/${await mailedHash(retailer.email)}/`))
        .status,
    ).toBe(200);
  });

  it('are sent again only by their sender, never in god mode, and not by anyone else', async () => {
    const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
    const grower = await api.session({ fullName: 'Dana Miller' });
    expect((await invite(retailer, grower.email)).status).toBe(201);
    const [pending] = (await pendingOf(retailer)).body.result;
    const id = (pending as Pending).id;
    await sentAgo(2);
    const byInvitee = await resend(grower, id);
    expect(byInvitee.status).toBe(403);
    expect(byInvitee.body.errors).toEqual([retailerMessages.senderResends]);
    const stranger = await api.session({ agRetailer: true });
    expect((await resend(stranger, id)).status).toBe(404);
    expect((await cancel(stranger, id)).status).toBe(404);
    const staff = await api.session({ staff: true });
    expect((await resend(staff, id)).status).toBe(404);
    const posing = await api.tokenFor(retailer.uuid, staff.uuid);
    expect((await resend({ access: posing }, id)).status).toBe(403);
    expect((await cancel({ access: posing }, id)).status).toBe(403);
    expect(await api.outbox(grower.email)).toHaveLength(1);
    expect((await resend(retailer, id)).status).toBe(200);
    expect(await api.outbox(grower.email)).toHaveLength(2);
  });

  it('cancelled, are gone from both lists, and their link says who cancelled them and grants nothing', async () => {
    const { grower, retailer, id } = await invited();
    const hash = await mailedHash(retailer.email);
    expect((await cancel(grower, id)).status).toBe(204);
    expect((await pendingOf(grower)).body.meta.total).toBe(0);
    expect((await pendingOf(retailer)).body.meta.total).toBe(0);
    const cancelled = retailerMessages.inviteCancelled('Dana Miller (Test Farm)');
    for (const method of ['GET', 'PUT']) {
      const answer = await api.call('', method, `/auth/users/ag-retailers/access/${hash}/`);
      expect(answer.status).toBe(410);
      expect(answer.body.errors).toEqual([cancelled]);
    }
    expect((await retailersOf(grower)).body.meta.total).toBe(0);
    // Cancelled once is cancelled: neither sent again nor cancelled again.
    expect((await resend(grower, id)).status).toBe(404);
    expect((await cancel(grower, id)).status).toBe(404);
    // A new invitation to the same retailer works, and the cancelled link still says so.
    expect((await invite(grower, retailer.email)).status).toBe(201);
    expect((await api.call('', 'GET', `/auth/users/ag-retailers/access/${hash}/`)).status).toBe(410);
  });

  it('are declined by the invitee', async () => {
    const { grower, retailer, id } = await invited();
    const hash = await mailedHash(retailer.email);
    expect((await cancel(retailer, id)).status).toBe(204);
    expect((await pendingOf(grower)).body.meta.total).toBe(0);
    const answer = await api.call('', 'PUT', `/auth/users/ag-retailers/access/${hash}/`);
    expect(answer.body.errors).toEqual([retailerMessages.inviteCancelled('Sam Ortiz (Test Farm)')]);
  });

  it('once accepted, can no longer be cancelled', async () => {
    const { grower, retailer, id } = await invited();
    await api.call('', 'PUT', `/auth/users/ag-retailers/access/${await mailedHash(retailer.email)}/`);
    const late = await cancel(grower, id);
    expect(late.status).toBe(404);
    expect(late.body.errors).toEqual([retailerMessages.noPendingInvite]);
    expect((await retailersOf(grower)).body.meta.total).toBe(1);
  });
});

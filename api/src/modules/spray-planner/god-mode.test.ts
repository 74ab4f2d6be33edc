import { describe, expect, it } from 'vitest';
import {
  allowedStart,
  api,
  GROUP_4,
  type Notice,
  nextDoor,
  onPlanF,
  type Planner,
  plannerPath,
  sprayer,
  usePlannerFixtures,
} from './world.testing';

// Who a spray names when a retailer or staff member works in the grower's account.
usePlannerFixtures();

describe('a spray started and stopped in god mode', () => {
  type AuditPage = {
    result: { action: string; actor_uuid: string; account_uuid: string; detail: Record<string, unknown> }[];
  };

  it('names the retailer for the farm in the record, the notices, the mail and the audit log', async () => {
    await api.call(sprayer.access, 'DELETE', plannerPath(sprayer.farm));
    const retailer = await api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
    await api.db.query(
      'UPDATE accounts SET name = $1 WHERE id = (SELECT account_id FROM users WHERE uuid = $2)',
      ['Prairie Ag Supply', retailer.uuid],
    );
    await api.db.query(
      'UPDATE accounts SET name = $1 WHERE id = (SELECT account_id FROM users WHERE uuid = $2)',
      ['Miller Creek Farms', sprayer.uuid],
    );
    await api.db.query('INSERT INTO ag_retailer_relations (grower_uuid, retailer_uuid) VALUES ($1, $2)', [
      sprayer.uuid,
      retailer.uuid,
    ]);
    const godMode = await api.tokenFor(sprayer.uuid, retailer.uuid);
    const before = (await api.call<{ results: Notice[] }>(nextDoor.access, 'GET', '/events/spray-notices/'))
      .body.results;
    const mailsBefore = (await api.outbox(nextDoor.email)).length;

    const started = await api.call<Planner>(godMode, 'PUT', plannerPath(sprayer.farm), {
      ...allowedStart,
      herbicide_groups: [GROUP_4],
      fields: [sprayer.field],
    });
    expect(started.status).toBe(200);
    const stopped = await api.call(godMode, 'DELETE', plannerPath(sprayer.farm));
    expect(stopped.status).toBe(200);

    const line = 'Sam Ortiz, Prairie Ag Supply, for Miller Creek Farms';
    const told = (
      await api.call<{ results: Notice[] }>(
        nextDoor.access,
        'GET',
        `/events/spray-notices/?after=${before.at(-1)?.id ?? 0}`,
      )
    ).body.results;
    expect(told.map((notice) => [notice.kind, notice.sprayed_by])).toEqual([
      ['started', line],
      ['stopped', line],
    ]);
    // Plan F reads no names, in god mode as otherwise (spec 6).
    const toPlanF = (await api.call<{ results: Notice[] }>(onPlanF.access, 'GET', '/events/spray-notices/'))
      .body.results;
    expect(toPlanF.at(-1)?.sprayed_by).toBeNull();
    // The outbox lists the newest first; the start mailed once, the stop not at all.
    const mails = await api.outbox(nextDoor.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.text).toContain(`${line} started spraying`);
    expect(mails[0]?.html).toContain(`${line} started spraying`);

    const [record] = await api.db.query<{ started_by: string; cleared_by: string }>(
      'SELECT started_by, cleared_by FROM farm_sprays WHERE farm_id = $1 ORDER BY id DESC LIMIT 1',
      [sprayer.farm],
    );
    expect(record).toEqual({ started_by: retailer.uuid, cleared_by: retailer.uuid });

    const staff = await api.session({ staff: true });
    const audit = await api.call<AuditPage>(staff.access, 'GET', `/audit/?actor=${retailer.uuid}`);
    expect(audit.body.result.map((entry) => [entry.action, entry.actor_uuid, entry.account_uuid])).toEqual([
      ['spray.stopped', retailer.uuid, sprayer.uuid],
      ['spray.started', retailer.uuid, sprayer.uuid],
    ]);
    expect(audit.body.result[1]?.detail).toMatchObject({
      farm: sprayer.farm,
      fields: [sprayer.field],
      god_mode: true,
      neighbours_notified: 2,
    });
  });

  it("names the grower on the grower's own spray, and writes it to the audit log too", async () => {
    await api.call(sprayer.access, 'PUT', plannerPath(sprayer.farm), {
      ...allowedStart,
      herbicide_groups: [GROUP_4],
      fields: [sprayer.field],
    });
    const [latest] = (
      await api.call<{ results: Notice[] }>(nextDoor.access, 'GET', '/events/spray-notices/')
    ).body.results.slice(-1);
    expect(latest?.sprayed_by).toBe(`Sprayer (${sprayer.email})`);
    await api.call(sprayer.access, 'DELETE', plannerPath(sprayer.farm));
    const staff = await api.session({ staff: true });
    const audit = await api.call<AuditPage>(
      staff.access,
      'GET',
      `/audit/?actor=${sprayer.email}&action=spray.started`,
    );
    expect(audit.body.result[0]).toMatchObject({ actor_uuid: sprayer.uuid, account_uuid: sprayer.uuid });
    expect(audit.body.result[0]?.detail).not.toHaveProperty('god_mode');
  });
});

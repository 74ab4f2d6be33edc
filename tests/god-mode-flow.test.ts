import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// A retailer's browser through the gateway: invite, the grower accepts the mailed link, the
// retailer enters god mode (the badge cookie turns true) and leaves back to its own session.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const login = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { ok }
}`;
const me = '{ me { email isAgRetailer } }';
const send = `mutation ($email: String!) {
  sendAgRetailerInvite(email: $email) { ok errors { message } email upgradeRequired }
}`;
const accept = `mutation ($hash: String!) {
  acceptAgRetailerInvite(inviteHash: $hash) { ok errors { message } invite { retailerName invitedBy } }
}`;
const accounts =
  '{ assignedAccounts { meta { total totalPages nextPage } result { uuid fullName farms { name } } } }';
const enter = `mutation ($uuid: ID!) { enterGodMode(uuid: $uuid) { ok errors { message } godMode user { email } } }`;
const leave = 'mutation { leaveGodMode { ok godMode user { email } } }';

async function browserOf(options: { agRetailer?: boolean; staff?: boolean; fullName?: string }) {
  const person = await stack.api.session({ ...options, password: 'retail-pass-1' });
  const browser = new Client(stack.gateway.url);
  await browser.request(login, { email: person.email, password: 'retail-pass-1' });
  return { person, browser };
}

describe('god mode through the gateway', () => {
  it('invite, accept from the mail, enter with the badge cookie, and leave back to the own session', async () => {
    const retailer = await browserOf({ agRetailer: true, fullName: 'Sam Ortiz' });
    const grower = await browserOf({ fullName: 'Dana Miller' });

    const sent = await retailer.browser.request(send, { email: grower.person.email });
    expect(sent.data).toEqual({
      sendAgRetailerInvite: { ok: true, errors: [], email: grower.person.email, upgradeRequired: false },
    });
    const [mail] = await stack.api.outbox(grower.person.email);
    const hash = mail?.links[0]?.split('/').pop();
    const accepted = await new Client(stack.gateway.url).request(accept, { hash });
    expect(accepted.data).toEqual({
      acceptAgRetailerInvite: {
        ok: true,
        errors: [],
        invite: { retailerName: 'Sam Ortiz', invitedBy: 'RETAILER' },
      },
    });
    const spent = await new Client(stack.gateway.url).request<{ acceptAgRetailerInvite: { ok: boolean } }>(
      accept,
      {
        hash,
      },
    );
    expect(spent.data?.acceptAgRetailerInvite.ok).toBe(false);

    const list = await retailer.browser.request(accounts);
    expect(list.data).toEqual({
      assignedAccounts: {
        meta: { total: 1, totalPages: 1, nextPage: null },
        result: [{ uuid: grower.person.uuid, fullName: 'Dana Miller', farms: [] }],
      },
    });

    const entered = await retailer.browser.request(enter, { uuid: grower.person.uuid });
    expect(entered.data).toEqual({
      enterGodMode: { ok: true, errors: [], godMode: true, user: { email: grower.person.email } },
    });
    expect(retailer.browser.cookie('god_mode')).toBe('true');
    expect((await retailer.browser.request(me)).data).toEqual({
      me: { email: grower.person.email, isAgRetailer: false },
    });

    const left = await retailer.browser.request(leave);
    expect(left.data).toEqual({
      leaveGodMode: { ok: true, godMode: false, user: { email: retailer.person.email } },
    });
    expect(retailer.browser.cookie('god_mode')).toBe('false');
    expect((await retailer.browser.request(me)).data).toEqual({
      me: { email: retailer.person.email, isAgRetailer: true },
    });
  });

  it("shows a retailer one farm's fields of an assigned account, and no one else's", async () => {
    const retailer = await browserOf({ agRetailer: true, fullName: 'Sam Ortiz' });
    const grower = await browserOf({ fullName: 'Lee Harper' });
    await retailer.browser.request(send, { email: grower.person.email });
    const [mail] = await stack.api.outbox(grower.person.email);
    await new Client(stack.gateway.url).request(accept, { hash: mail?.links[0]?.split('/').pop() });
    const farm = await stack.api.call<{ id: number }>(grower.person.access, 'POST', '/farms/', {
      name: 'Bottoms',
    });
    const ring = [
      [-97.5, 38.2],
      [-97.497, 38.2],
      [-97.497, 38.202],
      [-97.5, 38.202],
      [-97.5, 38.2],
    ];
    const made = await stack.api.call(grower.person.access, 'POST', '/farms/fields/', {
      name: 'River 40',
      mpoly: ring,
      farm: farm.body.id,
      crop: null,
      crop_trait: null,
      herbicide: null,
      tank_mix: null,
      legal_confirmed: true,
    });
    expect(made.status).toBe(201);

    const fieldsOf = `query ($account: ID!, $farm: Int!) {
      assignedFarmFields(account: $account, farm: $farm) { name geometry { coordinates } }
    }`;
    const seen = await retailer.browser.request<{ assignedFarmFields: { name: string }[] }>(fieldsOf, {
      account: grower.person.uuid,
      farm: farm.body.id,
    });
    expect(seen.data?.assignedFarmFields.map((field) => field.name)).toEqual(['River 40']);

    const stranger = await browserOf({ agRetailer: true, fullName: 'Other Retail' });
    const refused = await stranger.browser.request(fieldsOf, {
      account: grower.person.uuid,
      farm: farm.body.id,
    });
    expect(refused.data).toBeNull();
    expect(refused.errors?.length).toBeGreaterThan(0);
  });

  it("writes a retailer's field edit in god mode to the audit log, which staff filter by actor and by account", async () => {
    const retailer = await browserOf({ agRetailer: true, fullName: 'Sam Ortiz' });
    const grower = await browserOf({ fullName: 'Robin Vance' });
    await retailer.browser.request(send, { email: grower.person.email });
    const [mail] = await stack.api.outbox(grower.person.email);
    await new Client(stack.gateway.url).request(accept, { hash: mail?.links[0]?.split('/').pop() });
    const farm = await stack.api.call<{ id: number }>(grower.person.access, 'POST', '/farms/', {
      name: 'Upland',
    });
    const made = await stack.api.call<{ uuid: string }>(grower.person.access, 'POST', '/farms/fields/', {
      name: 'Hill 20',
      mpoly: [
        [-97.6, 38.2],
        [-97.597, 38.2],
        [-97.597, 38.202],
        [-97.6, 38.202],
        [-97.6, 38.2],
      ],
      farm: farm.body.id,
      legal_confirmed: true,
    });
    await retailer.browser.request(enter, { uuid: grower.person.uuid });
    const renamed = await retailer.browser.request(
      `mutation ($uuid: ID!) { updateField(uuid: $uuid, input: { name: "Hill 20 east" }) { ok } }`,
      { uuid: made.body.uuid },
    );
    expect(renamed.data).toEqual({ updateField: { ok: true } });

    const staff = await browserOf({ staff: true });
    const log = `query ($account: ID, $actor: ID) {
      auditLog(account: $account, actor: $actor) {
        meta { total }
        result { action actor { fullName email } account { fullName name } detail }
      }
    }`;
    type Log = {
      auditLog: {
        meta: { total: number };
        result: {
          action: string;
          actor: { fullName: string; email: string };
          account: { fullName: string };
          detail: string;
        }[];
      };
    };
    const byActor = await staff.browser.request<Log>(log, { actor: retailer.person.email });
    expect(byActor.data?.auditLog.result.map((entry) => entry.action)).toEqual([
      'field.edited',
      'god_mode.entered',
    ]);
    expect(byActor.data?.auditLog.result[0]).toMatchObject({
      actor: { fullName: 'Sam Ortiz', email: retailer.person.email },
      account: { fullName: 'Robin Vance', name: 'Test Farm' },
    });
    expect(JSON.parse(byActor.data?.auditLog.result[0]?.detail ?? '{}')).toMatchObject({
      name: 'Hill 20 east',
      changed: ['name'],
      god_mode: true,
    });
    // The grower's own farm and drawing are in the account's log, under the grower's name.
    const byAccount = await staff.browser.request<Log>(log, { account: grower.person.uuid });
    expect(byAccount.data?.auditLog.result.map((entry) => [entry.action, entry.actor.fullName])).toEqual([
      ['field.edited', 'Sam Ortiz'],
      ['god_mode.entered', 'Sam Ortiz'],
      ['field.created', 'Robin Vance'],
      ['farm.created', 'Robin Vance'],
    ]);
    const bad = await staff.browser.request<Log>(log, { actor: 'sam' });
    expect(bad.errors?.[0]?.message).toBe('Filter by a person’s e-mail address or user id.');
  });

  it('a grower cannot enter god mode; the refusal is a payload error', async () => {
    const grower = await browserOf({});
    const other = await stack.api.session();
    const refused = await grower.browser.request(enter, { uuid: other.uuid });
    expect(refused.data).toEqual({
      enterGodMode: {
        ok: false,
        errors: [{ message: 'You do not have access to this account.' }],
        godMode: false,
        user: null,
      },
    });
    expect(grower.browser.cookie('god_mode')).toBe('false');
  });
});

import { accountMessages, activationResendMessages } from '@field-boundaries/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Stack, startStack } from './support';

// The account rough edges through the gateway: pending invitations with Resend and Cancel, the
// cancelled link; Resend activation mail and recovery's first step for an inactive account;
// staff's accounts list.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const pending = `{ pendingInvites { meta { total } result { id direction name email business invitedBy expired } } }`;
const send = 'mutation ($email: String!) { sendAgRetailerInvite(email: $email) { ok } }';
const resend = 'mutation ($id: ID!) { resendAgRetailerInvite(id: $id) { ok errors { message } email } }';
const cancel = 'mutation ($id: ID!) { cancelAgRetailerInvite(id: $id) { ok errors { message } } }';
const inviteView = `query ($hash: String!) {
  agRetailerInvite(inviteHash: $hash) { ok errors { message } invite { retailerName } }
}`;

type Pending = { pendingInvites: { meta: { total: number }; result: { id: string; direction: string }[] } };

describe('pending invitations through the gateway', () => {
  it('lists, refuses a resend within a minute in words, cancels, and the link says so', async () => {
    const grower = await stack.api.session({ fullName: 'Dana Miller' });
    const retailer = await stack.api.session({ agRetailer: true, fullName: 'Sam Ortiz' });
    const growerClient = new Client(stack.gateway.url, grower.access);
    const retailerClient = new Client(stack.gateway.url, retailer.access);
    expect((await growerClient.request(send, { email: retailer.email })).data).toEqual({
      sendAgRetailerInvite: { ok: true },
    });
    const mine = await growerClient.request<Pending>(pending);
    expect(mine.data?.pendingInvites).toEqual({
      meta: { total: 1 },
      result: [
        expect.objectContaining({
          direction: 'SENT',
          name: 'Sam Ortiz',
          email: retailer.email,
          invitedBy: 'GROWER',
          expired: false,
        }),
      ],
    });
    const id = mine.data?.pendingInvites.result[0]?.id;
    expect((await retailerClient.request<Pending>(pending)).data?.pendingInvites.result[0]?.direction).toBe(
      'RECEIVED',
    );
    expect((await growerClient.request(resend, { id })).data).toEqual({
      resendAgRetailerInvite: {
        ok: false,
        errors: [
          {
            message:
              'This invitation was sent less than a minute ago. Please wait a minute before sending it again.',
          },
        ],
        email: null,
      },
    });
    expect((await growerClient.request(cancel, { id })).data).toEqual({
      cancelAgRetailerInvite: { ok: true, errors: [] },
    });
    const [mail] = await stack.api.outbox(retailer.email);
    const hash = mail?.links[0]?.split('/').pop();
    expect((await new Client(stack.gateway.url).request(inviteView, { hash })).data).toEqual({
      agRetailerInvite: {
        ok: false,
        errors: [{ message: 'This invitation was cancelled by Dana Miller (Test Farm).' }],
        invite: null,
      },
    });
  });
});

describe('an account never activated, through the gateway', () => {
  it('is told so at recovery’s first step, and gets a new activation mail once a minute', async () => {
    const email = `waiting.${Date.now()}@example.com`;
    const registered = await new Client(stack.gateway.url).request(
      `mutation ($input: RegisterInput!) { register(input: $input) { ok } }`,
      {
        input: {
          fullName: 'Noor Haddad',
          farmName: 'Haddad Farms',
          email,
          password: 'wheat-and-soy',
          passwordConfirmation: 'wheat-and-soy',
          securityQuestion: '3',
          securityAnswer: 'Case IH',
        },
      },
    );
    expect(registered.data).toEqual({ register: { ok: true } });
    const visitor = new Client(stack.gateway.url);
    const step1 = await visitor.request(
      'query ($email: String!) { recoveryQuestion(email: $email) { ok errors { field message } securityQuestion { id } active } }',
      { email },
    );
    expect(step1.data).toEqual({
      recoveryQuestion: {
        ok: false,
        errors: [{ field: 'email', message: accountMessages.inactive }],
        securityQuestion: null,
        active: false,
      },
    });
    const ask =
      'mutation ($email: String!) { resendActivation(email: $email) { ok errors { message } message } }';
    expect((await visitor.request(ask, { email: email.toUpperCase() })).data).toEqual({
      resendActivation: { ok: true, errors: [], message: activationResendMessages.sent },
    });
    expect((await visitor.request(ask, { email })).data).toEqual({
      resendActivation: { ok: false, errors: [{ message: activationResendMessages.wait(1) }], message: null },
    });
    expect(await stack.api.outbox(email)).toHaveLength(2);
  });
});

describe('staff’s accounts list through the gateway', () => {
  it('finds an account for staff, and refuses anyone else', async () => {
    const staff = await stack.api.session({ staff: true });
    const grower = await stack.api.session({ fullName: 'Quincy Okafor' });
    const list = `query ($search: String) {
      staffAccounts(search: $search) { meta { total } result { uuid fullName accountName plan isActive isStaff } }
    }`;
    const found = await new Client(stack.gateway.url, staff.access).request(list, { search: 'quincy' });
    expect(found.data).toEqual({
      staffAccounts: {
        meta: { total: 1 },
        result: [
          {
            uuid: grower.uuid,
            fullName: 'Quincy Okafor',
            accountName: 'Test Farm',
            plan: 'B',
            isActive: true,
            isStaff: false,
          },
        ],
      },
    });
    const refused = await new Client(stack.gateway.url, grower.access).request(list, { search: 'quincy' });
    expect(refused.errors?.[0]?.message).toBe('Only staff can list accounts.');
  });
});

import {
  allowedStart,
  type Caller,
  GROUP_4,
  GROUP_9,
  LICENSE,
  PASSWORD,
  reportForm,
  SOYBEAN,
  square,
  XTEND,
} from './fixtures';
import { startMatrixApi } from './setting';

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld() {
  const {
    api,
    freeClu,
    slot,
    unique,
    owner,
    grower,
    retailer,
    assigned,
    staff,
    ok,
    linkTo,
    retailerNamed,
    relate,
  } = await startMatrixApi();

  const fresh = {
    farm: async () => (await ok<{ id: number }>('POST', '/farms/', { name: unique('Matrix farm') })).id,
    /** A boundary drawn into one of the owner's farms (a fresh farm unless given). */
    field: async (farm?: number) => (await fresh.drawn(farm)).uuid,
    /** The same, with its ring. */
    drawn: async (farm?: number) => {
      const ring = square(slot());
      const field = await ok<{ uuid: string }>('POST', '/farms/fields/', {
        name: unique('Drawn'),
        mpoly: ring,
        farm: farm ?? (await fresh.farm()),
        legal_confirmed: true,
      });
      return { uuid: field.uuid, ring };
    },
    /** Two of the owner's fields that share a side, in a farm of their own. */
    touchingFields: async () => {
      const farm = await fresh.farm();
      const at = slot();
      const left = square(at);
      const right = left.map(([lng, lat]) => [(lng as number) + 0.002, lat as number]);
      const draw = async (mpoly: number[][]) =>
        (
          await ok<{ uuid: string }>('POST', '/farms/fields/', {
            name: unique('Half'),
            mpoly,
            farm,
            legal_confirmed: true,
          })
        ).uuid;
      return [await draw(left), await draw(right)] as const;
    },
    tankMix: async () =>
      (
        await ok<{ id: number }>('POST', '/herbicides/tank-mixes/me/', {
          name: unique('Mix'),
          herbicide_groups: [GROUP_9, GROUP_4],
        })
      ).id,
    report: async () =>
      (await ok<{ id: number }>('POST', '/reports/', { field: world.field, form: reportForm() })).id,
    /** A note of the owner's of a free neighbour field's crop: the field and the note. */
    note: async () => {
      const clu = freeClu();
      const note = await ok<{ id: number }>('POST', `/farms/fields/${clu}/adjacent_traits/`, {
        crop: SOYBEAN,
        crop_trait: XTEND,
      });
      return { clu, id: note.id };
    },
    /** A farm of the owner's with one field, spraying now. */
    spraying: async () => {
      const farm = await fresh.farm();
      const field = await fresh.field(farm);
      await ok('PUT', `/events/farms/${farm}/spray-planner/`, {
        herbicide_groups: [GROUP_9],
        fields: [field],
        ...allowedStart(),
      });
      return farm;
    },
    /** A relation of the owner's with a retailer of its own. */
    ownerRelation: async () => relate(owner, await retailerNamed(unique('Another Retailer'))),
    /** A relation of the assigned retailer's with a grower of its own. */
    assignedRelation: async () =>
      relate(await api.session({ fullName: 'Other Grower' }), { ...assigned, fullName: 'Sam Ortiz' }),
    /** A registration's body, for a new address. */
    registration: () => {
      const email = `${unique('new').replace(' ', '-')}-${Date.now()}@example.com`;
      return {
        full_name: 'New Grower',
        farm_name: 'New Farm',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        security_question: 1,
        security_answer: 'Prairie',
      };
    },
    /** The last link mailed to `email`, split into its path's segments. */
    mailedLink: async (email: string) => {
      const [mail] = await api.outbox(email);
      const link = mail?.links[0];
      if (!link) throw new Error(`no link was mailed to ${email}`);
      return new URL(link).pathname.split('/').filter(Boolean);
    },
    /** A registered user's activation link: [userUuid, activationHash]. */
    activation: async () => {
      const body = fresh.registration();
      await ok('POST', '/auth/users/', body, '');
      const [, , , hash, uuid] = await fresh.mailedLink(body.email);
      return [uuid as string, hash as string] as const;
    },
    /** A refresh token of a fresh login of the owner's. */
    refresh: async () =>
      (
        await ok<{ refresh: string }>(
          'POST',
          '/auth/jwt/create/',
          { email: owner.email, password: PASSWORD },
          '',
        )
      ).refresh,
    /** The token of a pending e-mail change of a user of its own. */
    emailChange: async () => {
      const someone = await api.session({ fullName: 'Moving Grower' });
      const to = `${unique('moved').replace(' ', '-')}-${Date.now()}@example.com`;
      await ok('PATCH', '/auth/users/me/', { email: to }, someone.access);
      return (await fresh.mailedLink(to)).pop() as string;
    },
    /** An open invitation to the owner from a retailer of its own: its hash. */
    invite: async () => {
      const asking = await retailerNamed(unique('Asking Retailer'));
      await ok('POST', '/auth/users/ag-retailers/invite/', { email: owner.email }, asking.access);
      return linkTo(owner.email, asking.fullName);
    },
    /** An invitation of the owner's to a retailer of its own, mailed long enough ago to send again. */
    pendingInvite: async () => {
      const invitee = await retailerNamed(unique('Invited Retailer'));
      await ok('POST', '/auth/users/ag-retailers/invite/', { email: invitee.email });
      // Read as the invitee, whose list holds this one invitation only: the owner's list shifts
      // while other rows send, accept and cancel theirs, so paging through it could step over it.
      const pending = await ok<{ result: { id: number }[] }>(
        'GET',
        '/auth/users/ag-retailers/invites/',
        undefined,
        invitee.access,
      );
      const id = pending.result[0]?.id;
      if (id === undefined || pending.result.length !== 1) throw new Error('the invitation is not pending');
      await api.db.query(
        "UPDATE ag_retailer_invites SET sent_at = now() - interval '2 minutes' WHERE id = $1",
        [id],
      );
      return id;
    },
    /** A security answer a user of its own gave at registration, as step 2 of recovery sends it. */
    recovery: async () => {
      const body = fresh.registration();
      await ok('POST', '/auth/users/', body, '');
      const [, , , hash, uuid] = await fresh.mailedLink(body.email);
      await ok('GET', `/auth/users/activate/${uuid}/${hash}/`, undefined, '');
      return { email: body.email, security_question: 1, security_answer: body.security_answer };
    },
    freeClu,
    unique,
    slot,
  };

  // The owner's account, as the owner makes it.
  const account = (await ok<{ account: number }>('GET', '/subscription/me/')).account;
  // Names no one else's answers may hold (the license is the report's: reportForm()).
  const secrets = {
    farm: 'Ada Owner’s home farm',
    field: 'Ada’s creek quarter',
    tankMix: 'Ada Owner’s burndown',
    license: LICENSE,
  };
  const farm = (await ok<{ id: number }>('POST', '/farms/', { name: secrets.farm })).id;
  const clu = freeClu();
  const claimed = await ok<{ uuid: string }>('PATCH', `/farms/fields/${clu}/claim/`, {
    name: secrets.field,
    farm,
    legal_confirmed: true,
  });
  await ok('PATCH', `/farms/fields/${claimed.uuid}/`, { crop: SOYBEAN, crop_trait: XTEND });
  const drawn = await fresh.field(farm);
  const tankMix = (
    await ok<{ id: number }>('POST', '/herbicides/tank-mixes/me/', {
      name: secrets.tankMix,
      herbicide_groups: [GROUP_9, GROUP_4],
    })
  ).id;
  const neighbour = await fresh.note();
  const packages = await ok<{ id: number; package_stripe_id: string }[]>('GET', '/subscription/packages/');
  const offer = packages[0];
  if (!offer) throw new Error('no package on sale');
  // A card on file, so the owner's billing calls are answered.
  const nextYear = String(new Date().getFullYear() + 1);
  const card = { number: '4242 4242 4242 4242', cvc: '123', exp_month: '12', exp_year: nextYear };
  await ok('POST', '/subscription/verify-card/', card);
  // A spray started and stopped on the owner's farm: its neighbours hold notices.
  await ok('PUT', `/events/farms/${farm}/spray-planner/`, {
    herbicide_groups: [GROUP_9],
    fields: [claimed.uuid],
    ...allowedStart(),
  });
  await ok('DELETE', `/events/farms/${farm}/spray-planner/`);
  const relation = await relate(owner, { ...assigned, fullName: 'Sam Ortiz' });
  const nodes = await ok<{ primary_nodes: { id: number }[] }>('POST', '/farms/fields/location-search/', {
    point: { lat: 37.7, lng: -98.0 },
  });
  const node = nodes.primary_nodes[0]?.id;
  if (node === undefined) throw new Error('the demo region has no node');

  // Every caller has a card on file, so a billing page answers whoever may open it.
  await Promise.all(
    [grower, retailer, assigned, staff].map((person) =>
      ok('POST', '/subscription/verify-card/', card, person.access),
    ),
  );
  await api.db.query("INSERT INTO gift_codes (code, uses_left) VALUES ('MATRIX-GIFT', NULL)");

  const world = {
    secrets,
    api,
    people: { owner, grower, retailer, assigned, staff },
    /** Each caller's access token; god mode is the assigned retailer in the owner's account. */
    tokens: {
      anonymous: '',
      owner: owner.access,
      grower: grower.access,
      retailer: retailer.access,
      assigned: assigned.access,
      godMode: await api.tokenFor(owner.uuid, assigned.uuid),
      staff: staff.access,
    } satisfies Record<Caller, string>,
    account,
    farm,
    clu,
    field: claimed.uuid,
    drawn,
    tankMix,
    neighbour,
    report: 0,
    relation,
    node,
    offer,
    card,
    fresh,
  };
  world.report = await fresh.report();
  return world;
}

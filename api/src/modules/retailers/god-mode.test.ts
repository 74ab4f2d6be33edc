import { describe, expect, it } from 'vitest';
import { api, enter, type Page, related, retailersOf, useRetailersApi } from './retailers.testing';

// A retailer in a grower's account: god mode, and the read-only view of the account's farms
// outside it (spec 7, 8).
useRetailersApi();

describe('god mode', () => {
  it('a retailer with access enters; the token names the retailer; entries are audited and shown to the grower', async () => {
    const { grower, retailer } = await related();
    const entered = await enter(retailer, grower.uuid);
    expect(entered.body).toMatchObject({ god_mode: true });
    const me = await api.call<{ uuid: string }>(entered.body.access, 'GET', '/auth/users/me/');
    expect(me.body.uuid).toBe(grower.uuid);
    const payload = JSON.parse(Buffer.from(entered.body.access.split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({ sub: grower.uuid, act: retailer.uuid });

    const [row] = (await retailersOf(grower)).body.result;
    expect(Date.now() - Date.parse(row?.last_entered_at ?? '')).toBeLessThan(60_000);

    const staff = await api.session({ staff: true });
    const audit = await api.call<Page<{ action: string; actor_uuid: string; detail: object }>>(
      staff.access,
      'GET',
      `/audit/?account=${grower.uuid}&action=god_mode.entered`,
    );
    expect(audit.body.result).toEqual([
      expect.objectContaining({ actor_uuid: retailer.uuid, detail: { as: 'ag_retailer' } }),
    ]);
  });

  it('staff may enter any grower account; nobody enters a staff account', async () => {
    const grower = await api.session();
    const staff = await api.session({ staff: true });
    expect((await enter(staff, grower.uuid)).status).toBe(200);
    const colleague = await api.session({ staff: true });
    expect((await enter(staff, colleague.uuid)).status).toBe(403);
  });

  it('is refused from god mode itself, and to unknown accounts', async () => {
    const { grower, retailer } = await related();
    const entered = await enter(retailer, grower.uuid);
    const nested = await enter({ access: entered.body.access }, grower.uuid);
    expect([nested.status, nested.body]).toMatchObject([
      403,
      { errors: ['Leave god mode before entering another account.'] },
    ]);
    expect((await enter(retailer, crypto.randomUUID())).status).toBe(404);
  });
});

describe("the retailer's read-only view of an account's farms", () => {
  it('lists the farms and their fields for a related account only', async () => {
    const { grower, retailer } = await related();
    expect((await api.call(grower.access, 'POST', '/farms/', { name: 'North Section' })).status).toBe(201);
    const farms = await api.call<{ id: number; name: string }[]>(
      retailer.access,
      'GET',
      `/auth/ag-retailer/accounts/${grower.uuid}/farms/`,
    );
    expect(farms.status).toBe(200);
    expect(farms.body.map((farm) => farm.name)).toEqual(['North Section']);
    const fields = await api.call(
      retailer.access,
      'GET',
      `/auth/ag-retailer/accounts/${grower.uuid}/farms/${farms.body[0]?.id}/fields/`,
    );
    expect([fields.status, fields.body]).toEqual([200, []]);

    const stranger = await api.session({ agRetailer: true });
    const refused = await api.call(
      stranger.access,
      'GET',
      `/auth/ag-retailer/accounts/${grower.uuid}/farms/`,
    );
    expect(refused.status).toBe(403);
  });
});

describe('a retailer outside god mode changes nothing of a grower’s', () => {
  /** A rectangle with its south-west corner at (lng, lat), about 13 acres. */
  const box = (lng: number, lat: number) => [
    [
      [
        [lng, lat],
        [lng + 0.0027, lat],
        [lng + 0.0027, lat + 0.0021],
        [lng, lat + 0.0021],
        [lng, lat],
      ],
    ],
  ];

  it('sees the fields with their boundaries, is refused every write, and writes once in god mode', async () => {
    const { grower, retailer } = await related();
    const farm = (await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Creek Farm' }))
      .body;
    const draw = (name: string, lng: number) =>
      api.call<{ uuid: string }>(grower.access, 'POST', '/farms/fields/', {
        name,
        mpoly: box(lng, 38.2),
        farm: farm.id,
        crop: null,
        crop_trait: null,
        herbicide: null,
        tank_mix: null,
        legal_confirmed: true,
      });
    const first = (await draw('West 40', -97.5)).body;
    // Touching the first along its east edge, so a merge would be allowed to the owner.
    const second = (await draw('East 40', -97.5 + 0.0027)).body;

    const seen = await api.call<{ uuid: string; name: string; geometry: { coordinates: number[][][][] } }[]>(
      retailer.access,
      'GET',
      `/auth/ag-retailer/accounts/${grower.uuid}/farms/${farm.id}/fields/`,
    );
    expect(seen.status).toBe(200);
    expect(seen.body.map((field) => field.name).sort()).toEqual(['East 40', 'West 40']);
    expect(seen.body[0]?.geometry.coordinates[0]?.[0]).toHaveLength(5);

    const before = await api.call(grower.access, 'GET', `/farms/${farm.id}/fields/`);
    const writes: [string, string, unknown?][] = [
      ['PATCH', `/farms/fields/${first.uuid}/`, { name: 'Renamed by retailer' }],
      ['DELETE', `/farms/fields/${first.uuid}/`],
      ['PATCH', `/farms/fields/${first.uuid}/merge/`, { merge_fields: [second.uuid] }],
      [
        'POST',
        `/farms/fields/${first.uuid}/split/`,
        {
          line: [
            [-97.499, 38.199],
            [-97.499, 38.203],
          ],
        },
      ],
      ['PATCH', '/farms/fields/bulk/', { data: [{ field: first.uuid, crop: 1 }] }],
      ['PATCH', `/farms/${farm.id}/`, { name: 'Renamed farm' }],
      ['DELETE', `/farms/${farm.id}/`],
    ];
    for (const [method, path, body] of writes) {
      const refused = await api.call(retailer.access, method, path, body);
      expect({ method, path, status: refused.status }).toEqual({
        method,
        path,
        status: expect.toSatisfy((status: number) => status === 403 || status === 404),
      });
    }
    // Nothing of the grower's changed.
    expect(await api.call(grower.access, 'GET', `/farms/${farm.id}/fields/`)).toEqual(before);

    // In god mode the retailer works as the grower: the same edit is the grower's own.
    const godMode = (await enter(retailer, grower.uuid)).body.access;
    const renamed = await api.call<{ name: string }>(godMode, 'PATCH', `/farms/fields/${first.uuid}/`, {
      name: 'Renamed in god mode',
    });
    expect([renamed.status, renamed.body.name]).toEqual([200, 'Renamed in god mode']);
  });
});

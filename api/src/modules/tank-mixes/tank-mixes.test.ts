import { describe, expect, it } from 'vitest';
import { catalogueTests, type Mix, type Verdict } from '../catalogue/world.testing';

// A grower's saved tank mixes as a client sees them, on the seeded catalogue.
const tests = catalogueTests();
const { call, cropId, activeId, traitId } = tests;

describe('tank mixes', () => {
  it('answers 404 while an account has none, then lists what it creates', async () => {
    const grower = await tests.api.session();
    expect((await call(grower.access, 'GET', '/herbicides/tank-mixes/me/')).status).toBe(404);
    const created = await call<Mix>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Burndown',
      herbicide_groups: [9, 4],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Burndown', herbicide_groups: [4, 9] });
    const listed = await call<Mix[]>(grower.access, 'GET', '/herbicides/tank-mixes/me/');
    expect(listed.body.map((mix) => mix.name)).toEqual(['Burndown']);
  });

  it('refuses a name the account already uses, in any case, a mix without a group or a name', async () => {
    const grower = await tests.api.session();
    await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Pre-emerge',
      herbicide_groups: [15],
    });
    const duplicate = await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: '  PRE-EMERGE ',
      herbicide_groups: [5],
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual(['Tank Mix with this name already exists']);
    const empty = await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Empty',
      herbicide_groups: [],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(['Add at least one herbicide group to the Tank Mix.']);
    const nameless = await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: ' ',
      herbicide_groups: [4],
    });
    expect(nameless.body.errors).toEqual(['Please enter a name for the Tank Mix.']);
    const listed = await call<Mix[]>(grower.access, 'GET', '/herbicides/tank-mixes/me/');
    expect(listed.body).toHaveLength(1);

    const other = await tests.api.session();
    const sameNameElsewhere = await call(other.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Pre-emerge',
      herbicide_groups: [15],
    });
    expect(sameNameElsewhere.status).toBe(201);
  });

  it("refuses to create a mix for another account, or to delete another account's mix", async () => {
    const owner = await tests.api.session();
    const other = await tests.api.session();
    const mix = (
      await call<Mix>(owner.access, 'POST', '/herbicides/tank-mixes/me/', {
        name: 'Mine',
        herbicide_groups: [9],
      })
    ).body;
    const foreign = await call(other.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Theirs',
      herbicide_groups: [9],
      owner: mix.owner,
    });
    expect(foreign.status).toBe(403);
    const deleted = await call(other.access, 'DELETE', `/herbicides/tank-mixes/${mix.id}/`);
    expect(deleted.status).toBe(404);
    expect((await call<Mix[]>(owner.access, 'GET', '/herbicides/tank-mixes/me/')).body).toHaveLength(1);
    expect((await call(owner.access, 'DELETE', `/herbicides/tank-mixes/${mix.id}/`)).status).toBe(204);
    expect((await call(owner.access, 'GET', '/herbicides/tank-mixes/me/')).status).toBe(404);
  });
});

describe('a mix of named actives', () => {
  it('is judged on the actives put in the tank, not on the whole of their groups', async () => {
    const grower = await tests.api.session();
    const mix = await call<Mix & { active_ingredients: number[] }>(
      grower.access,
      'POST',
      '/herbicides/tank-mixes/me/',
      {
        name: 'Xtend post',
        herbicide_groups: [4, 9],
        active_ingredients: [activeId('dicamba')],
      },
    );
    expect(mix.status).toBe(201);
    expect(mix.body.active_ingredients).toEqual([activeId('dicamba')]);
    const answer = await call<{ results: Verdict[] }>(grower.access, 'POST', '/herbicides/compatibility/', {
      tank_mix: mix.body.id,
      targets: [
        { crop: cropId('soybean'), crop_trait: traitId('soybean - Roundup Ready 2 Xtend') },
        { crop: cropId('soybean'), crop_trait: traitId('soybean - Enlist E3') },
      ],
    });
    expect(answer.body.results.map((result) => result.safe)).toEqual([true, false]);
    expect(answer.body.results[1]?.injuring.map((each) => each.name)).toEqual(['dicamba']);
  });

  it("judges many of the account's mixes in one call, as each alone; a mix not the account's is not found", async () => {
    const grower = await tests.api.session();
    await call(grower.access, 'POST', '/farms/crops/me/', { crop_ids: [cropId('soybean')] });
    const ids: number[] = [];
    for (const [name, groups] of [
      ['Burndown', [9, 22]],
      ['Post', [4, 9]],
    ] as const) {
      const made = await call<{ id: number }>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
        name,
        herbicide_groups: groups,
      });
      ids.push(made.body.id);
    }
    const many = await call<{ results: { tank_mix: number; results: Verdict[] }[] }>(
      grower.access,
      'POST',
      '/herbicides/compatibility/tank-mixes/',
      { tank_mixes: [...ids].reverse() },
    );
    expect(many.status).toBe(200);
    expect(many.body.results.map((answer) => answer.tank_mix)).toEqual([...ids].reverse());
    for (const answer of many.body.results) {
      const alone = await call<{ results: Verdict[] }>(grower.access, 'POST', '/herbicides/compatibility/', {
        tank_mix: answer.tank_mix,
      });
      expect(answer.results.length).toBeGreaterThan(0);
      expect(answer.results).toEqual(alone.body.results);
    }
    const stranger = await tests.api.session();
    const refused = await call(stranger.access, 'POST', '/herbicides/compatibility/tank-mixes/', {
      tank_mixes: ids,
    });
    expect(refused.status).toBe(404);
    const empty = await call(grower.access, 'POST', '/herbicides/compatibility/tank-mixes/', {
      tank_mixes: [],
    });
    expect(empty.status).toBe(400);
  });

  it("refuses an active outside the mix's groups, saving nothing", async () => {
    const grower = await tests.api.session();
    const refused = await call(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Odd one',
      herbicide_groups: [9],
      active_ingredients: [activeId('atrazine')],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      'Each active ingredient of a Tank Mix must belong to one of its herbicide groups.',
    ]);
    expect((await call(grower.access, 'GET', '/herbicides/tank-mixes/me/')).status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { addField, api, field, grower, setWind, square, useSprayFixtures } from './world.testing';

// What lies beside the field, judged by the wind's direction toward it, not by the drift zone's
// reach alone (toward.ts): a vineyard 98 ft (30 m) north of the square field, past the 43 ft an
// Enlist tank drifts at 6 mph. Enlist labels: "Do not apply when the wind is blowing toward
// adjacent susceptible crops"; the Stryax label (Downwind Requirements, p. 12): "STOP the
// application until the wind is no longer blowing toward adjacent sensitive plants or
// residential areas".
useSprayFixtures();

type Hour = { time: string; allowed: boolean; breaches: { rule: string; found: string }[] };
const firstHour = async (tankMix: number) => {
  const { body } = await api.call<{ hours: Hour[] }>(
    grower.access,
    'GET',
    `/farms/fields/${field}/sprayability/?tank_mix=${tankMix}`,
  );
  return body.hours[0] as Hour;
};

describe('the wind toward what is adjacent', () => {
  it('an Enlist plan with grapes beside the field: no hour with the wind toward them, allowed with it away', async () => {
    const neighbour = await api.session();
    // 30 m north of the field's north edge (38.108), 400 m wide.
    const vineyard = await addField(neighbour.uuid, 'Vineyard', square(-97.398, 38.10827, -97.394, 38.109));
    await api.db.query(
      `UPDATE fields SET crop_id = (SELECT id FROM crops WHERE name = 'grape') WHERE uuid = $1`,
      [vineyard],
    );
    const groups = await api.call<{
      herbicide_groups: { active_ingredients: { id: number; name: string }[] }[];
    }>(grower.access, 'GET', '/herbicides/groups/');
    const actives = groups.body.herbicide_groups.flatMap((group) => group.active_ingredients);
    const id = (name: string) => actives.find((active) => active.name === name)?.id;
    const created = await api.call<{ id: number }>(grower.access, 'POST', '/herbicides/tank-mixes/me/', {
      name: 'Enlist post',
      herbicide_groups: [4, 9],
      active_ingredients: [id('2,4-D'), id('glyphosate')],
      products: ['Enlist One'],
    });
    // The home field is Xtend soybean, which 2,4-D injures: judge the land around on an Enlist E3 one.
    await api.db.query(
      `UPDATE fields SET (crop_id, crop_trait_id) = (SELECT crop_id, id FROM crop_traits
         WHERE trait_name = 'Enlist E3' AND crop_id = (SELECT id FROM crops WHERE name = 'soybean'))
       WHERE uuid = $1`,
      [field],
    );

    setWind({ speed: 6, from: 180, direction: 'S' });
    const toward = await firstHour(created.body.id);
    expect(toward.breaches).toContainEqual(
      expect.objectContaining({ rule: 'enlist.sensitive', found: 'grape downwind' }),
    );
    expect(toward.allowed).toBe(false);

    setWind({ speed: 6, from: 0, direction: 'N' });
    const away = await firstHour(created.body.id);
    expect(away.breaches.map((breach) => breach.rule)).not.toContain('enlist.sensitive');
    expect(away.allowed).toBe(true);
  });

  it('a building beside the field is a residential area to the dicamba label, with the wind toward it', async () => {
    const neighbour = await api.session();
    const house = await addField(neighbour.uuid, 'Farmstead', square(-97.38995, 38.0995, -97.3895, 38.09973));
    await api.db.query('UPDATE fields SET is_building = true WHERE uuid = $1', [house]);
    await api.db.query(
      `UPDATE fields SET (crop_id, crop_trait_id) = (SELECT crop_id, id FROM crop_traits
         WHERE trait_name = 'Roundup Ready 2 Xtend' AND crop_id = (SELECT id FROM crops WHERE name = 'soybean'))
       WHERE uuid = $1`,
      [field],
    );
    const { body } = await api.call<{ id: number }[]>(grower.access, 'GET', '/herbicides/tank-mixes/me/');
    const xtend = body.find((each) => (each as { name?: string }).name === 'Xtend post') as { id: number };
    // The farmstead lies south-east of the field's south-east corner: a wind from the north-west blows toward it.
    setWind({ speed: 6, from: 315, direction: 'NW' });
    expect((await firstHour(xtend.id)).breaches).toContainEqual(
      expect.objectContaining({
        rule: 'dicamba-ott.sensitive',
        // The Enlist E3 field to the east lies that way too.
        found: 'soybean – Enlist E3, a building (residential area) downwind',
      }),
    );
    // Wind from the east blows toward the Xtend field to the west, which dicamba does not injure.
    setWind({ speed: 6, from: 90, direction: 'E' });
    expect((await firstHour(xtend.id)).breaches.map((breach) => breach.rule)).not.toContain(
      'dicamba-ott.sensitive',
    );
  });
});

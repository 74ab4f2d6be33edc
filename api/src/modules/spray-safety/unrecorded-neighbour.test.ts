import { describe, expect, it } from 'vitest';
import { addField, api, field, grower, mix, setWind, square, useSprayFixtures } from './world.testing';

// An outside review of issue 55: a neighbour's field with no crop recorded, 30 m (98 ft) north of
// the Xtend soybean field, well inside the 240 ft dicamba buffer and "adjacent". The Stryax label
// (Downwind Requirements, p. 12): "DO NOT apply if sensitive plants ... are planted on an adjacent
// downwind field or area". What is planted there is not known, so the hour cannot be "allowed"
// without saying so; service.ts judges only fields whose crop is recorded (`judgeable`) and
// leaves the rest out of `downwind`. Once a finding (failing on 0bc4b15); now the field is judged as unknown.
useSprayFixtures();

type Hour = { time: string; allowed: boolean; breaches: { rule: string; found: string }[] };
const firstHour = async () => {
  const { body } = await api.call<{ hours: Hour[] }>(
    grower.access,
    'GET',
    `/farms/fields/${field}/sprayability/?tank_mix=${mix}`,
  );
  return body.hours[0] as Hour;
};

describe('an adjacent downwind field whose crop nobody recorded', () => {
  it('dicamba with the wind toward it is not allowed: unknown, the unrecorded field named', async () => {
    setWind({ speed: 6, from: 180, direction: 'S' });
    const before = (await firstHour()).breaches.filter((breach) => breach.rule === 'dicamba-ott.sensitive');
    const neighbour = await api.session();
    await addField(neighbour.uuid, 'Unrecorded', square(-97.398, 38.10827, -97.394, 38.109));
    const after = (await firstHour()).breaches.filter((breach) => breach.rule === 'dicamba-ott.sensitive');
    // Without the neighbour: the Enlist E3 field east of the field (in the calm-air margin) only.
    // With it, the breach must name something more: the unrecorded field, as unknown.
    expect(after.map((breach) => breach.found)).not.toEqual(before.map((breach) => breach.found));
  });
});

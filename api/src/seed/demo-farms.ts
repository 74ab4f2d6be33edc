import { resolveViewer } from '../auth/resolve-viewer';
import type { Db } from '../db/db';
import { CatalogueService } from '../modules/catalogue/service';
import { setFieldCrop } from '../modules/farms/fields-store';
import { FieldsService } from '../modules/farms/service';

// The demo grower's two farms, claimed from the demo region with crops and traits, so a
// newcomer meets a filled farm sidebar. North-east of the spot the map's tests click, so those
// fields stay free.
const farms = [
  {
    name: null, // the first farm, named at registration
    near: { lat: 38.1, lng: -97.4 },
    fields: [
      { name: 'Schoolhouse quarter', crop: 'corn', trait: 'Enlist' },
      { name: 'Creek field', crop: 'soybean', trait: 'Enlist E3' },
      { name: 'East 80', crop: 'wheat', trait: 'Conventional' },
      { name: 'Lane pivot', crop: null, trait: null },
    ],
  },
  {
    name: 'North Section',
    near: { lat: 38.2, lng: -97.25 },
    fields: [
      { name: 'Section 12 west', crop: 'sorghum', trait: 'Conventional' },
      { name: 'Section 12 east', crop: 'soybean', trait: 'Roundup Ready 2 Xtend' },
      { name: 'Old homestead', crop: 'corn', trait: 'Roundup Ready 2' },
    ],
  },
];

/** Claims the demo grower's fields once, after the demo region is drawn. */
export async function seedDemoFarms(db: Db, email = 'grower@demo.farm'): Promise<void> {
  const [user] = await db.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [email]);
  if (!user) return;
  const viewer = await resolveViewer(db, { userUuid: user.uuid, kind: 'access', jti: 'demo-seed' });
  if (!viewer) return;
  const service = new FieldsService(db);
  if ((await service.farms(viewer)).some((farm) => farm.field_count > 0)) return;
  const catalogue = await new CatalogueService(db).load();
  const traitOf = (crop: string, trait: string) =>
    [...catalogue.traits.values()].find((each) => each.crop_name === crop && each.trait_name === trait);

  for (const farm of farms) {
    const existing = await service.farms(viewer);
    const farmId = farm.name
      ? (existing.find((each) => each.name === farm.name) ?? (await service.addFarm(viewer, farm.name))).id
      : (existing[0]?.id ?? (await db.transaction((tx) => service.createFirstFarm(tx, viewer.accountId))));
    const free = await db.query<{ uuid: string }>(
      `SELECT c.uuid FROM clu_fields c
       WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE f.clu_uuid = c.uuid)
       ORDER BY c.geom <-> ST_SetSRID(ST_MakePoint($2, $1), 4326) LIMIT $3`,
      [farm.near.lat, farm.near.lng, farm.fields.length],
    );
    for (const [index, clu] of free.entries()) {
      const planned = farm.fields[index];
      if (!planned) break;
      const field = await service.claim(viewer, clu.uuid, {
        name: planned.name,
        farm: farmId,
        legal_confirmed: true,
      });
      const trait = planned.crop && planned.trait ? traitOf(planned.crop, planned.trait) : undefined;
      if (trait) await setFieldCrop(db, field.uuid, { crop: trait.crop, cropTrait: trait.id });
    }
  }
}

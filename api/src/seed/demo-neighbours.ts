import { SQUARE_METRES_PER_ACRE } from '@field-boundaries/contract/units';
import { hashSecret, normaliseAnswer } from '../auth/passwords';
import { resolveViewer } from '../auth/resolve-viewer';
import type { Db } from '../db/db';
import { findUserByEmail, insertUser } from '../modules/accounts/store';
import { openPlan } from '../modules/billing/service';
import { CatalogueService } from '../modules/catalogue/service';
import { setFieldCrop } from '../modules/farms/fields-store';
import { FieldsService } from '../modules/farms/service';
import { ADJACENT_METRES } from '../modules/neighbours/store';

// The demo grower's neighbours, so the working area shows what neighbours bring: fields beside
// the grower's with traits of their own (visible on plan B), one neighbour whose conventional
// soybeans the grower's dicamba (Roundup Ready 2 Xtend) beans would injure, a boundary that
// overlaps one of the grower's fields by a few acres (a dispute), and the grower's own note of
// a free field beside theirs.
const neighbours = [
  // The Brandts first: the one free field beside the Creek field is theirs to claim.
  {
    email: 'neighbor.brandt@demo.farm',
    password: 'demo-neighbor-2026',
    fullName: 'Casey Brandt',
    farmName: 'Brandt Family Farm',
    fields: [{ name: 'Brandt creek bottom', beside: 'Creek field', crop: 'soybean', trait: 'Enlist E3' }],
  },
  {
    email: 'neighbor.hayes@demo.farm',
    password: 'demo-neighbor-2026',
    fullName: 'Jordan Hayes',
    farmName: 'Hayes Brothers',
    fields: [
      // Beside the grower's 'Section 12 east' (Xtend soybean): conventional soybeans.
      { name: 'Hayes west 40', beside: 'Section 12 east', crop: 'soybean', trait: 'Conventional' },
      { name: 'Hayes pasture corner', beside: 'Old homestead', crop: 'corn', trait: 'Enlist' },
    ],
  },
];

/** The Brandts' boundary reaches over the creek into a strip of the grower's Creek field. */
const DISPUTED = { field: 'Brandt creek bottom', over: 'Creek field' };
/** The strip's width: about 25 m along the shared edge, a few acres. */
const STRIP_METRES = 25;

export const demoNeighbourLogins = neighbours.map(({ email, password, fullName }) => ({
  email,
  password,
  fullName,
}));

async function viewerOf(db: Db, email: string) {
  const [user] = await db.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [email]);
  return user ? resolveViewer(db, { userUuid: user.uuid, kind: 'access', jti: 'demo-seed' }) : null;
}

/** Free CLU fields beside a field of the grower's (within ADJACENT_METRES), nearest first. */
async function freeBeside(db: Db, fieldName: string, growerUuid: string): Promise<string[]> {
  const rows = await db.query<{ uuid: string }>(
    `SELECT c.uuid FROM clu_fields c
     JOIN fields g ON g.name = $1 AND g.owner_uuid = $2
     WHERE NOT EXISTS (SELECT 1 FROM fields f WHERE f.clu_uuid = c.uuid)
       AND ST_DWithin(c.geom, g.geom, 0.0006) AND ST_DWithin(c.geom::geography, g.geom::geography, $3)
     ORDER BY ST_Distance(c.geom, g.geom), c.uuid LIMIT 3`,
    [fieldName, growerUuid, ADJACENT_METRES],
  );
  return rows.map((row) => row.uuid);
}

/** Seeds the demo neighbours once, after the demo grower's farms. */
export async function seedDemoNeighbours(db: Db, growerEmail = 'grower@demo.farm'): Promise<void> {
  const grower = await viewerOf(db, growerEmail);
  if (!grower) return;
  const catalog = new CatalogueService(db);
  const catalogue = await catalog.load();
  const traitOf = (crop: string, trait: string) =>
    [...catalogue.traits.values()].find((each) => each.crop_name === crop && each.trait_name === trait);
  const service = new FieldsService(db);

  for (const neighbour of neighbours) {
    if (await findUserByEmail(db, neighbour.email)) continue;
    const [passwordHash, securityAnswerHash] = await Promise.all([
      hashSecret(neighbour.password),
      hashSecret(normaliseAnswer('Prairie')),
    ]);
    await db.transaction(async (tx) => {
      const accountId = await insertUser(tx, {
        uuid: crypto.randomUUID(),
        email: neighbour.email,
        fullName: neighbour.fullName,
        farmName: neighbour.farmName,
        passwordHash,
        securityQuestionId: 1,
        securityAnswerHash,
        active: true,
      });
      await openPlan(tx, accountId, 'B');
      await service.createFirstFarm(tx, accountId);
    });
    const viewer = await viewerOf(db, neighbour.email);
    if (!viewer) continue;
    await db.query('UPDATE users SET legal_notice = true WHERE uuid = $1', [viewer.userUuid]);
    for (const planned of neighbour.fields) {
      const [clu] = await freeBeside(db, planned.beside, grower.userUuid);
      if (!clu) continue;
      const field = await service.claim(viewer, clu, { name: planned.name, legal_confirmed: true });
      const trait = traitOf(planned.crop, planned.trait);
      if (trait) await setFieldCrop(db, field.uuid, { crop: trait.crop, cropTrait: trait.id });
    }
    // What a neighbour grows is on their My Crops and Traits lists too, as if they had chosen it.
    const grown = neighbour.fields.flatMap((planned) => traitOf(planned.crop, planned.trait) ?? []);
    await catalog.setCrops(viewer, 'account_crops', [...new Set(grown.map((trait) => trait.crop))]);
    await catalog.setCropTraits(viewer, [...new Set(grown.map((trait) => trait.id))]);
    if (neighbour.fields.some((field) => field.name === DISPUTED.field))
      await db.query(
        `UPDATE fields f SET geom = d.geom, acres = round((ST_Area(d.geom::geography) / ${SQUARE_METRES_PER_ACRE})::numeric, 2)
         FROM (
           SELECT t.uuid, ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_Union(
                    t.geom, ST_Intersection(g.geom, ST_Buffer(t.geom::geography, $4)::geometry))), 3)) AS geom
           FROM fields t JOIN fields g ON g.name = $2 AND g.owner_uuid = $3
           WHERE t.name = $1 AND t.owner_uuid = $5
         ) AS d
         WHERE f.uuid = d.uuid`,
        [DISPUTED.field, DISPUTED.over, grower.userUuid, STRIP_METRES, viewer.userUuid],
      );
  }

  // The grower's own note of a free field beside theirs: wheat, as they know it.
  const [noted] = await freeBeside(db, 'Lane pivot', grower.userUuid);
  const wheat = traitOf('wheat', 'Conventional');
  if (noted && wheat)
    await db.query(
      `INSERT INTO adjacent_traits (account_id, adjecent_uuid, crop_id, crop_trait_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [grower.accountId, noted, wheat.crop, wheat.id],
    );

  console.log('Demo neighbours (plan B, beside the demo grower):');
  for (const login of demoNeighbourLogins)
    console.log(`  ${login.fullName.padEnd(26)} ${login.email.padEnd(26)} ${login.password}`);
  console.log('');
}

import type { Db } from '../../db/db';
import { DEMO_STATE_FIPS, type DemoField, demoRegion } from './generator/region';
import { countFields, recountNodes, upsertFields } from './store';

export const DEMO_SOURCE = 'demo';
const BATCH = 1000;

/**
 * Writes the generated demo region (idempotent: same keys, same rows) in batches, each in
 * its own transaction, reporting progress; then recounts the nodes.
 */
export async function writeDemoRegion(
  db: Db,
  count: number,
  onProgress?: (written: number) => void,
): Promise<void> {
  await writeDemoFields(db, count, onProgress);
  await recountNodes(db);
}

/**
 * The demo region's fields alone, the nodes not recounted: what a database migrated only part
 * of the way can take (a migration's test), since the count's columns come from later migrations.
 */
export async function writeDemoFields(
  db: Db,
  count: number,
  onProgress?: (written: number) => void,
): Promise<void> {
  let batch: DemoField[] = [];
  let written = 0;
  const flush = async () => {
    const rows = batch.map((field) => ({
      key: field.key,
      geometry: { type: 'Polygon' as const, coordinates: field.polygon },
      stateFips: DEMO_STATE_FIPS,
      countyFips: field.countyFips,
    }));
    await db.transaction((tx) => upsertFields(tx, DEMO_SOURCE, rows));
    written += batch.length;
    batch = [];
    onProgress?.(written);
  };
  for (const field of demoRegion(count)) {
    batch.push(field);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
}

/** `npm start`'s demo map: 20,000 fields, written once. */
export async function seedDemoRegion(db: Db, count = 20_000): Promise<void> {
  if ((await countFields(db, DEMO_SOURCE)) >= count) return;
  const started = Date.now();
  process.stdout.write(`Drawing the demo region (${count.toLocaleString('en-US')} fields)…`);
  await writeDemoRegion(db, count);
  console.log(` done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

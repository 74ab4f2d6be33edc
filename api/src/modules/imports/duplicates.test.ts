import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

// An import's preview flags a feature whose boundary is a field the account holds already (the
// same within 1 m, all along: the Hausdorff distance), names the farm that field is in, and
// skips it unless the grower asks for it; nothing is written before the grower confirms.
type Match = { uuid: string; name: string; farm: number; farm_name: string; metres: number };
type Report = {
  taken: number;
  refused: number;
  skipped: number;
  written: boolean;
  features: { number: number; name: string; status: string; reason: string | null; matches: Match[] }[];
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const LAT = 38.3;
/** Degrees of longitude in `metres` east at LAT (on the ellipsoid, near enough for a test). */
const east = (metres: number) => metres / (111_320 * Math.cos((LAT * Math.PI) / 180));
/** A square field of about 350 m a side, its south-west corner `shift` metres east of -97.6. */
const field = (name: string, shift = 0) => {
  const west = -97.6 + east(shift);
  const side = 0.004;
  return {
    type: 'Feature',
    properties: { name },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west, LAT],
          [west + side, LAT],
          [west + side, LAT + side],
          [west, LAT + side],
          [west, LAT],
        ],
      ],
    },
  };
};
const file = (...features: unknown[]) =>
  Buffer.from(JSON.stringify({ type: 'FeatureCollection', features })).toString('base64');

async function growerWithFarms(...names: string[]) {
  const grower = await api.session({ plan: 'B' });
  await api.db.query('UPDATE users SET legal_notice = true WHERE uuid = $1', [grower.uuid]);
  const farms: number[] = [];
  for (const name of names)
    farms.push((await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name })).body.id);
  return { ...grower, farms };
}

const importInto = (access: string, farm: number, body: Record<string, unknown>) =>
  api.call<Report>(access, 'POST', `/farms/${farm}/fields/import/`, { format: 'geojson', ...body });

const fieldsOf = async (access: string, farm: number) =>
  (await api.call<{ name: string }[]>(access, 'GET', `/farms/${farm}/fields/`)).body.map((each) => each.name);

describe('an import of fields the account holds already', () => {
  it('flags a boundary within 1 m of a field, with its farm, and skips it unless asked; 5 m off is another field', async () => {
    const grower = await growerWithFarms('Home', 'Second');
    const [home, second] = grower.farms as [number, number];
    const first = await importInto(grower.access, home, { content: file(field('North 80')) });
    expect(first.body).toMatchObject({ taken: 1, skipped: 0, written: true });

    // The same export again, into a second farm: once as written (moved 0.4 m by a reprojection),
    // once 5 m east (another field), and one elsewhere.
    const again = file(field('North 80', 0.4), field('Beside it', 5), field('Far away', 3000));
    const preview = await importInto(grower.access, second, { content: again, dry_run: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ taken: 2, refused: 0, skipped: 1, written: false });
    const [same, beside, far] = preview.body.features;
    expect(same).toMatchObject({
      status: 'skipped',
      reason: 'Same boundary as "North 80" in Home (within 1 m): skipped.',
      matches: [{ name: 'North 80', farm: home, farm_name: 'Home', metres: expect.any(Number) }],
    });
    expect(same?.matches[0]?.metres).toBeCloseTo(0.4, 1);
    expect(beside).toMatchObject({ status: 'taken', matches: [] });
    expect(far).toMatchObject({ status: 'taken', matches: [] });
    // The preview wrote nothing.
    expect(await fieldsOf(grower.access, second)).toEqual([]);

    // Confirmed as previewed: the skipped one stays out.
    const confirmed = await importInto(grower.access, second, { content: again });
    expect(confirmed.body).toMatchObject({ taken: 2, skipped: 1, written: true });
    expect(await fieldsOf(grower.access, second)).toEqual(['Beside it', 'Far away']);

    // Chosen to be imported anyway, into a third farm: taken, and still told what it repeats.
    const third = (await api.call<{ id: number }>(grower.access, 'POST', '/farms/', { name: 'Third' })).body
      .id;
    const anyway = await importInto(grower.access, third, {
      content: file(field('North 80', 0.4)),
      import_anyway: [1],
    });
    expect(anyway.body).toMatchObject({ taken: 1, skipped: 0, written: true });
    expect(anyway.body.features[0]).toMatchObject({
      status: 'taken',
      reason: 'Same boundary as "North 80" in Home (within 1 m), imported as you chose.',
    });
    expect(await fieldsOf(grower.access, third)).toEqual(['North 80']);

    // Now two copies stand: a fourth import names the nearest and counts the other.
    const fourth = await importInto(grower.access, home, {
      content: file(field('Copy', 0.1)),
      dry_run: true,
    });
    expect(fourth.body.features[0]?.reason).toBe(
      'Same boundary as "North 80" in Home and 1 more (within 1 m): skipped.',
    );
    expect(fourth.body.features[0]?.matches.map((each) => each.farm_name)).toEqual(['Home', 'Third']);
    // Six imports; on embedded PGlite the first also starts the file worker and PROJ in WebAssembly.
  }, 120_000);

  it("does not flag another account's field, nor a field turned on its centre", async () => {
    const grower = await growerWithFarms('Mine');
    const other = await growerWithFarms('Theirs');
    await importInto(other.access, other.farms[0] as number, { content: file(field('Theirs', 100_000)) });
    await importInto(grower.access, grower.farms[0] as number, { content: file(field('Square', 200_000)) });
    // The same square turned 45° on its centre: the same acres and centre, its corners 73 m off.
    const square = field('Turned', 200_000).geometry.coordinates[0] as number[][];
    const [cx, cy] = [0, 1].map((axis) => square.slice(0, 4).reduce((sum, p) => sum + (p[axis] ?? 0), 0) / 4);
    const k = Math.cos((LAT * Math.PI) / 180);
    const turned = square.map(([x = 0, y = 0]) => {
      const [dx, dy] = [(x - (cx ?? 0)) * k, y - (cy ?? 0)];
      return [
        (cx ?? 0) + (dx * Math.SQRT1_2 - dy * Math.SQRT1_2) / k,
        (cy ?? 0) + dx * Math.SQRT1_2 + dy * Math.SQRT1_2,
      ];
    });
    const preview = await importInto(grower.access, grower.farms[0] as number, {
      content: file(field('Theirs', 100_000), {
        ...field('Turned'),
        geometry: { type: 'Polygon', coordinates: [turned] },
      }),
      dry_run: true,
    });
    expect(preview.body.features.map((each) => [each.status, each.matches.length])).toEqual([
      ['taken', 0],
      ['taken', 0],
    ]);
  });
});

import JSZip from 'jszip';
import { describe, it } from 'vitest';
import { lsg, partfield, ring, taskdata, zipOf } from './hostile.testing';
import { prepareBoundaryFile } from './prepare';

const sq: [number, number][] = ring(-97.5, 38.5);
const pln = (type: number) => `<PLN A="${type}">${lsg(sq)}</PLN>`;
async function show(label: string, fmt: any, bytes: Buffer | string) {
  const t = Date.now();
  try {
    const r = await prepareBoundaryFile(fmt, Buffer.from(bytes).toString('base64'));
    const s = JSON.stringify(
      r.ok
        ? {
            notes: r.file.notes,
            features: r.file.features.map((f) => ({
              n: f.name,
              r: f.refusal,
              nb: f.notBoundary,
              mp: f.multipolygon?.slice(0, 100),
            })),
          }
        : r,
    );
    console.log(`### ${label} (${Date.now() - t} ms): ${s.slice(0, 600)}`);
  } catch (e) {
    console.log(`### ${label} THREW (${Date.now() - t} ms): ${String(e).slice(0, 300)}`);
  }
}
describe('probe', () => {
  it('more', { timeout: 600_000 }, async () => {
    const poly = (coords: any, extra = {}) =>
      JSON.stringify({
        type: 'FeatureCollection',
        ...extra,
        features: [
          {
            type: 'Feature',
            properties: { name: 'F' },
            geometry: { type: 'Polygon', coordinates: [coords] },
          },
        ],
      });
    const utm = [
      [600000, 4260000],
      [601000, 4260000],
      [601000, 4261000],
      [600000, 4261000],
      [600000, 4260000],
    ];
    await show(
      'utm urn with version',
      'geojson',
      poly(utm, { crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG:6.6:26914' } } }),
    );
    await show(
      'utm 1e300',
      'geojson',
      poly(
        [
          [1e300, 4260000],
          [601000, 4260000],
          [601000, 4261000],
          [600000, 4261000],
          [1e300, 4260000],
        ],
        { crs: { type: 'name', properties: { name: 'EPSG:26914' } } },
      ),
    );
    await show(
      'crs epsg object',
      'geojson',
      poly(utm, { crs: { type: 'EPSG', properties: { code: 26914 } } }),
    );
    await show(
      'crs on feature only',
      'geojson',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            crs: { type: 'name', properties: { name: 'EPSG:26914' } },
            properties: { name: 'F' },
            geometry: { type: 'Polygon', coordinates: [utm] },
          },
        ],
      }),
    );
    await show(
      'geometrycollection',
      'geojson',
      JSON.stringify({
        type: 'Feature',
        properties: { name: 'G' },
        geometry: {
          type: 'GeometryCollection',
          geometries: [
            { type: 'Point', coordinates: [-97, 38] },
            {
              type: 'Polygon',
              coordinates: [
                [
                  [-97.5, 38.5],
                  [-97.49, 38.5],
                  [-97.49, 38.51],
                  [-97.5, 38.51],
                  [-97.5, 38.5],
                ],
              ],
            },
          ],
        },
      }),
    );
    await show(
      'isoxml swapped C/D',
      'isoxml',
      taskdata(
        `<PFD A="PFD1" C="sw" D="1"><PLN A="1"><LSG A="1">${sq.map(([x, y]) => `<PNT A="2" C="${x}" D="${y}"/>`).join('')}</LSG></PLN></PFD>`,
      ),
    );
    await show(
      'isoxml version 2',
      'isoxml',
      taskdata(partfield('v2', pln(1))).replace('VersionMajor="4"', 'VersionMajor="2"'),
    );
    await show(
      'isoxml degenerate',
      'isoxml',
      taskdata(
        `<PFD A="PFD1" C="deg" D="1"><PLN A="1"><LSG A="1"><PNT A="2" C="38.5" D="-97.5"/><PNT A="2" C="38.5" D="-97.5"/><PNT A="2" C="38.5" D="-97.5"/></LSG></PLN></PFD>`,
      ),
    );
    await show(
      'isoxml PLN type 1 and 9',
      'isoxml',
      taskdata(partfield('both', pln(1) + `<PLN A="9">${lsg(ring(-97.4, 38.5))}</PLN>`)),
    );
    await show(
      'isoxml external has XFR chain',
      'isoxml',
      await zipOf({
        'TASKDATA/TASKDATA.XML': taskdata('<XFR A="PFD00001" B="1"/>'),
        'TASKDATA/PFD00001.XML': `<XFC><XFR A="PFD00002" B="1"/>${partfield('one', pln(1))}</XFC>`,
        'TASKDATA/PFD00002.XML': `<XFC>${partfield('two', pln(1), 'PFD2')}</XFC>`,
      }),
    );
    await show(
      'isoxml XFR B=2 binary',
      'isoxml',
      await zipOf({
        'TASKDATA/TASKDATA.XML': taskdata('<XFR A="PFD00001" B="2"/>'),
        'TASKDATA/PFD00001.XML': `<XFC>${partfield('bin', pln(1))}</XFC>`,
      }),
    );
    const z = new JSZip();
    z.file('/TASKDATA/TASKDATA.XML', taskdata(partfield('abs', pln(1))));
    await show('zip absolute path', 'isoxml', await z.generateAsync({ type: 'nodebuffer' }));
    const z2 = new JSZip();
    z2.file('TASKDATA\\TASKDATA.XML', taskdata(partfield('backslash', pln(1))));
    await show('zip backslash', 'isoxml', await z2.generateAsync({ type: 'nodebuffer' }));
    const many: Record<string, string> = { 'TASKDATA/TASKDATA.XML': taskdata(partfield('many', pln(1))) };
    for (let i = 0; i < 2100; i++) many[`TASKDATA/x${i}.bin`] = '';
    await show('zip 2100 entries', 'isoxml', await zipOf(many));
    await show('isoxml in kml slot', 'kml', taskdata(partfield('wrongslot', pln(1))));
    await show(
      'kml in isoxml slot',
      'isoxml',
      `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark/></kml>`,
    );
    await show('isoxml name with NUL ref', 'isoxml', taskdata(partfield('a&#0;b', pln(1))));
    await show('isoxml name with bidi', 'isoxml', taskdata(partfield('abc\u202Egpj.exe', pln(1))));
    await show('isoxml name 5000 chars', 'isoxml', taskdata(partfield('N'.repeat(5000), pln(1))));
    await show(
      'kml gx:Track/Multi',
      'kml',
      `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>M</name><MultiGeometry><Point><coordinates>-97.5,38.5</coordinates></Point><Polygon><outerBoundaryIs><LinearRing><coordinates>-97.5,38.5 -97.49,38.5 -97.49,38.51 -97.5,38.51 -97.5,38.5</coordinates></LinearRing></outerBoundaryIs></Polygon></MultiGeometry></Placemark></kml>`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { LEGEND_ROW, mapPlan, reportMapSvg } from './map';

// The report's map, as the PDF and the print page both draw it: a field 800 m square with an
// own field north of it, a neighbour's soybean east, a building west, a free CLU south, and
// the drift zone east of the field.
const square = (west: number, south: number, size = 0.009) =>
  JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west + size, south],
        [west + size, south + size],
        [west, south + size],
        [west, south],
      ],
    ],
  });
const report = {
  geometry: square(-97.4, 38.1),
  field_name: 'Creek <quarter>',
  surroundings: {
    fields: [
      {
        uuid: 'a',
        name: 'North forty',
        own: true,
        cropTrait: 'corn - Enlist',
        isBuilding: false,
        geometry: square(-97.4, 38.1095),
      },
      {
        uuid: 'b',
        name: null,
        own: false,
        cropTrait: 'soybean - Enlist E3',
        isBuilding: false,
        geometry: square(-97.3905, 38.1),
      },
      {
        uuid: 'c',
        name: null,
        own: false,
        cropTrait: null,
        isBuilding: true,
        geometry: square(-97.4095, 38.1),
      },
    ],
    freeClus: [square(-97.4, 38.0905)],
    notedLand: [],
  },
  drift: { geometry: square(-97.391, 38.1, 0.002), parameters: { distance_ft: 240 } },
};
const measure = (text: string, size: number) => text.length * size * 0.5;

describe('the report map', () => {
  it('keeps every label inside the frame and prints no label over another', () => {
    // Three fields south of the frame's edge, side by side and reaching past it: clamped into
    // the frame, their labels would land on one band; the ones that would overlap are left out.
    const strip = (west: number) => ({
      uuid: `s${west}`,
      name: `Strip ${west}`,
      own: true,
      cropTrait: 'wheat - Conventional',
      isBuilding: false,
      geometry: square(west, 38.05, 0.05),
    });
    const crowded = {
      ...report,
      surroundings: { ...report.surroundings, fields: [strip(-97.41), strip(-97.405), strip(-97.4)] },
    };
    const plan = mapPlan(crowded, 532, 270, measure);
    for (const text of plan.texts) {
      expect(text.y).toBeGreaterThan(0);
      expect(text.y).toBeLessThan(270);
    }
    const boxes = plan.texts.map((text) => ({
      left: text.x - measure(text.text, text.size) / 2,
      right: text.x + measure(text.text, text.size) / 2,
      top: text.y - text.size,
      bottom: text.y,
    }));
    boxes.forEach((box, index) => {
      for (const other of boxes.slice(index + 1))
        expect(
          box.left < other.right &&
            other.left < box.right &&
            box.top < other.bottom &&
            other.top < box.bottom,
        ).toBe(false);
    });
    expect(plan.texts.map((text) => text.text)).toContain('Creek <quarter>');
  });

  it('labels the field, own fields by name and crop, neighbours by crop - trait, and buildings', () => {
    const plan = mapPlan(report, 532, 270, measure);
    const words = plan.texts.map((each) => each.text).join(' ');
    expect(words).toContain('Creek <quarter>');
    expect(words).toContain('North forty: corn - Enlist');
    expect(words).toContain('soybean - Enlist E3');
    expect(words).toContain('Building');
    // Free CLU outline, three fields, the drift zone, and the field drawn last, on top.
    expect(plan.shapes).toHaveLength(6);
    expect(plan.shapes[0]?.fill).toBeNull();
    expect(plan.shapes.at(-1)?.strokeWidth).toBe(2);
    expect(plan.legend.map((entry) => entry.text)).toContain('Drift zone (about 240 ft downwind)');
    expect(plan.scale.label).toMatch(/^\d+ k?m$/);
  });

  it('draws free land the grower noted a crop on, labelled and in the legend', () => {
    const noted = {
      ...report,
      surroundings: {
        ...report.surroundings,
        notedLand: [
          { cropTrait: 'grape - Conventional', isBuilding: false, geometry: square(-97.4095, 38.0905) },
        ],
      },
    };
    const plan = mapPlan(noted, 532, 270, measure);
    expect(plan.texts.map((each) => each.text).join(' ')).toContain('Noted: grape - Conventional');
    expect(plan.shapes).toHaveLength(7);
    expect(plan.legend.map((entry) => entry.text)).toContain('Free land, crop noted by you');
    // Without notes the legend does not offer them.
    expect(mapPlan(report, 532, 270, measure).legend.map((entry) => entry.text)).not.toContain(
      'Free land, crop noted by you',
    );
  });

  it('wraps the legend onto more rows where the map is narrow, each row within its width', () => {
    const plan = mapPlan(report, 200, 270, measure);
    expect(Math.max(...plan.legend.map((entry) => entry.row))).toBeGreaterThan(0);
    for (const entry of plan.legend)
      if (entry.x > 0) expect(entry.x + 14 + measure(entry.text, 7)).toBeLessThanOrEqual(200);
  });

  it('makes room below the map for every row of the legend, on the print page', async () => {
    const bottom = (svg: string) => Number(/viewBox="0 0 \d+ (\d+)"/.exec(svg)?.[1]);
    const lowestText = (svg: string) =>
      Math.max(...[...svg.matchAll(/<text [^>]*y="([\d.]+)"/g)].map((m) => Number(m[1])));
    const oneRow = await reportMapSvg(report, 532, 270);
    const wrapped = await reportMapSvg(report, 200, 270);
    expect(bottom(oneRow)).toBe(290);
    expect(bottom(wrapped)).toBeGreaterThanOrEqual(290 + LEGEND_ROW);
    for (const svg of [oneRow, wrapped]) expect(lowestText(svg)).toBeLessThan(bottom(svg));
  });

  it('is the same plan as SVG, its text escaped', async () => {
    const svg = await reportMapSvg(report);
    expect(svg).toContain('>Creek &lt;quarter&gt;</text>');
    expect(svg).not.toContain('<quarter>');
    // The plan's six shapes, and the north arrow.
    expect(svg.match(/<path d=/g)).toHaveLength(7);
  });
});

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { colorSchema } from '../clu/colors';
import { type DriftZone, driftLabel, type PrintedRecord } from './printed';
import {
  fitView,
  labelAnchor,
  pointsFor,
  type Rings,
  ringsOf,
  scaleBarMetres,
  svgPath,
  type View,
} from './projection';

// The report's map as a plan: shapes, labels, scale bar and legend in a box's points (origin
// top-left). The PDF draws the plan with pdf-lib and the browser's print page shows it as SVG,
// so both print the same map from the same data: free CLU outlines, own and neighbours' fields
// labelled with crop and trait, the drift zone, the field on top, north and scale.

export type MapReport = { geometry: string; field_name: string } & Pick<PrintedRecord, 'surroundings'> & {
    drift: DriftZone | null;
  };

/** A text's width at a size, in points (Helvetica's metrics, the PDF's font). */
export type Measure = (text: string, size: number, bold: boolean) => number;

export type MapShape = {
  path: string;
  fill: string | null;
  fillOpacity: number;
  stroke: string;
  strokeWidth: number;
};
/** One line of a label: centred on x, its baseline at y. */
export type MapText = { text: string; x: number; y: number; size: number; bold: boolean };
export type MapPlan = {
  width: number;
  height: number;
  shapes: MapShape[];
  texts: MapText[];
  scale: { length: number; label: string };
  /** Below the map, in rows as wide as it: each entry's left edge and row (0 first). */
  legend: { text: string; colour: string; opacity: number; x: number; row: number }[];
};

/** Between two rows of the legend, in points. */
export const LEGEND_ROW = 11;

/** How much taller than one row the legend runs, in points (what follows it moves down by this). */
export const legendOverflow = (legend: MapPlan['legend']) =>
  LEGEND_ROW * Math.max(0, ...legend.map((entry) => entry.row));

/** The legend's entries side by side, wrapped onto another row where the map's width ends. */
function layLegend(
  entries: { text: string; colour: string; opacity: number }[],
  width: number,
  measure: Measure,
): MapPlan['legend'] {
  let x = 0;
  let row = 0;
  return entries.map((entry) => {
    const span = 14 + measure(entry.text, 7, false);
    if (x > 0 && x + span > width) {
      x = 0;
      row += 1;
    }
    const placed = { ...entry, x, row };
    x += span + 10;
    return placed;
  });
}

/** Standard PDF fonts speak WinAnsi only: anything else prints as '?' rather than failing. */
export const printable = (text: string) =>
  text.replace(/[^\x20-\x7E\xA0-\xFF\u2013\u2014\u2018\u2019\u201C\u201D\u2022]/g, '?');

/** Lines of `text` no wider than `width` at `size`. */
export function wrapText(text: string, width: number, size: number, bold: boolean, measure: Measure) {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, size, bold) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function mapPlan(report: MapReport, width: number, height: number, measure: Measure): MapPlan {
  const field = ringsOf(report.geometry);
  const view: View = fitView(field, width, height, 250);
  const shapes: MapShape[] = [];
  const shape = (rings: Rings, style: Omit<MapShape, 'path'>) => {
    const path = svgPath(view, rings);
    if (path) shapes.push({ path, ...style });
  };
  for (const clu of report.surroundings.freeClus)
    shape(ringsOf(clu), {
      fill: null,
      fillOpacity: 0,
      stroke: colorSchema.unclaimed_fields,
      strokeWidth: 0.5,
    });
  // Free land with the grower's own note of what grows there: free, but not empty.
  for (const noted of report.surroundings.notedLand)
    shape(ringsOf(noted.geometry), {
      fill: colorSchema.neighbouring_fields_free,
      fillOpacity: 0.9,
      stroke: colorSchema.unclaimed_fields,
      strokeWidth: 1,
    });
  for (const neighbour of report.surroundings.fields) {
    const colour = neighbour.own ? colorSchema.my_field : colorSchema.neighbouring_fields_claimed;
    shape(ringsOf(neighbour.geometry), { fill: colour, fillOpacity: 0.35, stroke: colour, strokeWidth: 1 });
  }
  if (report.drift)
    shape(ringsOf(report.drift.geometry), {
      fill: colorSchema.drift,
      fillOpacity: 0.45,
      stroke: colorSchema.drift,
      strokeWidth: 1,
    });
  shape(field, { fill: colorSchema.my_field, fillOpacity: 0.65, stroke: '#1b5e20', strokeWidth: 2 });

  const texts: MapText[] = [];
  const taken: { left: number; right: number; top: number; bottom: number }[] = [];
  // A label sits on the part of its shape inside the frame: a neighbour reaching past the map's
  // edge is labelled on what shows of it, or not at all, never above or beside the frame. A
  // label that would run into one already placed is left out (the field's own goes first): a
  // legible map of fewer names rather than words printed over words.
  const label = (rings: Rings, text: string, bold: boolean) => {
    const whole = labelAnchor(view, rings);
    if (!whole) return;
    const left = Math.max(0, whole.x - whole.width / 2);
    const right = Math.min(width, whole.x + whole.width / 2);
    const top = Math.max(0, whole.y - whole.height / 2);
    const bottom = Math.min(height - 16, whole.y + whole.height / 2);
    const anchor = {
      x: (left + right) / 2,
      y: (top + bottom) / 2,
      width: right - left,
      height: bottom - top,
    };
    if (anchor.width < 30 || anchor.height < 12) return;
    const size = bold ? 9 : 6.5;
    const lines = wrapText(text, Math.max(anchor.width - 6, 40), size, bold, measure);
    const half = Math.max(...lines.map((line) => measure(line, size, bold))) / 2 + 2;
    const box = {
      left: anchor.x - half,
      right: anchor.x + half,
      top: anchor.y - (lines.length * (size + 1)) / 2 - 1,
      bottom: anchor.y + (lines.length * (size + 1)) / 2 + 1,
    };
    const overlaps = (other: typeof box) =>
      box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
    if (taken.some(overlaps)) return;
    taken.push(box);
    lines.forEach((line, index) => {
      const y = anchor.y + (index - (lines.length - 1) / 2) * (size + 1) + size / 3;
      texts.push({ text: line, x: anchor.x, y, size, bold });
    });
  };
  label(field, report.field_name, true);
  for (const neighbour of report.surroundings.fields) {
    const text = neighbour.isBuilding
      ? 'Building'
      : [neighbour.name, neighbour.cropTrait ?? (neighbour.own ? 'crop/trait missing' : 'Neighbour field')]
          .filter(Boolean)
          .join(': ');
    label(ringsOf(neighbour.geometry), text, false);
  }
  for (const noted of report.surroundings.notedLand)
    label(
      ringsOf(noted.geometry),
      noted.isBuilding ? 'Building (noted)' : `Noted: ${noted.cropTrait ?? 'crop'}`,
      false,
    );

  const metres = scaleBarMetres(view, 120);
  return {
    width,
    height,
    shapes,
    texts,
    scale: { length: pointsFor(view, metres), label: metres >= 1000 ? `${metres / 1000} km` : `${metres} m` },
    legend: layLegend(
      [
        { text: 'This field', colour: colorSchema.my_field, opacity: 0.65 },
        { text: 'Own fields', colour: colorSchema.my_field, opacity: 0.35 },
        {
          text: 'Neighbour fields (crop - trait)',
          colour: colorSchema.neighbouring_fields_claimed,
          opacity: 0.35,
        },
        { text: 'Free CLU boundaries', colour: colorSchema.unclaimed_fields, opacity: 0 },
        ...(report.surroundings.notedLand.length > 0
          ? [
              {
                text: 'Free land, crop noted by you',
                colour: colorSchema.neighbouring_fields_free,
                opacity: 0.9,
              },
            ]
          : []),
        { text: driftLabel(report.drift), colour: colorSchema.drift, opacity: report.drift ? 0.45 : 0 },
      ],
      width,
      measure,
    ),
  };
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The map as an SVG document, the same plan the PDF draws, for the browser's print page: it
 * prints as vectors with no WebGL and no tiles. The legend runs below the map, as in the PDF.
 */
export async function reportMapSvg(report: MapReport, width = 532, height = 270): Promise<string> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const measure: Measure = (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(text, size);
  const plan = mapPlan(report, width, height, measure);
  const ink = '#1a1f1a';
  const font = 'font-family="Helvetica, Arial, sans-serif"';
  const shapes = plan.shapes.map(
    (each) =>
      `<path d="${each.path}" fill="${each.fill ?? 'none'}" fill-opacity="${each.fillOpacity}" stroke="${each.stroke}" stroke-opacity="0.9" stroke-width="${each.strokeWidth}" stroke-linejoin="round"/>`,
  );
  const texts = plan.texts.map(
    (each) =>
      `<text x="${each.x.toFixed(2)}" y="${each.y.toFixed(2)}" font-size="${each.size}"${each.bold ? ' font-weight="bold"' : ''} text-anchor="middle">${xmlText(each.text)}</text>`,
  );
  const legend = plan.legend.map((entry) => {
    const top = height + 8 + entry.row * LEGEND_ROW;
    return `<rect x="${entry.x}" y="${top}" width="10" height="8" fill="${entry.colour}" fill-opacity="${entry.opacity}" stroke="${entry.colour}" stroke-width="0.75"/><text x="${entry.x + 14}" y="${top + 7}" font-size="7">${xmlText(entry.text)}</text>`;
  });
  const below = 20 + legendOverflow(plan.legend);
  const north = `<g transform="translate(${width - 20} 12)"><path d="M0 0 L6 16 L0 12 L-6 16 Z" fill="${ink}"/><text x="0" y="27" font-size="8" font-weight="bold" text-anchor="middle">N</text></g>`;
  const scale = `<rect x="10" y="${height - 13}" width="${plan.scale.length.toFixed(2)}" height="3" fill="${ink}"/><text x="${(14 + plan.scale.length).toFixed(2)}" y="${height - 9}" font-size="7">${plan.scale.label}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height + below}" width="${width}" height="${height + below}" ${font} fill="${ink}">`,
    '<title>Map of the field, its neighbours and the drift zone</title>',
    `<defs><clipPath id="map"><rect width="${width}" height="${height}"/></clipPath></defs>`,
    `<rect width="${width}" height="${height}" fill="#f5f7f0"/>`,
    `<g clip-path="url(#map)">${shapes.join('')}${texts.join('')}</g>`,
    `<rect width="${width}" height="${height}" fill="none" stroke="#616661" stroke-width="0.75"/>`,
    north,
    scale,
    ...legend,
    '</svg>',
  ].join('');
}

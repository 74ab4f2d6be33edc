import {
  clip,
  endPath,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { colorSchema } from '../../clu/colors';
import { hourMinute, usLongDate, usLongInstant } from './format';
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
import type { PrintableReport } from './service';

// The printed Application Summary Report: one US Letter page with the field's map (its
// neighbours with their crop and trait, free CLU boundaries, the drift zone), the form's every
// value, and which version of the record it is. The map is drawn as vector paths from the
// stored geometry, so it prints offline and at any zoom.

const PAGE = { width: 612, height: 792, margin: 40 };
const MAP = { top: 118, height: 270 };

const hex = (colour: string) => {
  const value = Number.parseInt(colour.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
};
const INK = rgb(0.1, 0.12, 0.1);
const MUTED = rgb(0.38, 0.4, 0.38);

/** Standard PDF fonts speak WinAnsi only: anything else prints as '?' rather than failing. */
const printable = (text: string) =>
  text.replace(/[^\x20-\x7E\xA0-\xFF\u2013\u2014\u2018\u2019\u201C\u201D\u2022]/g, '?');

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Lines of `text` no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  /** Writes at (x, top) measured from the page's top; returns the height used. */
  text(
    text: string,
    x: number,
    top: number,
    options: { size?: number; bold?: boolean; width?: number; colour?: ReturnType<typeof rgb> } = {},
  ) {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const lines = options.width ? wrap(text, font, size, options.width) : [printable(text)];
    lines.forEach((line, index) => {
      this.page.drawText(line, {
        x,
        y: PAGE.height - top - size - index * (size + 2),
        size,
        font,
        color: options.colour ?? INK,
      });
    });
    return lines.length * (size + 2);
  }

  /** A label and its value on one row of a section; returns the height used. */
  pair(label: string, value: string, x: number, top: number, width: number) {
    this.text(label, x, top, { size: 8, colour: MUTED });
    return Math.max(11, this.text(value || '—', x + 110, top, { size: 9, width: width - 110 }));
  }

  heading(text: string, x: number, top: number, width: number) {
    this.text(text, x, top, { size: 10.5, bold: true });
    this.page.drawLine({
      start: { x, y: PAGE.height - top - 14 },
      end: { x: x + width, y: PAGE.height - top - 14 },
      thickness: 0.5,
      color: MUTED,
    });
    return 19;
  }
}

export async function reportPdf(report: PrintableReport): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Application Summary Report - ${report.field_name} - ${usLongDate(report.form.reportDate)}`);
  pdf.setSubject(`Report ${report.report_id}, version ${report.version} of ${report.versions}`);
  pdf.setProducer('Field Boundaries');
  pdf.setCreationDate(report.saved_at);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const out = new Writer(page, fonts);
  const left = PAGE.margin;
  const inner = PAGE.width - 2 * PAGE.margin;
  const { form } = report;

  out.text('Application Summary Report', left, 36, { size: 18, bold: true });
  out.text(report.field_name, left, 62, { size: 13, bold: true });
  out.text(`${report.farm_name} · ${report.acres.toFixed(2)} ac.`, left, 80, { size: 9.5, colour: MUTED });
  const right = PAGE.width - PAGE.margin - 200;
  out.text(`Application date: ${usLongDate(form.reportDate)}`, right, 40, { size: 10, bold: true });
  out.text(`Report ${report.report_id}, version ${report.version} of ${report.versions}`, right, 56, {
    size: 9,
  });
  if (report.version < report.versions)
    out.text('A later version of this report exists.', right, 70, {
      size: 9,
      bold: true,
      colour: hex(colorSchema.disputed_clus),
    });

  drawMap(out, report, { x: left, top: MAP.top, width: inner, height: MAP.height });

  let top = MAP.top + MAP.height + 40;
  const column = (inner - 20) / 2;
  const info = form.generalInfo;
  let leftTop = top + out.heading('General information', left, top, column);
  leftTop += out.pair('Applicator', info.applicator, left, leftTop, column);
  leftTop += out.pair('License number', info.applicatorLicenseNumber, left, leftTop, column);
  leftTop += out.pair(
    'Sensitive crop registry',
    yesNo(info.sensitiveCropRegistry, 'checked'),
    left,
    leftTop,
    column,
  );
  leftTop += out.pair(
    'Endangered species',
    yesNo(info.endangeredSpeciesAwareness, 'restrictions checked'),
    left,
    leftTop,
    column,
  );
  leftTop += out.pair('Application start', hourMinute(info.applicationStart), left, leftTop, column);
  leftTop += out.pair('Application stop', hourMinute(info.applicationStop), left, leftTop, column);

  const x2 = left + column + 20;
  const weather = form.weather;
  let rightTop = top + out.heading('Weather at application', x2, top, column);
  rightTop += out.pair('Temperature', unit(weather.temperature, '°F'), x2, rightTop, column);
  rightTop += out.pair('Relative humidity', unit(weather.humidity, '%'), x2, rightTop, column);
  rightTop += out.pair(
    'Wind',
    `${unit(weather.windSpeed, 'mph')} from ${weather.windDirection}`,
    x2,
    rightTop,
    column,
  );
  rightTop += out.pair('Chance of rain', unit(weather.precipitation, '%'), x2, rightTop, column);
  top = Math.max(leftTop, rightTop) + 12;

  top += out.heading('Products applied', left, top, inner);
  out.text('Product', left, top, { size: 8, colour: MUTED });
  out.text('EPA Reg. No.', left + 260, top, { size: 8, colour: MUTED });
  out.text('Use rate', left + 370, top, { size: 8, colour: MUTED });
  top += 12;
  for (const row of form.applications) {
    const height = out.text(row.productName, left, top, { size: 9, width: 250 });
    out.text(row.epaRegNumber, left + 260, top, { size: 9 });
    out.text(row.useRate, left + 370, top, { size: 9, width: inner - 370 });
    top += Math.max(height, 11) + 2;
  }
  top += 10;

  const nozzle = form.nozzle;
  let nozzleTop = top + out.heading('Nozzle and boom', left, top, inner);
  const start = nozzleTop;
  nozzleTop += out.pair('Manufacturer', nozzle.manufacturer, left, nozzleTop, column);
  nozzleTop += out.pair(
    'Nozzle type',
    report.nozzleTypeName && report.nozzleTypeName !== nozzle.noozleType
      ? `${nozzle.noozleType} (${report.nozzleTypeName})`
      : nozzle.noozleType,
    left,
    nozzleTop,
    column,
  );
  nozzleTop += out.pair('Nozzle size', nozzle.noozleSize, left, nozzleTop, column);
  let nozzleRight = start;
  nozzleRight += out.pair('Pump pressure', unit(nozzle.pumpPressure, 'psi'), x2, nozzleRight, column);
  nozzleRight += out.pair('Boom height', unit(nozzle.boomHeightTemp, 'in.'), x2, nozzleRight, column);
  nozzleRight += out.pair('Droplet class', `${nozzle.dropletClass} (ASABE S572)`, x2, nozzleRight, column);
  top = Math.max(nozzleTop, nozzleRight) + 14;

  const saved = `Saved by ${report.saved_by_name} on ${usLongInstant(report.saved_at)}.`;
  const amended =
    report.version > 1
      ? ` Amended: ${report.change_reason ?? ''}. Earlier versions of this record are kept unchanged.`
      : '';
  out.text(saved + amended, left, Math.max(top, PAGE.height - 70), { size: 8, width: inner, colour: MUTED });
  return pdf.save();
}

const yesNo = (value: boolean | null, what: string) => (value === null ? '' : value ? `Yes, ${what}` : 'No');
const unit = (value: number | null, suffix: string) => (value === null ? '' : `${value} ${suffix}`);

/** The map: free CLUs, neighbours, the drift zone, the field on top; legend, scale and north. */
function drawMap(
  out: Writer,
  report: PrintableReport,
  box: { x: number; top: number; width: number; height: number },
) {
  const { page } = out;
  const field = ringsOf(report.geometry);
  const view = fitView(field, box.width, box.height, 250);
  const y = PAGE.height - box.top;
  const draw = (
    rings: Rings,
    style: { fill?: string; fillOpacity?: number; stroke: string; width: number; dash?: number[] },
  ) => {
    const path = svgPath(view, rings);
    if (!path) return;
    page.drawSvgPath(path, {
      x: box.x,
      y,
      ...(style.fill ? { color: hex(style.fill), opacity: style.fillOpacity ?? 0.65 } : {}),
      borderColor: hex(style.stroke),
      borderWidth: style.width,
      borderOpacity: 0.9,
      ...(style.dash ? { borderDashArray: style.dash } : {}),
    });
  };

  page.drawRectangle({
    x: box.x,
    y: y - box.height,
    width: box.width,
    height: box.height,
    color: rgb(0.96, 0.97, 0.94),
  });
  page.pushOperators(
    pushGraphicsState(),
    rectangle(box.x, y - box.height, box.width, box.height),
    clip(),
    endPath(),
  );
  for (const clu of report.surroundings.freeClus)
    draw(ringsOf(clu), { stroke: colorSchema.unclaimed_fields, width: 0.5 });
  for (const neighbour of report.surroundings.fields)
    draw(ringsOf(neighbour.geometry), {
      fill: neighbour.own ? colorSchema.my_field : colorSchema.neighbouring_fields_claimed,
      fillOpacity: 0.35,
      stroke: neighbour.own ? colorSchema.my_field : colorSchema.neighbouring_fields_claimed,
      width: 1,
    });
  if (report.drift)
    draw(ringsOf(report.drift.geometry), {
      fill: colorSchema.drift,
      fillOpacity: 0.45,
      stroke: colorSchema.drift,
      width: 1,
    });
  draw(field, { fill: colorSchema.my_field, fillOpacity: 0.65, stroke: '#1b5e20', width: 2 });

  const label = (rings: Rings, text: string, bold: boolean) => {
    const anchor = labelAnchor(view, rings);
    if (!anchor || anchor.width < 30 || anchor.height < 12) return;
    const size = bold ? 9 : 6.5;
    const font = bold ? out.fonts.bold : out.fonts.regular;
    const lines = wrap(text, font, size, Math.max(anchor.width - 6, 40));
    lines.forEach((line, index) => {
      const width = font.widthOfTextAtSize(line, size);
      page.drawText(line, {
        x: box.x + anchor.x - width / 2,
        y: y - anchor.y - (index - (lines.length - 1) / 2) * (size + 1) - size / 3,
        size,
        font,
        color: INK,
      });
    });
  };
  for (const neighbour of report.surroundings.fields) {
    const text = neighbour.isBuilding
      ? 'Building'
      : [neighbour.name, neighbour.cropTrait ?? (neighbour.own ? 'crop/trait missing' : 'Neighbour field')]
          .filter(Boolean)
          .join(': ');
    label(ringsOf(neighbour.geometry), text, false);
  }
  label(field, report.field_name, true);
  page.pushOperators(popGraphicsState());
  page.drawRectangle({
    x: box.x,
    y: y - box.height,
    width: box.width,
    height: box.height,
    borderColor: MUTED,
    borderWidth: 0.75,
  });

  drawNorthAndScale(out, view, box);
  drawLegend(out, report, box);
}

function drawNorthAndScale(
  out: Writer,
  view: View,
  box: { x: number; top: number; width: number; height: number },
) {
  const { page } = out;
  const x = box.x + box.width - 20;
  const top = PAGE.height - box.top - 12;
  page.drawSvgPath('M0 0 L6 16 L0 12 L-6 16 Z', { x, y: top, color: INK });
  page.drawText('N', { x: x - 3, y: top - 27, size: 8, font: out.fonts.bold, color: INK });
  const metres = scaleBarMetres(view, 120);
  const length = pointsFor(view, metres);
  const barY = PAGE.height - box.top - box.height + 10;
  page.drawRectangle({ x: box.x + 10, y: barY, width: length, height: 3, color: INK });
  page.drawText(metres >= 1000 ? `${metres / 1000} km` : `${metres} m`, {
    x: box.x + 14 + length,
    y: barY - 1,
    size: 7,
    font: out.fonts.regular,
    color: INK,
  });
}

function drawLegend(
  out: Writer,
  report: PrintableReport,
  box: { x: number; top: number; width: number; height: number },
) {
  const entries: [string, string, number][] = [
    ['This field', colorSchema.my_field, 0.65],
    ['Own fields', colorSchema.my_field, 0.35],
    ['Neighbour fields (crop - trait)', colorSchema.neighbouring_fields_claimed, 0.35],
    ['Free CLU boundaries', colorSchema.unclaimed_fields, 0],
    [driftLabel(report), colorSchema.drift, report.drift ? 0.45 : 0],
  ];
  let x = box.x;
  const y = PAGE.height - box.top - box.height - 16;
  for (const [text, colour, opacity] of entries) {
    out.page.drawRectangle({
      x,
      y,
      width: 10,
      height: 8,
      color: hex(colour),
      opacity,
      borderColor: hex(colour),
      borderWidth: 0.75,
    });
    out.page.drawText(text, { x: x + 14, y: y + 1, size: 7, font: out.fonts.regular, color: INK });
    x += 24 + out.fonts.regular.widthOfTextAtSize(text, 7);
  }
}

/** 'Drift zone (about 120 ft downwind)', from the drift model's own figure. */
function driftLabel(report: PrintableReport): string {
  if (!report.drift) return 'Drift zone: not computed for these conditions';
  const distance = report.drift.parameters.distance_ft;
  return typeof distance === 'number'
    ? `Drift zone (about ${Math.round(distance).toLocaleString('en-US')} ft downwind)`
    : 'Drift zone';
}

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
import { hourMinute, nextDay, usLongDate, usLongInstant } from './format';
import { LEGEND_ROW, legendOverflow, mapPlan, printable, wrapText } from './map';
import type { PrintableReport } from './service';
import { timeZoneOfBoundary, zoneNameAt } from './zone';

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

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Lines of `text` no wider than `width` at `size`. */
const wrap = (text: string, font: PDFFont, size: number, width: number) =>
  wrapText(text, width, size, false, (line, at) => font.widthOfTextAtSize(line, at));

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

  const legendBelow = drawMap(out, report, { x: left, top: MAP.top, width: inner, height: MAP.height });

  // Below the map and its legend, however many rows the legend took.
  let top = MAP.top + MAP.height + 40 + legendBelow;
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
  const zone = timeZoneOfBoundary(report.geometry);
  const clock = (time: string, date: string) => `${hourMinute(time)} ${zoneNameAt(date, time, zone)}`;
  const stopDate = info.applicationStopsNextDay ? nextDay(form.reportDate) : form.reportDate;
  leftTop += out.pair(
    'Application start',
    clock(info.applicationStart, form.reportDate),
    left,
    leftTop,
    column,
  );
  leftTop += out.pair(
    'Application stop',
    `${clock(info.applicationStop, stopDate)}${info.applicationStopsNextDay ? `, ${usLongDate(stopDate)}` : ''}`,
    left,
    leftTop,
    column,
  );

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

  const saved = `Saved by ${report.saved_by_name} on ${usLongInstant(report.saved_at, timeZoneOfBoundary(report.geometry))}.`;
  const amended =
    report.version > 1
      ? ` Amended: ${report.change_reason ?? ''}. Earlier versions of this record are kept unchanged.`
      : '';
  out.text(saved + amended, left, Math.max(top, PAGE.height - 70), { size: 8, width: inner, colour: MUTED });
  return pdf.save();
}

const yesNo = (value: boolean | null, what: string) => (value === null ? '' : value ? `Yes, ${what}` : 'No');
const unit = (value: number | null, suffix: string) => (value === null ? '' : `${value} ${suffix}`);

/**
 * The map (map.ts's plan, as the print page's SVG shows it), with its legend below; returns how
 * far the legend runs past its first row, in points.
 */
function drawMap(
  out: Writer,
  report: PrintableReport,
  box: { x: number; top: number; width: number; height: number },
): number {
  const { page, fonts } = out;
  const fontOf = (bold: boolean) => (bold ? fonts.bold : fonts.regular);
  const plan = mapPlan(report, box.width, box.height, (text, size, bold) =>
    fontOf(bold).widthOfTextAtSize(text, size),
  );
  const y = PAGE.height - box.top;
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
  for (const shape of plan.shapes)
    page.drawSvgPath(shape.path, {
      x: box.x,
      y,
      ...(shape.fill ? { color: hex(shape.fill), opacity: shape.fillOpacity } : {}),
      borderColor: hex(shape.stroke),
      borderWidth: shape.strokeWidth,
      borderOpacity: 0.9,
    });
  for (const line of plan.texts) {
    const font = fontOf(line.bold);
    page.drawText(line.text, {
      x: box.x + line.x - font.widthOfTextAtSize(line.text, line.size) / 2,
      y: y - line.y,
      size: line.size,
      font,
      color: INK,
    });
  }
  page.pushOperators(popGraphicsState());
  page.drawRectangle({
    x: box.x,
    y: y - box.height,
    width: box.width,
    height: box.height,
    borderColor: MUTED,
    borderWidth: 0.75,
  });

  // North arrow and scale bar.
  const northX = box.x + box.width - 20;
  page.drawSvgPath('M0 0 L6 16 L0 12 L-6 16 Z', { x: northX, y: y - 12, color: INK });
  page.drawText('N', { x: northX - 3, y: y - 39, size: 8, font: fonts.bold, color: INK });
  const barY = y - box.height + 10;
  page.drawRectangle({ x: box.x + 10, y: barY, width: plan.scale.length, height: 3, color: INK });
  page.drawText(plan.scale.label, {
    x: box.x + 14 + plan.scale.length,
    y: barY - 1,
    size: 7,
    font: fonts.regular,
    color: INK,
  });

  for (const entry of plan.legend) {
    const x = box.x + entry.x;
    const legendY = y - box.height - 16 - entry.row * LEGEND_ROW;
    page.drawRectangle({
      x,
      y: legendY,
      width: 10,
      height: 8,
      color: hex(entry.colour),
      opacity: entry.opacity,
      borderColor: hex(entry.colour),
      borderWidth: 0.75,
    });
    page.drawText(entry.text, { x: x + 14, y: legendY + 1, size: 7, font: fonts.regular, color: INK });
  }
  return legendOverflow(plan.legend);
}

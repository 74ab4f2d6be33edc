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
import { usLongDate } from './format';
import { LEGEND_ROW, legendOverflow, type MapReport, mapPlan, printable, wrapText } from './map';
import type { PrintableReport } from './printable';
import { recordText } from './printed';

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

/** The map's input: the version's boundary and what it prints, frozen at its save. */
export const mapInput = (report: PrintableReport): MapReport => ({
  geometry: report.geometry,
  field_name: report.field_name,
  surroundings: report.printed.surroundings,
  drift: report.printed.drift,
});

export async function reportPdf(report: PrintableReport): Promise<Uint8Array> {
  const record = recordText(report);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Application Summary Report - ${report.field_name} - ${usLongDate(report.form.reportDate)}`);
  pdf.setSubject(record.versionLine);
  pdf.setProducer('Field Boundaries');
  pdf.setCreationDate(report.saved_at);
  // The saved moment is the document's: the same version gives the same bytes every time.
  pdf.setModificationDate(report.saved_at);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  let out = new Writer(pdf.addPage([PAGE.width, PAGE.height]), fonts);
  const left = PAGE.margin;
  const inner = PAGE.width - 2 * PAGE.margin;

  out.text(record.title, left, 36, { size: 18, bold: true });
  out.text(record.fieldName, left, 62, { size: 13, bold: true });
  out.text(record.farmLine, left, 80, { size: 9.5, colour: MUTED });
  const right = PAGE.width - PAGE.margin - 200;
  out.text(record.dateLine, right, 40, { size: 10, bold: true });
  // Only what the version itself is: that a later one exists is said beside the file, whose
  // bytes stay those of its save (the report's `pdf_sha256`).
  out.text(record.versionLine, right, 56, { size: 9 });

  const legendBelow = drawMap(out, mapInput(report), {
    x: left,
    top: MAP.top,
    width: inner,
    height: MAP.height,
  });

  // Below the map and its legend, however many rows the legend took: the sections in two
  // columns, each in the shorter one, and the products across both after the first two.
  const bottom = PAGE.height - 50;
  const column = (inner - 20) / 2;
  const columns = [left, left + column + 20];
  let tops = [MAP.top + MAP.height + 40 + legendBelow, MAP.top + MAP.height + 40 + legendBelow];
  const newPage = () => {
    out = new Writer(pdf.addPage([PAGE.width, PAGE.height]), fonts);
    out.text(`${record.title} · ${record.fieldName} · ${record.versionLine}`, left, 30, {
      size: 8,
      colour: MUTED,
    });
    tops = [56, 56];
  };
  const section = (title: string, rows: { label: string; value: string }[]) => {
    const at = (tops[0] ?? 0) <= (tops[1] ?? 0) ? 0 : 1;
    if ((tops[at] ?? 0) + 19 + rows.length * 11 > bottom) newPage();
    const x = columns[at] ?? left;
    let top = (tops[at] ?? 0) + out.heading(title, x, tops[at] ?? 0, column);
    for (const row of rows) top += out.pair(row.label, row.value, x, top, column);
    tops[at] = top + 12;
  };
  const [first, second, ...rest] = record.sections;
  for (const each of [first, second]) if (each) section(each.title, each.rows);

  let top = Math.max(...tops);
  if (top + 19 + 12 * (record.products.rows.length + 2) > bottom) {
    newPage();
    top = 56;
  }
  top += out.heading('Products applied', left, top, inner);
  const at = [0, 220, 300, 420];
  record.products.columns.forEach((name, index) => {
    out.text(name, left + (at[index] ?? 0), top, { size: 8, colour: MUTED });
  });
  top += 12;
  for (const row of record.products.rows) {
    const heights = row.map((cell, index) =>
      out.text(cell, left + (at[index] ?? 0), top, {
        size: 9,
        width: (at[index + 1] ?? inner) - (at[index] ?? 0) - 8,
      }),
    );
    top += Math.max(11, ...heights) + 2;
  }
  if (record.products.note)
    top += out.text(record.products.note, left, top, { size: 8, colour: MUTED, width: inner });
  tops = [top + 12, top + 12];
  for (const each of rest) section(each.title, each.rows);

  top = Math.max(...tops);
  if (top > bottom) newPage();
  out.text(record.footer, left, Math.max(Math.max(...tops), PAGE.height - 70), {
    size: 8,
    width: inner,
    colour: MUTED,
  });
  return pdf.save();
}

/**
 * The map (map.ts's plan, as the print page's SVG shows it), with its legend below; returns how
 * far the legend runs past its first row, in points.
 */
function drawMap(
  out: Writer,
  report: MapReport,
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

import { stringify } from 'csv-stringify/sync';

// CSV that a spreadsheet opens as data, never as formulas (OWASP, "CSV Injection"): a text cell
// whose first character would make Excel, LibreOffice or Google Sheets evaluate it ('=', '+',
// '-', '@', a tab, a carriage return) is prefixed with a single quote, which those programs read
// as "this cell is text", and every text cell is wrapped in double quotes with its own quotes
// doubled, so a separator inside it cannot start a new cell. What the grower typed follows the
// quote unchanged. Numbers the product writes (a longitude of -97.4) are numbers, not text, and
// stay as they are. OWASP ASVS 5.0 V1.2.10 adds a NUL as such a first character; a formula
// character after leading whitespace (a spreadsheet may trim it) or in its full-width form
// (U+FF1D '＝', U+FF0B '＋', U+FF0D '－', U+FF20 '＠', which some spreadsheets fold to ASCII)
// counts as first too.

const RUNS_AS_FORMULA = /^(?:[\0\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
/** A plain number: a spreadsheet reads it as that number, nothing more. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export type Cell = string | number | null;

/** The text of a cell as a spreadsheet should show it: a formula-like text kept as text. */
export function spreadsheetText(value: string): string {
  return RUNS_AS_FORMULA.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * A cell read back from a CSV this product (or a spreadsheet) wrote: the quote `spreadsheetText`
 * put before a formula-like text is a spreadsheet's "this cell is text" mark, not part of the
 * text, and is taken off, as a spreadsheet does; any other leading quote is the text's own.
 */
export function spreadsheetValue(cell: string): string {
  return cell.startsWith("'") && spreadsheetText(cell.slice(1)) === cell ? cell.slice(1) : cell;
}

/**
 * Rows as CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so spreadsheets read it as such), every
 * text cell quoted and neutralised; null is an empty cell.
 */
export function spreadsheetCsv(columns: string[], rows: Cell[][]): string {
  const safe = rows.map((row) =>
    row.map((cell) => (cell === null ? '' : typeof cell === 'number' ? cell : spreadsheetText(cell))),
  );
  return `\uFEFF${stringify(safe, {
    header: true,
    columns: columns.map(spreadsheetText),
    quoted_string: true,
    record_delimiter: 'windows',
  })}`;
}

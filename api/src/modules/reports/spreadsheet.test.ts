import { describe, expect, it } from 'vitest';
import { spreadsheetCsv, spreadsheetText } from './spreadsheet';

describe('a CSV a spreadsheet opens', () => {
  it('keeps every cell a spreadsheet would run as text, reading as typed after the quote', () => {
    for (const typed of ['=HYPERLINK("http://x","y")', '+SUM(A1:A9)', '-cmd', '@name', '\tx', '\rx'])
      expect(spreadsheetText(typed)).toBe(`'${typed}`);
    for (const typed of ['Enlist One', 'soybean', '-12.5', '+3', '15 oz/acre', "O'Brien"])
      expect(spreadsheetText(typed)).toBe(typed);
  });

  it('writes =HYPERLINK as a quoted text cell, its own quotes doubled, and numbers as numbers', () => {
    const csv = spreadsheetCsv(
      ['product', 'longitude', 'note'],
      [['=HYPERLINK("http://x","y")', -97.25, null]],
    );
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.slice(1)).toBe(
      '"product","longitude","note"\r\n"\'=HYPERLINK(""http://x"",""y"")",-97.25,""\r\n',
    );
  });
});

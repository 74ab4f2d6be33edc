import { BoundaryFileError, shown } from './source';

// The text of an XML file (ISOXML, KML) in the encoding it says it is in. XML 1.0 section 4.3.3 and
// Appendix F: a byte-order mark, or the first bytes of "<?xml" in UTF-16, names UTF-16; otherwise
// the declaration's encoding="…" does, and a file without one is UTF-8. ISO 11783-10 and OGC KML
// ask for UTF-8, yet a program that writes ISO-8859-1 or UTF-16 says so in the declaration, and
// reading its bytes as UTF-8 turned "Müller" into "M\uFFFDller" without a word. A file that says
// UTF-8 (or nothing) but is not is read as Windows-1252, the usual other encoding of Western
// European names, and the grower is told to check them: what cannot be known is not passed as read.

const DECLARED = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/;
const UTF8_NAMES = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8', 'us-ascii', 'ascii']);

export function xmlTextOf(bytes: Buffer, where: string, notes: string[]): string {
  const starts = (...values: number[]) => values.every((value, at) => bytes[at] === value);
  if (starts(0xff, 0xfe) || starts(0x3c, 0x00, 0x3f, 0x00)) return decode('utf-16le', bytes, where);
  if (starts(0xfe, 0xff) || starts(0x00, 0x3c, 0x00, 0x3f)) return decode('utf-16be', bytes, where);
  const utf8Mark = starts(0xef, 0xbb, 0xbf);
  const declared = utf8Mark ? null : (DECLARED.exec(bytes.subarray(0, 256).toString('latin1'))?.[1] ?? null);
  if (declared !== null && !UTF8_NAMES.has(declared.toLowerCase())) return decode(declared, bytes, where);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // A file whose other non-ASCII characters are UTF-8 is UTF-8 with a few bad bytes (cut or
    // mended by hand): read as such, the bad bytes shown as �, rather than every name garbled.
    if (/[\xC2-\xF4][\x80-\xBF]/.test(bytes.toString('latin1'))) {
      notes.push(
        `${where} holds bytes that are not UTF-8; they are shown as � in its names. Check them before you save.`,
      );
      return new TextDecoder('utf-8').decode(bytes);
    }
    notes.push(
      `${where} is not UTF-8, as ${declared === null ? 'a file that names no encoding must be' : 'it says it is'}: its names were read as Windows-1252 (Western European). Check them before you save.`,
    );
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function decode(encoding: string, bytes: Buffer, where: string): string {
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new BoundaryFileError(
      `${where} is written in the encoding "${shown(encoding, 40)}", which cannot be read here. Save it again as UTF-8 from the program that wrote it, and import again.`,
    );
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new BoundaryFileError(
      `${where} is not in the encoding it names (${shown(encoding, 40)}): it may be cut short. Save it again as UTF-8 from the program that wrote it, and import again.`,
    );
  }
}

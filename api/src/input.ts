import { z } from 'zod';

// Rules every module applies to what a client sends, kept here so each schema says the same
// thing: names a person can read as they are stored, and whole numbers that fit the integer
// columns they are compared with (a bigger one made PostgreSQL fail the query: a 500).

/**
 * PostgreSQL's `integer`: every id, page, version and count the api takes is held to it. The
 * catalogue's ids, packages and versions are `integer` columns; rows of our own (farms, mixes)
 * have `bigint` ids, which never come near 2^31 here, so one bound serves every column.
 */
export const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;
const tooLarge = `Must be at most ${INT4_MAX}`;
const tooSmall = `Must be at least ${INT4_MIN}`;

/** A whole number in a JSON body that fits an `integer` column. */
export const int4 = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .min(INT4_MIN, message ?? tooSmall)
    .max(INT4_MAX, message ?? tooLarge);

/** A whole number in a path or query string (text coerced to a number) that fits an `integer` column. */
export const coercedInt4 = (message?: string) =>
  z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .min(INT4_MIN, message ?? tooSmall)
    .max(INT4_MAX, message ?? tooLarge);

/**
 * Characters no name may hold: C0 and C1 controls (NUL, escape, bell, tab, line breaks), lone
 * surrogate halves (not text at all), and the bidi embeddings, overrides (U+202A–U+202E) and
 * isolates (U+2066–U+2069), which make a name display in another order than it is stored
 * ('invoice.exe' shown as 'exe.eciovni'), and the noncharacters (U+FFFE, U+FFFF, U+FDD0–U+FDEF and
 * the last two of every plane: Unicode 15 section 23.7), which are no text, and which XML 1.0
 * (section 2.2, Char) does not allow, so a name holding one would make an ISOXML or KML export a
 * file a strict reader refuses.
 */
const hiddenCharacter = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u202A-\u202E\u2066-\u2069]/u;

export const isPlainName = (text: string) => !hiddenCharacter.test(text);

/** What a person is told when `label` (e.g. 'Farm name') holds such a character. */
export const hiddenCharacterMessage = (label: string) =>
  `${label} can't contain control characters (such as a line break, tab or NUL) or text-direction overrides. Please retype it.`;

/** A name a person typed, refused when it holds a hidden character (see `hiddenCharacter`). */
export const plainName = <T extends z.ZodString>(schema: T, label: string): T =>
  schema.refine(isPlainName, { error: hiddenCharacterMessage(label) }) as T;

/**
 * Text PostgreSQL cannot store as sent: NUL (refused by `text` and `jsonb`) and lone surrogate
 * halves (silently turned into U+FFFD). Every string of every request is held to this, names
 * or not; names are held to `plainName` too.
 */
const loneSurrogate = /\p{Cs}/u;
const unstorable = { test: (text: string) => text.includes('\u0000') || loneSurrogate.test(text) };

/** The dotted path of each string in `value` that cannot be stored ('form.generalInfo.applicator'). */
export function unstorableTextPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return unstorable.test(value) ? [path.join('.') || 'non_field_errors'] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unstorableTextPaths(item, [...path, `${index}`]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      // A bad key is reported at its parent: the key itself would carry the character along.
      unstorable.test(key)
        ? [path.join('.') || 'non_field_errors']
        : unstorableTextPaths(item, [...path, key]),
    );
  }
  return [];
}

export const unstorableTextMessage = (path: string) =>
  `${path} contains a NUL character or a broken Unicode character, which cannot be saved. Please retype it.`;

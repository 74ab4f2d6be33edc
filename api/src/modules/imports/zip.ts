import yauzl from 'yauzl';
import { BoundaryFileError, shown } from './source';

// A zip a grower uploads (a shapefile's parts, a KMZ), read with the work bounded before it is
// done: the entries' declared sizes and ratios are judged from the central directory, so a zip
// bomb is refused without inflating a byte of it; what is inflated runs through zlib's streams
// (libuv's pool, not the event loop) and is counted as it comes, so a size that lies stops the
// stream at the cap. Only the entries asked for are inflated.
export const ZIP_LIMITS = {
  /** Entries in the zip's directory. */
  entries: 2_000,
  /** Bytes of one inflated entry. */
  entryBytes: 24 * 1024 * 1024,
  /** Bytes inflated in all, over the entries read. */
  totalBytes: 48 * 1024 * 1024,
  /** Inflated ÷ compressed size of one entry, past `ratioFloorBytes` (a text file of blanks packs well; 1,000:1 is a bomb). */
  ratio: 200,
  ratioFloorBytes: 1024 * 1024,
};

/** A zip past a cap: refused with the cap it passed. */
export class ZipRefused extends BoundaryFileError {}

export type ZipEntryInfo = { name: string; size: number; compressedSize: number };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true },
      (error, zip) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip)),
    ),
  );
}

/** The zip's file entries as its directory declares them; folders left out. */
async function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > ZIP_LIMITS.entries)
    throw new ZipRefused(
      `The zip holds ${zip.entryCount.toLocaleString('en-US')} files; a boundary zip holds at most ${ZIP_LIMITS.entries.toLocaleString('en-US')}.`,
    );
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) => reject(outside(error) ?? error));
    zip.readEntry();
  });
}

/**
 * A zip entry named outside the zip's own folders ("../x", "/x", "C:\\x"), as an archive made to
 * write elsewhere when unpacked is ("zip slip"): yauzl refuses to list it, and it is refused
 * here by its name, not as a zip cut short. Nothing is ever unpacked to disk.
 */
function outside(error: Error): ZipRefused | null {
  const named = /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/.exec(
    error.message,
  );
  return named
    ? new ZipRefused(
        `The zip names a file outside its own folders (${shown(named[1] ?? '', 80)}), as an archive made to write elsewhere does; it was not opened. Zip the folder again from where it is, and import again.`,
      )
    : null;
}

function judge(entry: yauzl.Entry): void {
  const name = entry.fileName;
  if (entry.uncompressedSize > ZIP_LIMITS.entryBytes)
    throw new ZipRefused(
      `${name} would inflate to ${megabytes(entry.uncompressedSize)}; one file in a boundary zip may be at most ${megabytes(ZIP_LIMITS.entryBytes)}.`,
    );
  if (
    entry.uncompressedSize > ZIP_LIMITS.ratioFloorBytes &&
    entry.uncompressedSize > ZIP_LIMITS.ratio * Math.max(1, entry.compressedSize)
  )
    throw new ZipRefused(
      `${name} is packed more than ${ZIP_LIMITS.ratio} to 1, as a zip bomb is; it was not opened.`,
    );
}

function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // yauzl already stops an entry at its declared size; this bounds the whole zip.
        if (size > budget) {
          stream.destroy();
          reject(
            new ZipRefused(
              `The zip inflates to more than ${megabytes(ZIP_LIMITS.totalBytes)}; a boundary zip may hold at most that.`,
            ),
          );
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * Opens a zip: its entries (declared sizes) and a reader that inflates those asked for, within
 * the caps. Throws ZipRefused for a zip past a cap, and any other error for bytes that are not a zip.
 */
export async function openBoundaryZip(bytes: Buffer): Promise<{
  entries: ZipEntryInfo[];
  read(names: string[]): Promise<Map<string, Buffer>>;
  close(): void;
}> {
  const zip = await openZip(bytes);
  let entries: yauzl.Entry[];
  try {
    entries = await entriesOf(zip);
  } catch (error) {
    zip.close();
    throw error;
  }
  const byName = new Map(entries.map((entry) => [entry.fileName, entry]));
  let inflated = 0;
  return {
    entries: entries.map((entry) => ({
      name: entry.fileName,
      size: entry.uncompressedSize,
      compressedSize: entry.compressedSize,
    })),
    async read(names) {
      const wanted = names.map((name) => byName.get(name)).filter((entry) => entry !== undefined);
      // Every entry is judged before any is inflated.
      for (const entry of wanted) judge(entry);
      const declared = wanted.reduce((sum, entry) => sum + entry.uncompressedSize, inflated);
      if (declared > ZIP_LIMITS.totalBytes)
        throw new ZipRefused(
          `The zip would inflate to ${megabytes(declared)}; a boundary zip may hold at most ${megabytes(ZIP_LIMITS.totalBytes)}.`,
        );
      const out = new Map<string, Buffer>();
      for (const entry of wanted) {
        const content = await inflate(zip, entry, ZIP_LIMITS.totalBytes - inflated);
        inflated += content.length;
        out.set(entry.fileName, content);
      }
      return out;
    },
    close: () => zip.close(),
  };
}

/** Whether bytes begin as a zip does (a KMZ sent as KML, say). */
export const looksLikeZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

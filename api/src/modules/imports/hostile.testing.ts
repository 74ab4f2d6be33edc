import JSZip from 'jszip';
import type { BoundaryFormat } from './files';
import { prepareBoundaryFile } from './prepare';

// What the hostile-file suites (hostile-files.test.ts, hostile-exports.test.ts) build their files from.

export type Corner = [number, number];
export const ring = (west: number, south: number, size = 0.01): [Corner, Corner, Corner, Corner] => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
];
export const lsg = (points: [number, number][], type = 1) =>
  `<LSG A="${type}">${points.map(([lng, lat]) => `<PNT A="2" C="${lat}" D="${lng}"/>`).join('')}</LSG>`;
export const taskdata = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<ISO11783_TaskData VersionMajor="4" VersionMinor="3" DataTransferOrigin="1">${body}</ISO11783_TaskData>`;
export const partfield = (name: string, plns: string, id = 'PFD1') =>
  `<PFD A="${id}" C="${name}" D="1">${plns}</PFD>`;

export async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** What the preview would say of each feature: the reader's refusal, else the shape rules'. */
export async function prepared(format: BoundaryFormat, bytes: Buffer | string) {
  const answer = await prepareBoundaryFile(format, Buffer.from(bytes).toString('base64'));
  if (!answer.ok) throw new Error(answer.message);
  return answer.file;
}

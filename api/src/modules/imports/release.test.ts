import { describe, expect, it } from 'vitest';
import { releaseUploadMemory } from './release';

// What an upload leaves dead in the api's thread is given back when the file worker is ended,
// not whenever V8 next happens to collect (bench/README.md, "Upload memory").
describe('releasing an upload’s memory', () => {
  it('frees a dead 64 MB body at once', () => {
    let body: Buffer | null = Buffer.alloc(64 * 1024 * 1024, 1);
    expect(body[0]).toBe(1);
    const held = process.memoryUsage().arrayBuffers;
    body = null;
    releaseUploadMemory();
    expect(process.memoryUsage().arrayBuffers).toBeLessThan(held - 60 * 1024 * 1024);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { prepareOffThread, type UploadLimits, uploadLimits, uploadMessages } from './thread';
import { kansasFields } from './thread-attack.testing';

// Issue 50, item 6: a boundary file is read in a worker of its own, with a deadline and a heap of
// its own; one that passes either is stopped and answered, and the next file is read as usual.

/** A GeoJSON of `count` square fields in Kansas, `corners` corners each, as base64. */
const fields = (count: number, corners = 4) => kansasFields(count, corners).toString('base64');

const limits = (changes: Partial<UploadLimits>): UploadLimits => ({ ...uploadLimits({}), ...changes });
const small = fields(2);

describe('the upload sandbox', () => {
  it('stops a file that passes its deadline, says so, and reads the next file', async () => {
    const slow = await prepareOffThread(
      'geojson',
      fields(10_000, 100),
      undefined,
      undefined,
      limits({ deadlineMs: 300 }),
    );
    expect(slow).toEqual({ ok: false, known: true, message: uploadMessages.tooSlow(1) });
    const next = await prepareOffThread('geojson', small);
    expect(next.ok && next.file.features.map((feature) => feature.name)).toEqual(['Field 1', 'Field 2']);
  });

  it('stops a file that needs more heap than an upload may use, says so, and reads the next file', async () => {
    const greedy = await prepareOffThread(
      'geojson',
      fields(10_000, 100),
      undefined,
      undefined,
      limits({ heapMb: 64 }),
    );
    expect(greedy).toEqual({ ok: false, known: true, message: uploadMessages.tooLarge(64) });
    const next = await prepareOffThread('geojson', small);
    expect(next.ok && next.file.features).toHaveLength(2);
  });

  it('tells an upload to try again when too many files wait, and reads those it took', async () => {
    const narrow = limits({ workers: 1, waiting: 1 });
    const first = prepareOffThread('geojson', small, undefined, undefined, narrow);
    const second = prepareOffThread('geojson', small, undefined, undefined, narrow);
    const third = prepareOffThread('geojson', small, undefined, undefined, narrow);
    await expect(third).rejects.toEqual(new ApiError(503, 'busy', uploadMessages.busy));
    expect((await first).ok).toBe(true);
    expect((await second).ok).toBe(true);
  });
});

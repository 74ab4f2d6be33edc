import { describe, expect, it } from 'vitest';
import { memoryWriteMarks, parseLsn, routeRead } from './read-your-writes';

describe('read-your-writes routing', () => {
  it("reads WAL positions as PostgreSQL prints them, the high half above the low half's 32 bits", () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(1n << 32n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('not a position')).toThrow(/WAL position/);
  });

  it('sends an account that wrote to the primary until the replica has replayed its write', () => {
    const wrote = parseLsn('0/5000');
    expect(routeRead(wrote, parseLsn('0/4FFF'))).toBe('primary');
    expect(routeRead(wrote, parseLsn('0/5000'))).toBe('replica');
    expect(routeRead(wrote, parseLsn('0/6000'))).toBe('replica');
  });

  it('sends an account with no write marked to the replica, and everyone to the primary when the replica is not known', () => {
    expect(routeRead(null, parseLsn('0/10'))).toBe('replica');
    expect(routeRead(null, null)).toBe('primary');
    expect(routeRead(parseLsn('0/1'), null)).toBe('primary');
  });

  it("keeps an account's latest write whichever order two of its requests mark in", async () => {
    const marks = memoryWriteMarks();
    await marks.mark(7, parseLsn('0/9000'));
    await marks.mark(7, parseLsn('0/8000'));
    expect(await marks.lastWrite(7)).toBe(parseLsn('0/9000'));
    expect(await marks.lastWrite(8)).toBeNull();
  });
});

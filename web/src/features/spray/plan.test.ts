import { describe, expect, it } from 'vitest';
import { localInputValue, sprayPlanErrors } from './plan';

describe('the start-spraying form', () => {
  it('asks for something to spray and a field, with the api’s words', () => {
    expect(sprayPlanErrors({ farmId: 1, fieldUuids: [] })).toEqual({
      herbicides: 'Choose a tank mix or at least one herbicide group to spray.',
      fields: 'Choose at least one field to spray.',
    });
    expect(sprayPlanErrors({ farmId: 1, fieldUuids: ['a'], tankMixId: 3 })).toEqual({});
    expect(sprayPlanErrors({ farmId: 1, fieldUuids: ['a'], herbicideGroupIds: [4] })).toEqual({});
  });

  it('shows a time in the local zone, to the minute', () => {
    expect(localInputValue(new Date(2026, 10, 3, 7, 5, 42))).toBe('2026-11-03T07:05');
  });
});

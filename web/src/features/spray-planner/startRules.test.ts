import { describe, expect, it } from 'vitest';
import { localInputValue, readingMessages, sprayStartErrors, startInstant } from './startRules';

describe('the start-spraying form', () => {
  const measured = { windMph: 6, windDirection: 'SW', temperatureF: 72 } as const;

  it('asks for something to spray and a field, with the api’s words', () => {
    expect(sprayStartErrors({ fieldUuids: [] }, measured)).toEqual({
      herbicides: 'Choose a tank mix or at least one herbicide group to spray.',
      fields: 'Choose at least one field to spray.',
    });
    expect(sprayStartErrors({ fieldUuids: ['a'], tankMixId: 3 }, measured)).toEqual({});
    expect(sprayStartErrors({ fieldUuids: ['a'], herbicideGroupIds: [4] }, measured)).toEqual({});
  });

  it('asks for the readings at boom height, each within its range', () => {
    const plan = { fieldUuids: ['a'], tankMixId: 3 };
    expect(sprayStartErrors(plan, { windMph: '', windDirection: null, temperatureF: '' })).toEqual({
      measuredWindMph: readingMessages.windSpeed,
      measuredWindDirection: readingMessages.windDirection,
      measuredTemperatureF: readingMessages.temperature,
    });
    expect(sprayStartErrors(plan, { ...measured, windMph: -1, temperatureF: 200 })).toEqual({
      measuredWindMph: readingMessages.windSpeed,
      measuredTemperatureF: readingMessages.temperature,
    });
    expect(sprayStartErrors(plan, { ...measured, windMph: 0, temperatureF: -40 })).toEqual({});
  });

  it('shows a time in the local zone, to the minute, when the field’s zone is not known', () => {
    expect(localInputValue(new Date(2026, 10, 3, 7, 5, 42))).toBe('2026-11-03T07:05');
  });

  it('shows and reads a typed start in the field’s zone, whatever the browser’s', () => {
    const moment = new Date('2026-06-15T14:30:00Z');
    expect(localInputValue(moment, 'America/Chicago')).toBe('2026-06-15T09:30');
    expect(localInputValue(moment, 'America/Denver')).toBe('2026-06-15T08:30');
    expect(startInstant('2026-06-15T09:30', 'America/Chicago')?.toISOString()).toBe(
      '2026-06-15T14:30:00.000Z',
    );
    expect(startInstant('', 'America/Chicago')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { actionWords, detailLine } from './wording';

describe('audit entries in words', () => {
  it('says what was done, and an unknown action as it is written', () => {
    expect(actionWords('boundary.edited')).toBe('Edited a boundary');
    expect(actionWords('something.new')).toBe('something.new');
  });

  it('reads the details staff look for first', () => {
    expect(
      detailLine('spray.started', {
        herbicides: '2,4-D (Group 4)',
        fields: ['a', 'b'],
        neighbours_notified: 1,
      }),
    ).toBe('2,4-D (Group 4), on 2 fields, 1 neighbour told');
    expect(detailLine('field.edited', { name: 'West 40', changed: ['name', 'crop_trait'] })).toBe(
      '“West 40”: name, crop trait',
    );
    expect(detailLine('field.merged', { name: 'West 40', merged_from: ['e'] })).toBe(
      '1 field merged into “West 40”',
    );
    expect(detailLine('field.split', { name: 'Whole', pieces: [{}, {}] })).toBe('“Whole” into 2 pieces');
    expect(detailLine('field.deleted', { name: 'Creek', acres: 12.5 })).toBe('“Creek”, 12.5 ac');
    expect(detailLine('farm.deleted', { name: 'Bottoms', fields: [{}, {}, {}] })).toBe(
      '“Bottoms” with 3 fields',
    );
    expect(detailLine('god_mode.entered', { as: 'ag_retailer' })).toBe('As ag retailer');
    expect(detailLine('plan.changed', { from: 'F', to: 'B', god_mode: true })).toBe('from: F; to: B');
  });
});

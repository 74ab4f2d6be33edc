import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../gateway/src/schema';
import { flatPlan } from '../gateway/src/subscriptions/flat-subscriptions';
import { CluFieldsSubscription } from '../web/src/map/operations';

// The map streams every field of a view through one subscription; the gateway runs it without
// graphql-js per event only while its document stays flat (one root field of scalar fields).
// A field added to the map's document that is not a scalar would silently slow every batch.
describe('the map’s field subscription', () => {
  it('takes the gateway’s flat path', () => {
    const plan = flatPlan(createSchema(), CluFieldsSubscription, 'CluFields');
    expect(plan, print(CluFieldsSubscription)).not.toBeNull();
    expect(plan?.leaves.map((leaf) => leaf.key)).toEqual([
      'node',
      'offset',
      'done',
      'unchanged',
      'fields',
      '__typename',
    ]);
  });
});

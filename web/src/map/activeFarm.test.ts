import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeFarm } from './activeFarm';

afterEach(() => activeFarm.clear());

describe('the active farm', () => {
  it('toggles between a farm and none, telling its listeners', () => {
    const listener = vi.fn();
    const stop = activeFarm.subscribe(listener);
    activeFarm.toggle(3);
    expect(activeFarm.get()).toBe(3);
    activeFarm.toggle(4);
    expect(activeFarm.get()).toBe(4);
    activeFarm.toggle(4);
    expect(activeFarm.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    activeFarm.toggle(5);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

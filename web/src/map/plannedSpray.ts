import { DEFAULT_BOOM_HEIGHT_IN, DEFAULT_DROPLET_CLASS } from '@field-boundaries/contract/sprayer';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { DropletClass, SprayPlanInput } from '../graphql/generated/graphql';

// What the grower plans to spray, chosen on the Dashboard: a tank mix or one herbicide group,
// with the droplet class and boom height. Every screen that judges neighbours or scores
// sprayability reads it from here; kept in this browser so a reload keeps the choice.
export type PlannedSpray = {
  tankMix: number | null;
  herbicideGroup: number | null;
  dropletClass: DropletClass;
  boomHeightIn: number;
};

const KEY = 'planned-spray';
const DEFAULT: PlannedSpray = {
  tankMix: null,
  herbicideGroup: null,
  dropletClass: DEFAULT_DROPLET_CLASS,
  boomHeightIn: DEFAULT_BOOM_HEIGHT_IN,
};

function read(): PlannedSpray {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<PlannedSpray> | null;
    return { ...DEFAULT, ...stored };
  } catch {
    return DEFAULT;
  }
}

// The whole plan is the store's state (replaced, not merged), so readers get one object.
const store = createStore<PlannedSpray>(() => read());

export const plannedSpray = {
  get: () => store.getState(),
  set(change: Partial<PlannedSpray>) {
    const next = { ...store.getState(), ...change };
    localStorage.setItem(KEY, JSON.stringify(next));
    store.setState(next, true);
  },
  subscribe: (listener: () => void): (() => void) => store.subscribe(listener),
};

export const usePlannedSpray = () => useStore(store);

/** The plan as GraphQL input. */
export function planInput(plan: PlannedSpray): SprayPlanInput {
  return {
    ...(plan.tankMix !== null ? { tankMix: plan.tankMix } : {}),
    ...(plan.herbicideGroup !== null ? { herbicideGroups: [plan.herbicideGroup] } : {}),
    dropletClass: plan.dropletClass,
    boomHeightIn: plan.boomHeightIn,
  };
}

export const nothingPlanned = (plan: PlannedSpray) => plan.tankMix === null && plan.herbicideGroup === null;

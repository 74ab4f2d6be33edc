// How a sprayer is set up, as the drift model reads it and the grower picks it: ASABE S572.3
// droplet size classes, and what is assumed when the grower names nothing.

/** The classes' codes, finest first. */
export const DROPLET_CLASSES = ['XF', 'VF', 'F', 'M', 'C', 'VC', 'XC', 'UC'] as const;
export type DropletClass = (typeof DROPLET_CLASSES)[number];

/** Each class with its name, finest first: a picker's options. */
export const DROPLET_CLASS_CHOICES: readonly { value: DropletClass; label: string }[] = [
  { value: 'XF', label: 'Extremely Fine' },
  { value: 'VF', label: 'Very Fine' },
  { value: 'F', label: 'Fine' },
  { value: 'M', label: 'Medium' },
  { value: 'C', label: 'Coarse' },
  { value: 'VC', label: 'Very Coarse' },
  { value: 'XC', label: 'Extremely Coarse' },
  { value: 'UC', label: 'Ultra Coarse' },
];

/** Coarse, when the grower names no class. */
export const DEFAULT_DROPLET_CLASS: DropletClass = 'C';
/** Boom height above the target in inches, when the grower names none. */
export const DEFAULT_BOOM_HEIGHT_IN = 24;

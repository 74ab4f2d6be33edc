import type { WholeForm } from './form';

// The equipment limits of the over-the-top dicamba labels, as the stamped 2026 Stryax label
// (EPA Reg. No. 264-1241, stamp 2026/02/06, "Application equipment", label page 11) writes them:
// "Do not allow application equipment to exceed 15 mph", "Maximum boom height is 24 inches above
// target pest or crop canopy", "coarse or coarser droplets only" (ASABE S572). No 2026 text of
// Engenia or Tavium was found; their limits are taken from Stryax's. A record that breaks one is
// still a record of what was done: it is saved only with the applicator's explanation, which it
// prints. Pure: nothing here reads the catalogue or the database.

/** ASABE S572 classes the label allows: Coarse and coarser. */
const COARSE_OR_COARSER = ['C', 'VC', 'XC', 'UC'];

/** Each equipment limit of the label the form's values break, in words; empty when none. */
export function brokenLabelLimits(form: Pick<WholeForm, 'equipment' | 'nozzle'>, product: string): string[] {
  const broken: string[] = [];
  const speed = form.equipment.groundSpeedMph;
  if (speed !== null && speed > 15)
    broken.push(`ground speed ${speed} mph, over the ${product} label's 15 mph`);
  const boom = form.nozzle.boomHeightTemp;
  if (boom !== null && boom > 24)
    broken.push(`boom ${boom} in. above the target, over the ${product} label's 24 in.`);
  const droplets = form.nozzle.dropletClass;
  if (droplets && !COARSE_OR_COARSER.includes(droplets))
    broken.push(`${droplets} droplets, finer than the Coarse the ${product} label asks for`);
  return broken;
}

import { basicRegistrationNumber, resolveProduct } from '../spray-safety/products';
import type { WholeForm } from './form';

// The equipment limits of the over-the-top dicamba labels, as the stamped 2026 Stryax label
// (EPA Reg. No. 264-1241, stamp 2026/02/06, "Application equipment", label page 11) writes them:
// "Do not allow application equipment to exceed 15 mph", "Maximum boom height is 24 inches above
// target pest or crop canopy", "coarse or coarser droplets only" (ASABE S572). No 2026 text of
// Engenia or Tavium was found; their limits are taken from Stryax's. A record that breaks one is
// still a record of what was done: it is saved only with the applicator's explanation, which it
// prints. Pure: nothing here reads the catalogue or the database.

// The rate: "DO NOT apply more than 22 fl oz/A (0.5 lb dicamba ae/A) per application" (Stryax,
// 7.5 Restrictions for All Uses, label page 12). It is Stryax's own: Engenia and Tavium are other
// formulations (Tavium a premix with S-metolachlor), whose 2026 rates were not read, so only a
// Stryax row (by name or EPA Reg. No. 264-1241) is judged. The rate is read from the use rate as
// typed ('24 fl oz/acre', '1.5 pt/A') and from the total applied over the area treated; a rate
// neither can be read from is not judged (nor called within the label).
const STRYAX_MAX_FL_OZ_PER_ACRE = 22;
const FL_OZ: Record<string, number> = { 'fl oz': 1, oz: 1, pt: 16, qt: 32, gal: 128 };
const PER_ACRE =
  /^(\d+(?:\.\d+)?)\s*(fl\.?\s*oz|oz|pt|pints?|qt|quarts?|gal|gallons?)\.?\s*(?:\/|per)\s*(?:a|ac|acre)\.?$/i;

/** '24 fl oz/acre' → 24; '1.5 pt/A' → 24; null when the text is not a liquid rate per acre. */
export function flOzPerAcre(useRate: string): number | null {
  const match = PER_ACRE.exec(useRate.trim());
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase().replace(/\.|\s/g, '');
  const key = unit.startsWith('fl')
    ? 'fl oz'
    : unit.startsWith('pint')
      ? 'pt'
      : unit.startsWith('quart')
        ? 'qt'
        : unit.startsWith('gallon')
          ? 'gal'
          : unit;
  const factor = FL_OZ[key];
  return factor === undefined ? null : Number(match[1]) * factor;
}

const isStryax = (row: WholeForm['applications'][number]) =>
  resolveProduct(row.productName)?.name === 'Stryax' ||
  basicRegistrationNumber(row.epaRegNumber) === '264-1241';

/** Each Stryax row applied at more than its label's 22 fl oz/A, in words. */
function brokenRates(form: Pick<WholeForm, 'applications' | 'site'>): string[] {
  const acres = form.site.areaTreatedAcres;
  return form.applications.filter(isStryax).flatMap((row) => {
    const typed = flOzPerAcre(row.useRate);
    const factor = FL_OZ[row.totalAmountUnit];
    const applied =
      row.totalAmount !== null && factor !== undefined && acres !== null && acres > 0
        ? (row.totalAmount * factor) / acres
        : null;
    const rate = Math.max(typed ?? 0, applied ?? 0);
    return rate > STRYAX_MAX_FL_OZ_PER_ACRE + 1e-9
      ? [
          `${row.productName} at ${Math.round(rate * 10) / 10} fl oz/A, over the Stryax label's ${STRYAX_MAX_FL_OZ_PER_ACRE} fl oz/A per application`,
        ]
      : [];
  });
}

/** ASABE S572 classes the label allows: Coarse and coarser. */
const COARSE_OR_COARSER = ['C', 'VC', 'XC', 'UC'];

/** Each equipment or rate limit of the label the form's values break, in words; empty when none. */
export function brokenLabelLimits(
  form: Pick<WholeForm, 'equipment' | 'nozzle'> & Partial<Pick<WholeForm, 'applications' | 'site'>>,
  product: string,
): string[] {
  const broken: string[] =
    form.applications && form.site ? brokenRates({ applications: form.applications, site: form.site }) : [];
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

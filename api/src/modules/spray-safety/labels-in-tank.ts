import { LABELS, type Label, type RuleBase, type TankContext } from './label-types';
import { PRODUCTS, type Product, type Registration, registrationFor, resolveProduct } from './products';

// Which labels a tank brings on a date, their rules in force, their products (registered for the
// use, or named and flagged) and their largest buffer. Pure: the tank comes in.

/** The products registered for a label's use, from products.json. */
export const productsOf = (label: Pick<Label, 'id'>, products: readonly Product[] = PRODUCTS) =>
  products.filter((product) =>
    product.registrations.some((registration) => registration.uses.includes(label.id)),
  );

/**
 * Whether a label speaks for what the tank carries of its active. A label with a crop rule
 * (over the top of tolerant crops) applies when the tank names one of its products, or when the
 * crop being sprayed is one of the label's crops (whatever its trait: dicamba over Enlist E3
 * soybean is judged, and refused, by it) or is unknown. So a product registered for another use
 * (Clarity, generics) over soybean brings the label's rules and is flagged; Clarity, or dicamba
 * unnamed, on corn does not bring the over-the-top label. A label without a crop rule speaks for
 * every product of its active; one `named_only` speaks only when the tank names one of its products.
 */
function speaksFor(label: Label, context: TankContext): boolean {
  const named = context.named?.[label.active] ?? [];
  const ours = productsOf(label);
  const namesOurs = named.some((name) => ours.some((product) => product.name === resolveProduct(name)?.name));
  if (label.named_only) return namesOurs;
  const cropRule = label.rules.find((rule) => rule.kind === 'crop');
  if (cropRule?.kind !== 'crop') return true;
  if (namesOurs) return true;
  // A crop the catalogue does not know is an unknown crop: the label applies, conservatively.
  return !context.crop || context.crop.crop === 'unknown' || cropRule.crops.includes(context.crop.crop);
}

const inDates = (rule: Pick<RuleBase, 'applies_from' | 'applies_until'>, date: string) =>
  (rule.applies_from === null || date >= rule.applies_from) &&
  (rule.applies_until === null || date < rule.applies_until);

/** The labels whose active is in the tank (and the switched-on ones the field asks for). */
export function labelsInTank(context: TankContext, labels: readonly Label[] = LABELS): Label[] {
  return labels.filter(
    (label) =>
      context.actives.includes(label.active) &&
      speaksFor(label, context) &&
      (label.switched_on_by !== 'endangered_species' || context.endangeredSpecies === true),
  );
}

/** The rules of the tank's labels that apply on its date, each with the label it comes from. */
export function rulesInForce(context: TankContext, labels: readonly Label[] = LABELS) {
  return labelsInTank(context, labels).flatMap((label) =>
    label.rules.filter((rule) => inDates(rule, context.date)).map((rule) => ({ label, rule })),
  );
}

/** A product of a label in the tank, with its registration for the label's use on the date. */
export type LabelProductOnDate = {
  label: string;
  name: string;
  /** The number of the registration in force, else of the latest one; null where not confirmed. */
  epa_reg_number: string | null;
  registration: string;
  registered: boolean;
  named: boolean;
};

/**
 * The products of each label in the tank on the date: those registered for its use then, and
 * every product the tank names for its active (registered or not: flagged "not registered for
 * this use"). A name nothing is known of is listed as such, never as registered.
 */
export function labelProducts(context: TankContext, labels: readonly Label[] = LABELS): LabelProductOnDate[] {
  return labelsInTank(context, labels).flatMap((label) => {
    const named = (context.named?.[label.active] ?? [])
      .map((name) => ({ name, product: resolveProduct(name) }))
      // A label for its named products alone lists only those: another product of the active is not its.
      .filter(
        ({ product }) => !label.named_only || productsOf(label).some((each) => each.name === product?.name),
      );
    const registered = productsOf(label).filter((product) =>
      registrationFor(product, label.id, context.date),
    );
    const rows: LabelProductOnDate[] = registered
      .filter((product) => !named.some((each) => each.product?.name === product.name))
      .map((product) => {
        const registration = registrationFor(product, label.id, context.date) as Registration;
        return {
          label: label.id,
          name: product.name,
          epa_reg_number: registration.epa_reg_number,
          registration: registration.note,
          registered: true,
          named: false,
        };
      });
    for (const { name, product } of named) {
      const registration = product ? registrationFor(product, label.id, context.date) : null;
      const latest = product?.registrations.at(-1) ?? null;
      rows.push({
        label: label.id,
        name: product?.name ?? name,
        epa_reg_number: (registration ?? latest)?.epa_reg_number ?? null,
        registration: registration
          ? registration.note
          : `Not registered for this use: ${label.title.toLowerCase()} on ${context.date}. ${latest?.note ?? 'A product not known here.'}`,
        registered: registration !== null,
        named: true,
      });
    }
    return rows;
  });
}

/** Products of the tank's labels not registered for their use on the date: to flag, not to hide. */
export function unregisteredProducts(context: TankContext, labels: readonly Label[] = LABELS) {
  return labelProducts(context, labels).filter((product) => !product.registered);
}

/** The largest downwind buffer of the tank's labels in force, with its source. */
export function largestBuffer(context: TankContext, labels: readonly Label[] = LABELS) {
  let largest: { active: string; downwind_ft: number; other_sides_ft: number; source: string } | null = null;
  for (const { label, rule } of rulesInForce(context, labels))
    if (rule.kind === 'buffer' && (!largest || rule.downwind_ft > largest.downwind_ft))
      largest = {
        active: label.active,
        downwind_ft: rule.downwind_ft,
        other_sides_ft: rule.other_sides_ft ?? 0,
        source: rule.source,
      };
  return largest;
}

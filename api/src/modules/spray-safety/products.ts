import { brandOf } from '../catalogue/brands';
import productData from './products.json' with { type: 'json' };

// Products as data (products.json): every name a grower can give a product resolves to it, and
// each of its registrations says from when to when, for which label's use, under which EPA
// number (null where not confirmed here) and whether it is restricted use. The label rules ask
// "is this product registered for over-the-top use on this date"; the report asks "is this
// product restricted use". Pure: nothing here reads the clock or the database.

export type Registration = {
  epa_reg_number: string | null;
  registrant: string | null;
  /** YYYY-MM-DD, first day; null when not recorded here. */
  from: string | null;
  /** YYYY-MM-DD, the day it ended (not included); null while in force. */
  until: string | null;
  /** The labels (labels.json ids) whose use this registration allows. */
  uses: string[];
  restricted_use: boolean;
  note: string;
};

export type Product = {
  name: string;
  aliases: string[];
  /** Catalogue names of the actives it carries. */
  actives: string[];
  registrations: Registration[];
};

export const PRODUCTS = productData.products as Product[];

/** Actives a name alone shows, for products not listed (generics): 'Dicamba DMA 4' carries dicamba. */
const ACTIVES_IN_NAMES = ['dicamba', '2,4-D', 'atrazine', 'paraquat', 'glufosinate', 'glyphosate'];
/** Actives whose every label is restricted use (40 CFR 152.175 classification on each label). */
const RESTRICTED_ACTIVES = new Set(['atrazine', 'paraquat']);

/** A name as a key: case, trademark signs (a space where they join words: 'Engenia®Herbicide'), 'w/' for 'with'. */
const key = (name: string) =>
  brandOf(name)
    .toLowerCase()
    .replace(/[®™]/g, ' ')
    .replace(/\bw\/\s*/g, 'with ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The product a grower's name stands for: its name or an alias, whatever the case and the
 * catalogue's note in brackets ('Tavium (premix with S-metolachlor)'). A name not listed that
 * names an active ('Dicamba DGA', 'Banvel' is not one) stands for a generic of that active,
 * registered for no over-the-top use; null for a name nothing can be said of.
 */
export function resolveProduct(name: string, products: readonly Product[] = PRODUCTS): Product | null {
  // An EPA Reg. No. ('264-1241', 'EPA Reg. No. 7969-472') names one registration, the jug in hand:
  // the product with that registration alone, so a vacated number is never read as a later one.
  const typed = /^\s*(?:EPA\s*Reg\.?\s*No\.?\s*)?(\d+-\d+(?:-\d+)?)\s*$/i.exec(name)?.[1];
  if (typed) {
    const number = basicNumber(typed);
    const product = products.find((each) =>
      each.registrations.some((registration) => registration.epa_reg_number === number),
    );
    if (!product) return null;
    return {
      ...product,
      registrations: product.registrations.filter((registration) => registration.epa_reg_number === number),
    };
  }
  const wanted = key(name);
  const listed = products.find(
    (product) => key(product.name) === wanted || product.aliases.some((alias) => key(alias) === wanted),
  );
  if (listed) return listed;
  const actives = ACTIVES_IN_NAMES.filter((active) => wanted.includes(active.toLowerCase()));
  if (actives.length === 0) return null;
  return {
    name: brandOf(name),
    aliases: [],
    actives,
    registrations: [
      {
        epa_reg_number: null,
        registrant: null,
        from: null,
        until: null,
        uses: [],
        restricted_use: actives.some((active) => RESTRICTED_ACTIVES.has(active)),
        note: 'A generic product not listed here: registered for no over-the-top use this product knows of.',
      },
    ],
  };
}

const inForce = (registration: Registration, date: string) =>
  (registration.from === null || date >= registration.from) &&
  (registration.until === null || date < registration.until);

/** The product's registration for a label's use in force on the date, or null (not registered for it). */
export function registrationFor(product: Product, use: string, date: string): Registration | null {
  return (
    product.registrations.find(
      (registration) => registration.uses.includes(use) && inForce(registration, date),
    ) ?? null
  );
}

/**
 * Whether a product is restricted use (the report asks this of every product applied): on the
 * date, by the registration in force then; without a date, by any of its registrations; and
 * whatever its registrations say, when any of its actives is one every label of which is
 * restricted use (atrazine, paraquat). A name nothing is known of answers 'unknown', never
 * false: the record then asks what a restricted-use product needs. Keep this name and place:
 * the report code imports it.
 */
export function isRestrictedUse(name: string, date?: string): boolean | 'unknown' {
  const product = resolveProduct(name);
  if (!product) return 'unknown';
  if (product.actives.some((active) => RESTRICTED_ACTIVES.has(active))) return true;
  const registrations =
    date === undefined
      ? product.registrations
      : product.registrations.filter((registration) => inForce(registration, date));
  // No registration in force that day: judged by the product's own classification.
  const judged = registrations.length > 0 ? registrations : product.registrations;
  return judged.some((registration) => registration.restricted_use);
}

/**
 * '7969-472-1234' (a distributor's number) → '7969-472': the registration it is sold under; EPA's
 * Pesticide Product Label System pads each number with zeros ('007969-00472'), which name the same.
 */
export const basicRegistrationNumber = (number: string) =>
  number
    .trim()
    .split('-')
    .slice(0, 2)
    .map((part) => part.replace(/^0+(?=\d)/, ''))
    .join('-');
const basicNumber = basicRegistrationNumber;

/**
 * Whether the registration an EPA Reg. No. names is restricted use, by its own classification
 * (40 CFR 152.175; the label's "RESTRICTED USE PESTICIDE"), whatever name the grower gave the
 * product; a distributor's suffix is read as the registration's own number. 'unknown' for a
 * number no registration here has, or one held under two classifications. Keep this name and
 * place: the report code imports it.
 */
export function restrictedUseOfNumber(number: string): boolean | 'unknown' {
  const wanted = basicNumber(number);
  if (!/^\d+-\d+$/.test(wanted)) return 'unknown';
  const classes = new Set(
    PRODUCTS.flatMap((product) => product.registrations)
      .filter((registration) => registration.epa_reg_number === wanted)
      .map((registration) => registration.restricted_use),
  );
  return classes.size === 1 ? [...classes][0] === true : 'unknown';
}

/** A registration number's standing on a day it was not in force, as its registration data gives it. */
export type NumberOutOfRegistration = {
  product: string;
  status: 'registration ended' | 'not yet registered';
  /** The first day of the registration under this number, when it was not yet registered. */
  from: string | null;
  /** The day its registration under this number ended, when it had ended. */
  until: string | null;
  /** The product registered again that day under a number not confirmed here: from when; else null. */
  againFrom: string | null;
};

/**
 * Whether the registration an EPA Reg. No. names (a distributor's suffix and zero padding aside)
 * was in force on a day ('YYYY-MM-DD'): null when it was, or when no registration here has the
 * number (nothing known is nothing said); else which way it was not. Keep this name and place: the
 * report code imports it.
 */
export function numberOutOfRegistration(number: string, day: string): NumberOutOfRegistration | null {
  const wanted = basicNumber(number);
  if (!/^\d+-\d+$/.test(wanted) || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const held = PRODUCTS.flatMap((product) =>
    product.registrations
      .filter((registration) => registration.epa_reg_number === wanted)
      .map((registration) => ({ product, registration })),
  );
  if (held.length === 0 || held.some(({ registration }) => inForce(registration, day))) return null;
  const ended = held
    .filter(({ registration }) => registration.until !== null && registration.until <= day)
    .sort((a, b) => ((b.registration.until as string) < (a.registration.until as string) ? -1 : 1))[0];
  const chosen =
    ended ?? held.sort((a, b) => ((a.registration.from ?? '') < (b.registration.from ?? '') ? -1 : 1))[0];
  if (!chosen) return null;
  const again = chosen.product.registrations.find(
    (registration) => registration.epa_reg_number === null && inForce(registration, day),
  );
  return {
    product: chosen.product.name,
    status: ended ? 'registration ended' : 'not yet registered',
    from: ended ? null : chosen.registration.from,
    until: ended ? chosen.registration.until : null,
    againFrom: again?.from ?? null,
  };
}

/** 'EPA Reg. No. 264-1241', or that the number is not confirmed here. */
export function registrationNumberLine(registration: Registration | null): string {
  return registration?.epa_reg_number
    ? `EPA Reg. No. ${registration.epa_reg_number}`
    : 'EPA Reg. No. not confirmed here: take it from the label in hand';
}

import type { Queryable } from '../../db/db';

// SQL of the catalogue's application reference: the nozzle reference data (ASABE S572 droplet
// classes, makers, nozzle types and sizes, pump pressures) and the EPA product registrations
// that an Application Summary Report is checked against and prints from. No rules here.

export type NozzleReference = {
  pump_pressures: number[];
  droplet_classes: { code: string; name: string; colour: string; vmd_microns: string }[];
  nozzle_sizes: { code: string; colour: string; gpm_at_40_psi: number }[];
  manufacturers: {
    id: number;
    name: string;
    noozleTypeCode: string;
    noozle_types: { code: string; name: string; kind: string }[];
  }[];
};

export async function nozzleReference(db: Queryable): Promise<NozzleReference> {
  const pressures = await db.query<{ psi: number }>('SELECT psi FROM pump_pressures ORDER BY psi');
  const classes = await db.query<NozzleReference['droplet_classes'][number]>(
    'SELECT code, name, colour, vmd_microns FROM droplet_classes ORDER BY rank',
  );
  const sizes = await db.query<{ code: string; colour: string; gpm_at_40_psi: string }>(
    'SELECT code, colour, gpm_at_40_psi FROM nozzle_sizes ORDER BY gpm_at_40_psi',
  );
  const makers = await db.query<{ id: number; name: string; noozle_type_code: string }>(
    'SELECT id, name, noozle_type_code FROM nozzle_manufacturers ORDER BY id',
  );
  const types = await db.query<{ manufacturer_id: number; code: string; name: string; kind: string }>(
    'SELECT manufacturer_id, code, name, kind FROM nozzle_types ORDER BY manufacturer_id, rank',
  );
  return {
    pump_pressures: pressures.map((row) => Number(row.psi)),
    droplet_classes: classes,
    nozzle_sizes: sizes.map((row) => ({ ...row, gpm_at_40_psi: Number(row.gpm_at_40_psi) })),
    manufacturers: makers.map((maker) => ({
      id: Number(maker.id),
      name: maker.name,
      noozleTypeCode: maker.noozle_type_code,
      noozle_types: types
        .filter((type) => Number(type.manufacturer_id) === Number(maker.id))
        .map(({ code, name, kind }) => ({ code, name, kind })),
    })),
  };
}

export type ProductRegistration = {
  product_name: string;
  epa_reg_number: string;
  registrant: string;
  /** Its first day ('YYYY-MM-DD'); null when registered before the reference recorded dates. */
  registered_from: string | null;
  /** The day it ended (vacated or cancelled), itself not covered; null while it lasts. */
  registered_until: string | null;
  registration_note: string | null;
};

// Dates as text: the pg driver would turn a date into a Date at local midnight.
export const productRegistrations = (db: Queryable) =>
  db.query<ProductRegistration>(
    `SELECT product_name, epa_reg_number, registrant, registered_from::text AS registered_from,
            registered_until::text AS registered_until, registration_note
     FROM product_registrations ORDER BY lower(product_name)`,
  );

/** A product whose record is regulated: restricted use (7 CFR 110), or its label asks more. */
export type RecordProduct = {
  productName: string;
  epaRegNumber: string;
  restrictedUse: boolean;
  recordRule: 'dicamba-ott' | null;
};

/**
 * The catalogue's products with what their record asks: restricted use (7 CFR 110), a label's own
 * list, or neither (a product the catalogue lists as general use, which is known, not unknown).
 */
export async function recordProducts(db: Queryable): Promise<RecordProduct[]> {
  const rows = await db.query<{
    product_name: string;
    epa_reg_number: string;
    restricted_use: boolean;
    record_rule: 'dicamba-ott' | null;
  }>(
    `SELECT product_name, epa_reg_number, restricted_use, record_rule FROM product_registrations
     ORDER BY product_name`,
  );
  return rows.map((row) => ({
    productName: row.product_name,
    epaRegNumber: row.epa_reg_number,
    restrictedUse: row.restricted_use,
    recordRule: row.record_rule,
  }));
}

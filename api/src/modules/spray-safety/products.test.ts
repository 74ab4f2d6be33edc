import { describe, expect, it } from 'vitest';
import { isRestrictedUse, registrationFor, resolveProduct } from './products';

// Products as data (products.json): any name a grower gives resolves, registrations have dates,
// and restricted use is a property of each registration (the report asks isRestrictedUse).
describe('a product by any name', () => {
  it('resolves brand names, aliases and the catalogue’s notes in brackets', () => {
    const names: [string, string][] = [
      ['XtendiMax with VaporGrip Technology', 'XtendiMax'],
      ['xtendimax', 'XtendiMax'],
      ['Tavium (premix with S-metolachlor)', 'Tavium'],
      ['FeXapan (not sold since 2021)', 'FeXapan'],
      ['Stryax Herbicide', 'Stryax'],
      ['Enlist Duo (premix with glyphosate)', 'Enlist Duo'],
    ];
    for (const [name, product] of names) expect(resolveProduct(name)?.name, name).toBe(product);
  });

  it('takes a generic by the active its name carries, registered for no over-the-top use', () => {
    const generic = resolveProduct('Dicamba DMA 4') ?? null;
    expect(generic?.actives).toEqual(['dicamba']);
    expect(registrationFor(generic as NonNullable<typeof generic>, 'dicamba-ott', '2026-06-15')).toBeNull();
    expect(resolveProduct('Bullseye 3000')).toBeNull();
    expect(isRestrictedUse('Bullseye 3000')).toBe('unknown');
  });
});

describe('registration dates', () => {
  const ott = (name: string, date: string) =>
    registrationFor(
      resolveProduct(name) as NonNullable<ReturnType<typeof resolveProduct>>,
      'dicamba-ott',
      date,
    );

  it('Tavium from 5 Apr 2019 to its vacatur on 6 Feb 2024, and again from 6 Feb 2026 under a number not confirmed', () => {
    expect(ott('Tavium', '2019-04-04')).toBeNull();
    expect(ott('Tavium', '2019-04-05')?.epa_reg_number).toBe('100-1623');
    expect(ott('Tavium', '2024-02-05')?.epa_reg_number).toBe('100-1623');
    expect(ott('Tavium', '2024-02-06')).toBeNull();
    expect(ott('Tavium', '2026-02-05')).toBeNull();
    expect(ott('Tavium', '2026-02-06')).toMatchObject({ epa_reg_number: null });
  });

  it('Engenia 7969-472 only until 6 Feb 2024: never shown as current', () => {
    expect(ott('Engenia', '2024-02-05')?.epa_reg_number).toBe('7969-472');
    expect(ott('Engenia', '2026-06-15')?.epa_reg_number).toBeNull();
  });

  it('XtendiMax is not registered for over-the-top use in 2026; Stryax is, as 264-1241', () => {
    expect(ott('XtendiMax', '2026-06-15')).toBeNull();
    expect(ott('Stryax', '2026-02-06')?.epa_reg_number).toBe('264-1241');
    expect(ott('Stryax', '2026-02-05')).toBeNull();
  });

  it('Enlist Duo from 15 Oct 2014', () => {
    const duo = resolveProduct('Enlist Duo') as NonNullable<ReturnType<typeof resolveProduct>>;
    expect(registrationFor(duo, 'enlist', '2014-10-14')).toBeNull();
    expect(registrationFor(duo, 'enlist', '2014-10-15')?.epa_reg_number).toBe('62719-649');
  });
});

describe('restricted use', () => {
  it('is true of every atrazine product and premix, paraquat and over-the-top dicamba', () => {
    for (const name of [
      'Acuron',
      'Acuron (premix)',
      'AAtrex 4L',
      'Atrazine 4L',
      'Lumax EZ (premix)',
      'Lexar EZ',
      'Bicep II Magnum (premix with S-metolachlor)',
      'Gramoxone SL 3.0',
      'Parazone 3SL',
      'Stryax',
      'Engenia',
      'Tavium',
      'XtendiMax',
      'Generic Atrazine 90DF',
    ])
      expect(isRestrictedUse(name), name).toBe(true);
  });

  it('is false of a premix without atrazine, Clarity, Enlist and glyphosate', () => {
    for (const name of [
      'Acuron Flexi',
      'Clarity',
      'Enlist One',
      'Enlist Duo',
      'Roundup PowerMAX 3',
      'Liberty ULTRA',
    ])
      expect(isRestrictedUse(name), name).toBe(false);
  });
});

describe('restricted use, a property of each registration (40 CFR 152.175)', () => {
  it('holds for the names in the data', () => {
    expect(
      ['Acuron', 'Lumax EZ', 'Bicep II Magnum', 'Gramoxone SL 3.0', 'Atrazine 90DF'].map((name) =>
        isRestrictedUse(name),
      ),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['Acuron Flexi', 'Roundup PowerMAX 3', 'glyphosate', 'Clarity'].map((name) => isRestrictedUse(name)),
    ).toEqual([false, false, false, false]);
  });
  // Each of these is a restricted-use atrazine or paraquat product; none is in products.json and
  // none names its active, so resolveProduct answers null and isRestrictedUse answers false: an
  // unknown name is reported as not restricted use.
  for (const name of [
    'Gramoxone 2.0',
    'Degree Xtra',
    'Harness Xtra',
    'AAtrex Nine-O',
    'Parashot 3.0',
    'Keystone NXT',
  ])
    it(`${name} is restricted use (by its atrazine or paraquat)`, () => {
      expect(isRestrictedUse(name)).toBe(true);
    });
});

describe('product names as growers type them', () => {
  it('holds: trademark signs, case and spacing', () => {
    for (const [typed, product] of [
      ['XtendiMax® with VaporGrip® Technology', 'XtendiMax'],
      ['xtendimax  with vaporgrip', 'XtendiMax'],
      ['Engenia herbicide', 'Engenia'],
      ['STRYAX™ Herbicide', 'Stryax'],
    ])
      expect(resolveProduct(typed as string)?.name, typed).toBe(product);
  });
  it('"XtendiMax w/ VaporGrip" and "Engenia®Herbicide" resolve to their products', () => {
    expect(resolveProduct('XtendiMax w/ VaporGrip')?.name).toBe('XtendiMax');
    expect(resolveProduct('Engenia®Herbicide')?.name).toBe('Engenia');
  });
});

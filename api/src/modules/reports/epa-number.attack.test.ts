import { describe, expect, it } from 'vitest';
import { restrictedUseOfNumber } from '../spray-safety/products';
import { normaliseForm } from './form';
import { checkedForm as good, checkReference as reference } from './form.testing';
import { checkForm, regulatedProducts } from './form-check';
import { brokenLabelLimits } from './label-limits';

// An EPA Reg. No. typed as a grower finds it: on a label ("EPA Reg. No. 7969-472"), with a colon or
// a "#", copied from a PDF with an en dash, or from EPA's Pesticide Product Label System, which pads
// the company and product numbers with zeros ("007969-00472"). Each is the same registration
// (40 CFR 152.130: the number is the company number and the product number, with a distributor
// number after them), so each finds the product's record rules and its restricted use.
const engenia = (epaRegNumber: string) => {
  const form = good();
  form.applications = [
    {
      productName: 'Dicamba herbicide',
      epaRegNumber,
      useRate: '12.8 fl oz/acre',
      totalAmount: 8,
      totalAmountUnit: 'gal',
    },
  ];
  return form;
};

describe('an EPA Reg. No. typed as the label, a PDF or EPA’s label system writes it', () => {
  it.each([
    'EPA Reg. No. 7969-472',
    'EPA Reg. No.: 7969-472',
    'EPA Reg No 7969-472',
    'EPA Registration No. 7969-472',
    'Reg. # 7969-472',
    '7969 - 472',
    '7969\u2013472',
    '007969-00472',
    'EPA Reg. No. 007969-00472-0001',
  ])('%s is Engenia: an over-the-top dicamba record, restricted use', (typed) => {
    const form = normaliseForm(engenia(typed));
    const problems = checkForm(form, reference);
    expect(problems['applications.0.epaRegNumber']).toBeUndefined();
    expect(regulatedProducts(form, reference.products)[0]).toMatchObject({
      restrictedUse: true,
      recordRule: 'dicamba-ott',
    });
    // The dicamba label's own record items are asked of it.
    expect(problems['equipment.downwindBufferFt']).toBeDefined();
  });

  it('reads a zero-padded number as the registration it names in the product data', () => {
    expect(restrictedUseOfNumber('000100-00497')).toBe(true);
    expect(restrictedUseOfNumber('0100-497-00012')).toBe(true);
  });

  it('keeps the number the grower gave, only without the words around it', () => {
    expect(normaliseForm(engenia('EPA Reg. No.: 7969 - 472')).applications[0]?.epaRegNumber).toBe('7969-472');
    expect(normaliseForm(engenia('007969-00472')).applications[0]?.epaRegNumber).toBe('007969-00472');
  });

  it('still refuses what is no registration number', () => {
    for (const typed of ['7969 345', 'EPA Reg. No.', '7969-', '=7969-472', '7969-472-'])
      expect(
        checkForm(normaliseForm(engenia(typed)), reference)['applications.0.epaRegNumber'],
      ).toBeDefined();
  });

  it("judges the Stryax label's rate of a product given by its zero-padded number only", () => {
    const form = good();
    form.applications = [{ productName: 'Dicamba', epaRegNumber: '000264-01241', useRate: '44 fl oz/acre' }];
    expect(brokenLabelLimits(normaliseForm(form), 'Dicamba').join(' ')).toMatch(
      /44 fl oz\/A, over the Stryax label/,
    );
  });
});

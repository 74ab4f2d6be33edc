import { describe, expect, it } from 'vitest';
import { normaliseForm } from './form';
import { dicambaRecordGiven, checkedForm as good, checkReference as reference } from './form.testing';
import { checkForm, regulatedProducts } from './form-check';
import { flOzPerAcre } from './label-limits';

// What a product's registration and its label's limits ask of a record (issue 51, items 2 and 9),
// judged on the form alone.
describe("a record's products, by their registrations and labels", () => {
  it('asks the certification number of a product restricted by the registration its EPA number names, whatever it is called', () => {
    const form = good();
    form.generalInfo.applicatorLicenseNumber = '';
    // FeXapan's registration (352-938) is restricted use; the catalogue rows here do not list it,
    // and the grower wrote the name off the jug's back panel.
    form.applications = [
      { productName: 'Herbicide from the co-op', epaRegNumber: '352-938-100', useRate: '22 fl oz/acre' },
    ];
    expect(checkForm(normaliseForm(form), reference)['generalInfo.applicatorLicenseNumber']).toEqual([
      "Enter the certified applicator's certification number: Herbicide from the co-op is a restricted-use pesticide.",
    ]);
    // A number no registration here has, under a name nothing knows, is not judged restricted use
    // by guesswork: the record says it is not known (regulatedProducts answers null for it).
    form.applications = [{ productName: 'Zorbex 7', epaRegNumber: '99999-1', useRate: '1 pt/acre' }];
    expect(checkForm(normaliseForm(form), reference)).toEqual({});
    expect(regulatedProducts(normaliseForm(form), reference.products)).toEqual([null]);
    // A general-use product the registration data knows is known, and not restricted.
    form.applications = [
      { productName: 'Roundup PowerMAX 3', epaRegNumber: '524-549', useRate: '32 fl oz/acre' },
    ];
    expect(regulatedProducts(normaliseForm(form), reference.products)).toEqual([
      { productName: 'Roundup PowerMAX 3', epaRegNumber: '524-549', restrictedUse: false, recordRule: null },
    ]);
  });

  it("asks for the applicator's explanation when Stryax is applied above its label's 22 fl oz/A, read from the rate or the total", () => {
    const stryax = {
      ...reference,
      products: [
        ...reference.products,
        {
          productName: 'Stryax',
          epaRegNumber: '264-1241',
          restrictedUse: true,
          recordRule: 'dicamba-ott' as const,
        },
      ],
    };
    const form = good();
    form.applications = [
      {
        productName: 'Stryax',
        epaRegNumber: '264-1241',
        useRate: '1.5 pt/A',
        totalAmount: 10,
        totalAmountUnit: 'gal',
      },
    ];
    form.generalInfo.registryCheckedOn = '2026-11-23';
    form.weather.atFinish = { temperature: 78, windSpeed: 6, windDirection: 'SSW' };
    form.equipment = { carrierGpa: 15, groundSpeedMph: 12, adjuvants: 'VRA, DRA', downwindBufferFt: 240 };
    form.dicambaRecord = dicambaRecordGiven();
    // 1.5 pt/A is 24 fl oz/A.
    expect(checkForm(normaliseForm(form), stryax)).toEqual({
      'equipment.limitsExplanation': [
        "Say why the label's limits were broken (Stryax at 24 fl oz/A, over the Stryax label's 22 fl oz/A per application): the record is kept with your explanation.",
      ],
    });
    // 22 fl oz/A typed, but 20 gal over 80 acres is 32 fl oz/A: the total tells.
    form.applications = [{ ...form.applications[0]!, useRate: '22 fl oz/acre', totalAmount: 20 }];
    expect(checkForm(normaliseForm(form), stryax)['equipment.limitsExplanation']?.[0]).toContain(
      'Stryax at 32 fl oz/A',
    );
    form.equipment.limitsExplanation = 'Refilled over the headland; the controller log shows the overlap.';
    expect(checkForm(normaliseForm(form), stryax)).toEqual({});
    // Within the label (22 fl oz/A, 13.75 gal over 80 acres) nothing is asked.
    form.equipment.limitsExplanation = '';
    form.applications = [{ ...form.applications[0]!, totalAmount: 13.75 }];
    expect(checkForm(normaliseForm(form), stryax)).toEqual({});
    expect([flOzPerAcre('1 qt/ac'), flOzPerAcre('22 oz per acre'), flOzPerAcre('a jug a field')]).toEqual([
      32,
      22,
      null,
    ]);
  });
});

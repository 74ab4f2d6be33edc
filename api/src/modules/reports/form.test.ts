import { describe, expect, it } from 'vitest';
import { normaliseForm, type ReportForm } from './form';
import { dicambaRecordGiven, checkedForm as good, checkReference as reference } from './form.testing';
import { checkForm } from './form-check';
import { compassDegrees, emptyForm } from './service';

describe('checking a report form', () => {
  it('accepts a complete form once normalised (wind and droplet class uppercased)', () => {
    const form = normaliseForm(good());
    expect(form.weather.windDirection).toBe('SW');
    expect(checkForm(form, reference)).toEqual({});
  });

  it('accepts a distributor-suffixed EPA number and refuses a made-up one', () => {
    const form = good();
    form.applications = [
      { productName: 'A', epaRegNumber: '5905-564-34704', useRate: '1 pt/acre' },
      { productName: 'B', epaRegNumber: '7969 345', useRate: '1 pt/acre' },
    ];
    expect(Object.keys(checkForm(normaliseForm(form), reference))).toEqual(['applications.1.epaRegNumber']);
  });

  it('takes an application across midnight when it ends the next day, and judges the end with its date', () => {
    const at = (start: string, stop: string, applicationStopsNextDay?: boolean) => {
      const form = good();
      form.generalInfo = { ...form.generalInfo, applicationStart: start, applicationStop: stop };
      if (applicationStopsNextDay !== undefined)
        form.generalInfo.applicationStopsNextDay = applicationStopsNextDay;
      return checkForm(normaliseForm(form), reference)['generalInfo.applicationStop'] ?? [];
    };
    expect(at('23:30', '00:30')).toEqual(['The stop time must be after the start time.']);
    expect(at('23:30', '00:30', true)).toEqual([]);
    expect(at('07:00', '07:45', false)).toEqual([]);
    expect(at('07:00', '08:00', true)).toEqual([
      'An application that ends the next day must end within 24 hours of its start.',
    ]);
    // A form saved before the choice existed ends the same day.
    expect(normaliseForm(good()).generalInfo.applicationStopsNextDay).toBe(false);
  });

  it('finds an impossible date and a blank form wrong everywhere', () => {
    expect(Object.keys(checkForm({ ...normaliseForm(good()), reportDate: '2026-02-30' }, reference))).toEqual(
      ['reportDate'],
    );
    const blank = checkForm(normaliseForm(emptyForm('')), reference);
    // Every element a plain record needs (the certification number only with a restricted product).
    expect(Object.keys(blank)).toHaveLength(21);
    expect(blank['site.cropOrSite']).toEqual(['Enter the crop or site treated, e.g. soybean.']);
    expect(blank['generalInfo.applicatorLicenseNumber']).toBeUndefined();
  });

  it('asks a restricted-use product for the certification number and the total amount, naming it', () => {
    const form = good();
    form.generalInfo.applicatorLicenseNumber = '';
    // Without a restricted-use product the certification number may be left empty (7 CFR 110).
    expect(checkForm(normaliseForm(form), reference)).toEqual({});
    // Found by its number, the distributor's suffix aside, whatever it is called on the form.
    form.applications = [{ productName: 'Atrazine 4L', epaRegNumber: '100-497-1234', useRate: '1 qt/acre' }];
    expect(checkForm(normaliseForm(form), reference)).toEqual({
      'generalInfo.applicatorLicenseNumber': [
        "Enter the certified applicator's certification number: AAtrex 4L is a restricted-use pesticide.",
      ],
      'applications.0.totalAmount': [
        'Enter the total amount of Atrazine 4L applied, with its unit: it is a restricted-use pesticide.',
      ],
    });
    form.generalInfo.applicatorLicenseNumber = 'KS-12345';
    form.applications = [{ ...form.applications[0]!, totalAmount: 20, totalAmountUnit: 'qt' }];
    expect(checkForm(normaliseForm(form), reference)).toEqual({});
  });

  it('asks the certification number and total amount of Acuron, restricted use by its atrazine, though the catalogue rows miss it', () => {
    const form = good();
    form.generalInfo.applicatorLicenseNumber = '';
    form.applications = [{ productName: 'Acuron', epaRegNumber: '', useRate: '3 qt/acre' }];
    const problems = checkForm(normaliseForm(form), reference);
    expect(problems['generalInfo.applicatorLicenseNumber']).toEqual([
      "Enter the certified applicator's certification number: Acuron is a restricted-use pesticide.",
    ]);
    expect(problems['applications.0.totalAmount']).toEqual([
      'Enter the total amount of Acuron applied, with its unit: it is a restricted-use pesticide.',
    ]);
    // A premix without atrazine is not.
    form.applications = [{ productName: 'Acuron Flexi', epaRegNumber: '', useRate: '2 qt/acre' }];
    expect(checkForm(normaliseForm(form), reference)['generalInfo.applicatorLicenseNumber']).toBeUndefined();
  });

  it('asks an over-the-top dicamba product for what its label asks a record to hold', () => {
    const form = good();
    form.applications = [
      {
        productName: 'Engenia',
        epaRegNumber: '7969-472',
        useRate: '12.8 fl oz/acre',
        totalAmount: 8,
        totalAmountUnit: 'gal',
      },
    ];
    expect(Object.keys(checkForm(normaliseForm(form), reference)).sort()).toEqual([
      'dicambaRecord.adjacentSurveyedOn',
      'dicambaRecord.applicationTiming',
      'dicambaRecord.cleanoutMethod',
      'dicambaRecord.cleanoutOn',
      'dicambaRecord.registryName',
      'dicambaRecord.runoffPoints',
      'dicambaRecord.trainingCompletedOn',
      'dicambaRecord.trainingProvider',
      'equipment.adjuvants',
      'equipment.carrierGpa',
      'equipment.downwindBufferFt',
      'equipment.groundSpeedMph',
      'generalInfo.registryCheckedOn',
      'weather.atFinish.temperature',
      'weather.atFinish.windDirection',
      'weather.atFinish.windSpeed',
    ]);
    expect(checkForm(normaliseForm(form), reference)['dicambaRecord.trainingProvider']).toEqual([
      "Name who gave the certified applicator's dicamba-specific training: the Engenia label asks for proof of it.",
    ]);
    form.dicambaRecord = dicambaRecordGiven();
    expect(checkForm(normaliseForm(form), reference)['equipment.carrierGpa']).toEqual([
      'Enter the carrier volume in gallons per acre: the Engenia label asks for it.',
    ]);
    form.generalInfo.registryCheckedOn = '2026-11-23';
    form.weather.atFinish = { temperature: 78, windSpeed: 6, windDirection: 'ssw' };
    form.equipment = {
      carrierGpa: 15,
      groundSpeedMph: 12,
      adjuvants: 'VaporGrip Xtra (VRA), Sentris (DRA)',
      downwindBufferFt: 240,
    };
    expect(checkForm(normaliseForm(form), reference)).toEqual({});
  });

  it("saves a dicamba record that breaks the label's equipment limits only with the applicator's explanation", () => {
    const form = good();
    form.applications = [
      {
        productName: 'Engenia',
        epaRegNumber: '7969-472',
        useRate: '12.8 fl oz/acre',
        totalAmount: 8,
        totalAmountUnit: 'gal',
      },
    ];
    form.generalInfo.registryCheckedOn = '2026-11-23';
    form.weather.atFinish = { temperature: 78, windSpeed: 6, windDirection: 'SSW' };
    form.nozzle = { ...form.nozzle, boomHeightTemp: 30, dropletClass: 'M' };
    form.equipment = { carrierGpa: 15, groundSpeedMph: 18, adjuvants: 'VRA, DRA', downwindBufferFt: 240 };
    form.dicambaRecord = dicambaRecordGiven();
    expect(checkForm(normaliseForm(form), reference)).toEqual({
      'equipment.limitsExplanation': [
        "Say why the label's limits were broken (ground speed 18 mph, over the Engenia label's 15 mph; boom 30 in. above the target, over the Engenia label's 24 in.; M droplets, finer than the Coarse the Engenia label asks for): the record is kept with your explanation.",
      ],
    });
    form.equipment.limitsExplanation = 'Speedometer read 15 mph; the GPS log shows 18 on the downhill pass.';
    expect(checkForm(normaliseForm(form), reference)).toEqual({});
    // A product without those limits asks for nothing.
    form.applications = good().applications;
    form.equipment.limitsExplanation = '';
    expect(checkForm(normaliseForm(form), reference)['equipment.limitsExplanation']).toBeUndefined();
  });

  it("asks an over-the-top dicamba record for the 2026 label's items 11-24 it keeps, and another product for none", () => {
    const dicamba = () => {
      const form = good();
      form.applications = [
        {
          productName: 'Engenia',
          epaRegNumber: '7969-472',
          useRate: '12.8 fl oz/acre',
          totalAmount: 8,
          totalAmountUnit: 'gal',
        },
      ];
      form.generalInfo.registryCheckedOn = '2026-11-23';
      form.weather.atFinish = { temperature: 78, windSpeed: 6, windDirection: 'SSW' };
      form.equipment = { carrierGpa: 15, groundSpeedMph: 12, adjuvants: 'VRA, DRA', downwindBufferFt: 240 };
      form.dicambaRecord = dicambaRecordGiven();
      return form;
    };
    expect(checkForm(normaliseForm(dicamba()), reference)).toEqual({});
    // Item 12 is a choice; item 16's practices are asked when the buffer kept is under 240 ft.
    const form = dicamba();
    form.dicambaRecord = { ...form.dicambaRecord, applicationTiming: 'at planting' };
    form.equipment = { ...form.equipment!, downwindBufferFt: 110 };
    expect(checkForm(normaliseForm(form), reference)).toEqual({
      'dicambaRecord.applicationTiming': [
        'Say whether it was applied preemergence or postemergence to the crop: the Engenia label asks for it.',
      ],
      'dicambaRecord.bufferReduction': [
        "Name the practices that reduced the downwind buffer to 110 ft: the Engenia label's is 240 ft.",
      ],
    });
    form.dicambaRecord = {
      ...form.dicambaRecord,
      applicationTiming: 'postemergence',
      bufferReduction: 'hooded sprayer (Table 9.2)',
    };
    expect(checkForm(normaliseForm(form), reference)).toEqual({});
    // A refill adds a row of readings, each complete (items 22 and 23).
    form.dicambaRecord.refills = [
      ...(form.dicambaRecord.refills ?? []),
      { time: '25:00', temperature: null, windSpeed: 6, windDirection: 'sideways' },
    ];
    expect(Object.keys(checkForm(normaliseForm(form), reference)).sort()).toEqual([
      'dicambaRecord.refills.1.temperature',
      'dicambaRecord.refills.1.time',
      'dicambaRecord.refills.1.windDirection',
    ]);
    // Another product asks for none of them, but a date given is still a date.
    const other = good();
    expect(checkForm(normaliseForm(other), reference)).toEqual({});
    other.dicambaRecord = { cleanoutOn: '1 June' };
    expect(checkForm(normaliseForm(other), reference)).toEqual({
      'dicambaRecord.cleanoutOn': ['Enter the date as year-month-day, e.g. 2026-06-02.'],
    });
  });

  it('refuses an amount without its unit or not above 0, and an area larger than the field', () => {
    const problems = (change: (form: ReportForm) => void) => {
      const form = good();
      change(form);
      return checkForm(normaliseForm(form), reference);
    };
    expect(
      problems((form) => {
        form.applications = [{ ...form.applications[0]!, totalAmount: 3, totalAmountUnit: '' }];
      }),
    ).toEqual({
      'applications.0.totalAmountUnit': ["Choose the total amount's unit (gal, qt, pt, fl oz, lb, oz)."],
    });
    expect(
      problems((form) => {
        form.applications = [{ ...form.applications[0]!, totalAmount: 0, totalAmountUnit: 'gal' }];
      }),
    ).toEqual({
      'applications.0.totalAmount': ['Enter the total amount applied as a number more than 0, e.g. 2.5.'],
    });
    expect(
      problems((form) => {
        form.site = { ...form.site!, areaTreatedAcres: 80.2 };
      }),
    ).toEqual({ 'site.areaTreatedAcres': ['The area treated cannot be larger than the field (80.00 ac).'] });
    // A commercial application names its customer (40 CFR 171.303(b)(7)).
    expect(
      Object.keys(
        problems((form) => {
          form.generalInfo.commercial = true;
        }),
      ),
    ).toEqual(['generalInfo.customerName', 'generalInfo.customerAddress']);
  });

  it('reads compass points as degrees the wind comes from', () => {
    expect(compassDegrees('N')).toBe(0);
    expect(compassDegrees('wsw')).toBe(247.5);
    expect(compassDegrees('CALM')).toBeNull();
  });
});

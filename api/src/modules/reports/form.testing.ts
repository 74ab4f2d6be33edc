import type { FormReference, ReportForm } from './form';

// One filled Application Summary Report form for tests, benches and the authorization matrix:
// as a grower would fill it after an Enlist One pass on soybeans in Kansas.
export const ENLIST_ONE = { productName: 'Enlist One', epaRegNumber: '62719-695', useRate: '32 fl oz/acre' };

export const sampleReportForm = ({
  applicator = 'Ada Grower',
  license = 'KS-C-12345',
  // A copy: a test that changes its form's rate leaves every later form's alone.
  applications = [{ ...ENLIST_ONE }],
}: {
  applicator?: string;
  /** The applicator's licence number (the matrix gives one no other answer may hold). */
  license?: string;
  applications?: ReportForm['applications'];
} = {}): ReportForm => ({
  reportDate: '2026-11-23',
  generalInfo: {
    applicator,
    applicatorLicenseNumber: license,
    sensitiveCropRegistry: true,
    endangeredSpeciesAwareness: true,
    applicationStart: '08:30',
    applicationStop: '10:15',
  },
  site: {
    cropOrSite: 'soybean',
    areaTreatedAcres: 1,
    fsaFarmNumber: '',
    fsaTractNumber: '',
    fsaFieldNumber: '',
  },
  applications,
  weather: { temperature: 68, humidity: 55, windSpeed: 6, windDirection: 'NNW', precipitation: 10 },
  nozzle: {
    manufacturer: 'TeeJet',
    noozleType: 'TTI',
    noozleSize: '04',
    pumpPressure: 40,
    boomHeightTemp: 20,
    dropletClass: 'UC',
  },
});

/** The reference data a unit test of `checkForm` judges against: a field of 80 acres. */
export const checkReference: FormReference = {
  pumpPressures: [15, 20, 30, 40],
  dropletClasses: ['F', 'M', 'C'],
  nozzleSizes: ['02', '04'],
  manufacturers: [{ name: 'Wilger', types: ['ER', 'DR'] }],
  fieldAcres: 80,
  products: [
    { productName: 'AAtrex 4L', epaRegNumber: '100-497', restrictedUse: true, recordRule: null },
    { productName: 'Engenia', epaRegNumber: '7969-472', restrictedUse: true, recordRule: 'dicamba-ott' },
  ],
};

/** A form `checkForm` accepts against `checkReference`, as a grower sends it. */
export const checkedForm = (): ReportForm => ({
  reportDate: '2026-11-23',
  generalInfo: {
    applicator: 'Ada',
    applicatorLicenseNumber: 'KS-1',
    sensitiveCropRegistry: false,
    endangeredSpeciesAwareness: true,
    applicationStart: '07:00',
    applicationStop: '07:45',
  },
  site: {
    cropOrSite: 'soybean',
    areaTreatedAcres: 80,
    fsaFarmNumber: '',
    fsaTractNumber: '',
    fsaFieldNumber: '',
  },
  applications: [{ productName: 'Roundup WeatherMAX', epaRegNumber: '524-537', useRate: '32 fl oz/acre' }],
  weather: { temperature: 75, humidity: 40, windSpeed: 4, windDirection: 'sw', precipitation: 0 },
  nozzle: {
    manufacturer: 'Wilger',
    noozleType: 'DR',
    noozleSize: '04',
    pumpPressure: 30,
    boomHeightTemp: 24,
    dropletClass: 'c',
  },
});

/** The 2026 over-the-top dicamba record items (Stryax label, Record Keeping), all given. */
export const dicambaRecordGiven = (): NonNullable<ReportForm['dicambaRecord']> => ({
  trainingProvider: 'University of Missouri Extension',
  trainingCompletedOn: '2026-03-02',
  applicationTiming: 'postemergence',
  registryName: 'FieldWatch',
  adjacentSurveyedOn: '2026-06-01',
  bufferAreas: 'the grass waterway on the east edge',
  bufferReduction: '',
  cleanoutOn: '2026-06-01',
  cleanoutMethod: 'triple rinse with ammonia cleaner, as section 15.0 directs',
  runoffPoints: 'no-till (2 points), this record (1 point)',
  refills: [{ time: '09:40', temperature: 84, windSpeed: 7, windDirection: 'SSW' }],
});

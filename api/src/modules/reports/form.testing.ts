import type { ReportForm } from './form';

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

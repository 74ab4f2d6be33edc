import type { PrintableReport } from './printable';

// Versions as they were stored before the 2026 dicamba record items 11-24 (`dicambaRecord`)
// existed: their forms hold no `dicambaRecord`. frozen-version.test.ts prints them and compares
// with what the code before that change printed for them (its record's lines and its PDF's
// SHA-256, taken by running that code on these very rows), so a saved version prints as it did.

const square = (west: number, south: number, size = 0.009) =>
  JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west + size, south],
        [west + size, south + size],
        [west, south + size],
        [west, south],
      ],
    ],
  });

type Stored = Omit<PrintableReport, 'form'> & { form: Record<string, unknown> };

const base = {
  field_uuid: '7f3c2a9e-5b1d-4c8e-9a2f-1d3e4b5c6a7f',
  created_at: new Date('2026-06-02T15:00:00Z'),
  version: 1,
  versions: 1,
  change_reason: null,
  field_name: 'Creek quarter',
  farm_name: 'Prairie Farm',
  acres: 80,
  geometry: square(-97.4, 38.1),
  saved_by_name: 'Ada Grower',
  saved_at: new Date('2026-06-02T16:20:00Z'),
  pdf_sha256: null,
};

const printed = (restrictedUse: boolean): Stored['printed'] => ({
  surroundings: { fields: [], freeClus: [], notedLand: [] },
  drift: null,
  nozzleTypeName: 'Turbo TeeJet Induction',
  location: { state: 'Kansas', county: 'Reno County', countyFips: '20155', lat: 38.1045, lng: -97.3955 },
  products: [{ restrictedUse }],
  timeZone: 'America/Chicago',
});

const generalInfo = {
  applicator: 'Ada Grower',
  applicatorLicenseNumber: 'KS-C-12345',
  sensitiveCropRegistry: true,
  endangeredSpeciesAwareness: true,
  applicationStart: '08:30',
  applicationStop: '10:15',
  applicationStopsNextDay: false,
  supervisedApplicators: '',
  registryCheckedOn: '2026-06-01',
  neighboursNotified: '',
  commercial: false,
  customerName: '',
  customerAddress: '',
};
const weather = {
  temperature: 82,
  humidity: 55,
  windSpeed: 6,
  windDirection: 'SSW',
  precipitation: 10,
  source: 'applicator',
  sources: {
    temperature: 'applicator',
    humidity: 'applicator',
    windSpeed: 'applicator',
    windDirection: 'applicator',
  },
  forecastIssuedAt: '',
  atFinish: { temperature: 86, windSpeed: 7, windDirection: 'S' },
};
const nozzle = {
  manufacturer: 'TeeJet',
  noozleType: 'TTI',
  noozleSize: '04',
  pumpPressure: 40,
  boomHeightTemp: 20,
  dropletClass: 'UC',
};
const site = {
  cropOrSite: 'soybean',
  areaTreatedAcres: 80,
  fsaFarmNumber: '',
  fsaTractNumber: '',
  fsaFieldNumber: '',
};

export const STORED_BEFORE_ITEMS_11_24: Record<'stryax' | 'enlist', Stored> = {
  stryax: {
    ...base,
    report_id: 41,
    form: {
      reportDate: '2026-06-02',
      generalInfo,
      site,
      applications: [
        {
          productName: 'Stryax',
          epaRegNumber: '264-1241',
          useRate: '22 fl oz/acre',
          totalAmount: 13.75,
          totalAmountUnit: 'gal',
        },
      ],
      weather,
      nozzle,
      startCheck: null,
      equipment: {
        carrierGpa: 15,
        groundSpeedMph: 12,
        adjuvants: 'VaporGrip Xtra (VRA), Sentris (DRA)',
        downwindBufferFt: 240,
        limitsExplanation: '',
      },
    },
    printed: printed(true),
  },
  enlist: {
    ...base,
    report_id: 42,
    form: {
      reportDate: '2026-06-02',
      generalInfo: { ...generalInfo, registryCheckedOn: '' },
      site,
      applications: [
        {
          productName: 'Enlist One',
          epaRegNumber: '62719-695',
          useRate: '32 fl oz/acre',
          totalAmount: null,
          totalAmountUnit: '',
        },
      ],
      weather: { ...weather, atFinish: { temperature: null, windSpeed: null, windDirection: '' } },
      nozzle,
      startCheck: null,
      equipment: {
        carrierGpa: null,
        groundSpeedMph: null,
        adjuvants: '',
        downwindBufferFt: null,
        limitsExplanation: '',
      },
    },
    printed: printed(false),
  },
};

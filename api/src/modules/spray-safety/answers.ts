import type { DropletClass, LabelBuffer } from './drift-model';
import type { Breach } from './label-rules';
import type { SprayWindow } from './sprayability';
import type { FieldWeather } from './weather-service';

// What the spray-safety calls take and answer (routes.ts gives their wire schemas).

/**
 * What the grower plans to spray, and how: the Dashboard's choice (the web's `PlannedSpray`), or
 * the tank of a spray being started. Scored, zoned and judged here; never a start request itself.
 */
export type PlannedSpray = {
  tank_mix?: number | undefined;
  herbicide_groups?: number[] | undefined;
  droplet_class?: DropletClass | undefined;
  boom_height_in?: number | undefined;
  /** The field's county has Bulletins Live! Two measures the grower switched on. */
  endangered_species?: boolean | undefined;
};

export type DriftZone = {
  type: 'Feature';
  /** GeoJSON MultiPolygon in WGS 84: the area downwind of the field, outside it. */
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] } | null;
  properties: {
    field: string;
    wind_speed_mph: number;
    wind_direction_deg: number;
    /** The compass point the wind blows from ('W'), or 'CALM' without wind. */
    wind_direction: string;
    droplet_class: DropletClass;
    boom_height_in: number;
    active_ingredients: string[];
    distance_ft: number;
    physical_distance_ft: number;
    label_buffer: LabelBuffer | null;
    acres: number;
    /** Whose forecast gave the wind; null when the caller gave it. */
    weather_source: 'nws' | 'sample' | null;
  };
};

export type AdjacentField = {
  uuid: string;
  /** Named for the grower's own fields only; a neighbour's name stays theirs. */
  name: string | null;
  own: boolean;
  crop: number | null;
  crop_trait: number | null;
  /** 'soybean – Enlist E3'; null when the field has no crop recorded. */
  label: string | null;
  is_building: boolean;
  distance_ft: number;
  /** Against the planned spray; null when nothing is planned or the field has no crop. */
  compatible: boolean | null;
  /** The planned actives that would injure it. */
  injuring: string[];
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
};

/** A label that applies to the tank, with its products and whether each is registered today. */
export type LabelInTank = {
  id: string;
  title: string;
  active: string;
  products: { name: string; epa_reg_number: string; registration: string; registered: boolean }[];
};

export type SprayHour = {
  time: string;
  index: number;
  reasons: string[];
  /** False when the hour breaks a rule of a label in the tank, whatever its index. */
  allowed: boolean;
  breaches: Breach[];
  cautions: Breach[];
};

export type Sprayability = {
  field: string;
  index: number;
  /** Allowed by every label in the tank, and an index of 70 or more. */
  good: boolean;
  allowed: boolean;
  breaches: Breach[];
  cautions: Breach[];
  reasons: string[];
  explanation: string;
  weather: FieldWeather;
  hours: SprayHour[];
  labels: LabelInTank[];
  windows: SprayWindow[];
  active_ingredients: string[];
  adjacent_fields: AdjacentField[];
};

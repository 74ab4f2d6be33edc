import type { Db } from '../../db/db';
import type { CatalogueService } from '../catalogue/service';
import type { StartReadings } from '../spray-planner/service';
import type { DropletClass } from '../spray-safety/drift-model';
import type { Forecast } from '../spray-safety/weather-service';
import type { DriftZone } from './printed';

// What the reports module reads from other modules, each through its service (app.ts wires them).

export type ReportDeps = {
  db: Db;
  /** The nozzle reference and the product registrations a report is checked against. */
  catalogue: Pick<CatalogueService, 'load' | 'nozzleReference' | 'productRegistrations' | 'recordProducts'>;
  /** Throws when the weather source is unavailable. */
  forecastAt?: (lat: number, lng: number) => Promise<Forecast>;
  /** What was measured at boom height when the field's farm last started spraying, if lately. */
  /** With `startedAt`: what was measured at the field's spray started then, however long ago. */
  startReadings?: (fieldUuid: string, startedAt?: Date) => Promise<StartReadings | null>;
  /** The drift zone of a boundary as recorded (not of the field as it is now). */
  driftZone?: (
    boundary: string,
    at: { lat: number; lng: number },
    conditions: {
      windSpeedMph: number;
      windDirectionDeg: number;
      dropletClass: DropletClass;
      boomHeightIn: number;
      /** The report's products, whose actives set the label buffers. */
      productNames: string[];
    },
  ) => Promise<DriftZone | null>;
};

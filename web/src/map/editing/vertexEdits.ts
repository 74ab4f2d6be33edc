import type { Position } from './polygonRules';

// A boundary's coordinates as the api sends and takes them (a MultiPolygon's): parts, each an
// outline followed by its holes, each ring closed (its first point repeated at the end).
export type Coordinates = Position[][][];

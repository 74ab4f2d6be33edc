// How weather, reports and the grower's own readings at the boom name a wind direction.

/** The 16 compass points, clockwise from north. */
export const COMPASS: readonly string[] = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
];

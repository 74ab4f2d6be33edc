// The sprayability index's bands (SPRAYABILITY.md): the api calls an allowed hour good from
// GOOD_INDEX up, and the web colours an index by the same bands.

/** 70 or more is good. */
export const GOOD_INDEX = 70;
/** Under 40 is poor; between the two, marginal. */
export const POOR_BELOW_INDEX = 40;

// Units every tier converts with. Areas are measured in square metres (PostGIS's ST_Area on
// geography, turf's area) and shown to growers in acres.

/** One international acre in square metres, exactly. */
export const SQUARE_METRES_PER_ACRE = 4046.8564224;
export const ACRES_PER_SQUARE_METRE = 1 / SQUARE_METRES_PER_ACRE;

/** One international foot in metres, exactly; lengths are shown to growers in feet and miles. */
export const METRES_PER_FOOT = 0.3048;
export const FEET_PER_MILE = 5280;

// How large a boundary may be, as the api enforces it and the map's drawing tool stops at it.

/** Corners of all a boundary's rings together. */
export const MAX_VERTICES = 10_000;

export const tooManyCornersMessage = `A boundary may have at most ${MAX_VERTICES.toLocaleString('en-US')} corners.`;

/** A field's name, in characters (spec 8: 'Max of 30 characters'). */
export const FIELD_NAME_MAX_LENGTH = 30;

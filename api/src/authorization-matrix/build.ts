import { type Caller, GROUP_4, GROUP_9 } from './fixtures';
import type { World } from './world';

// What every row's call is built from: the call's shape and the paths and queries rows share.

/** One call: the path with its query, and a JSON body or headers when it has them. */
export type Call = { path: string; body?: unknown; headers?: Record<string, string> };
/** The call a row makes for one caller; destructive rows make a fresh object for each. */
export type Build = (w: World, who: Caller) => Call | Promise<Call>;

export const same =
  (path: (w: World) => string, body?: (w: World, who: Caller) => unknown): Build =>
  (w, who) =>
    body ? { path: path(w), body: body(w, who) } : { path: path(w) };
export const bbox = 'west=-98.1&south=37.6&east=-97.9&north=37.8';
export const season = (w: World) => `from=2026-01-01&to=2026-12-31&farm=${w.farm}`;
export const ownerFieldQuery = `herbicide_groups=${GROUP_4},${GROUP_9}`;
export const isRetailer = (who: Caller) => who === 'retailer' || who === 'assigned';

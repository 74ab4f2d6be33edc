// The root route's optional segments, /fields/{uuid}/claim: a link (the neighbour invitation's)
// that opens one field on the map, with the claim dialog when it ends in 'claim'. A visitor
// who must first log in or register keeps it here until the dashboard opens (a day at most:
// an old invitation should not surprise someone signing in next month).

import { UUID_PATTERN as UUID } from '@field-boundaries/contract/identifiers';
import { keepUntilSignedIn, takeKept } from './keptUntilSignedIn';

export type FieldLink = { uuid: string; claim: boolean };

const KEY = 'field-link';
const LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The field a path names: `/fields/{uuid}` or `/fields/{uuid}/claim`; null for any other path. */
export function fieldLinkOf(pathname: string): FieldLink | null {
  const [, first, uuid, marker, ...rest] = pathname.split('/');
  if (first !== 'fields' || !uuid || !UUID.test(uuid) || rest.some(Boolean)) return null;
  if (marker && marker !== 'claim') return null;
  return { uuid: uuid.toLowerCase(), claim: marker === 'claim' };
}

/** Where a signed-in visitor of the link goes: the dashboard, told which field to open. */
export const dashboardPathFor = (link: FieldLink) =>
  `/dashboard?field=${link.uuid}${link.claim ? '&claim=1' : ''}`;

/** The field the dashboard's address names. */
export function fieldLinkOfSearch(search: string): FieldLink | null {
  const params = new URLSearchParams(search);
  const uuid = params.get('field');
  return uuid && UUID.test(uuid) ? { uuid: uuid.toLowerCase(), claim: params.get('claim') === '1' } : null;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the link while its visitor logs in or registers. */
export function rememberFieldLink(link: FieldLink, storage: Storage = localStorage, now = Date.now()) {
  keepUntilSignedIn(KEY, link, storage, now);
}

/** The link kept for after sign-in, once: taking it forgets it. */
export function takeFieldLink(storage: Storage = localStorage, now = Date.now()): FieldLink | null {
  const kept = takeKept(KEY, LIFETIME_MS, storage, now) as Partial<FieldLink> | null;
  if (typeof kept?.uuid !== 'string' || !UUID.test(kept.uuid)) return null;
  return { uuid: kept.uuid, claim: kept.claim === true };
}

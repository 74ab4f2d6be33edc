import type { CompactField } from '@field-boundaries/contract/wire';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

// What a second visit draws before the network answers, and what an offline visit shows: the
// grower's own data as last seen (the app's GraphQL answers) and the CLU fields of the nodes seen
// recently, in IndexedDB. Lives outside React; screens read it through the field store and the
// offline link (graphql/offlineLink.ts).

const DB_NAME = 'field-boundaries';
/**
 * Bumped whenever what is kept changes shape (the compact wire form, the snapshot's form): an
 * older copy is dropped on upgrade rather than misread.
 */
export const OFFLINE_DB_VERSION = 1;
/** Nodes kept: a few views' worth (a view is a 3 × 3 block); the least recently seen go first. */
export const MAX_CACHED_NODES = 27;

/** The signed-in grower's GraphQL answers as last seen, and when. */
export type Snapshot = { savedAt: number; answers: unknown };

/** A node's CLU fields in the compact wire form, with the geometry version they were streamed at. */
export type CachedNode = {
  id: number;
  /** The node's geometry version as the api named it (0: not known). */
  version: number;
  fields: CompactField[];
  savedAt: number;
  seenAt: number;
};

interface OfflineSchema extends DBSchema {
  snapshot: { key: 'last'; value: Snapshot };
  nodes: { key: number; value: CachedNode; indexes: { seenAt: number } };
}

export type OfflineStore = ReturnType<typeof offlineStoreOf>;

function offlineStoreOf(database: Promise<IDBPDatabase<OfflineSchema>>) {
  return {
    async saveSnapshot(answers: unknown, savedAt = Date.now()): Promise<void> {
      await (await database).put('snapshot', { savedAt, answers }, 'last');
    },
    async snapshot(): Promise<Snapshot | undefined> {
      return (await database).get('snapshot', 'last');
    },
    /** Keeps a node's fields, dropping the least recently seen nodes past MAX_CACHED_NODES. */
    async saveNode(id: number, version: number, fields: CompactField[], now = Date.now()): Promise<void> {
      const db = await database;
      const tx = db.transaction('nodes', 'readwrite');
      await tx.store.put({ id, version, fields, savedAt: now, seenAt: now });
      let extra = (await tx.store.count()) - MAX_CACHED_NODES;
      let cursor = extra > 0 ? await tx.store.index('seenAt').openCursor() : null;
      while (cursor && extra > 0) {
        if (cursor.value.id !== id) {
          await cursor.delete();
          extra--;
        }
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    /** The nodes held of these, marked as seen now. */
    async nodes(ids: number[], now = Date.now()): Promise<CachedNode[]> {
      const db = await database;
      const tx = db.transaction('nodes', 'readwrite');
      const found: CachedNode[] = [];
      for (const id of ids) {
        const node = await tx.store.get(id);
        if (!node) continue;
        node.seenAt = now;
        await tx.store.put(node);
        found.push(node);
      }
      await tx.done;
      return found;
    },
    /** Forgets everything (sign-out, or another account signing in on this browser). */
    async clear(): Promise<void> {
      const db = await database;
      const tx = db.transaction(['snapshot', 'nodes'], 'readwrite');
      await Promise.all([tx.objectStore('snapshot').clear(), tx.objectStore('nodes').clear(), tx.done]);
    },
    async close(): Promise<void> {
      (await database).close();
    },
  };
}

/** Opens the browser's copy (through the global `indexedDB`). */
export function openOfflineStore(): OfflineStore {
  return offlineStoreOf(
    openDB<OfflineSchema>(DB_NAME, OFFLINE_DB_VERSION, {
      upgrade(db) {
        // An older shape is not migrated: it is a cache, refilled by the next visit.
        for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
        db.createObjectStore('snapshot');
        db.createObjectStore('nodes', { keyPath: 'id' }).createIndex('seenAt', 'seenAt');
      },
    }),
  );
}

let shared: OfflineStore | null = null;
/** The page's one copy, or null where the browser keeps no IndexedDB (private windows of some). */
export function offlineStore(): OfflineStore | null {
  if (typeof indexedDB === 'undefined') return null;
  shared ??= openOfflineStore();
  return shared;
}

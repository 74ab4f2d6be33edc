// What a visitor brought with them (an invitation's field, an app's consent request) kept on the
// device while they sign in or sign up. Signing up finishes in the tab the activation mail's link
// opens, so navigation state cannot carry it there; localStorage can. Each thing is kept under its
// own key with the time it was kept, taken once, and forgotten when it is older than its lifetime.

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps `value` under `key` until taken. */
export function keepUntilSignedIn(key: string, value: unknown, storage: Storage, now: number) {
  storage.setItem(key, JSON.stringify({ value, at: now }));
}

/** What was kept under `key`, once (taking it forgets it); null when none, or older than `lifetimeMs`. */
export function takeKept(key: string, lifetimeMs: number, storage: Storage, now: number): unknown {
  const kept = storage.getItem(key);
  if (!kept) return null;
  storage.removeItem(key);
  try {
    const { value, at } = JSON.parse(kept) as { value?: unknown; at?: unknown };
    return typeof at === 'number' && now - at <= lifetimeMs ? (value ?? null) : null;
  } catch {
    return null;
  }
}

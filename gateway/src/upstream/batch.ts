/**
 * A DataLoader batch function for reads the api has no batch route for: one call per distinct
 * key, made together; each key fails alone, as its own resolver did before it was batched.
 */
export function oneCallEach<K, V>(read: (key: K) => Promise<V>) {
  return (keys: readonly K[]) =>
    Promise.all(
      keys.map((key) =>
        read(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      ),
    );
}

/**
 * A map that keeps at most `most` entries, dropping the least recently used first: for answers
 * that are costly to work out again and never go stale under their key (drift sweeps, verified
 * token signatures).
 */
export class Kept<Value> {
  private readonly entries = new Map<string, Value>();

  constructor(private readonly most: number) {}

  get size() {
    return this.entries.size;
  }

  get(key: string): Value | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.most) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

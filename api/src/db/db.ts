// One small database interface over both engines: PostgreSQL (pg) when DATABASE_URL is set,
// embedded PGlite otherwise. Stores write plain parameterised SQL against it.
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: all of it lands, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly engine: 'postgres' | 'pglite';
  /** The connection pool's connections now (PostgreSQL; PGlite has one, and none of this). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

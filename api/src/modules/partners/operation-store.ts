import type { Queryable } from '../../db/db';

// SQL of partner apps' persisted operations; no rules here.

export type OperationRow = {
  sha256: string;
  name: string;
  document: string;
  created_at: Date;
};

const columns = 'sha256, name, document, created_at';

/** Keeps the operation; none when the app already has one of this hash (the first stays). */
export async function insertOperation(
  db: Queryable,
  operation: { clientId: string; sha256: string; name: string; document: string; registeredBy: string },
): Promise<OperationRow | undefined> {
  const [row] = await db.query<OperationRow>(
    `INSERT INTO partner_operations (client_id, sha256, name, document, registered_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (client_id, sha256) DO NOTHING
     RETURNING ${columns}`,
    [operation.clientId, operation.sha256, operation.name, operation.document, operation.registeredBy],
  );
  return row;
}

export async function operationsOf(db: Queryable, clientId: string): Promise<OperationRow[]> {
  return db.query<OperationRow>(
    `SELECT ${columns} FROM partner_operations WHERE client_id = $1 ORDER BY created_at, name, sha256`,
    [clientId],
  );
}

export async function operationOf(
  db: Queryable,
  clientId: string,
  sha256: string,
): Promise<OperationRow | undefined> {
  const [row] = await db.query<OperationRow>(
    `SELECT ${columns} FROM partner_operations WHERE client_id = $1 AND sha256 = $2`,
    [clientId, sha256],
  );
  return row;
}

export async function countOperations(db: Queryable, clientId: string): Promise<number> {
  const [row] = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM partner_operations WHERE client_id = $1',
    [clientId],
  );
  return Number(row?.count ?? 0);
}

export async function deleteOperation(db: Queryable, clientId: string, sha256: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM partner_operations WHERE client_id = $1 AND sha256 = $2 RETURNING 1',
    [clientId, sha256],
  );
  return rows.length > 0;
}

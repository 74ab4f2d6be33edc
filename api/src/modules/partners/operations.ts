import { createHash } from 'node:crypto';
import {
  OPERATION_MAX_LENGTH,
  OPERATION_NAME,
  OPERATIONS_PER_APP,
  operationMessages,
} from '@field-boundaries/contract/partner-operations';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/db';
import { badRequest, forbidden, notFound } from '../../errors';
import {
  countOperations,
  deleteOperation,
  insertOperation,
  type OperationRow,
  operationOf,
  operationsOf,
} from './operation-store';
import type { PartnerGrants } from './service';

// A partner app's persisted operations (issue 36, item 5). Its developer (or staff) registers a
// GraphQL document; the app then sends the document's SHA-256 instead of its text, and the
// gateway runs the text kept here. The gateway owns the schema, so it parses and validates a
// document before it reaches the api and names its operation; the api owns who may register
// for an app, the app's limits, and the hash, made here from the very text it keeps.

export type PersistedOperation = { sha256: string; name: string; document: string; createdAt: string };

const operationOfRow = (row: OperationRow): PersistedOperation => ({
  sha256: row.sha256,
  name: row.name,
  document: row.document,
  createdAt: row.created_at.toISOString(),
});

/** Apollo's persisted-query hash: the SHA-256 of the text (as UTF-8), in lowercase hex. */
export const operationHash = (document: string) => createHash('sha256').update(document).digest('hex');

export class PersistedOperations {
  constructor(
    private readonly db: Db,
    private readonly grants: Pick<PartnerGrants, 'mayManage'>,
  ) {}

  /** The app's developer or staff, as themselves (never in god mode), or 403. */
  private async requireManager(viewer: Viewer, clientId: string) {
    if (viewer.impersonated || !(await this.grants.mayManage(viewer, clientId)))
      throw forbidden(operationMessages.notYourApp);
  }

  /** The app's operations, oldest first. */
  async list(viewer: Viewer, clientId: string): Promise<PersistedOperation[]> {
    await this.requireManager(viewer, clientId);
    return (await operationsOf(this.db, clientId)).map(operationOfRow);
  }

  /**
   * Keeps a document the gateway has checked, under `name` (its operation's). The same text again
   * answers its first registration (`created: false`), so registering a build's operations twice
   * changes nothing.
   */
  async register(
    viewer: Viewer,
    clientId: string,
    input: { name: string; document: string },
  ): Promise<{ operation: PersistedOperation; created: boolean }> {
    await this.requireManager(viewer, clientId);
    const { document, name } = input;
    const refuse = (message: string, field = 'document') => badRequest(message, { [field]: [message] });
    if (document.trim() === '') throw refuse(operationMessages.empty);
    if (document.length > OPERATION_MAX_LENGTH) throw refuse(operationMessages.tooLong);
    if (!OPERATION_NAME.test(name)) throw refuse(operationMessages.unnamed, 'name');
    // Kept byte for byte: the hash a client sends is of this exact text.
    const sha256 = operationHash(document);
    const known = await operationOf(this.db, clientId, sha256);
    if (known) return { operation: operationOfRow(known), created: false };
    if ((await countOperations(this.db, clientId)) >= OPERATIONS_PER_APP)
      throw refuse(operationMessages.tooMany);
    const row =
      (await insertOperation(this.db, {
        clientId,
        sha256,
        name,
        document,
        registeredBy: viewer.actorUuid,
      })) ??
      // Registered by another request in between: that one stands.
      (await operationOf(this.db, clientId, sha256));
    if (!row) throw new Error('a registered operation was not stored');
    return { operation: operationOfRow(row), created: true };
  }

  async remove(viewer: Viewer, clientId: string, sha256: string): Promise<void> {
    await this.requireManager(viewer, clientId);
    if (!(await deleteOperation(this.db, clientId, sha256))) throw notFound(operationMessages.noOperation);
  }

  /**
   * The text of the app's operation with this hash, or null: what the gateway runs for a token of
   * the app (it has placed the token with the partners module's token-owner answer).
   */
  async document(clientId: string, sha256: string): Promise<string | null> {
    return (await operationOf(this.db, clientId, sha256))?.document ?? null;
  }
}

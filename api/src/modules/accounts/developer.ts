import { developerMessages } from '@field-boundaries/contract/messages';
import type { Viewer } from '../../auth/viewer';
import type { Db, Queryable } from '../../db/db';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { directoryMessages } from './directory';
import { lockDeveloperFlag, setDeveloperFlag } from './store';

// The developer role (is_developer): a developer registers partner apps that other growers
// connect (the partners module). A grower or retailer turns it on for themselves; staff turn it
// on or off for any account from their accounts list. It is never changed in god mode: the role
// is the person's, not something a retailer or staff member decides inside a grower's account.
//
// Turning it off is refused while the account still has registered apps: an app keeps the
// grants of the growers connected to it, and without the role its developer could neither see
// it, nor manage its webhooks, nor remove it. The developer removes the apps first.

/** What the role needs of the partners module: how many apps a user has registered. */
export type RegisteredApps = { registeredBy(userUuid: string, within?: Queryable): Promise<number> };

export class DeveloperRole {
  constructor(private readonly deps: { db: Db; apps: RegisteredApps }) {}

  /** The viewer's own role, on or off; never in god mode. */
  async setOwn(viewer: Viewer, on: boolean): Promise<void> {
    if (viewer.impersonated) throw forbidden(developerMessages.ownerOnly);
    await this.set(viewer.userUuid, viewer.actorUuid, on);
  }

  /** Staff, as themselves, set another account's role. */
  async setFor(viewer: Viewer, userUuid: string, on: boolean): Promise<void> {
    if (!viewer.roles.staff || viewer.impersonated) throw forbidden(developerMessages.staffOnly);
    await this.set(userUuid, viewer.actorUuid, on);
  }

  /** Sets the flag and writes who did it to the audit log; setting it to what it is changes nothing. */
  private async set(userUuid: string, actorUuid: string, on: boolean): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await lockDeveloperFlag(tx, userUuid);
      if (current === null) throw notFound(directoryMessages.noAccount);
      if (current === on) return;
      if (!on) {
        const apps = await this.deps.apps.registeredBy(userUuid, tx);
        if (apps > 0) throw conflict(developerMessages.hasApps(apps));
      }
      await setDeveloperFlag(tx, userUuid, on);
      await recordAudit(tx, {
        action: on ? 'developer.granted' : 'developer.removed',
        actorUuid,
        accountUuid: userUuid,
      });
    });
  }
}

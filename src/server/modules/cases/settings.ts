import { sql } from 'drizzle-orm';
import {
  type FirmSettingKey,
  type FirmSettings,
  settingsFromRows,
  type UpdateFirmSettings,
} from '../../../shared/domain/firm-settings';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { firmSettings } from '../../db/schema';
import { type AuditContext, writeAudit } from '../audit/service';
import type { Actor } from '../auth/sessions';
import { publishEvent } from '../notifications/bus';

/** The firm's settings: stored rows over the defaults (shared/domain/firm-settings.ts). */
const settingsQuery = preparedQuery('firm_settings_all', (db, name) =>
  db.select({ key: firmSettings.key, value: firmSettings.value }).from(firmSettings).prepare(name),
);

export async function getFirmSettings(db: Db): Promise<FirmSettings> {
  const rows = await settingsQuery(db).execute();
  return settingsFromRows(rows);
}

/** Saves the keys sent (estimates merge per step); audited with each changed key's before and after. */
export async function updateFirmSettings(args: {
  db: Db;
  actor: Actor;
  input: UpdateFirmSettings;
  request: AuditContext;
}): Promise<FirmSettings> {
  return args.db.transaction(async (tx) => {
    // Two admins saving at once must not lose one's change to a merge from a stale read.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('firm_settings'))`);
    const before = await getFirmSettings(tx);
    const { stepEstimates, ...rest } = args.input;
    const after: FirmSettings = {
      ...before,
      ...rest,
      stepEstimates: { ...before.stepEstimates, ...stepEstimates },
    };
    const changed = (Object.keys(after) as FirmSettingKey[]).filter(
      (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
    );
    if (changed.length === 0) return after;
    for (const key of changed) {
      await tx
        .insert(firmSettings)
        .values({ key, value: after[key], updatedBy: args.actor.id })
        .onConflictDoUpdate({
          target: firmSettings.key,
          set: { value: after[key], updatedBy: args.actor.id, updatedAt: sql`now()` },
        });
    }
    const pick = (s: FirmSettings) => Object.fromEntries(changed.map((key) => [key, s[key]]));
    await writeAudit(tx, args.request, {
      action: 'settings.updated',
      entity: 'firm_settings',
      before: pick(before),
      after: pick(after),
    });
    // Estimates and targets appear on every kind of screen; the event carries no data.
    await publishEvent(tx, {
      type: 'list-changed',
      list: 'settings',
      audience: { roles: ['admin', 'manager', 'lawyer', 'client'] },
    });
    return after;
  });
}

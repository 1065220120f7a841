import { sql } from 'drizzle-orm';
import {
  type FirmSettingKey,
  type FirmSettings,
  mergeLandingContent,
  type UpdateFirmSettings,
} from '../../../shared/domain/firm-settings';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { getFirmSettings } from '../../core/firm-settings';
import type { Db } from '../../db/client';
import { firmSettings } from '../../db/schema';

/** JSON with object keys sorted: jsonb does not keep key order, so a re-save must not look like a change. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The settings once `input` is saved over `before`: estimates merge per step, landing content per language. */
export function settingsAfter(before: FirmSettings, input: UpdateFirmSettings): FirmSettings {
  const { stepEstimates, landingContent, ...rest } = input;
  return {
    ...before,
    ...rest,
    stepEstimates: { ...before.stepEstimates, ...stepEstimates },
    landingContent: mergeLandingContent(before.landingContent, landingContent),
  };
}

export const changedSettingKeys = (before: FirmSettings, after: FirmSettings) =>
  (Object.keys(after) as FirmSettingKey[]).filter(
    (key) => canonicalJson(after[key]) !== canonicalJson(before[key]),
  );

/** Takes the settings lock for the rest of the transaction (re-entrant: a nested taker passes). */
export const lockSettings = (tx: Db) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('firm_settings'))`);

/** Saves the keys sent (estimates merge per step); audited with each changed key's before and after. */
export async function updateFirmSettings(
  args: AuditedCall & { input: UpdateFirmSettings },
): Promise<FirmSettings> {
  return args.db.transaction(async (tx) => {
    // Two admins saving at once must not lose one's change to a merge from a stale read.
    await lockSettings(tx);
    const before = await getFirmSettings(tx);
    const after = settingsAfter(before, args.input);
    const changed = changedSettingKeys(before, after);
    if (changed.length === 0) return after;
    for (const key of changed) {
      // A null setting (no monthly target) is stored as JSON null: the column holds a value, and
      // the row keeps who cleared it; drizzle would otherwise send SQL NULL.
      const value = after[key] === null ? sql`'null'::jsonb` : after[key];
      await tx
        .insert(firmSettings)
        .values({ key, value, updatedBy: args.actor.id })
        .onConflictDoUpdate({
          target: firmSettings.key,
          set: { value, updatedBy: args.actor.id, updatedAt: sql`now()` },
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

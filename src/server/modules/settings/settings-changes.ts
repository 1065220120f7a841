import { eq } from 'drizzle-orm';
import type { SettingChange } from '../../../shared/contracts/settings';
import type { Db } from '../../db/client';
import { firmSettings, users } from '../../db/schema';

/**
 * Who last changed each stored setting and when, from the setting's own row (one row per key,
 * so at most a dozen rows): cheaper than scanning the audit log, which keeps the full history.
 */
export async function listSettingChanges(db: Db): Promise<SettingChange[]> {
  const rows = await db
    .select({
      key: firmSettings.key,
      at: firmSettings.updatedAt,
      byId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(firmSettings)
    .leftJoin(users, eq(users.id, firmSettings.updatedBy));
  return rows.map((row) => ({
    key: row.key,
    at: row.at.toISOString(),
    by: row.byId ? { id: row.byId, name: `${row.firstName} ${row.lastName}`.trim() } : null,
  }));
}

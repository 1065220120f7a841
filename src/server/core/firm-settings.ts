import { type FirmSettings, settingsFromRows } from '../../shared/domain/firm-settings';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { firmSettings } from '../db/schema';

// Reading the firm's settings is here, below the modules, because cases, documents, insights and
// the public site all read them; changing them stays in modules/settings.

/** The firm's settings: stored rows over the defaults (shared/domain/firm-settings.ts). */
const settingsQuery = preparedQuery('firm_settings_all', (db, name) =>
  db.select({ key: firmSettings.key, value: firmSettings.value }).from(firmSettings).prepare(name),
);

export async function getFirmSettings(db: Db): Promise<FirmSettings> {
  const rows = await settingsQuery(db).execute();
  return settingsFromRows(rows);
}

import { useRefetchOnLive } from '@web/lib/api-query';
import { settingsKeys } from './settings-keys';

/** Another admin's save (a 'settings' list-changed event) refreshes the tab; unsaved edits stay. */
export function useSettingsLive() {
  useRefetchOnLive(['settings'], settingsKeys.all);
}

import { useQueryClient } from '@tanstack/react-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { settingsKeys } from './settings-keys';

/** Another admin's save (a 'settings' list-changed event) refreshes the tab; unsaved edits stay. */
export function useSettingsLive() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'settings')) void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
  });
}

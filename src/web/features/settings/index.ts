import { loadTexts } from '@web/lib/i18n/texts';

export { SettingsTab } from './components/settings-tab';
export { UnsavedSettingsProvider, useUnsavedSettings } from './lib/unsaved-changes';

loadTexts('settings');

export { SettingsTab } from './components/settings-tab';
export { UnsavedSettingsProvider, useUnsavedSettings } from './lib/unsaved-changes';

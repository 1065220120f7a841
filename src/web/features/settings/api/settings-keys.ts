/** Query keys of the settings tab; a save invalidates `all`, since the three reads move together. */
export const settingsKeys = {
  all: ['admin-settings'] as const,
  settings: () => [...settingsKeys.all, 'settings'] as const,
  changes: () => [...settingsKeys.all, 'changes'] as const,
  landing: () => [...settingsKeys.all, 'landing'] as const,
};

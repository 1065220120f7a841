/** Query keys of the firm's adverse-party list; adding or removing one invalidates `all`. */
export const conflictsKeys = {
  all: ['conflicts'] as const,
  adverseParties: () => [...conflictsKeys.all, 'adverse-parties'] as const,
};

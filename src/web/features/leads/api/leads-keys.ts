/** Query keys of the leads tab; every lead step invalidates `all`. */
export const leadsKeys = {
  all: ['leads'] as const,
  list: (status: string, page: number) => [...leadsKeys.all, 'list', status, page] as const,
  conflicts: (id: string) => [...leadsKeys.all, 'conflicts', id] as const,
};

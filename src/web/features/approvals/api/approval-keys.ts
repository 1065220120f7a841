/** Query keys of the approvals panel (D37); every decision refetches them. */
export const approvalKeys = {
  all: ['approvals'] as const,
  pending: () => [...approvalKeys.all, 'pending'] as const,
};

import type { Role } from './roles';

/**
 * D22: the only assignments there are — client → lawyer, client → manager, lawyer → manager.
 * Shared by the server (which refuses any other pair with a 400) and the admin assign dialog (which
 * names the refusal before sending), so both say the same thing in the same words.
 */
export const ASSIGNMENT_PAIRS = [
  { userRole: 'client', assigneeRole: 'lawyer' },
  { userRole: 'client', assigneeRole: 'manager' },
  { userRole: 'lawyer', assigneeRole: 'manager' },
] as const satisfies readonly { userRole: Role; assigneeRole: Role }[];

export function isSupportedAssignment(userRole: Role, assigneeRole: Role): boolean {
  return ASSIGNMENT_PAIRS.some((p) => p.userRole === userRole && p.assigneeRole === assigneeRole);
}

/** Whether a person of this role can be assigned to anyone at all (the row action shows only then). */
export function canBeAssigned(userRole: Role): boolean {
  return ASSIGNMENT_PAIRS.some((p) => p.userRole === userRole);
}

/** The spec's words for a pair that is not one of the three (§8, D22). */
export function unsupportedAssignmentMessage(userRole: Role, assigneeRole: Role): string {
  return `Unsupported assignment: ${userRole} to ${assigneeRole}`;
}

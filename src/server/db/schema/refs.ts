import { cases } from './cases';
import { ref } from './columns';
import { users } from './users';

/**
 * References to the two rows most tables point at. Kept apart from columns.ts because they
 * import the users and cases tables, which themselves use columns.ts.
 */
type OnDelete = Parameters<typeof ref>[2];

/** A user the row belongs to or names. */
export const userRef = <TName extends string>(name: TName, onDelete: OnDelete) =>
  ref(name, () => users.id, onDelete);

/** The client who owns the row: required, and a client with such rows cannot be deleted. */
export const clientRef = () => userRef('client_id', 'restrict').notNull();

/** The case the row belongs to. */
export const caseRef = (onDelete: OnDelete) => ref('case_id', () => cases.id, onDelete);

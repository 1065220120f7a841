import type { Language } from '../../shared/domain/languages';
import type { Role } from '../../shared/domain/roles';

/** The signed-in person as every service sees them; resolved from the session on each request. */
export type Actor = {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  language: Language;
  deskId: string | null;
  hasPassword: boolean;
  /** D31: an admin set the password; only me, logout and change-password answer until it changes. */
  mustChangePassword: boolean;
  sessionId: string;
};

import type { Language } from '../../shared/domain/languages';
import type { Role } from '../../shared/domain/roles';
import type { SessionStage } from '../../shared/domain/sign-in';

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
  /** D27: 'complete', or the sign-in step this partial session may still take. */
  stage: SessionStage;
  /** The session's last password or factor check (step-up, D27). */
  verifiedAt: Date;
};

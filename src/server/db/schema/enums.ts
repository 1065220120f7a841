import { pgEnum } from 'drizzle-orm/pg-core';
import { FRAUD_TYPES } from '../../../shared/domain/fraud-types';
import { LANGUAGES } from '../../../shared/domain/languages';
import { LEAD_STATUSES } from '../../../shared/domain/leads';
import { PHASES, PRIORITIES } from '../../../shared/domain/phases';
import { ROLES, USER_STATUSES } from '../../../shared/domain/roles';

export const userRoleEnum = pgEnum('user_role', ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const languageEnum = pgEnum('language', LANGUAGES);
/** D28 adds confirm_email (the address is theirs) and attach_case (add a provisional intake to my account). */
export const tokenPurposeEnum = pgEnum('token_purpose', [
  'set_password',
  'invitation',
  'confirm_email',
  'attach_case',
]);
export const phaseEnum = pgEnum('case_phase', PHASES);
export const priorityEnum = pgEnum('case_priority', PRIORITIES);
export const fraudTypeEnum = pgEnum('fraud_type', FRAUD_TYPES);
export const leadStatusEnum = pgEnum('lead_status', LEAD_STATUSES);
export const documentStatusEnum = pgEnum('document_status', ['pending', 'verified', 'rejected']);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

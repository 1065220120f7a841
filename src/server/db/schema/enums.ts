import { pgEnum } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../shared/domain/languages';
import { ROLES, USER_STATUSES } from '../../../shared/domain/roles';

export const userRoleEnum = pgEnum('user_role', ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const languageEnum = pgEnum('language', LANGUAGES);
export const tokenPurposeEnum = pgEnum('token_purpose', ['set_password', 'invitation']);

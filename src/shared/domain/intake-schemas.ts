import { z } from 'zod';
import { INTAKE_COUNTRIES } from './countries';
import { FRAUD_TYPES } from './fraud-types';

// Kept apart from the option lists: the landing page shows those lists, and a zod import in
// the same file would put the whole library on its first load (issue 4).
export const intakeCountrySchema = z.enum(INTAKE_COUNTRIES, { message: 'Choose your country from the list' });
export const fraudTypeSchema = z.enum(FRAUD_TYPES);

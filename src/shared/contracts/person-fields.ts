import { z } from 'zod';
import { text } from './text';

/**
 * The contact fields people are entered with, defined once so registration, the lawyer's
 * add-client and the admin console accept exactly the same values. Error wording stays with
 * each form (it is part of what each API answers).
 */

/** D18: digits, an optional leading +, and spaces ( ) . / - between them; 6 to 25 characters. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{5,24}$/;

/** Staff-entered email: trimmed and lower-cased before it is checked, as it is stored. */
export const emailAddressSchema = text({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }).max(254));

/** A first or last name of 1 to 100 characters; `tooLong` words the limit for the form. */
export const personNameSchema = (label: string, tooLong: string) =>
  text({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(100, { message: tooLong });

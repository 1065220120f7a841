import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '../domain/money';
import { text } from './text';

/** Pieces every resource's contracts use: ids, free-text search, currency choice, a plain result. */

/** Figures are sums in one currency; a list or stats call names which (USD unless asked). */
export const currencyQuerySchema = z.enum(CURRENCIES).default(DEFAULT_CURRENCY);
/** Free-text search; "%" and "_" are taken literally. */
export const searchSchema = text().trim().max(100, { message: 'Search with at most 100 characters' });
export const idParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
/** A change that answers with a sentence for the person who made it. */
export const resultMessageSchema = z.object({ message: z.string() });
/** Country codes as desks list them (ISO 3166-1 alpha-2, spec option 'other' kept as is). */
export const countrySchema = text({ message: 'Country is required' })
  .trim()
  .regex(/^([A-Za-z]{2}|other)$/i, { message: 'Choose a country' })
  .transform((v) => (v.toLowerCase() === 'other' ? 'other' : v.toUpperCase()));

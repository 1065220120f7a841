import { z } from 'zod';
import { fraudTypeSchema } from '../domain/intake-schemas';

/**
 * The fields that name a case, spread into the schemas that show one; kept in one place so a case
 * is named alike wherever it is listed. Their order is the order the answers' keys come in.
 */

/** A case's head in its detail and the admin's list, with whose case it is. */
export const caseHeadShape = {
  id: z.string(),
  reference: z.string(),
  /** Null when composed when read from fraudType and clientName (shared/domain/case-title.ts). */
  title: z.string().nullable(),
  clientId: z.string(),
  clientName: z.string(),
  fraudType: fraudTypeSchema,
};

/** A case as a line in a short list (urgent tasks, a desk's open cases). */
export const caseLabelShape = {
  id: z.string(),
  reference: z.string(),
  /** Typed title, or null: composed from the fraud type and client name (D117). */
  title: z.string().nullable(),
  fraudType: fraudTypeSchema,
  clientName: z.string(),
};

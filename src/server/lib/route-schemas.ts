import { z } from 'zod';
import { errorBodySchema } from '../../shared/domain/errors';

/** The error answers a route may give, for OpenAPI and response validation (one shape for all). */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

export const noContentSchema = z.null().describe('No content');

import { z } from 'zod';
import { stepEstimatesSchema } from '../domain/firm-settings';
import { firmProfileSchema } from './public-site';

/**
 * GET /api/public/firm: the published identity, and the step estimates the landing page's
 * process shows. Its own file because domain/firm-settings.ts imports public.ts.
 */
export const publicFirmResponseSchema = z.object({
  profile: firmProfileSchema,
  stepEstimates: stepEstimatesSchema,
});

import { z } from 'zod';

/** D9: one phase vocabulary, in lifecycle order (spec §4). */
export const PHASES = [
  'new',
  'investigation',
  'evidence',
  'legal',
  'recovery',
  'completed',
  'closed',
] as const;
export type Phase = (typeof PHASES)[number];

/** `legal-action` (the spec's listing filter) is accepted on input as `legal`, never produced. */
export const PHASE_ALIASES: Record<string, Phase> = { 'legal-action': 'legal' };

export const phaseSchema = z.preprocess(
  (value) => (typeof value === 'string' && value in PHASE_ALIASES ? PHASE_ALIASES[value] : value),
  z.enum(PHASES),
);

/** Active = not completed and not closed (D9). */
export function isActivePhase(phase: Phase): boolean {
  return phase !== 'completed' && phase !== 'closed';
}

export const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const prioritySchema = z.enum(PRIORITIES);

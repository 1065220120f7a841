import { describe, expect, it } from 'vitest';
import { isActivePhase, PHASES, phaseSchema } from './phases';

describe('phases (D9)', () => {
  it('accepts legal-action as an alias of legal and produces only legal', () => {
    expect(phaseSchema.parse('legal-action')).toBe('legal');
    expect(phaseSchema.parse('legal')).toBe('legal');
    expect(PHASES).not.toContain('legal-action');
  });

  it('rejects anything outside the lifecycle', () => {
    expect(phaseSchema.safeParse('settled').success).toBe(false);
    expect(phaseSchema.safeParse('').success).toBe(false);
  });

  it('counts every phase but completed and closed as active', () => {
    expect(PHASES.filter(isActivePhase)).toEqual(['new', 'investigation', 'evidence', 'legal', 'recovery']);
  });
});

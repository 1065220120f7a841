import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS } from './firm-settings';
import { PHASES, type Phase } from './phases';
import {
  caseProgress,
  deriveRecoverySteps,
  type PhaseChange,
  progressOf,
  STEP_PHASES,
} from './recovery-steps';

const estimates = DEFAULT_FIRM_SETTINGS.stepEstimates;
const phase = fc.constantFrom(...PHASES);
const start = new Date('2026-01-01T00:00:00Z').getTime();
/** A random history of phase changes (any phase may follow any other, as the spec allows). */
const history = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 10_000_000 }), phase, phase), { maxLength: 12 })
  .map((rows): PhaseChange[] =>
    rows.map(([offset, fromPhase, toPhase]) => ({
      at: new Date(start + offset * 1000),
      fromPhase,
      toPhase,
    })),
  );
const derive = (p: Phase, changes: PhaseChange[]) =>
  deriveRecoverySteps({
    phase: p,
    openedAt: new Date(start),
    phaseChangedAt: new Date(start + 20_000_000_000),
    changes,
    estimates,
  });

describe('recovery steps and case progress (D1, D2)', () => {
  it('progress rises with the phase order, from 0 at the analysis to 100 at completion', () => {
    fc.assert(
      fc.property(fc.nat(STEP_PHASES.length - 1), fc.nat(STEP_PHASES.length - 1), (i, j) => {
        const [a, b] = [STEP_PHASES[Math.min(i, j)]!, STEP_PHASES[Math.max(i, j)]!];
        expect(progressOf(a)).toBeLessThanOrEqual(progressOf(b));
        if (i !== j) expect(progressOf(a)).toBeLessThan(progressOf(b));
      }),
    );
    expect(progressOf('new')).toBe(0);
    expect(progressOf('completed')).toBe(100);
  });

  it('always gives whole percentages 0–100, and steps done form a prefix of the lifecycle', () => {
    fc.assert(
      fc.property(phase, history, (p, changes) => {
        const { steps, progress } = derive(p, changes);
        expect(Number.isInteger(progress)).toBe(true);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
        expect(steps.map((s) => s.id)).toEqual([...STEP_PHASES]);
        const done = steps.filter((s) => s.status === 'completed').length;
        expect(steps.slice(0, done).every((s) => s.status === 'completed' && s.progress === 100)).toBe(true);
        expect(steps.slice(done).every((s) => s.status !== 'completed' && s.progress === 0)).toBe(true);
        expect(progress).toBe(caseProgress(p, changes));
        expect(steps.filter((s) => s.status === 'in-progress').length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('shows a completed case as 100% with every step completed', () => {
    fc.assert(
      fc.property(history, (changes) => {
        const { steps, progress } = derive('completed', changes);
        expect(progress).toBe(100);
        expect(steps.every((s) => s.status === 'completed' && s.reached)).toBe(true);
      }),
    );
  });

  it('marks exactly the current step of an active case in progress, started when the phase changed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHASES.slice(0, 5)), history, (p, changes) => {
        const { steps } = derive(p, changes);
        const current = steps.find((s) => s.status === 'in-progress');
        expect(current?.id).toBe(p);
        expect(current?.startedAt).toBe(new Date(start + 20_000_000_000).toISOString());
        expect(steps.filter((s) => s.reached).map((s) => s.id)).toEqual(
          STEP_PHASES.slice(0, STEP_PHASES.indexOf(p as never) + 1),
        );
      }),
    );
  });

  it('shows a closed case where it got to, with nothing in progress', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHASES.slice(0, 6)), history, (before, changes) => {
        const closing = {
          at: new Date(start + 10_000_001_000),
          fromPhase: before,
          toPhase: 'closed' as const,
        };
        const { steps, progress, closed } = derive('closed', [...changes, closing]);
        expect(closed).toBe(true);
        expect(progress).toBe(progressOf(before as never));
        expect(steps.some((s) => s.status === 'in-progress')).toBe(false);
        expect(steps.filter((s) => s.reached).at(-1)?.id).toBe(before);
      }),
    );
  });

  it('takes the dates of each step from the timeline and its estimate from the settings', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const { steps, progress } = deriveRecoverySteps({
      phase: 'legal',
      openedAt: at(1),
      phaseChangedAt: at(10),
      changes: [
        { at: at(2), fromPhase: 'new', toPhase: 'investigation' },
        { at: at(10), fromPhase: 'investigation', toPhase: 'legal' },
      ],
      estimates,
    });
    expect(progress).toBe(60);
    expect(
      steps.map((s) => [
        s.id,
        s.status,
        s.startedAt?.slice(0, 10) ?? null,
        s.completedAt?.slice(0, 10) ?? null,
      ]),
    ).toEqual([
      ['new', 'completed', '2026-01-01', '2026-01-02'],
      ['investigation', 'completed', '2026-01-02', '2026-01-10'],
      // Skipped straight to legal action: done, but no dates were ever recorded for it.
      ['evidence', 'completed', null, null],
      ['legal', 'in-progress', '2026-01-10', null],
      ['recovery', 'pending', null, null],
      ['completed', 'pending', null, null],
    ]);
    expect(steps[0]!.estimatedTime).toEqual({ min: 0, max: 2, unit: 'hours' });
    expect(steps[2]!.estimatedTime).toBeNull();
    expect(steps[3]!.estimatedTime).toEqual({ min: 2, max: 8, unit: 'weeks' });
    expect(steps[5]!.estimatedTime).toBeNull();
    expect(steps[3]!.titleKey).toBe('recoverySteps.legal.title');
  });
});

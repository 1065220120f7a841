import type { Estimate, StepEstimates } from './firm-settings';
import type { Phase } from './phases';

/**
 * What the client sees of their case is derived from records (D1, D2): the case's phase, the
 * phase changes on its timeline, and the firm's estimates. Nothing here is a fixed figure.
 */

/** The steps of the lifecycle, in order (spec §4); `closed` is an outcome, not a step. */
export const STEP_PHASES = ['new', 'investigation', 'evidence', 'legal', 'recovery', 'completed'] as const;
export type StepPhase = (typeof STEP_PHASES)[number];
export const STEP_STATUSES = ['completed', 'in-progress', 'pending'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export type RecoveryStep = {
  /** The phase this step is (one vocabulary, D9). */
  id: StepPhase;
  /** Translation keys; the screen words the step in the reader's language. */
  titleKey: string;
  descriptionKey: string;
  status: StepStatus;
  progress: number;
  /** True when the case has been in this step or beyond (for a closed case: where it got to). */
  reached: boolean;
  estimatedTime: Estimate | null;
  /** When the case last entered this step, from the timeline; null if it never did. */
  startedAt: string | null;
  /** When the case moved on from it; null while current, pending, or when it was skipped. */
  completedAt: string | null;
};

/** One phase change on the timeline. */
export type PhaseChange = { at: Date | string; fromPhase: Phase | null; toPhase: Phase | null };

const WORK_STEPS = STEP_PHASES.length - 1; // the five steps of work before `completed`

/**
 * The progress rule (D1), from records only: a case's progress is the share of the five work
 * steps it has finished, so new 0, investigation 20, evidence 40, legal 60, recovery 80,
 * completed 100. The step in progress counts 0: we do not know how far along it is, and a bar
 * that creeps forward with the clock would show work nobody recorded. The screen can still say
 * when the step started (startedAt) and how long it usually takes (estimatedTime).
 */
export function progressOf(phase: StepPhase): number {
  return Math.round((STEP_PHASES.indexOf(phase) * 100) / WORK_STEPS);
}

const toIso = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at).toISOString();
const time = (at: Date | string) => new Date(at).getTime();

/**
 * The lifecycle step a case stands at. A closed case stands where it was when it was closed:
 * the phase the last change into `closed` came from (a case with no such record, e.g. imported
 * closed, counts as never having left the analysis).
 */
export function stepPhaseOf(phase: Phase, changes: PhaseChange[]): StepPhase {
  if (phase !== 'closed') return phase;
  const closing = [...changes]
    .filter((c) => c.toPhase === 'closed')
    .sort((a, b) => time(b.at) - time(a.at))[0];
  const from = closing?.fromPhase;
  return from && from !== 'closed' ? from : 'new';
}

export function caseProgress(phase: Phase, changes: PhaseChange[] = []): number {
  return progressOf(stepPhaseOf(phase, changes));
}

/** Each stay in a phase, from the opening of the case through every recorded change. */
function visitsOf(openedAt: Date | string, changes: PhaseChange[]) {
  const ordered = changes.filter((c) => c.toPhase).sort((a, b) => time(a.at) - time(b.at));
  const visits: { phase: Phase; start: string; end: string | null }[] = [
    { phase: 'new', start: toIso(openedAt), end: null },
  ];
  for (const change of ordered) {
    visits[visits.length - 1]!.end = toIso(change.at);
    visits.push({ phase: change.toPhase!, start: toIso(change.at), end: null });
  }
  return visits;
}

export function deriveRecoverySteps(input: {
  phase: Phase;
  openedAt: Date | string;
  phaseChangedAt: Date | string;
  changes: PhaseChange[];
  estimates: StepEstimates;
}): { steps: RecoveryStep[]; progress: number; closed: boolean } {
  const closed = input.phase === 'closed';
  const at = stepPhaseOf(input.phase, input.changes);
  const current = STEP_PHASES.indexOf(at);
  const visits = visitsOf(input.openedAt, input.changes);
  const steps = STEP_PHASES.map((id, index): RecoveryStep => {
    const lastVisit = visits.filter((v) => v.phase === id).at(-1);
    const isDone = index < current || (id === 'completed' && at === 'completed');
    const isCurrent = index === current && !isDone;
    const status: StepStatus = isDone ? 'completed' : isCurrent && !closed ? 'in-progress' : 'pending';
    // The current step started when the case's phase last changed (a column of the case).
    const startedAt = index === current && !closed ? toIso(input.phaseChangedAt) : (lastVisit?.start ?? null);
    return {
      id,
      titleKey: `recoverySteps.${id}.title`,
      descriptionKey: `recoverySteps.${id}.description`,
      status,
      progress: isDone ? 100 : 0,
      reached: index <= current,
      estimatedTime: id === 'completed' ? null : input.estimates[id],
      startedAt: index <= current ? startedAt : null,
      completedAt: isDone ? (id === 'completed' ? startedAt : (lastVisit?.end ?? null)) : null,
    };
  });
  return { steps, progress: progressOf(at), closed };
}

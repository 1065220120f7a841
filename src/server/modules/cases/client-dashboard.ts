import type { ClientDashboard } from '../../../shared/contracts/cases';
import { settingsFromRows } from '../../../shared/domain/firm-settings';
import type { FraudType } from '../../../shared/domain/fraud-types';
import { DEFAULT_CURRENCY, moneyFields } from '../../../shared/domain/money';
import type { Phase } from '../../../shared/domain/phases';
import { caseProgress, deriveRecoverySteps, type PhaseChange } from '../../../shared/domain/recovery-steps';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import type { caseEvents } from '../../db/schema';
import { paramsOf } from './queries';

const RECENT_ACTIVITY = 10;

type Event = Pick<typeof caseEvents.$inferSelect, 'id' | 'kind' | 'fromPhase' | 'toPhase' | 'data'> & {
  createdAt: string;
};
type CaseJson = {
  id: string;
  reference: string;
  title: string;
  fraudType: FraudType;
  amountLostCents: number;
  currency: string;
  phase: Phase;
  phaseChangedAt: string;
  createdAt: string;
  recoveredCents: number;
  feeCents: number;
  feeAgreementAcceptedAt: string | null;
  rating: number | null;
  ratingComment: string | null;
  ratedAt: string | null;
};
type Row = {
  cases: CaseJson[];
  recent: Event[];
  changes: { caseId: string; at: string; fromPhase: Phase | null; toPhase: Phase | null }[];
  settings: { key: string; value: unknown }[];
  funds: number;
  holds: number;
  paidOut: number;
};

/**
 * Everything the client's dashboard shows, in one statement (one round trip; see
 * docs/performance.md): the client's own cases (D21), newest first, the first being the one the
 * dashboard is about, with when its fee agreement was accepted and the client's rating; its
 * client-visible timeline; the phase changes its steps and any closed
 * case's progress are dated from (D1); the firm's step estimates; and the client's balances in
 * that case's currency, only ever sums of ledger postings (D2). Per-case recovered and fee
 * figures are the columns a trigger keeps from the postings (migration 0008; the ledger property
 * test checks they always equal the postings' sums).
 */
const dashboardStatement = namedStatement<Row>(
  'client_dashboard',
  `with own as (
     select id, reference, title, fraud_type as "fraudType", amount_lost_cents as "amountLostCents",
            currency, phase, phase_changed_at as "phaseChangedAt", created_at as "createdAt",
            recovered_cents as "recoveredCents", fee_cents as "feeCents",
            (select f.accepted_at from fee_agreements f where f.case_id = cases.id) as "feeAgreementAcceptedAt",
            client_rating as rating, rating_comment as "ratingComment", rated_at as "ratedAt"
       from cases where client_id = $1
   ), main as (
     select id, currency from own order by "createdAt" desc, id desc limit 1
   )
   select
     coalesce((select json_agg(o order by o."createdAt" desc, o.id desc) from own o), '[]') as cases,
     coalesce((select json_agg(e order by e."createdAt" desc, e.id desc) from (
         select id, kind, from_phase as "fromPhase", to_phase as "toPhase", data, created_at as "createdAt"
           from case_events
          where case_id = (select id from main) and client_visible
          order by created_at desc, id desc limit ${RECENT_ACTIVITY}) e), '[]') as recent,
     coalesce((select json_agg(p order by p.at, p.id) from (
         select case_id as "caseId", created_at as at, from_phase as "fromPhase", to_phase as "toPhase", id
           from case_events
          where kind = 'phase_changed'
            and case_id in (select id from own where id = (select id from main) or phase = 'closed')) p), '[]') as changes,
     coalesce((select json_agg(json_build_object('key', key, 'value', value)) from firm_settings), '[]') as settings,
     coalesce((select sum(amount_cents) from ledger_postings
                where client_id = $1 and currency = (select currency from main) and account = 'client_funds'), 0) as funds,
     coalesce((select sum(amount_cents) from ledger_postings
                where client_id = $1 and currency = (select currency from main) and account = 'client_holds'), 0) as holds,
     coalesce((select sum(amount_cents) from ledger_transactions
                where client_id = $1 and currency = (select currency from main) and kind = 'payout'), 0) as "paidOut"`,
);

/**
 * Good news is marked as such: money received, a completed case, a verified document, a paid
 * withdrawal (the last two by the `status` their writers put in the event data).
 */
function activityStatus(e: Event): 'success' | 'info' {
  const status = e.data.status;
  const isSuccess =
    e.kind === 'recovery_recorded' ||
    (e.kind === 'phase_changed' && e.toPhase === 'completed') ||
    (e.kind === 'document_reviewed' && status === 'verified') ||
    (e.kind === 'withdrawal_updated' && status === 'paid');
  return isSuccess ? 'success' : 'info';
}

const iso = (at: string) => new Date(at).toISOString();

/** GET /api/client/dashboard (spec §3), every value from records (D1, D2); none invented. */
export async function clientDashboard(db: Db, actor: Actor): Promise<ClientDashboard> {
  const user = {
    id: actor.id,
    firstName: actor.firstName,
    lastName: actor.lastName,
    hasPassword: actor.hasPassword,
  };
  const [row] = await dashboardStatement(db, [actor.id]);
  const all = row?.cases ?? [];
  const main = all[0];
  if (!row || !main) {
    const zero = {
      ...moneyFields('totalRecovered', 0),
      ...moneyFields('feeAmount', 0),
      ...moneyFields('totalAvailable', 0),
      ...moneyFields('heldAmount', 0),
      ...moneyFields('paidOutAmount', 0),
    };
    return {
      user,
      case: null,
      recoverySteps: [],
      recentActivity: [],
      stats: { currency: DEFAULT_CURRENCY, ...zero },
      cases: [],
    };
  }
  const changes = new Map<string, PhaseChange[]>();
  for (const { caseId, at, fromPhase, toPhase } of row.changes) {
    changes.set(caseId, [...(changes.get(caseId) ?? []), { at: new Date(at), fromPhase, toPhase }]);
  }
  const steps = deriveRecoverySteps({
    phase: main.phase,
    openedAt: new Date(main.createdAt),
    phaseChangedAt: new Date(main.phaseChangedAt),
    changes: changes.get(main.id) ?? [],
    estimates: settingsFromRows(row.settings).stepEstimates,
  });
  const sameCurrency = all.filter((c) => c.currency === main.currency);
  const sum = (key: 'recoveredCents' | 'feeCents') => sameCurrency.reduce((s, c) => s + Number(c[key]), 0);
  return {
    user,
    case: {
      id: main.id,
      reference: main.reference,
      title: main.title,
      fraudType: main.fraudType,
      ...moneyFields('amountLost', Number(main.amountLostCents)),
      currency: main.currency,
      createdAt: iso(main.createdAt),
      phase: main.phase,
      progress: steps.progress,
      feeAgreementAcceptedAt: main.feeAgreementAcceptedAt ? iso(main.feeAgreementAcceptedAt) : null,
      rating:
        main.rating !== null && main.ratedAt !== null
          ? { rating: main.rating, comment: main.ratingComment, ratedAt: iso(main.ratedAt) }
          : null,
    },
    recoverySteps: steps.steps,
    recentActivity: row.recent.map((e) => ({
      id: e.id,
      date: iso(e.createdAt),
      kind: e.kind,
      params: {
        ...paramsOf(e.data),
        ...(e.fromPhase ? { fromPhase: e.fromPhase } : {}),
        ...(e.toPhase ? { toPhase: e.toPhase } : {}),
      },
      status: activityStatus(e),
    })),
    stats: {
      currency: main.currency,
      ...moneyFields('totalRecovered', sum('recoveredCents')),
      ...moneyFields('feeAmount', sum('feeCents')),
      ...moneyFields('totalAvailable', 0 - Number(row.funds)),
      ...moneyFields('heldAmount', 0 - Number(row.holds)),
      ...moneyFields('paidOutAmount', Number(row.paidOut)),
    },
    cases: all.map((c) => ({
      id: c.id,
      reference: c.reference,
      title: c.title,
      fraudType: c.fraudType,
      phase: c.phase,
      progress: caseProgress(c.phase, changes.get(c.id)),
      createdAt: iso(c.createdAt),
    })),
  };
}

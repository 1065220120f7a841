import { addBusinessDays, addCalendarDays, daysBetween } from './dates';
import { DEADLINE_KINDS, type DeadlineRule, EEA_COUNTRIES, type PaymentMethod } from './types';

export type DeadlinePayment = {
  method: PaymentMethod;
  cardNetwork?: string | null;
  clientCountry?: string | null;
};

/** Intake forms say UK where ISO says GB (domain/countries.ts): both mean the GB rules. */
function normalCountry(country: string | null | undefined): string | null {
  const code = country?.trim().toUpperCase() || null;
  return code === 'UK' ? 'GB' : code;
}

/**
 * How specific a matching rule is, or null when it does not match. Network outranks country,
 * country outranks method: network+country > network > country > generic, an exact country
 * beats 'EU', and between otherwise equal rules a method-specific one beats 'any'.
 */
function specificity(rule: DeadlineRule, payment: DeadlinePayment): number | null {
  if (rule.method !== 'any' && rule.method !== payment.method) return null;
  let score = rule.method === 'any' ? 0 : 1;
  if (rule.network !== null) {
    if (rule.network !== payment.cardNetwork?.trim().toLowerCase()) return null;
    score += 8;
  }
  if (rule.country !== null) {
    const country = normalCountry(payment.clientCountry);
    if (country === null) return null;
    if (rule.country === 'EU') {
      if (!EEA_COUNTRIES.includes(country)) return null;
      score += 2;
    } else {
      if (normalCountry(rule.country) !== country) return null;
      score += 4;
    }
  }
  return score;
}

/**
 * The rule that applies to a payment for each kind of deadline, at most one per kind, in
 * DEADLINE_KINDS order. Two equally specific rules of one kind: the earlier in the list wins, so
 * the order of the firm's settings decides rather than chance.
 */
export function rulesForPayment(rules: readonly DeadlineRule[], payment: DeadlinePayment): DeadlineRule[] {
  const best = new Map<DeadlineRule['kind'], { rule: DeadlineRule; score: number }>();
  for (const rule of rules) {
    const score = specificity(rule, payment);
    if (score === null) continue;
    const current = best.get(rule.kind);
    if (!current || score > current.score) best.set(rule.kind, { rule, score });
  }
  return DEADLINE_KINDS.flatMap((kind) => {
    const found = best.get(kind);
    return found ? [found.rule] : [];
  });
}

export function dueOnFor(rule: Pick<DeadlineRule, 'days' | 'unit'>, paidOn: string): string {
  return rule.unit === 'business_days'
    ? addBusinessDays(paidOn, rule.days)
    : addCalendarDays(paidOn, rule.days);
}

export type PaymentDeadline = {
  paymentId: string;
  ruleId: string;
  kind: DeadlineRule['kind'];
  label: string;
  dueOn: string;
  /** Calendar days from today to dueOn: 0 on the day itself, negative once it has passed. */
  daysLeft: number;
};

/** Every deadline a payment opens, soonest first; `today` is passed in so the result is pure. */
export function computeDeadlines(
  rules: readonly DeadlineRule[],
  payment: DeadlinePayment & { id: string; paidOn: string },
  today: string,
): PaymentDeadline[] {
  return rulesForPayment(rules, payment)
    .map((rule) => {
      const dueOn = dueOnFor(rule, payment.paidOn);
      return {
        paymentId: payment.id,
        ruleId: rule.id,
        kind: rule.kind,
        label: rule.label,
        dueOn,
        daysLeft: daysBetween(today, dueOn),
      };
    })
    .sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0));
}

/**
 * Windows that close after a payment (a card chargeback, a bank recall, a claim to the bank, a
 * limitation period) and the reminders before them. Pure: rules are the firm's settings and
 * "today" is passed in. The parts live in ./deadlines/.
 */
export {
  addBusinessDays,
  addCalendarDays,
  daysBetween,
  easterSunday,
  isBusinessDay,
  targetHolidays,
} from './deadlines/dates';
export { DEFAULT_DEADLINE_RULES } from './deadlines/default-rules';
export {
  computeDeadlines,
  type DeadlinePayment,
  dueOnFor,
  type PaymentDeadline,
  rulesForPayment,
} from './deadlines/matching';
export { REMINDER_DAYS, type ReminderState, remindersDue } from './deadlines/reminders';
export {
  CARD_NETWORKS,
  type CardNetwork,
  DEADLINE_KINDS,
  DEADLINE_UNITS,
  type DeadlineKind,
  type DeadlineRule,
  type DeadlineUnit,
  EEA_COUNTRIES,
  PAYMENT_METHODS,
  type PaymentMethod,
  RULE_METHODS,
  type RuleMethod,
} from './deadlines/types';

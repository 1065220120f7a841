/**
 * Lead lifecycle (issue 3 §6): new → contacted → qualified → converted, or rejected from any
 * open state. Contacting again is allowed (a second call is still "contacted").
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'rejected'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export type LeadAction = 'contact' | 'qualify' | 'convert' | 'reject';

const ALLOWED: Record<LeadAction, { from: readonly LeadStatus[]; to: LeadStatus }> = {
  contact: { from: ['new', 'contacted'], to: 'contacted' },
  qualify: { from: ['new', 'contacted'], to: 'qualified' },
  convert: { from: ['new', 'contacted', 'qualified'], to: 'converted' },
  reject: { from: ['new', 'contacted', 'qualified'], to: 'rejected' },
};

/** The status after `action`, or null when the lead is in a state that does not allow it (→ 409). */
export function nextLeadStatus(current: LeadStatus, action: LeadAction): LeadStatus | null {
  const rule = ALLOWED[action];
  return rule.from.includes(current) ? rule.to : null;
}

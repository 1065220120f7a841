import type { Language } from '../../../../shared/domain/languages';

/**
 * What the evidence-pack renderer needs about one case, already chosen and localized by the
 * caller: the renderer reads nothing else, so it stays pure and testable without a database.
 */

export { ADDRESSEE_KINDS, type AddresseeKind } from '../../../../shared/contracts/evidence-packs';
export {
  INDICATOR_KINDS,
  type IndicatorKind,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../shared/domain/trail/options';
export { INDICATOR_STATUSES, type IndicatorStatus } from '../../../../shared/domain/trail/statuses';

import type { AddresseeKind } from '../../../../shared/contracts/evidence-packs';
import type { IndicatorKind, PaymentMethod } from '../../../../shared/domain/trail/options';
import type { IndicatorStatus } from '../../../../shared/domain/trail/statuses';

export type EvidencePackInput = {
  /** The addressee's language: every fixed label is in it. */
  language: Language;
  addressee: { kind: AddresseeKind; name: string; reference?: string | undefined };
  firm: {
    name: string;
    email?: string | undefined;
    phone?: string | undefined;
    address?: string | undefined;
  };
  case: {
    reference: string;
    title: string;
    /** Already localized. */
    fraudType: string;
    summary: string;
    /** YYYY-MM-DD */
    openedOn: string;
    amountLostCents: number;
    currency: string;
  };
  /** Only what the firm chose to share; absent fields are not printed. */
  client: {
    fullName: string;
    dateOfBirth?: string | undefined;
    country?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
    address?: string | undefined;
  };
  payments: Array<{
    paidOn: string;
    amountCents: number;
    currency: string;
    method: PaymentMethod;
    destination: string;
    network?: string | undefined;
    txHash?: string | undefined;
    note?: string | undefined;
  }>;
  indicators: Array<{ kind: IndicatorKind; value: string; status: IndicatorStatus; otherCases: number }>;
  /** Texts already in the addressee's language. */
  timeline: Array<{ at: Date; text: string }>;
  documents: Array<{ name: string; uploadedAt: Date; sizeBytes: number; sha256: string }>;
  generatedAt: Date;
  /** The lawyer's name. */
  generatedBy: string;
};

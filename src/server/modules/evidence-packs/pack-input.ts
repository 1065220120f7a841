import type { CreateEvidencePackRequest } from '../../../shared/contracts/evidence-packs';
import type { FirmProfile } from '../../../shared/contracts/public-site';
import { displayIndicator } from '../../../shared/domain/trail/display';
import { packDestination } from './pack-destination';
import type { PackRecords } from './pack-records';
import { evidenceLabels, fillText } from './render/labels';
import type { EvidencePackInput } from './render/types';

/**
 * The renderer's input from the case's records (issue 21 item 4): only the client particulars the
 * lawyer chose to share beside the name, every live payment and indicator, the case's course and
 * its documents with their SHA-256. Labels are in the addressee's language, never the sender's.
 */
export function packInput(args: {
  records: PackRecords;
  request: CreateEvidencePackRequest;
  firm: FirmProfile;
  preparedBy: string;
  now: Date;
}): EvidencePackInput {
  const { records, request } = args;
  const { theCase, client } = records;
  const labels = evidenceLabels(request.language);
  const shared = new Set(request.share);
  const fraudType = labels.fraudTypes[theCase.fraudType];
  return {
    language: request.language,
    addressee: {
      kind: request.addresseeKind,
      name: request.addresseeName,
      reference: request.addresseeReference,
    },
    firm: {
      name: args.firm.legalName || 'Recourse',
      email: args.firm.email || undefined,
      phone: args.firm.phone || undefined,
      address: args.firm.address || undefined,
    },
    case: {
      reference: theCase.reference,
      title: theCase.title ?? `${fraudType} – ${client.firstName} ${client.lastName}`,
      fraudType,
      summary: request.summary,
      openedOn: theCase.createdAt.toISOString().slice(0, 10),
      amountLostCents: theCase.amountLostCents,
      currency: theCase.currency,
    },
    client: {
      fullName: `${client.firstName} ${client.lastName}`,
      country: shared.has('country') && client.country ? client.country : undefined,
      email: shared.has('email') ? client.email : undefined,
      phone: shared.has('phone') && client.phone ? client.phone : undefined,
    },
    payments: records.payments.map((p) => {
      const { destination, network } = packDestination(p);
      return {
        paidOn: p.paidOn,
        amountCents: p.amountCents,
        currency: p.currency,
        method: p.method,
        destination,
        network,
        txHash: p.txHash ?? undefined,
        note: p.method === 'cash' || p.method === 'other' ? undefined : (p.note ?? undefined),
      };
    }),
    indicators: records.indicators.map((i) => ({
      kind: i.kind,
      value: displayIndicator(i),
      status: i.status,
      otherCases: i.otherCases,
    })),
    timeline: records.events.map((e) => ({ at: e.createdAt, text: eventText(labels, e) })),
    documents: records.documents.map((d) => ({
      name: d.originalName,
      uploadedAt: d.createdAt,
      sizeBytes: d.sizeBytes,
      sha256: d.sha256,
    })),
    generatedAt: args.now,
    generatedBy: args.preparedBy,
  };
}

type Labels = ReturnType<typeof evidenceLabels>;

function eventText(labels: Labels, e: PackRecords['events'][number]): string {
  if (e.kind === 'phase_changed' && e.toPhase) {
    return e.fromPhase
      ? fillText(labels.events.phase_changed, {
          fromPhase: labels.phases[e.fromPhase],
          toPhase: labels.phases[e.toPhase],
        })
      : fillText(labels.events.phase_set, { toPhase: labels.phases[e.toPhase] });
  }
  const text = labels.events[e.kind as keyof Labels['events']] ?? labels.events.case_opened;
  // A document's name and an earlier pack's addressee say which one; nothing else of `data` is printed.
  const detail =
    typeof e.data.name === 'string'
      ? e.data.name
      : typeof e.data.addresseeName === 'string'
        ? e.data.addresseeName
        : null;
  return detail ? `${text}: ${detail}` : text;
}

import { createHash } from 'node:crypto';
import type { EvidencePackInput } from './types';

/**
 * A realistic pack for the tests: 40 payments to wallets and IBANs, 12 indicators, 30 events and
 * 15 documents, with a client whose name needs more than Latin-1. Every value is derived from its
 * index, so a failing assertion names a value that is the same on every run.
 */

const hex = (seed: string, length = 64) => {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    out += createHash('sha256').update(`${seed}:${round}`).digest('hex');
  }
  return out.slice(0, length);
};
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const base58 = (seed: string, length: number) =>
  Array.from(hex(seed, length * 2).matchAll(/../g), (m) => BASE58[Number.parseInt(m[0], 16) % 58]).join('');

const IBANS = ['LT12 1000 0111 0100 1000', 'DE89 3704 0044 0532 0130 00', 'GB33 BUKB 2020 1555 5555 55'];
const DAY = 86_400_000;
const START = Date.UTC(2024, 8, 2, 9, 30);

/** The bytes of document i: what the ZIP test stores and hashes. */
export const sampleDocumentBytes = (index: number) =>
  new TextEncoder().encode(`Document ${index + 1}\n${hex(`doc-${index}`, 200)}\n`);

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function samplePack(overrides: Partial<EvidencePackInput> = {}): EvidencePackInput {
  const payments: EvidencePackInput['payments'] = Array.from({ length: 40 }, (_, i) => {
    const kind = i % 4;
    const paidOn = isoDay(START + i * 3 * DAY);
    const amountCents = 50_000 + i * 123_457;
    if (kind === 0)
      return { paidOn, amountCents, currency: 'EUR', method: 'bank_transfer', destination: IBANS[i % 3]! };
    if (kind === 1) {
      return {
        paidOn,
        amountCents,
        currency: 'EUR',
        method: 'crypto',
        destination: `0x${hex(`eth-${i}`, 40)}`,
        network: 'Ethereum (ERC-20)',
        txHash: `0x${hex(`tx-${i}`)}`,
      };
    }
    if (kind === 2) {
      return {
        paidOn,
        amountCents,
        currency: 'USD',
        method: 'crypto',
        destination: `bc1q${hex(`btc-${i}`, 58)}`,
        network: 'Bitcoin',
        txHash: hex(`btx-${i}`),
        note: 'Sent through the “withdrawal fee” page of the fake platform',
      };
    }
    return {
      paidOn,
      amountCents,
      currency: 'EUR',
      method: 'card',
      destination: `TRX PAY*${base58(`m-${i}`, 10)} LONDON`,
    };
  });
  const indicatorKinds = ['domain', 'iban', 'crypto_address', 'phone', 'email', 'messenger'] as const;
  const statuses = ['confirmed', 'unreviewed', 'false_match'] as const;
  const indicators: EvidencePackInput['indicators'] = Array.from({ length: 12 }, (_, i) => ({
    kind: indicatorKinds[i % 6]!,
    value: [
      `trade-${i}.bitnova-capital.io`,
      IBANS[i % 3]!,
      `T${base58(`trx-${i}`, 33)}`,
      `+44 7700 9001${i}`,
      `support${i}@bitnova-capital.io`,
      `@bitnova_support_${i}`,
    ][i % 6]!,
    status: statuses[i % 3]!,
    otherCases: i % 4 === 0 ? 0 : i,
  }));
  const timeline = Array.from({ length: 30 }, (_, i) => ({
    at: new Date(START - 20 * DAY + i * 2 * DAY + i * 3_600_000),
    text: `Event ${i + 1}: the client was contacted by the “account manager” and asked to deposit again${i % 5 === 0 ? ', this time with a promise that the withdrawal would be released within 24 hours of the payment of a so-called liquidity fee' : ''}.`,
  }));
  const documents = Array.from({ length: 15 }, (_, i) => {
    const bytes = sampleDocumentBytes(i);
    return {
      name:
        i === 3 ? 'Bankauszug_Überweisungen_September–Dezember_2024_vollständig.pdf' : `receipt-${i + 1}.pdf`,
      uploadedAt: new Date(START + i * DAY),
      sizeBytes: i === 0 ? 512 : 150_000 * (i + 1),
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  });
  return {
    language: 'en',
    addressee: { kind: 'bank', name: 'Revolut Bank UAB, Financial Crime Team', reference: 'FC-2025-118842' },
    firm: {
      name: 'Van Dijk & Ørsted Advocaten',
      email: 'cases@vandijk-orsted.example',
      phone: '+31 20 555 0199',
      address: 'Herengracht 100, 1015 BS Amsterdam',
    },
    case: {
      reference: 'RC-2025-0042',
      title: 'Fake trading platform “BitNova Capital”',
      fraudType: 'Investment fraud',
      summary:
        'Between September and December 2024 the client was persuaded by a self-described account manager to invest in a trading platform that exists only to collect deposits.\nThe client paid by bank transfer, card and cryptocurrency. When the client asked to withdraw, the platform demanded successive “fees” and then stopped answering.',
      openedOn: '2025-01-14',
      amountLostCents: 123_456_789,
      currency: 'EUR',
    },
    client: {
      fullName: 'Łukasz Żółć',
      dateOfBirth: '1961-04-23',
      country: 'PL',
      email: 'lukasz.zolc@example.pl',
      address: 'ul. Świętokrzyska 12/4\n00-916 Warszawa',
    },
    payments,
    indicators,
    timeline,
    documents,
    generatedAt: new Date(Date.UTC(2025, 2, 7, 10, 15)),
    generatedBy: 'Mr Jörg Ångström',
    ...overrides,
  };
}

import type { ExportIndicator, IndicatorKind } from './export-indicator';
import { scoId } from './stix-ids';

/**
 * Each indicator kind as a STIX 2.1 cyber-observable object (SCO) and the pattern that matches it.
 *
 *   domain          domain-name {value}                      core SCO
 *   email           email-addr {value}                       core SCO
 *   messenger       user-account {account_type, account_login}  core SCO (platform:handle)
 *   app             software {name}                          core SCO
 *   iban            x-recourse-bank-account {iban}           custom
 *   bank_account    x-recourse-bank-account {account_number, bic?}  custom
 *   crypto_address  x-recourse-crypto-wallet {chain, address}       custom
 *   phone           x-recourse-phone-number {value}          custom
 *   card_merchant   x-recourse-card-merchant {descriptor}    custom
 *
 * STIX 2.1 has no core object for a bank account, a crypto wallet, a phone number or a card
 * merchant. These are custom objects in the sense of STIX 2.1 §11 (deprecated there in favour
 * of extension definitions, still valid and what MITRE ATT&CK ships): lowercase type names that
 * start with "x-" and our source name, the SCO common properties, and ids derived like core SCOs'
 * (UUID v5 over their properties) so one wallet has one id in every export. We found no OASIS
 * extension definition for these kinds; third-party ones exist (and OpenCTI has unprefixed
 * bank-account, cryptocurrency-wallet, phone-number types of its own), but following one would tie
 * every recipient to that party's schema, and an unprefixed name may clash with a future STIX.
 */

export type StixObservable = {
  type: string;
  spec_version: '2.1';
  id: string;
  object_marking_refs: string[];
} & Record<string, string | string[]>;

/** A STIX patterning string literal: in single quotes, with backslash and quote escaped. */
export function patternString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

type Mapped = { type: string; properties: Record<string, string>; patternKeys: string[] };

/** Splits `<prefix>:<rest>` at the first colon; no colon means no prefix. */
function prefixed(value: string): [string | null, string] {
  const at = value.indexOf(':');
  return at === -1 ? [null, value] : [value.slice(0, at), value.slice(at + 1)];
}

const MAPPINGS: Record<IndicatorKind, (value: string) => Mapped> = {
  domain: (value) => ({ type: 'domain-name', properties: { value }, patternKeys: ['value'] }),
  email: (value) => ({ type: 'email-addr', properties: { value }, patternKeys: ['value'] }),
  messenger: (value) => {
    const [platform, handle] = prefixed(value);
    const properties: Record<string, string> = platform
      ? { account_type: platform, account_login: handle }
      : { account_login: handle };
    return { type: 'user-account', properties, patternKeys: Object.keys(properties) };
  },
  app: (value) => ({ type: 'software', properties: { name: value }, patternKeys: ['name'] }),
  iban: (value) => ({ type: 'x-recourse-bank-account', properties: { iban: value }, patternKeys: ['iban'] }),
  bank_account: (value) => {
    const slash = value.indexOf('/');
    const properties: Record<string, string> =
      slash === -1
        ? { account_number: value }
        : { bic: value.slice(0, slash), account_number: value.slice(slash + 1) };
    return { type: 'x-recourse-bank-account', properties, patternKeys: Object.keys(properties) };
  },
  crypto_address: (value) => {
    const [chain, address] = prefixed(value);
    const properties: Record<string, string> = chain ? { chain, address } : { address };
    // The address alone identifies a wallet for a recipient's matching; the chain only describes it.
    return { type: 'x-recourse-crypto-wallet', properties, patternKeys: ['address'] };
  },
  phone: (value) => ({ type: 'x-recourse-phone-number', properties: { value }, patternKeys: ['value'] }),
  card_merchant: (value) => ({
    type: 'x-recourse-card-merchant',
    properties: { descriptor: value },
    patternKeys: ['descriptor'],
  }),
};

/** The SCO an indicator describes and its STIX pattern, e.g. `[domain-name:value = 'x.com']`. */
export function observableOf(
  indicator: Pick<ExportIndicator, 'kind' | 'value'>,
  markingRefs: string[],
): { observable: StixObservable; pattern: string } {
  const { type, properties, patternKeys } = MAPPINGS[indicator.kind](indicator.value);
  const comparisons = patternKeys.map((key) => `${type}:${key} = ${patternString(properties[key]!)}`);
  return {
    observable: {
      type,
      spec_version: '2.1',
      id: scoId(type, properties),
      ...properties,
      object_marking_refs: markingRefs,
    },
    pattern: `[${comparisons.join(' AND ')}]`,
  };
}

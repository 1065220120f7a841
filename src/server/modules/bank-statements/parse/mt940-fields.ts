import { isValidIBAN } from 'ibantools';
import type { Cents } from '../../../../shared/domain/money';
import { calendarDate, textOrNull } from './statement';

/**
 * An MT940 amount ("1234,56", "100,", "8,850") to cents by string arithmetic. SWIFT writes a comma
 * and at most two decimals; like camt (ISO 20022, up to five), trailing zeros beyond the cent are
 * accepted and a non-zero digit there is not (null), so no amount is ever rounded.
 */
export function mt940AmountToCents(text: string): Cents | null {
  const match = /^(\d{1,15})(?:,(\d{0,5}))?$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(cents);
}

/** YYMMDD to YYYY-MM-DD (20YY, as SWIFT's two-digit years are read); null if no calendar date. */
export function mt940Date(text: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  return calendarDate(2000 + Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * The :61: entry date (MMDD) in the year that puts it nearest the value date: a payment valued on
 * 2 January may be booked on 31 December of the year before.
 */
export function entryDate(mmdd: string, valueDate: string): string | null {
  const year = Number(valueDate.slice(0, 4));
  const month = Number(mmdd.slice(0, 2));
  const valueMonth = Number(valueDate.slice(5, 7));
  const shift = month - valueMonth > 6 ? -1 : valueMonth - month > 6 ? 1 : 0;
  return calendarDate(year + shift, month, Number(mmdd.slice(2, 4)));
}

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * :25: to the account: an IBAN (spaces dropped; some banks add the currency, "NL69INGB0123456789EUR",
 * or put the BIC before it, "INGBNL2A/NL69…"), else the account as written ("37040044/0532013000").
 */
export function mt940Account(value: string): { accountIban: string | null; accountNumber: string | null } {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const last = compact.split('/').at(-1) ?? '';
  for (const candidate of [compact, compact.slice(0, -3), last, last.slice(0, -3)])
    if (candidate.length >= 15 && isValidIBAN(candidate))
      return { accountIban: candidate, accountNumber: null };
  // IBAN-shaped but with a wrong check digit (test files, a typo): still the bank's IBAN, as camt's
  // Acct/Id/IBAN is taken as written; no registered trust account will match it.
  if (IBAN_SHAPE.test(compact)) return { accountIban: compact, accountNumber: null };
  return { accountIban: null, accountNumber: textOrNull(value) };
}

export type Mt940Details = {
  remittance: string | null;
  endToEndId: string | null;
  counterpartyName: string | null;
  counterpartyIban: string | null;
};

/** Banks write these when the payer gave no reference: they identify nothing. */
const NO_REFERENCE = new Set(['NONREF', 'NOTPROVIDED', 'NONE']);
const reference = (text: string | undefined) => {
  const value = textOrNull(text);
  return value === null || NO_REFERENCE.has(value.toUpperCase()) ? null : value;
};
const ibanOrNull = (text: string | undefined) => {
  const compact = text?.replace(/\s+/g, '').toUpperCase() ?? '';
  return isValidIBAN(compact) ? compact : null;
};

/**
 * :86: lines are cut at a fixed width (65 characters), often inside a word: a full line runs on
 * into the next without a space; a shorter one ended where the bank ended it.
 */
export function joinDetailLines(details: string): string {
  return details
    .split('\n')
    .reduce(
      (text, line, index, all) =>
        index === 0 ? line : `${text}${all[index - 1]!.length >= 65 ? '' : ' '}${line}`,
      '',
    );
}

/**
 * German banks' ?-subfields (DFÜ-Abkommen): ?20–?29 and ?60–?63 the purpose, in which SEPA
 * payments mark their parts "EREF+…", "SVWZ+…"; ?31 the payer's or payee's IBAN; ?32–?33 the name.
 */
function questionMarkDetails(fields: Record<string, string>): Mt940Details {
  const join = (keys: string[]) => keys.map((key) => fields[key] ?? '').join('');
  const purpose = join([...range(20, 29), ...range(60, 63)]);
  const parts = new Map<string, string>();
  const marked = /(EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|COAM|OAMT)\+/g;
  const marks = [...purpose.matchAll(marked)];
  marks.forEach((mark, index) => {
    const end = marks[index + 1]?.index ?? purpose.length;
    parts.set(mark[1]!, purpose.slice(mark.index + mark[0].length, end));
  });
  return {
    remittance: textOrNull(marks.length > 0 ? parts.get('SVWZ') : purpose),
    endToEndId: reference(parts.get('EREF')),
    counterpartyName: textOrNull(join(['32', '33'])),
    counterpartyIban: ibanOrNull(fields['31']),
  };
}

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
}

/**
 * Dutch banks' /TAG/ layout (Rabobank, ABN AMRO: /IBAN/…/NAME/…/REMI/…; ING: /CNTP/IBAN/BIC/NAME/CITY/
 * and /REMI/USTD//text/). Read from the joined text here: the library's generic reader takes any
 * two to four capitals between slashes for a tag, which splits ING's /REMI/USTD//.
 */
function slashDetails(text: string): Mt940Details | null {
  const tags = [
    'TRTP',
    'IBAN',
    'BIC',
    'NAME',
    'REMI',
    'EREF',
    'ORDP',
    'BENM',
    'CNTP',
    'MARF',
    'CSID',
    'PREF',
    'SUM',
  ];
  const pattern = new RegExp(`/(${tags.join('|')})/`, 'g');
  const marks = [...text.matchAll(pattern)];
  if (marks.length === 0 || marks[0]!.index !== 0) return null;
  const parts = new Map<string, string>();
  marks.forEach((mark, index) => {
    const end = marks[index + 1]?.index ?? text.length;
    parts.set(mark[1]!, text.slice(mark.index + mark[0].length, end));
  });
  const counterparty = parts.get('CNTP')?.split('/') ?? [];
  const remittance = parts
    .get('REMI')
    ?.replace(/^USTD\/\//, '')
    .replace(/\/+$/, '');
  return {
    // Without /REMI/ the whole text stays, so a reference written elsewhere in it can still match.
    remittance: textOrNull(remittance) ?? textOrNull(text),
    endToEndId: reference(parts.get('EREF')?.replace(/\/+$/, '')),
    counterpartyName: textOrNull(parts.get('NAME')?.replace(/\/+$/, '') ?? counterparty[2]),
    counterpartyIban: ibanOrNull(parts.get('IBAN')?.replace(/\/+$/, '') ?? counterparty[0]),
  };
}

/** A :61:'s :86: to remittance and counterparty; unstructured text is the remittance as a whole. */
export function mt940Details(details: string, structured: Record<string, string> | undefined): Mt940Details {
  const text = joinDetailLines(details).trim();
  if (
    structured &&
    Object.keys(structured).some((key) => /^\d{2}$/.test(key)) &&
    /^(\d{3})?\?\d{2}/.test(text)
  )
    return questionMarkDetails(structured);
  return (
    slashDetails(text) ?? {
      remittance: textOrNull(text),
      endToEndId: null,
      counterpartyName: null,
      counterpartyIban: null,
    }
  );
}

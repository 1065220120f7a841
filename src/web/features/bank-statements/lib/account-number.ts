/** An IBAN as people read and type it: in groups of four ("DE89 3704 0044 0532 0130 00"). */
export const ibanInGroups = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

type Numbered = { iban: string | null; accountNumber: string | null; bankCode: string | null };

/** The account's IBAN in groups, or its number with the bank code (D42: one or the other). */
export function accountNumberText(account: Numbered, bankCodeLabel: string): string {
  if (account.iban) return ibanInGroups(account.iban);
  return `${account.accountNumber ?? ''} · ${bankCodeLabel} ${account.bankCode ?? ''}`;
}

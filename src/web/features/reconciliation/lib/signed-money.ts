import { fromCents } from '@shared/domain/money';

/** "+€650.50" / "-€12.50": an itemised difference with its sign always shown, as it moves the bank balance. */
export function formatSignedMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay: 'exceptZero' }).format(
    fromCents(cents),
  );
}

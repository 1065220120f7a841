import { centsToDecimal } from '@shared/domain/money';
import { countryName, formatDate, formatDateTime, formatMoney } from '@web/lib/intl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Money, dates, countries and languages in the reader's language, re-rendered when they switch
 * it. The default namespace is always loaded, so asking for it never suspends.
 *
 * The same object until the language changes: tables build their columns from it, and a new
 * column set gives every cell a new component, which unmounts it, closing any dialog a cell had
 * open (an admin's half-typed reason was lost whenever the page re-rendered).
 */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => formatsFor(locale), [locale]);
}

function formatsFor(locale: string) {
  return {
    locale,
    money: (cents: number, currency: string) => formatMoney(cents, currency, locale),
    date: (iso: string) => formatDate(iso, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
    country: (code: string) => countryName(code, locale),
    language: (code: string) => {
      try {
        return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}

/** Today as YYYY-MM-DD in UTC, as the server checks "not in the future". */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Cents for an input field: 2300000 → "23000.00" (no grouping, so the server reads it as typed). */
export const toInputAmount = (cents: number) => centsToDecimal(cents);

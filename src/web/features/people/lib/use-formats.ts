import { countryName, formatDate, formatDateTime, formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';

/** Money, dates and countries in the reader's language, re-rendered when they switch it. */
export function useFormats() {
  const { i18n } = useTranslation('adminUsers');
  const locale = i18n.language;
  return {
    locale,
    money: (cents: number, currency: string) => formatMoney(cents, currency, locale),
    date: (iso: string) => formatDate(iso, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
    country: (code: string) => countryName(code, locale),
  };
}

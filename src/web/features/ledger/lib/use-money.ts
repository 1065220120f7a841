import { formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { feeRates } from './money';

/** Money and rates in the reader's language, re-rendered when they switch language. */
export function useMoney(currency: string, feeRateBps?: number) {
  const { i18n } = useTranslation('payments');
  const locale = i18n.language;
  return {
    locale,
    money: (cents: number) => formatMoney(cents, currency, locale),
    rates: feeRates(feeRateBps, locale),
  };
}

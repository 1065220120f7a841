import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Which currency's books to show; the list is the currencies the ledger holds. */
export function CurrencySelect({
  value,
  options,
  onChange,
}: {
  value: string;
  options: string[];
  onChange: (currency: string) => void;
}) {
  const { t } = useTranslation('insights');
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('financials.currency')}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} className="w-32">
        {options.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

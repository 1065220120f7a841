import { COUNTRY_CODES } from '@shared/domain/iso-countries';
import { Badge } from '@web/components/ui/badge';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { countryName } from '@web/lib/intl';
import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CountryPickerProps = {
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string | undefined;
};

/**
 * The desk's countries: a filter box over a list of checkboxes (keyboard: Tab and Space), with the
 * chosen ones above as removable badges. ISO's GB is listed; a desk that already says UK keeps it.
 */
export function CountryPicker({ value, onChange, error }: CountryPickerProps) {
  const { t, i18n } = useTranslation('desks');
  const id = useId();
  const [filter, setFilter] = useState('');
  const all = useMemo(() => {
    const codes = new Set([...COUNTRY_CODES].filter((code) => code !== 'UK'));
    for (const code of value) codes.add(code);
    return [...codes]
      .map((code) => ({ code, name: countryName(code, i18n.language) }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [value, i18n.language]);
  const chosen = all.filter((c) => value.includes(c.code));
  const needle = filter.trim().toLocaleLowerCase(i18n.language);
  const shown = needle
    ? all.filter(
        (c) => c.name.toLocaleLowerCase(i18n.language).includes(needle) || c.code.toLowerCase() === needle,
      )
    : all;
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code] : value.filter((c) => c !== code));

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-navy">{t('deskForm.countries')}</legend>
      {chosen.length > 0 ? (
        <ul aria-label={t('deskForm.chosenCountries')} className="flex flex-wrap gap-1.5">
          {chosen.map((c) => (
            <li key={c.code}>
              <Badge tone="info" className="pr-1">
                {c.name}
                <button
                  type="button"
                  onClick={() => toggle(c.code, false)}
                  className="rounded-full p-0.5 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={t('deskForm.removeCountry', { name: c.name })}
                >
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('deskForm.noCountries')}</p>
      )}
      <Label htmlFor={`${id}-filter`} className="sr-only">
        {t('deskForm.filterCountries')}
      </Label>
      <Input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t('deskForm.filterCountries')}
        autoComplete="off"
      />
      <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-border p-2">
        {shown.length === 0 ? (
          <li className="px-1 py-1 text-sm text-muted-foreground">{t('deskForm.noCountryMatches')}</li>
        ) : (
          shown.map((c) => (
            <li key={c.code} className="flex items-center gap-2 px-1 py-0.5">
              <Checkbox
                id={`${id}-${c.code}`}
                checked={value.includes(c.code)}
                onCheckedChange={(on) => toggle(c.code, on === true)}
              />
              <Label htmlFor={`${id}-${c.code}`} className="font-normal">
                {c.name}
              </Label>
            </li>
          ))
        )}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

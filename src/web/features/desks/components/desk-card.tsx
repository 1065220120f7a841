import { ContextButton } from '@web/components/context-button';
import { Badge } from '@web/components/ui/badge';
import { countryName } from '@web/lib/intl';
import { Pencil, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Desk } from '../api/get-desks';
import { DeleteDeskButton } from './delete-desk-button';

export function DeskCard({ desk, onEdit }: { desk: Desk; onEdit: () => void }) {
  const { t, i18n } = useTranslation('desks');
  const headingId = `desk-${desk.id}-name`;
  const countries = desk.countries
    .map((code) => ({ code, name: countryName(code, i18n.language) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold break-words text-navy">
          {desk.name}
        </h3>
        {desk.description ? (
          <p className="text-sm break-words text-muted-foreground">{desk.description}</p>
        ) : null}
      </div>
      {countries.length > 0 ? (
        <ul aria-label={t('desks.countriesOf', { name: desk.name })} className="flex flex-wrap gap-1.5">
          {countries.map((country) => (
            <li key={country.code}>
              <Badge tone="info">{country.name}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('desks.noCountries')}</p>
      )}
      <p className="flex items-center gap-1.5 text-sm text-navy">
        <Users aria-hidden="true" className="size-4" />
        {t('desks.userCount', { count: desk.userCount })}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <ContextButton onClick={onEdit} icon={Pencil} label={t('desks.edit')} context={desk.name} />
        <DeleteDeskButton desk={desk} />
      </div>
    </li>
  );
}

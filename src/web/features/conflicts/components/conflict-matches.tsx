import type { Conflict, ConflictRecord } from '@shared/contracts/conflicts';
import { STAFF_ROLES } from '@shared/domain/roles';
import { Button } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';

const isStaff = (role: string) => (STAFF_ROLES as readonly string[]).includes(role);

/** One match in plain words (issue 21 item 5): what of theirs matched what. */
function useConflictWords() {
  const { t } = useTranslation('conflicts');
  return (c: Conflict): string => {
    if (c.source === 'indicator') {
      const line = t(`conflicts.indicator.${c.field}`, { count: c.cases });
      return c.status === 'confirmed' ? `${line} ${t('conflicts.confirmedByFirm')}` : line;
    }
    if (c.source === 'adverse_party') return t(`conflicts.adverse.${c.matchedOn}`, { name: c.name });
    return t(`conflicts.person.${c.matchedOn}.${isStaff(c.role) ? 'staff' : 'client'}`);
  };
}

/**
 * A record behind a match that the reader may open (the server sends only those, D21): a case as
 * its reference and client, opened in place when the screen can; a staff member by name and role.
 */
function RecordLink({
  record,
  openCase,
}: {
  record: ConflictRecord;
  openCase?: ((caseId: string) => void) | undefined;
}) {
  const { t } = useTranslation('conflicts');
  if (record.type === 'person') {
    return (
      <span>{t('conflicts.records.person', { name: record.name, role: t(`roles.${record.role}`) })}</span>
    );
  }
  const label = t('conflicts.records.case', { reference: record.reference, client: record.clientName });
  return openCase ? (
    <Button variant="link" size="sm" className="h-auto p-0" onClick={() => openCase(record.caseId)}>
      {label}
    </Button>
  ) : (
    <span>{label}</span>
  );
}

/**
 * The matches of a conflict check: each in words, then the records behind it the reader may open;
 * for the others the words are all there is (what kind of match it is).
 */
export function ConflictMatches({
  conflicts,
  openCase,
}: {
  conflicts: Conflict[];
  openCase?: ((caseId: string) => void) | undefined;
}) {
  const { t } = useTranslation('conflicts');
  const words = useConflictWords();
  return (
    <ul className="grid list-disc gap-1 pl-5">
      {conflicts.map((c, i) => (
        // The matches have no id of their own; their order is the server's and stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i}>
          {words(c)}
          {c.records.length > 0 ? (
            <span className="mt-0.5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-muted-foreground">{t('conflicts.records.label')}</span>
              {c.records.map((record) => (
                <RecordLink
                  key={record.type === 'case' ? record.caseId : record.userId}
                  record={record}
                  openCase={openCase}
                />
              ))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

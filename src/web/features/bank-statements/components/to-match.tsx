import { EmptyState } from '@web/components/empty-state';
import { LoadingRows } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { SelectOptions } from '@web/components/select-options';
import { SelectField } from '@web/components/text-fields';
import { useRefetchOnLive } from '@web/lib/api-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankStatementKeys } from '../api/bank-statement-keys';
import { useBankStatements } from '../api/get-bank-statements';
import { useUnmatched } from '../api/get-unmatched';
import { OpenEntriesTable } from './open-entries-table';
import { UnmatchedLinesTable } from './unmatched-lines-table';

const ALL = 'all';

/**
 * Issue 19 item 3, "To match": side by side on a wide screen (stacked on a narrow one), the
 * statement lines nothing explains yet and the ledger entries no line is matched to, in one
 * currency or all. A new report or payout in the ledger refreshes it (live `ledger` events).
 */
export function ToMatch() {
  const { t } = useTranslation('bankStatements');
  const titleId = useId();
  const [currency, setCurrency] = useState(ALL);
  useRefetchOnLive(['ledger'], bankStatementKeys.all);
  // Every currency with something open, for the filter's choices; the list asks in the one chosen.
  const everything = useUnmatched();
  const query = useUnmatched(currency === ALL ? undefined : currency, currency !== ALL);
  const shown = currency === ALL ? everything : query;
  const statements = useBankStatements();
  const fileNames = useMemo(
    () => new Map((statements.data ?? []).map((s) => [s.id, s.fileName] as const)),
    [statements.data],
  );
  const currencies = useMemo(() => {
    const found = new Set<string>();
    for (const line of everything.data?.lines ?? []) found.add(line.currency);
    for (const entry of everything.data?.entries ?? []) found.add(entry.currency);
    if (currency !== ALL) found.add(currency);
    return [...found].sort();
  }, [everything.data, currency]);

  return (
    <section aria-labelledby={titleId} aria-busy={shown.isFetching} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid max-w-prose gap-1">
          <h4 id={titleId} className="font-semibold text-navy">
            {t('bankMatching.toMatch.title')}
          </h4>
          <p className="text-sm text-muted-foreground">{t('bankMatching.toMatch.intro')}</p>
        </div>
        <SelectField
          id={`${titleId}-currency`}
          label={t('bankMatching.toMatch.currency')}
          className="w-48"
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          <option value={ALL}>{t('bankMatching.toMatch.allCurrencies')}</option>
          <SelectOptions values={currencies} label={(code) => code} />
        </SelectField>
      </div>
      <QueryView query={shown} loading={<LoadingRows label={t('bankMatching.toMatch.loading')} rows={3} />}>
        {({ lines, entries }) =>
          lines.length === 0 && entries.length === 0 ? (
            <EmptyState>
              {currency === ALL
                ? t('bankMatching.toMatch.allDone')
                : t('bankMatching.toMatch.allDoneIn', { currency })}
            </EmptyState>
          ) : (
            <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <section aria-labelledby={`${titleId}-lines`} className="grid min-w-0 gap-2">
                <h5 id={`${titleId}-lines`} className="text-sm font-semibold text-navy">
                  {t('bankMatching.toMatch.linesTitle', { count: lines.length })}
                </h5>
                {lines.length === 0 ? (
                  <EmptyState look="muted">{t('bankMatching.toMatch.noLines')}</EmptyState>
                ) : (
                  <UnmatchedLinesTable
                    lines={lines}
                    fileNames={fileNames}
                    caption={t('bankMatching.toMatch.linesCaption')}
                  />
                )}
              </section>
              <section aria-labelledby={`${titleId}-entries`} className="grid min-w-0 gap-2">
                <h5 id={`${titleId}-entries`} className="text-sm font-semibold text-navy">
                  {t('bankMatching.toMatch.entriesTitle', { count: entries.length })}
                </h5>
                {entries.length === 0 ? (
                  <EmptyState look="muted">{t('bankMatching.toMatch.noEntries')}</EmptyState>
                ) : (
                  <OpenEntriesTable entries={entries} caption={t('bankMatching.toMatch.entriesCaption')} />
                )}
              </section>
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

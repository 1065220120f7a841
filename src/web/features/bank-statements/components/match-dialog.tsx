import type { BankStatementLine, OpenLedgerEntry } from '@shared/contracts/bank-statements';
import { EmptyState } from '@web/components/empty-state';
import { FormDialog } from '@web/components/form-dialog';
import { FormError } from '@web/components/form-error';
import { LoadingRows } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { Info } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnmatched } from '../api/get-unmatched';
import { useMatchLine } from '../api/line-decisions';
import { entryKindLabel } from './match-status';

/** The entries a line can stand for first (same direction and amount), then the rest, each in the server's order. */
export function orderForLine(line: BankStatementLine, entries: OpenLedgerEntry[]) {
  const fits = (e: OpenLedgerEntry) => e.direction === line.direction && e.amountCents === line.amountCents;
  return { fitting: entries.filter(fits), others: entries.filter((e) => !fits(e)) };
}

type MatchDialogProps = {
  line: BankStatementLine;
  /** The line in words (amount and date), for the title. */
  named: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Match… on a line: the open ledger entries in its currency, those of the same direction and
 * amount first. Choosing a reported recovery says what matching it does (D26: it confirms it).
 */
export function MatchDialog({ line, named, open, onOpenChange }: MatchDialogProps) {
  const { t } = useTranslation('bankStatements');
  const id = useId();
  const query = useUnmatched(line.currency, open);
  const match = useMatchLine();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  function onChange(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setChosen(null);
      setError(undefined);
    }
  }

  const entries = query.data?.entries ?? [];
  const chosenEntry = entries.find((e) => e.id === chosen);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!chosenEntry) {
      setError(t('bankMatching.match.choose'));
      return;
    }
    try {
      await match.mutateAsync({ lineId: line.id, transactionId: chosenEntry.id });
      notify.success(
        t(
          chosenEntry.kind === 'recovery_report'
            ? 'bankMatching.match.doneConfirmed'
            : 'bankMatching.match.done',
          {
            line: named,
            reference: chosenEntry.caseReference ?? t('bankMatching.status.noCase'),
          },
        ),
      );
      onChange(false);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message || t('bankMatching.failed'));
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onChange}
      className="max-w-2xl"
      title={t('bankMatching.match.title', { line: named })}
      description={t('bankMatching.match.description')}
      onSubmit={onSubmit}
      cancelLabel={t('bankMatching.cancel')}
      submit={
        <Button type="submit" disabled={match.isPending || entries.length === 0} aria-busy={match.isPending}>
          {t('bankMatching.match.submit')}
        </Button>
      }
    >
      <QueryView query={query} loading={<LoadingRows label={t('bankMatching.match.loading')} rows={3} />}>
        {(data) => {
          if (data.entries.length === 0) {
            return <EmptyState>{t('bankMatching.match.none', { currency: line.currency })}</EmptyState>;
          }
          const { fitting, others } = orderForLine(line, data.entries);
          return (
            <div className="grid gap-4">
              <EntryGroup
                name={`${id}-entry`}
                legend={t('bankMatching.match.fitting', { count: fitting.length })}
                empty={t('bankMatching.match.noFitting')}
                entries={fitting}
                chosen={chosen}
                onChoose={setChosen}
                fits
              />
              {others.length > 0 ? (
                <EntryGroup
                  name={`${id}-entry`}
                  legend={t('bankMatching.match.others', { count: others.length })}
                  hint={t('bankMatching.match.othersHint')}
                  entries={others}
                  chosen={chosen}
                  onChoose={setChosen}
                />
              ) : null}
            </div>
          );
        }}
      </QueryView>
      {chosenEntry?.kind === 'recovery_report' ? (
        <p className="flex gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {chosenEntry.clientName
            ? t('bankMatching.match.confirmsReport', { client: chosenEntry.clientName })
            : t('bankMatching.match.confirmsReportNoName')}
        </p>
      ) : null}
      <FormError>{error}</FormError>
    </FormDialog>
  );
}

type EntryGroupProps = {
  name: string;
  legend: string;
  hint?: string;
  empty?: string;
  entries: OpenLedgerEntry[];
  chosen: string | null;
  onChoose: (id: string) => void;
  fits?: boolean;
};

/** One group of entries as radio choices: case, client, kind, amount, date and reference. */
function EntryGroup({ name, legend, hint, empty, entries, chosen, onChoose, fits }: EntryGroupProps) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-navy">{legend}</legend>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {entries.length === 0 && empty ? <EmptyState look="muted">{empty}</EmptyState> : null}
      <ul className="grid gap-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <label
              className={cn(
                'flex cursor-pointer gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent',
                !fits && 'border-dashed',
              )}
            >
              <input
                type="radio"
                name={name}
                value={entry.id}
                checked={chosen === entry.id}
                onChange={() => onChoose(entry.id)}
                className="mt-1 accent-primary"
              />
              <span className="grid flex-1 gap-0.5">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium text-navy">
                    {entry.caseReference ?? t('bankMatching.status.noCase')}
                    {entry.clientName ? ` · ${entry.clientName}` : ''}
                  </span>
                  <span className="font-medium whitespace-nowrap tabular-nums text-navy">
                    {formats.money(
                      entry.direction === 'credit' ? entry.amountCents : -entry.amountCents,
                      entry.currency,
                    )}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <Badge tone={entry.kind === 'recovery_report' ? 'info' : 'neutral'}>
                    {entryKindLabel(t, entry.kind)}
                  </Badge>
                  <span>{formats.date(entry.date)}</span>
                  <span className="break-all">
                    {entry.reference
                      ? t('bankMatching.entries.reference', { value: entry.reference })
                      : t('bankMatching.entries.noReference')}
                  </span>
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

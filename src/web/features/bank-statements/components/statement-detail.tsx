import type { BankStatementSummary } from '@shared/contracts/bank-statements';
import { EmptyState } from '@web/components/empty-state';
import { LoadingRows } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { Button } from '@web/components/ui/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankStatement } from '../api/get-bank-statement';
import { LinesTable } from './lines-table';
import { WithdrawStatementButton } from './withdraw-statement-button';
import { WithdrawalNote } from './withdrawal-note';

/** One statement's lines, opened from the list; its heading takes the focus so the move is announced. */
export function StatementDetail({
  statement,
  onClose,
}: {
  statement: BankStatementSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation('bankStatements');
  const query = useBankStatement(statement.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const title = t('lines.title', { name: statement.fileName });
  // The detail's own summary is fresher than the row it was opened from (after a withdrawal).
  const current = query.data?.statement ?? statement;
  return (
    <section aria-labelledby="bank-statement-lines-title" aria-busy={query.isFetching} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4
          id="bank-statement-lines-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-navy"
        >
          {title}
        </h4>
        <div className="flex flex-wrap gap-2">
          <WithdrawStatementButton statement={current} />
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('lines.close')}
          </Button>
        </div>
      </div>
      <WithdrawalNote statement={current} />
      <QueryView query={query} loading={<LoadingRows label={t('lines.loading')} rows={4} />}>
        {(detail) =>
          detail.lines.length === 0 ? (
            <EmptyState>{t('lines.empty')}</EmptyState>
          ) : (
            <LinesTable lines={detail.lines} caption={t('lines.caption', { name: statement.fileName })} />
          )
        }
      </QueryView>
    </section>
  );
}

import type { BankStatementSummary } from '@shared/contracts/bank-statements';
import { Button } from '@web/components/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawStatement } from '../api/withdraw-statement';
import { ReasonDialog } from './reason-dialog';

/**
 * Withdraw a statement imported in error (issue 32 item 5): a dialog says what will happen and
 * asks why; the server's refusal (a signed-off month, money already drawn on) is shown as it is.
 */
export function WithdrawStatementButton({ statement }: { statement: BankStatementSummary }) {
  const { t } = useTranslation('bankStatements');
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawStatement();
  if (statement.withdrawal) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('withdraw.action')}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t('withdraw.title', { name: statement.fileName })}
        description={t('withdraw.description')}
        label={t('withdraw.reasonLabel')}
        hint={t('withdraw.reasonHint')}
        submitLabel={t('withdraw.submit')}
        busy={withdraw.isPending}
        onSend={async (reason) => {
          await withdraw.mutateAsync({ statementId: statement.id, reason });
        }}
      />
    </>
  );
}

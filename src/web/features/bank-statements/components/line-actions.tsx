import type { BankStatementLine } from '@shared/contracts/bank-statements';
import { ContextButton } from '@web/components/context-button';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { Ban, Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAsideLine, useUnmatchLine } from '../api/line-decisions';
import { MatchDialog } from './match-dialog';
import { ReasonDialog } from './reason-dialog';

/**
 * What can be decided about a line: an unmatched one can be matched or set aside as not client
 * money; a matched or set-aside one can be undone, with a reason. Each button's accessible name
 * says which line (its amount and date), since a table holds many alike.
 */
export function LineActions({ line }: { line: BankStatementLine }) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  const [dialog, setDialog] = useState<'match' | 'setAside' | 'unmatch' | null>(null);
  const setAside = useSetAsideLine();
  const unmatch = useUnmatchLine();
  const named = t('bankMatching.actions.lineName', {
    amount: formats.money(line.direction === 'credit' ? line.amountCents : -line.amountCents, line.currency),
    date: formats.date(line.bookingDate),
  });
  const onOpenChange = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const trigger = (action: 'match' | 'setAside' | 'unmatch', Icon: typeof Ban) => (
    <ContextButton
      onClick={() => setDialog(action)}
      icon={Icon}
      label={t(`bankMatching.actions.${action}`)}
      context={named}
    />
  );

  if (line.match.status !== 'unmatched') {
    return (
      <div className="flex flex-wrap gap-2">
        {trigger('unmatch', Unlink)}
        <ReasonDialog
          open={dialog === 'unmatch'}
          onOpenChange={onOpenChange}
          title={t('bankMatching.unmatch.title', { line: named })}
          description={t(
            line.match.status === 'matched'
              ? 'bankMatching.unmatch.descriptionMatched'
              : 'bankMatching.unmatch.descriptionSetAside',
          )}
          label={t('bankMatching.reason.label')}
          hint={t('bankMatching.unmatch.hint')}
          submitLabel={t('bankMatching.unmatch.submit')}
          busy={unmatch.isPending}
          onSend={async (reason) => {
            await unmatch.mutateAsync({ lineId: line.id, reason });
            notify.success(t('bankMatching.unmatch.done', { line: named }));
          }}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {trigger('match', Link2)}
      {trigger('setAside', Ban)}
      <MatchDialog line={line} named={named} open={dialog === 'match'} onOpenChange={onOpenChange} />
      <ReasonDialog
        open={dialog === 'setAside'}
        onOpenChange={onOpenChange}
        title={t('bankMatching.setAside.title', { line: named })}
        description={t('bankMatching.setAside.description')}
        label={t('bankMatching.reason.label')}
        hint={t('bankMatching.setAside.hint')}
        submitLabel={t('bankMatching.setAside.submit')}
        busy={setAside.isPending}
        onSend={async (reason) => {
          await setAside.mutateAsync({ lineId: line.id, reason });
          notify.success(t('bankMatching.setAside.done', { line: named }));
        }}
      />
    </div>
  );
}

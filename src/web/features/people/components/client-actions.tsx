import type { LawyerClientRow } from '@shared/contracts/people-clients';
import { ContextButton } from '@web/components/context-button';
import { FolderOpen, MessageSquare, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type ClientActionsProps = {
  client: LawyerClientRow;
  onEdit: (client: LawyerClientRow) => void;
  onOpenCase: (caseId: string) => void;
};

/**
 * Edit opens the client and funds dialog. Contact and Cases both lead to the client's latest
 * case with me: the message thread lives in the case, and the case detail lists their cases.
 * Each button's name ends with the client's (hidden), so a list of buttons is unambiguous and
 * still starts with the visible words (WCAG 2.5.3).
 */
export function ClientActions({ client, onEdit, onOpenCase }: ClientActionsProps) {
  const { t } = useTranslation('people');
  const name = `${client.firstName} ${client.lastName}`;
  return (
    // In the table (from 1280 px) the actions stack, so the row fits in German and Dutch too
    // without scrolling the last action out of sight (issue 17); on a card they sit in a row.
    <div className="flex flex-wrap gap-1 xl:flex-col xl:items-stretch">
      <ContextButton onClick={() => onEdit(client)} icon={Pencil} label={t('actions.edit')} context={name} />
      <ContextButton
        variant="ghost"
        onClick={() => onOpenCase(client.latestCaseId)}
        icon={MessageSquare}
        label={t('actions.contact')}
        context={name}
      />
      <ContextButton
        variant="ghost"
        onClick={() => onOpenCase(client.latestCaseId)}
        icon={FolderOpen}
        label={t('actions.cases', { count: client.totalCases })}
        context={name}
      />
    </div>
  );
}

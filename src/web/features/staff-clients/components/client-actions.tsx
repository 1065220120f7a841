import type { LawyerClientRow } from '@shared/contracts/staff';
import { Button } from '@web/components/ui/button';
import { FolderOpen, MessageSquare, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type ClientActionsProps = {
  client: LawyerClientRow;
  onEdit: (client: LawyerClientRow) => void;
  onOpenCase: (caseId: string) => void;
};

/**
 * Edit opens the client and funds dialog. Contact and Cases both lead to the client's latest
 * case with me: the message thread lives in the case, and the case detail lists their cases.
 * Each button names the client, so a screen reader's list of buttons is unambiguous.
 */
export function ClientActions({ client, onEdit, onOpenCase }: ClientActionsProps) {
  const { t } = useTranslation('clients');
  const name = `${client.firstName} ${client.lastName}`;
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('actions.editFor', { name })}
        onClick={() => onEdit(client)}
      >
        <Pencil aria-hidden="true" />
        {t('actions.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('actions.contactFor', { name })}
        onClick={() => onOpenCase(client.latestCaseId)}
      >
        <MessageSquare aria-hidden="true" />
        {t('actions.contact')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('actions.casesFor', { name, count: client.totalCases })}
        onClick={() => onOpenCase(client.latestCaseId)}
      >
        <FolderOpen aria-hidden="true" />
        {t('actions.cases', { count: client.totalCases })}
      </Button>
    </div>
  );
}

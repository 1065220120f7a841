import { Button } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';
import { usePendingApprovals } from '../api/get-approvals';

/**
 * On the settings and users tabs (D37): some changes wait for a second admin, and why; with one
 * admin in the firm, that the operator approves them from the server's console.
 */
export function PendingApprovalsNotice({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('approvals');
  const { data } = usePendingApprovals();
  if (!data || data.proposals.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-2 rounded-md border border-navy/20 bg-muted p-4 text-sm text-navy sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {t('notice', { count: data.proposals.length })}{' '}
        {data.activeAdmins < 2 ? t('noticeSingleAdmin') : t('noticeWhy')}
      </p>
      <Button type="button" variant="outline" onClick={onOpen}>
        {t('review')}
      </Button>
    </div>
  );
}

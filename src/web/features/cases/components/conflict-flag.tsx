import { Badge } from '@web/components/ui/badge';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A case row's flag (issue 31): its conflict check is open, so no one may assign it yet. */
export function ConflictFlag({ open }: { open: boolean }) {
  const { t } = useTranslation('cases');
  if (!open) return null;
  return (
    <Badge tone="warning" className="w-fit">
      <TriangleAlert aria-hidden="true" />
      {t('conflict.flag')}
    </Badge>
  );
}

import type { Lead } from '@shared/contracts/staff';
import { Button } from '@web/components/ui/button';
import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeadStepDialog } from './lead-step-dialog';

/**
 * Create Case: converts the lead; its case is assigned to me. Then the dialog offers to open the
 * case, rather than jumping away from the list unasked.
 */
export function ConvertLeadDialog({
  lead,
  name,
  openCase,
}: {
  lead: Lead;
  name: string;
  openCase: (caseId: string) => void;
}) {
  const { t } = useTranslation('leads');
  const [converted, setConverted] = useState<Lead | null>(null);
  return (
    <LeadStepDialog
      lead={lead}
      trigger={{
        label: t('convert.open'),
        accessibleLabel: t('convert.openFor', { name }),
        Icon: FolderPlus,
        variant: 'default',
      }}
      title={
        converted
          ? t('convert.doneTitle', { reference: converted.caseReference })
          : t('convert.title', { name })
      }
      description={converted ? t('convert.doneDescription') : t('convert.description')}
      submitLabel={t('convert.submit')}
      build={() => ({ action: 'convert' })}
      success={(done) => ({ title: t('convert.success', { reference: done.caseReference }) })}
      onDone={setConverted}
      onOpenChange={(open) => (open ? undefined : setConverted(null))}
      fields={() => null}
      after={
        converted ? (
          <div className="flex justify-end">
            <Button onClick={() => openCase(converted.caseId)}>{t('convert.openCase')}</Button>
          </div>
        ) : undefined
      }
    />
  );
}

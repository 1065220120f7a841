import type { Lead } from '@shared/contracts/leads';
import { FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LeadStepDialog } from './lead-step-dialog';

/** Create Case: converts the lead; its case is assigned to me (the tab then offers to open it). */
export function ConvertLeadDialog({
  lead,
  name,
  onConverted,
}: {
  lead: Lead;
  name: string;
  onConverted: (lead: Lead) => void;
}) {
  const { t } = useTranslation('leads');
  return (
    <LeadStepDialog
      lead={lead}
      trigger={{ label: t('convert.open'), context: name, Icon: FolderPlus, variant: 'default' }}
      title={t('convert.title', { name })}
      description={t('convert.description')}
      submitLabel={t('convert.submit')}
      build={() => ({ action: 'convert' })}
      success={(done) => ({ title: t('convert.success', { reference: done.caseReference }) })}
      onDone={onConverted}
      fields={() => null}
    />
  );
}

import type { Lead } from '@shared/contracts/leads';
import { FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LeadStepDialog } from './lead-step-dialog';

/**
 * Create Case (the spec's label): a lead's case was opened when the request arrived, so the
 * dialog names that case and says it exists rather than claiming to create one; converting
 * assigns it to me (the tab then offers to open it).
 */
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
      title={t('convert.title', { name, reference: lead.caseReference })}
      description={t('convert.description')}
      submitLabel={t('convert.submit')}
      build={() => ({ action: 'convert' })}
      success={(done) => ({ title: t('convert.success', { reference: done.caseReference }) })}
      onDone={onConverted}
      fields={() => null}
    />
  );
}

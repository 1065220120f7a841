import { MAX_DOCUMENT_BYTES } from '@shared/domain/documents';
import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { formatFileSize } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { uploadQuotaFromForm, uploadQuotaToForm } from '../lib/form-values';
import { NumberSettingsSection } from './number-settings-section';
import type { SectionProps } from './section-props';

const quotaSchema = firmSettingsSchema.pick({ caseMaxDocuments: true, caseMaxStorageMb: true });

/** Issue 15: how many documents, and how many MB, one case may hold; the server refuses beyond. */
export function UploadQuotaSection(props: SectionProps) {
  const { i18n } = useTranslation('settings');
  // The largest file (D17), in the reader's language: "10 MB", "10 Mo".
  const size = formatFileSize(MAX_DOCUMENT_BYTES, i18n.language);
  return (
    <NumberSettingsSection
      {...props}
      id="settings-upload-quota"
      texts="uploadQuota"
      values={{ size }}
      schema={quotaSchema}
      toForm={uploadQuotaToForm}
      fromForm={uploadQuotaFromForm}
      fields={[
        { name: 'caseMaxDocuments', id: 'quota-documents', text: 'maxDocuments' },
        { name: 'caseMaxStorageMb', id: 'quota-storage', text: 'maxStorage' },
      ]}
    />
  );
}

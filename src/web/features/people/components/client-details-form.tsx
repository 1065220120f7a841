import type { CaseClient } from '@shared/contracts/cases';
import { InputField } from '@web/components/text-fields';
import { notify } from '@web/lib/notify';
import { toInputAmount, useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../api/get-staff-client';
import { useUpdateClient } from '../api/update-client';
import { PersonalSection, personalValues } from './person-fields';

/** Personal data and the claim (loss) of the case, saved with PUT; spec §8 toasts. */
export function ClientDetailsForm(props: { role: StaffRole; client: CaseClient; onSaved: () => void }) {
  const { t } = useTranslation('people');
  const f = useFormats();
  const { client } = props;
  const update = useUpdateClient(props.role, client.id);
  return (
    <PersonalSection
      heading={t('clients.edit.personal')}
      idPrefix="edit-client"
      initial={{ ...personalValues(client), lossAmount: toInputAmount(client.lossAmountCents) }}
      save={async (values) => {
        const saved = await update.mutateAsync({ ...values, caseId: client.caseId });
        // D34: a new email or phone is only proposed; the dialog stays open to show it waiting.
        const proposed = saved.pendingContactChanges.some(
          (p) => !client.pendingContactChanges.some((q) => q.field === p.field && q.value === p.value),
        );
        if (proposed) {
          notify.success(t('toast.proposed'), { description: t('toast.proposedBody') });
          return;
        }
        notify.success(t('toast.updated'), { description: t('toast.updatedBody') });
        props.onSaved();
      }}
      failure={{ title: t('toast.updateFailed'), fallback: t('toast.updateFailedBody') }}
      pending={update.isPending}
      saveLabel={update.isPending ? t('edit.saving') : t('clients.edit.save')}
    >
      {({ values, errors, set }) => (
        <InputField
          id="edit-client-lossAmount"
          label={t('fields.lossAmount')}
          error={errors.lossAmount}
          hint={t('edit.lossHint', {
            currency: client.currency,
            current: f.money(client.lossAmountCents, client.currency),
          })}
          name="lossAmount"
          value={values.lossAmount}
          inputMode="decimal"
          autoComplete="off"
          onChange={set('lossAmount')}
        />
      )}
    </PersonalSection>
  );
}

import type { CaseClient } from '@shared/contracts/cases';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { sendForm } from '@web/lib/send-form';
import { toInputAmount, useFormats } from '@web/lib/use-formats';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../api/get-staff-client';
import { type ClientChanges, useUpdateClient } from '../api/update-client';

type Editable = Omit<ClientChanges, 'caseId'>;
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'lossAmount'] as const;

/** Personal data and the claim (loss) of the case, saved with PUT; spec §8 toasts. */
export function ClientDetailsForm(props: { role: StaffRole; client: CaseClient; onSaved: () => void }) {
  const { t } = useTranslation('clients');
  const f = useFormats();
  const { client } = props;
  const update = useUpdateClient(props.role, client.id);
  const [values, setValues] = useState<Editable>({
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phone: client.phone ?? '',
    lossAmount: toInputAmount(client.lossAmountCents),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await sendForm(
      async () => {
        await update.mutateAsync({ ...values, caseId: client.caseId });
        notify.success(t('toast.updated'), { description: t('toast.updatedBody') });
        props.onSaved();
      },
      setErrors,
      { title: t('toast.updateFailed'), fallback: t('toast.updateFailedBody') },
    );
  }

  const labels: Record<(typeof FIELDS)[number], string> = {
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    email: t('fields.email'),
    phone: t('fields.phoneOptional'),
    lossAmount: t('fields.lossAmount'),
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="edit-client-personal" className="grid gap-4">
      <h3 id="edit-client-personal" className="font-semibold text-navy">
        {t('edit.personal')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((key) => (
          <InputField
            key={key}
            id={`edit-client-${key}`}
            label={labels[key]}
            error={errors[key]}
            hint={
              key === 'lossAmount'
                ? t('edit.lossHint', {
                    currency: client.currency,
                    current: f.money(client.lossAmountCents, client.currency),
                  })
                : undefined
            }
            name={key}
            value={values[key]}
            type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
            inputMode={key === 'lossAmount' ? 'decimal' : undefined}
            autoComplete="off"
            onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}

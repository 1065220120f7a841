import type { CaseIndicator } from '@shared/contracts/indicators';
import { INDICATOR_STATUSES, type IndicatorStatus } from '@shared/domain/trail/statuses';
import { FormDialog } from '@web/components/form-dialog';
import { FormError } from '@web/components/form-error';
import { SelectOptions } from '@web/components/select-options';
import { SelectField, TextareaField } from '@web/components/text-fields';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetIndicatorStatus } from '../api/set-indicator-status';
import { useIndicatorReason } from './use-indicator-reason';

/** Confirmed scam, false match (links nothing from then on) or unreviewed: always with a reason, audited. */
export function IndicatorStatusDialog(props: { indicator: CaseIndicator | null; onClose: () => void }) {
  const { t } = useTranslation('indicators');
  const save = useSetIndicatorStatus();
  const [status, setStatus] = useState<IndicatorStatus>('confirmed');
  const indicator = props.indicator;
  const { send, formError, field } = useIndicatorReason(indicator, props.onClose);
  useEffect(() => {
    if (indicator) setStatus(indicator.status === 'confirmed' ? 'false_match' : 'confirmed');
  }, [indicator]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!indicator) return;
    await send(
      (reason) => save.mutateAsync({ indicatorId: indicator.id, body: { status, reason } }),
      t('indicators.mark.saved'),
    );
  }

  return (
    <FormDialog
      open={indicator !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('indicators.mark.title')}
      description={indicator ? t('indicators.mark.description', { value: indicator.value }) : ''}
      onSubmit={onSubmit}
      cancelLabel={t('form.cancel')}
      submitLabel={t('indicators.mark.save')}
      busy={save.isPending}
    >
      <SelectField
        id="indicator-status"
        label={t('indicators.mark.status')}
        hint={t(`indicators.mark.hints.${status}`)}
        value={status}
        onChange={(e) => setStatus(e.target.value as IndicatorStatus)}
      >
        <SelectOptions values={INDICATOR_STATUSES} label={(v) => t(`indicators.status.${v}`)} />
      </SelectField>
      <TextareaField id="indicator-reason" label={t('indicators.mark.reason')} rows={3} {...field} />
      <FormError>{formError}</FormError>
    </FormDialog>
  );
}

import { QueryView } from '@web/components/query-view';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { FormMessage } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptFeeAgreement, useFeeAgreement } from '../api/fee-agreement';
import { FeeAgreementText } from './fee-agreement-text';

type Errors = { fullName?: string; agree?: string; form?: string };
const normalise = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

type Props = { caseId: string; clientName: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The engagement and fee agreement (ABA Model Rule 1.5(c)): read, then accepted by typing one's
 * full name and ticking the box. The server stores the version, the text's hash, time, IP and
 * browser, and checks the name again.
 */
export function FeeAgreementDialog({ caseId, clientName, open, onOpenChange }: Props) {
  const { t, i18n } = useTranslation('cases');
  const agreement = useFeeAgreement(caseId, i18n.language, open);
  const accept = useAcceptFeeAgreement(caseId);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!agreement.data || accept.isPending) return;
    const fullName = String(new FormData(event.currentTarget).get('fullName') ?? '');
    const next: Errors = {};
    if (normalise(fullName) !== normalise(clientName))
      next.fullName = t('agreement.nameMismatch', { name: clientName });
    if (!agreed) next.agree = t('agreement.tickBox');
    setErrors(next);
    if (next.fullName || next.agree) return;
    const { version, language, textSha256 } = agreement.data;
    try {
      await accept.mutateAsync({ fullName, agree: true, version, language, textSha256 });
      notify.success(t('agreement.acceptedToast'), { description: t('agreement.acceptedToastBody') });
      onOpenChange(false);
    } catch (error) {
      const api = error instanceof ApiError ? error : undefined;
      if (api?.fields?.fullName) setErrors({ fullName: t('agreement.nameMismatch', { name: clientName }) });
      else setErrors({ form: api?.message || t('agreement.failed') });
      if (api?.status === 409) void agreement.refetch();
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t('agreement.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('agreement.dialogLead')}</DialogDescription>
        <QueryView query={agreement} loading={<Skeleton className="h-64" />}>
          {(data) => (
            <form noValidate onSubmit={onSubmit} className="grid gap-5">
              <FeeAgreementText agreement={data} label={t('agreement.textLabel')} />
              <InputField
                id="agreement-name"
                label={t('agreement.fullName')}
                hint={t('agreement.fullNameHint')}
                error={errors.fullName}
                name="fullName"
                autoComplete="name"
                required
              />
              <div className="grid gap-2">
                <div className="flex items-start gap-3">
                  <Checkbox
                    id="agreement-agree"
                    checked={agreed}
                    onCheckedChange={(value) => setAgreed(value === true)}
                    aria-invalid={Boolean(errors.agree)}
                    aria-describedby={errors.agree ? 'agreement-agree-error' : undefined}
                  />
                  <label htmlFor="agreement-agree" className="text-sm leading-snug">
                    {t('agreement.agreeLabel')}
                  </label>
                </div>
                <FormMessage id="agreement-agree-error">{errors.agree}</FormMessage>
              </div>
              {errors.form ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errors.form}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-3">
                <Button type="submit" busy={accept.isPending}>
                  {t('agreement.accept')}
                </Button>
                <Button variant="ghost" onClick={() => onOpenChange(false)}>
                  {t('agreement.notNow')}
                </Button>
              </div>
            </form>
          )}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}

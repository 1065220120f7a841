import type { Lead } from '@shared/contracts/leads';
import { ContextButton } from '@web/components/context-button';
import { FormError } from '@web/components/form-error';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import type { LucideIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LeadStep, useMoveLead } from '../api/move-lead';

type LeadStepDialogProps = {
  lead: Lead;
  trigger: {
    label: string;
    /** Read after the label (visually hidden): the person's name, so each button is unambiguous. */
    context: string;
    Icon: LucideIcon;
    variant?: 'outline' | 'default' | 'destructive';
  };
  title: string;
  description: string;
  submitLabel: string;
  destructive?: boolean;
  /** The step to post, or a map of field errors found before asking the server. */
  build: () => LeadStep | { errors: Record<string, string> };
  fields: (errors: Record<string, string>) => ReactNode;
  success: (lead: Lead) => { title: string; description?: string };
  /** After success, once the dialog has closed. */
  onDone?: (lead: Lead) => void;
};

/**
 * One lead step in a dialog: the fields, the server's field errors or its message (a 409 when the
 * lead has moved on meanwhile), a toast on success. Typed text stays on failure.
 */
export function LeadStepDialog(props: LeadStepDialogProps) {
  const { t } = useTranslation('leads');
  const move = useMoveLead(props.lead.id);
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setErrors({});
      setMessage(null);
    }
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const built = props.build();
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    try {
      const lead = await move.mutateAsync(built);
      const toast = props.success(lead);
      notify.success(toast.title, toast.description ? { description: toast.description } : undefined);
      change(false);
      props.onDone?.(lead);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fields ?? {});
      setMessage(error.message || t('stepFailed'));
    }
  }

  const { Icon } = props.trigger;
  return (
    <>
      <ContextButton
        variant={props.trigger.variant ?? 'outline'}
        onClick={() => change(true)}
        icon={Icon}
        label={props.trigger.label}
        context={props.trigger.context}
      />
      <Dialog open={open} onOpenChange={change}>
        <DialogContent className="max-w-lg">
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            {props.fields(errors)}
            <FormError>{message}</FormError>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => change(false)}>
                {t('cancel')}
              </Button>
              <Button
                type="submit"
                variant={props.destructive ? 'destructive' : 'default'}
                busy={move.isPending}
              >
                {props.submitLabel}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

import { ConfirmDialog } from '@web/components/confirm-dialog';
import { AlertDialogAction } from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmButtonProps = {
  /** The button's visible text; its accessible name may add what it acts on. */
  label: ReactNode;
  accessibleName: string;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
};

/** A destructive step behind a confirmation (cancel a withdrawal, remove an account). */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={props.busy} aria-label={props.accessibleName}>
          {props.label}
        </Button>
      }
      title={props.title}
      description={props.description}
      cancelLabel={t('confirm.keep')}
      action={
        <AlertDialogAction destructive onClick={props.onConfirm}>
          {props.confirmLabel}
        </AlertDialogAction>
      }
    />
  );
}

import type { Phase } from '@shared/domain/phases';
import { TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ApiError, NETWORK_ERROR } from '@web/lib/api-client';
import { formatCount } from '@web/lib/intl';
import { notify } from '@web/lib/notify';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePhase } from '../api/update-phase';
import { PhasePicker } from './phase-picker';

export type PhaseTarget = { id: string; reference: string; title: string; phase: Phase };

const MAX_NOTES = 2000;

/**
 * Update Phase (spec §5): a phase must be chosen before the button works; notes are optional. On
 * failure the server's words show here and the choice and notes stay, so nothing typed is lost.
 */
export function UpdatePhaseDialog({ target, onClose }: { target: PhaseTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? <UpdatePhaseForm key={target.id} target={target} onDone={onClose} /> : null}
    </Dialog>
  );
}

function UpdatePhaseForm({ target, onDone }: { target: PhaseTarget; onDone: () => void }) {
  const { t, i18n } = useTranslation('cases');
  const mutation = useUpdatePhase();
  const [phase, setPhase] = useState<Phase | null>(null);
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const tooLong = notes.length > MAX_NOTES;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!phase || tooLong) return;
    setFailure(null);
    try {
      await mutation.mutateAsync({ caseId: target.id, phase, notes });
      // One toast is visible at a time (sonner visibleToasts=1): the second text is its description.
      notify.success(t('toast.phaseUpdated'), { description: t('toast.clientNotified') });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message =
        error.code === NETWORK_ERROR ? t('phaseDialog.network') : error.message || t('phaseDialog.failed');
      setFailure({ message, fields: error.fields ?? {} });
    }
  }

  const notesError = tooLong
    ? t('phaseDialog.notesTooLong', { max: formatCount(MAX_NOTES, i18n.language) })
    : failure?.fields.notes;
  return (
    <DialogContent className="max-w-lg">
      <DialogTitle>{t('phaseDialog.title')}</DialogTitle>
      <DialogDescription>
        {t('phaseDialog.description', { reference: target.reference, title: target.title })}
      </DialogDescription>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <PhasePicker current={target.phase} value={phase} onChange={setPhase} error={failure?.fields.phase} />
        <TextareaField
          id="phase-notes"
          label={t('phaseDialog.notes')}
          hint={t('phaseDialog.notesHint', { max: formatCount(MAX_NOTES, i18n.language) })}
          error={notesError}
          rows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        {failure && !failure.fields.phase && !failure.fields.notes ? (
          <p
            role="alert"
            className="flex gap-2 rounded-md border border-destructive/30 p-3 text-sm text-destructive"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {failure.message}
          </p>
        ) : null}
        <DialogActions cancelLabel={t('phaseDialog.cancel')} layout="wrap">
          <Button type="submit" disabled={!phase || tooLong || mutation.isPending}>
            {mutation.isPending ? t('phaseDialog.saving') : t('phaseDialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}

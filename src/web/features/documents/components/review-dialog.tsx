import { zodResolver } from '@hookform/resolvers/zod';
import { reviewDocumentRequestSchema } from '@shared/contracts/documents';
import type { LawyerDocument } from '@shared/contracts/insights-lawyer';
import { TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { FormMessage } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useReviewDocument } from '../api/review-document';

type Input = z.input<typeof reviewDocumentRequestSchema>;
type Values = z.output<typeof reviewDocumentRequestSchema>;

/**
 * Verify a document, or reject it with a note the client reads (the shared schema requires the
 * note on a rejection). On failure the dialog stays open with what was typed.
 */
export function ReviewDialog({ document, onClose }: { document: LawyerDocument; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const review = useReviewDocument();
  const noteId = useId();
  const statusErrorId = useId();
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(reviewDocumentRequestSchema),
    // A pending document has no decision yet: the lawyer chooses one, nothing is preselected.
    defaultValues: {
      status: document.status === 'pending' ? undefined : document.status,
      note: document.reviewNote ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const status = form.watch('status');

  // The schema's wording, in the reader's language (the schema itself speaks English).
  function noteError(error: FieldError | undefined): string | undefined {
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    return error.type === 'too_big' ? t('documents.review.noteTooLong') : t('documents.review.noteRequired');
  }

  async function onSubmit(values: Values) {
    try {
      const note = values.note?.trim();
      await review.mutateAsync({
        caseId: document.caseId,
        documentId: document.id,
        review: { status: values.status, ...(note ? { note } : {}) },
      });
      const verdict = values.status;
      notify.success(t(`documents.review.done.${verdict}`), {
        description: t(`documents.review.doneBody.${verdict}`, { name: document.name }),
      });
      onClose();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields?.note : undefined;
      if (fieldMessage) form.setError('note', { type: 'server', message: fieldMessage });
      const message =
        error instanceof ApiError && error.message ? error.message : t('documents.review.failed');
      notify.error(t('documents.review.failedTitle'), { description: message });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('documents.review.title', { name: document.name })}</DialogTitle>
        <DialogDescription>
          {t('documents.review.description', {
            reference: document.caseReference,
            client: document.clientName,
          })}
        </DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <fieldset className="grid gap-2" aria-describedby={errors.status ? statusErrorId : undefined}>
            <legend className="mb-1 text-sm font-medium text-navy">{t('documents.review.decision')}</legend>
            {(['verified', 'rejected'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={value}
                  className="size-4 accent-primary"
                  {...form.register('status')}
                />
                {t(`documents.review.${value}`)}
              </label>
            ))}
            <FormMessage id={statusErrorId}>
              {errors.status ? t('documents.review.decisionRequired') : null}
            </FormMessage>
          </fieldset>
          <TextareaField
            id={noteId}
            label={t('documents.review.note')}
            hint={
              status === 'rejected' ? t('documents.review.noteHintRejected') : t('documents.review.noteHint')
            }
            error={noteError(errors.note)}
            {...form.register('note')}
            rows={4}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('documents.review.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('documents.review.saving') : t('documents.review.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

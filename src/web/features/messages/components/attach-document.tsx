import { Progress } from '@web/components/ui/progress';
import { EVIDENCE_ACCEPT, evidenceFileProblem, uploadEvidence } from '@web/lib/upload-file';
import { CircleAlert, CircleCheck, Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useSendMessage } from '../api/send-message';
import { attachRefusalText } from '../attach-verdict';

type AttachState =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; progress: number }
  | { step: 'done'; name: string }
  | { step: 'failed'; text: string };

/**
 * A document sent from the thread goes to the case's evidence (the same upload as the evidence
 * tab), then a short message tells the team it is there.
 */
export function AttachDocument({
  caseId,
  send,
}: {
  caseId: string;
  send: ReturnType<typeof useSendMessage>;
}) {
  const { t, i18n } = useTranslation('messages');
  const inputId = useId();
  const [state, setState] = useState<AttachState>({ step: 'idle' });
  const isBusy = state.step === 'uploading';

  async function attach(file: File) {
    const problem = evidenceFileProblem(file);
    if (problem) {
      setState({ step: 'failed', text: attachRefusalText(problem, t, i18n.language) });
      return;
    }
    setState({ step: 'uploading', name: file.name, progress: 0 });
    try {
      await uploadEvidence(caseId, file, (progress) =>
        setState({ step: 'uploading', name: file.name, progress }),
      );
    } catch (error) {
      setState({ step: 'failed', text: attachRefusalText(error, t, i18n.language) });
      return;
    }
    try {
      await send.mutateAsync(t('attach.message', { name: file.name }));
      setState({ step: 'done', name: file.name });
    } catch {
      // The file is stored; only the message about it failed, so say exactly that.
      setState({ step: 'failed', text: t('attach.messageFailed', { name: file.name }) });
    }
  }

  return (
    <div className="grid gap-2">
      <div>
        <input
          id={inputId}
          type="file"
          accept={EVIDENCE_ACCEPT}
          className="peer sr-only"
          disabled={isBusy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void attach(file);
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium text-foreground transition-colors hover:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60 [&_svg]:size-4"
        >
          <Paperclip aria-hidden="true" />
          {t('attach.button')}
        </label>
      </div>
      <div aria-live="polite" className="text-sm">
        {state.step === 'uploading' ? (
          <Progress
            value={Math.round(state.progress)}
            aria-label={t('attach.progressLabel', { name: state.name })}
          />
        ) : state.step === 'done' ? (
          <p className="flex items-start gap-2 text-emerald-800">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('attach.done', { name: state.name })}
          </p>
        ) : state.step === 'failed' ? (
          <p className="flex items-start gap-2 text-destructive">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {state.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}

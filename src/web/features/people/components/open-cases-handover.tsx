import { OPEN_CASES_TO_QUEUE } from '@shared/contracts/people';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCaseTitle } from '@web/lib/case-title';
import { useTranslation } from 'react-i18next';
import type { useOpenCasesHandover } from '../lib/use-open-cases-handover';

type Props = {
  /** The form's useOpenCasesHandover: the question once the server asked it, and the answer. */
  move: ReturnType<typeof useOpenCasesHandover>;
  error: string | undefined;
};

const OPTION =
  'flex cursor-pointer gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent';

/**
 * D39: moving a lawyer off a desk where they have open cases asks who takes them over: the
 * desk's queue or one of its lawyers. The cases stay on that desk, so the lawyer stops seeing them.
 */
export function OpenCasesHandover({ move, error }: Props) {
  const { t } = useTranslation('people');
  const caseTitle = useCaseTitle();
  // Nothing until the server refuses the move with the open cases (the message is its words).
  if (!move.asked) return null;
  const { details, message } = move.asked;
  const { handover: value, setHandover: onChange } = move;
  const desk = details.desk.name;
  const noLawyers = details.lawyers.length === 0;
  return (
    <fieldset className="grid gap-3 rounded-md border border-amber-200 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-semibold text-navy">{t('handover.legend', { desk })}</legend>
      <p role="alert" className="text-sm text-amber-900">
        {message}
      </p>
      <ul aria-label={t('handover.casesLabel')} className="grid gap-1 text-sm">
        {details.openCases.map((c) => (
          <li key={c.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium tabular-nums text-navy">{c.reference}</span>
            <span>{caseTitle(c)}</span>
          </li>
        ))}
      </ul>
      <label className={OPTION}>
        <input
          type="radio"
          name="open-cases-to"
          checked={value.to === OPEN_CASES_TO_QUEUE}
          onChange={() => onChange({ ...value, to: OPEN_CASES_TO_QUEUE })}
          className="mt-1 accent-primary"
        />
        <span className="grid gap-0.5">
          <span className="font-medium text-navy">{t('handover.queue', { desk })}</span>
          <span className="text-xs text-muted-foreground">{t('handover.queueHint')}</span>
        </span>
      </label>
      <label className={OPTION}>
        <input
          type="radio"
          name="open-cases-to"
          checked={value.to === 'lawyer'}
          disabled={noLawyers}
          onChange={() => onChange({ ...value, to: 'lawyer' })}
          className="mt-1 accent-primary"
        />
        <span className="grid gap-0.5">
          <span className="font-medium text-navy">{t('handover.lawyer', { desk })}</span>
          <span className="text-xs text-muted-foreground">
            {noLawyers ? t('handover.noLawyers', { desk }) : t('handover.lawyerHint')}
          </span>
        </span>
      </label>
      {value.to === 'lawyer' ? (
        <FormField id="admin-edit-successor" label={t('handover.successor')} error={error}>
          {(p) => (
            <NativeSelect
              {...p}
              value={value.lawyerId}
              onChange={(e) => onChange({ ...value, lawyerId: e.target.value })}
            >
              <option value="">{t('handover.chooseLawyer')}</option>
              {details.lawyers.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : error ? (
        <p className="text-sm text-destructive">{error}</p>
      ) : null}
    </fieldset>
  );
}

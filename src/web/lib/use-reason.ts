import { type ChangeEvent, useEffect, useState } from 'react';

/**
 * A dialog that asks why (close a deadline, withdraw a review, mark an indicator): the reason,
 * its own error and the form's, all emptied each time the dialog opens on another subject.
 */
export function useReason(subject: unknown) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    if (!subject) return;
    setReason('');
    setError(undefined);
    setFormError(null);
  }, [subject]);
  return {
    reason,
    setError,
    formError,
    setFormError,
    /** The reason's text area: its value, its error and what typing does. */
    field: {
      value: reason,
      error,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => setReason(event.target.value),
    },
  };
}

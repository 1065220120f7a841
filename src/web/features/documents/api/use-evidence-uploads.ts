import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import {
  type EvidenceFileProblem,
  evidenceFileProblem,
  type UploadRefusal,
  uploadEvidence,
  uploadRefusal,
} from '@web/lib/upload-file';
import { useCallback, useState } from 'react';
import { documentKeys } from './document-keys';

/** One chosen file on its way: its progress, then the verdict (ours before sending, or the server's). */
export type UploadItem = {
  id: string;
  name: string;
  progress: number;
  state: 'uploading' | 'accepted' | 'refused';
  /** Refused before sending (by name or size). */
  problem?: EvidenceFileProblem;
  /** Refused by the server: what kind of refusal, and its message (English, written for people). */
  refusal?: UploadRefusal;
  serverMessage?: string;
  /** From the server's Retry-After, when it refused because of the upload rate. */
  retryAfterSeconds?: number | undefined;
};

let nextId = 0;

/**
 * POST /api/cases/:id/documents for each chosen file, side by side, each with its own progress.
 * An accepted file refreshes the case's list (where it shows as pending review).
 */
export function useEvidenceUploads(caseId: string) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const upload = useCallback(
    (files: File[]) => {
      const started = files.map((file): [File, UploadItem] => {
        const problem = evidenceFileProblem(file) ?? undefined;
        const item: UploadItem = {
          id: `upload-${++nextId}`,
          name: file.name,
          progress: 0,
          state: problem ? 'refused' : 'uploading',
          problem,
        };
        return [file, item];
      });
      setItems((current) => [...started.map(([, item]) => item), ...current]);
      for (const [file, item] of started) {
        if (item.problem) continue;
        uploadEvidence(caseId, file, (progress) => update(item.id, { progress }))
          .then(() => {
            update(item.id, { state: 'accepted', progress: 100 });
            void queryClient.invalidateQueries({ queryKey: documentKeys.case(caseId) });
          })
          .catch((error: unknown) => {
            const apiError = error instanceof ApiError ? error : undefined;
            update(item.id, {
              state: 'refused',
              refusal: uploadRefusal(error),
              serverMessage: apiError?.message ?? '',
              retryAfterSeconds: apiError?.retryAfterSeconds,
            });
          });
      }
    },
    [caseId, queryClient, update],
  );

  const dismiss = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  return { items, upload, dismiss };
}

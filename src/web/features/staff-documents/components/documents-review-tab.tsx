/** Issue 6 lawyer documents tab: being written. */
export function DocumentsReviewTab(_props: { openCase: (caseId: string) => void }) {
  return null;
}

/** Issue 6 leads tab: being written. */
export function LeadsTab(_props: { openCase: (caseId: string) => void }) {
  return null;
}

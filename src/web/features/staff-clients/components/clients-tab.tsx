/** Issue 6 clients tab: being written. */
export function ClientsTab(_props: { openCase: (caseId: string) => void }) {
  return null;
}

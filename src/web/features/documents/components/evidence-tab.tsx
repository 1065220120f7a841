/** Issue 5 evidence tab: being written (upload, the case's documents, notes). */
export function EvidenceTab(_props: { caseId: string }) {
  return null;
}

/** Issue 6 lawyer overview: being written. */
export function LawyerOverview(_props: { openCase: (caseId: string) => void }) {
  return null;
}

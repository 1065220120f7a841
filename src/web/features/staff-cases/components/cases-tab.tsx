/** Issue 6 lawyer cases tab: being written. */
export function CasesTab(_props: { openCaseId: string | null; openCase: (caseId: string | null) => void }) {
  return null;
}

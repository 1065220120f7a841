/** Issue 5 payments tab: being written (fee statement, withdrawals, accounting). */
export function PaymentsTab(_props: { caseId: string; completed: boolean }) {
  return null;
}

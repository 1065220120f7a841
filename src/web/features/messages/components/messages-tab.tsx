/** Issue 5 messages tab: being written (the case thread with the team, live). */
export function MessagesTab(_props: { caseId: string }) {
  return null;
}

import { createContext, type ReactNode, useContext } from 'react';

/**
 * The funds view of one case (D7), handed in by the admin route: it is the staff's own
 * (features/staff-clients), and features do not import each other — routes compose them.
 */
export type CaseFundsView = (caseId: string) => ReactNode;

const CaseFundsContext = createContext<CaseFundsView | null>(null);

export const CaseFundsProvider = CaseFundsContext.Provider;

export function useCaseFundsView(): CaseFundsView {
  const view = useContext(CaseFundsContext);
  if (!view) throw new Error('The users tab needs a caseFunds view from its route');
  return view;
}

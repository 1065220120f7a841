// Approvals (D37): what the server registers, and what the operator's command line uses.
export { approvalsRoutes } from './routes';
export { decideProposal, listProposals } from './service';

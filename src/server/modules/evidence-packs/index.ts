// Evidence packs (issue 21 item 4): what the server registers.
export { evidencePacksRoutes } from './routes';

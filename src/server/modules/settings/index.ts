// Firm settings: what the server registers, and the change the approvals module applies once a
// second admin approves a weakening (D37).
export { settingsRoutes } from './routes';
export { updateFirmSettings } from './settings';

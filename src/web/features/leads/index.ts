export { LeadsTab } from './components/leads-tab';

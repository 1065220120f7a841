export { StatusCards } from './components/status-cards';
export { SystemHealth } from './components/system-health';

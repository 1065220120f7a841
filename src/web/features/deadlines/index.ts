// Deadlines (issue 21 item 3): the section of the staff's case drawer.
export { CaseDeadlinesSection } from './components/case-deadlines-section';

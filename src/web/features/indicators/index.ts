// Indicators and schemes (issue 21): the section of the staff's case drawer.
export { CaseIndicatorsSection } from './components/case-indicators-section';

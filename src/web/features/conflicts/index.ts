export { AdversePartiesSection } from './components/adverse-parties-section';

// What other modules may use of the public site: what the landing page publishes in each language.
export { publishedLandingContentAll } from './landing-content';

// Indicators, links between cases and schemes (issue 21): what the server registers and the seed uses.
export { reviewIndicatorOnCase } from './case-review';
export { indicatorsRoutes } from './routes';
export { setIndicatorStatus } from './status';

import { loadTexts } from '@web/lib/i18n/texts';

export { usePublicContent, usePublicFirm, usePublicTeam } from './api/public-data';
export { AntiScamPanel } from './components/anti-scam-panel';
export { FirmDetails, hasPublishedProfile } from './components/firm-details';
export { Hero } from './components/hero';
export { IndicatorCheck } from './components/indicator-check';
export { LegalText } from './components/legal-text';
export { CallToAction, PortalSection } from './components/portal-and-cta';
export { Process } from './components/process';
export { SectionNav } from './components/section-nav';
export { Services } from './components/services';
export { SiteFooter } from './components/site-footer';
export { Stories } from './components/stories';
export { Team } from './components/team';
export { TrustBar } from './components/trust-bar';
export { LEGAL_PAGES, type LegalPage } from './lib/legal-sections';

// Already loaded before the first render (INITIAL_NAMESPACES); asked for here like every feature's.
loadTexts('publicSite');

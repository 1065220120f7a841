import { LegalPageView } from './legal-page';

export function Component() {
  return <LegalPageView page="privacy" />;
}

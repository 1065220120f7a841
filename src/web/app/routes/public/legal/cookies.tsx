import { LegalPageView } from '@web/features/public-site/components/legal-page';

export function Component() {
  return <LegalPageView page="cookies" />;
}

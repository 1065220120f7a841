import { LegalPageView } from '@web/features/legal/components/legal-page';

export function Component() {
  return <LegalPageView page="legalNotice" />;
}

import { PublicLayout } from '../../layouts/public-layout';
import { NotFoundContent } from './not-found-content';

export function Component() {
  return (
    <PublicLayout>
      <NotFoundContent />
    </PublicLayout>
  );
}

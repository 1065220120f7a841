import { AdminLoginView } from './admin-login-view';

export function Component() {
  return <AdminLoginView />;
}

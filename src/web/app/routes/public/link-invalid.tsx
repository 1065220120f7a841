import { AppLink } from '@web/lib/navigation';

/** An emailed link that no longer works: says so, and links to where a new one can be had. */
export function LinkInvalid({ message, to, action }: { message: string; to: string; action: string }) {
  return (
    <div role="alert" className="grid gap-4">
      <p>{message}</p>
      <AppLink to={to} className="font-medium text-primary underline underline-offset-4">
        {action}
      </AppLink>
    </div>
  );
}

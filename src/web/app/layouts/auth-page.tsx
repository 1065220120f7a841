import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useDocumentTitle } from '@web/lib/use-document-title';
import type { ReactNode } from 'react';
import { PublicLayout } from './public-layout';

type AuthPageProps = {
  title: string;
  /** Left out when the form words its own lead (it changes with the form, as on the second step). */
  description?: string;
  /** A short note under the form, e.g. whom to contact for access. */
  note: string;
  children: ReactNode;
};

/** A sign-in page: one narrow card, the form, and who to turn to when signing in does not work. */
export function AuthPage({ title, description, note, children }: AuthPageProps) {
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-md">
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-2xl font-semibold">{title}</h1>
            </CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent className="grid gap-6">
            {children}
            <p className="border-t border-border pt-5 text-sm text-muted-foreground">{note}</p>
          </CardContent>
        </Card>
      </div>
    </PublicLayout>
  );
}

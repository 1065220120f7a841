import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { loadTexts } from '@web/lib/i18n/texts';
import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

loadTexts('dashboard');

type BuildingPanelProps = {
  /** What this workspace will hold, in the reader's language. */
  description: string;
};

/**
 * The honest body of a dashboard that has no records to show yet. Shows no sample figures,
 * names or statuses: in Recourse every figure comes from records (decisions.md, principle).
 */
export function BuildingPanel({ description }: BuildingPanelProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="border-dashed">
      <CardHeader className="flex-row items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Hammer aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1.5">
          <CardTitle>
            <h2>{t('building.title')}</h2>
          </CardTitle>
          <CardDescription className="text-base">{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground sm:pl-14">{t('building.principle')}</p>
      </CardContent>
    </Card>
  );
}

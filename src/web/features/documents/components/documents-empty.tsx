import { IconTitle } from '@web/components/icon-title';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const EXAMPLES = ['transfers', 'chats', 'emails', 'police'] as const;

/** No documents yet: says so, and what kind of file helps the team most. */
export function DocumentsEmpty() {
  const { t } = useTranslation('documents');
  return (
    <div className="grid gap-3 rounded-md bg-muted p-4">
      <IconTitle as="p" icon={FileText} iconClassName="size-5 text-muted-foreground">
        {t('list.emptyTitle')}
      </IconTitle>
      <p className="text-sm text-muted-foreground">{t('list.emptyIntro')}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {EXAMPLES.map((example) => (
          <li key={example}>{t(`list.examples.${example}`)}</li>
        ))}
      </ul>
    </div>
  );
}

import { TitledCard } from '@web/components/titled-card';
import { useCaseTitle } from '@web/lib/case-title';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LawyerDashboard } from '../api/get-lawyer-dashboard';
import { DueDate } from './due-date';

/** Up to five urgent open cases, the soonest due first; each opens the case. */
export function UrgentTasks({
  tasks,
  openCase,
}: {
  tasks: LawyerDashboard['urgentTasks'];
  openCase: (caseId: string) => void;
}) {
  const { t } = useTranslation('lawyer');
  const caseTitle = useCaseTitle();
  return (
    <TitledCard heading={<h2 className="text-lg font-semibold text-navy">{t('overview.urgent.heading')}</h2>}>
      {tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('overview.urgent.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {tasks.map((task) => (
            <li key={task.id}>
              <button
                type="button"
                onClick={() => openCase(task.id)}
                className="flex w-full items-center gap-3 rounded-md border border-border p-3 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium break-words text-navy">{caseTitle(task)}</span>
                  <span className="text-sm text-muted-foreground">
                    {t('overview.urgent.meta', { client: task.clientName, reference: task.reference })}
                  </span>
                  <span className="text-sm">
                    {t('overview.urgent.due')} <DueDate dueDate={task.dueDate} />
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

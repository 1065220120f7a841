import { TitledCard } from '@web/components/titled-card';
import { useCaseTitle } from '@web/lib/case-title';
import { ChevronRight, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LawyerDashboard } from '../api/get-lawyer-dashboard';
import { DueDate } from './due-date';

function TaskButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center gap-3 rounded-md border border-border p-3 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="grid min-w-0 flex-1 gap-0.5">{children}</span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </button>
  );
}

/**
 * Up to five urgent open cases, the soonest due first, then the deadlines of the lawyer's cases
 * that close within 14 days or have passed (issue 21 item 3); each opens its case.
 */
export function UrgentTasks({
  data,
  openCase,
}: {
  data: Pick<LawyerDashboard, 'urgentTasks' | 'deadlineTasks' | 'deadlineTasksTotal'>;
  openCase: (caseId: string) => void;
}) {
  const { t } = useTranslation('cases');
  const caseTitle = useCaseTitle();
  const { urgentTasks: tasks, deadlineTasks: deadlines } = data;
  const more = data.deadlineTasksTotal - deadlines.length;
  return (
    <TitledCard heading={<h2 className="text-lg font-semibold text-navy">{t('overview.urgent.heading')}</h2>}>
      {tasks.length === 0 && deadlines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('overview.urgent.empty')}</p>
      ) : (
        <div className="grid gap-4">
          {tasks.length > 0 ? (
            <ul className="grid gap-2">
              {tasks.map((task) => (
                <li key={task.id}>
                  <TaskButton onClick={() => openCase(task.id)}>
                    <span className="font-medium break-words text-navy">{caseTitle(task)}</span>
                    <span className="text-sm text-muted-foreground">
                      {t('overview.urgent.meta', { client: task.clientName, reference: task.reference })}
                    </span>
                    <span className="text-sm">
                      {t('overview.urgent.due')} <DueDate dueDate={task.dueDate} />
                    </span>
                  </TaskButton>
                </li>
              ))}
            </ul>
          ) : null}
          {deadlines.length > 0 ? (
            <section aria-labelledby="urgent-deadlines-heading" className="grid gap-2">
              <h3
                id="urgent-deadlines-heading"
                className="flex items-center gap-1.5 text-sm font-semibold text-navy"
              >
                <Hourglass aria-hidden="true" className="size-4" />
                {t('overview.urgent.deadlinesHeading')}
              </h3>
              <ul className="grid gap-2">
                {deadlines.map((d) => (
                  <li key={`${d.paymentId}-${d.ruleId}`}>
                    <TaskButton onClick={() => openCase(d.caseId)}>
                      <span className="font-medium break-words text-navy">{d.label}</span>
                      <span className="text-sm text-muted-foreground">
                        {t('overview.urgent.deadlineCase', { reference: d.reference })}
                      </span>
                      <span className="text-sm">
                        {t('overview.urgent.closes')} <DueDate dueDate={d.dueOn} />
                      </span>
                    </TaskButton>
                  </li>
                ))}
              </ul>
              {more > 0 ? (
                <p className="text-sm text-muted-foreground">
                  {t('overview.urgent.moreDeadlines', { count: more })}
                </p>
              ) : null}
            </section>
          ) : null}
        </div>
      )}
    </TitledCard>
  );
}

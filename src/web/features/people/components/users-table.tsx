import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { formatDate, formatDateTime, formatMoney } from '@web/lib/intl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users';
import { isErased } from '../lib/user-facts';
import { SecondFactorStatus } from './second-factor-status';
import type { UserAction } from './user-dialogs';
import { UserRowActions } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';

/**
 * Staff belong to a desk; a client belongs to none, so their desk and lawyer are those of their
 * most recent case (the server picks it: users-list.ts), said as such in the cell's title.
 */
function DeskCell({ user: u }: { user: AdminUser }) {
  const { t } = useTranslation('people');
  const none = (text: string) => <span className="text-muted-foreground italic">{text}</span>;
  if (u.role !== 'client') return u.desk?.name ?? none(t('unassigned'));
  if (isErased(u)) return none(t('none'));
  if (!u.totalCases) return none(t('caseContext.noCase'));
  return (
    <div className="grid text-xs" title={t('caseContext.fromCase')}>
      <span className="text-sm">{u.caseDesk?.name ?? none(t('unassigned'))}</span>
      {u.assignedLawyerName ? (
        <span>{t('caseContext.lawyer', { name: u.assignedLawyerName })}</span>
      ) : (
        none(t('caseContext.noLawyer'))
      )}
    </div>
  );
}

type UsersTableProps = {
  users: AdminUser[];
  /** The signed-in admin: their own row offers no ban or delete. */
  selfId: string;
  onAction: (kind: UserAction, user: AdminUser) => void;
};

/**
 * One page of people as the server sent it (sorted newest first, paged there: D14); the table only
 * draws. On a phone it scrolls sideways with the person's name kept first.
 */
export function UsersTable({ users, selfId, onAction }: UsersTableProps) {
  const { t, i18n } = useTranslation('people');
  const locale = i18n.language;
  // Stable column definitions: a cell renderer is a component to TanStack, so a new function on
  // every render would remount each row's action menu and close it under the admin's pointer.
  const columns = useMemo<ColumnDef<AdminUser>[]>(
    () => [
      {
        id: 'user',
        header: t('columns.user'),
        cell: ({ row: { original: u } }) => (
          <div className="grid min-w-40">
            <span className="font-medium text-navy">
              {isErased(u) ? t('erased') : `${u.firstName} ${u.lastName}`}
            </span>
            <span className="text-xs break-all text-muted-foreground">
              {isErased(u) ? t('none') : u.email}
            </span>
          </div>
        ),
      },
      {
        id: 'username',
        header: t('columns.username'),
        cell: ({ row }) => (isErased(row.original) ? t('none') : row.original.username),
      },
      { id: 'role', header: t('columns.role'), cell: ({ row }) => t(`roles.${row.original.role}`) },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row: { original: u } }) => (
          <div className="grid justify-items-start gap-1">
            <UserStatusBadge user={u} />
            {!u.hasPassword && !isErased(u) ? (
              <span className="text-xs text-muted-foreground">{t('noPasswordYet')}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'secondFactor',
        header: t('columns.secondFactor'),
        cell: ({ row: { original: u } }) =>
          isErased(u) ? t('none') : <SecondFactorStatus factor={u.secondFactor} />,
      },
      {
        id: 'desk',
        header: t('columns.desk'),
        cell: ({ row: { original: u } }) => <DeskCell user={u} />,
      },
      {
        id: 'joined',
        header: t('columns.joined'),
        cell: ({ row }) => formatDate(row.original.joinDate, locale),
      },
      {
        id: 'lastActive',
        header: t('columns.lastActive'),
        cell: ({ row }) =>
          row.original.lastActive ? formatDateTime(row.original.lastActive, locale) : t('never'),
      },
      {
        id: 'performance',
        header: t('columns.performance'),
        cell: ({ row: { original: u } }) =>
          u.role === 'lawyer' ? (
            <div className="grid text-xs">
              <span>{t('performance.cases', { count: u.totalCases ?? 0 })}</span>
              <span>
                {t('performance.recovered', {
                  amount: formatMoney(u.totalRecoveredCents ?? 0, u.currency, locale),
                })}
              </span>
            </div>
          ) : u.role === 'client' ? (
            <span className="text-xs">{t('performance.cases', { count: u.totalCases ?? 0 })}</span>
          ) : (
            <span className="text-muted-foreground">{t('none')}</span>
          ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        cell: ({ row }) => <UserRowActions user={row.original} selfId={selfId} onAction={onAction} />,
      },
    ],
    [t, locale, onAction, selfId],
  );
  const table = useReactTable({
    data: users,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
  });
  return (
    <DataTable
      table={table}
      caption={t('caption')}
      regionLabel={t('caption')}
      classNames={{ table: 'w-full min-w-[1080px] text-left text-sm', th: 'whitespace-nowrap' }}
    />
  );
}

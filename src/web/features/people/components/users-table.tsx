import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@web/components/data-table';
import { formatDate, formatDateTime, formatMoney } from '@web/lib/intl';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users';
import { isErased } from '../lib/user-facts';
import type { UserAction } from './user-dialogs';
import { UserRowActions } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';

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
  const { t, i18n } = useTranslation('adminUsers');
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
            <UserStatusBadge status={u.status} />
            {!u.hasPassword && !isErased(u) ? (
              <span className="text-xs text-muted-foreground">{t('noPasswordYet')}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'desk',
        header: t('columns.desk'),
        cell: ({ row }) =>
          row.original.desk?.name ?? <span className="text-muted-foreground italic">{t('unassigned')}</span>,
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
      classNames={{ table: 'w-full min-w-[960px] text-left text-sm', th: 'whitespace-nowrap' }}
    />
  );
}

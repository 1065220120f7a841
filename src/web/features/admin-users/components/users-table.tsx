import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
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
                  amount: formatMoney(u.totalRecovered ?? 0, u.currency, locale),
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
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      aria-label={t('caption')}
      // Relative: the screen-reader-only header text is positioned absolutely and would otherwise
      // escape the scrolling box and widen the whole page on a phone.
      className="relative overflow-x-auto rounded-lg border border-border bg-background focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[960px] text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-border align-middle">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

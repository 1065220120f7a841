import { NativeSelect } from '@web/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { type ReactNode, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type LeaveTabGuard, useLeaveTabGuard } from './leave-tab-dialog';

type WorkspaceTabsProps<T extends string> = {
  tabs: readonly T[];
  tab: T;
  onTabChange: (tab: T) => void;
  /** Each tab's label, in the reader's language. */
  labelOf: (tab: T) => string;
  /** Names the tab list, and labels the menu that replaces it on phones. */
  menuLabel: string;
  /** Only the open tab is rendered, so only its data is fetched. */
  panels: Record<T, () => ReactNode>;
  /** Optional: ask before another tab opens, e.g. while the open one holds unsaved edits. */
  leaveGuard?: LeaveTabGuard;
};

/**
 * A workspace's tabs (client portal, lawyer, manager). Under 640 px the tabs do not fit a
 * phone's width, so the same choice is a menu (the system picker); the panels are the same.
 */
export function WorkspaceTabs<T extends string>(props: WorkspaceTabsProps<T>) {
  const { tabs, tab, labelOf, menuLabel, panels } = props;
  const menuId = useId();
  const list = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLSelectElement>(null);
  const { request, dialog } = useLeaveTabGuard({ ...props, guard: props.leaveGuard, list, menu });
  const isTab = (value: string): value is T => (tabs as readonly string[]).includes(value);
  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && request(value, 'tabs')}>
      <div className="sm:hidden">
        <label htmlFor={menuId} className="mb-2 block text-sm font-medium text-navy">
          {menuLabel}
        </label>
        <NativeSelect
          id={menuId}
          ref={menu}
          value={tab}
          onChange={(event) => isTab(event.target.value) && request(event.target.value, 'menu')}
        >
          {tabs.map((name) => (
            <option key={name} value={name}>
              {labelOf(name)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TabsList ref={list} className="hidden sm:inline-flex" aria-label={menuLabel}>
        {tabs.map((name) => (
          <TabsTrigger key={name} value={name}>
            {labelOf(name)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((name) => (
        <TabsContent key={name} value={name} tabIndex={-1} className="focus-visible:outline-none">
          {name === tab ? panels[name]() : null}
        </TabsContent>
      ))}
      {dialog}
    </Tabs>
  );
}

/** The open tab lives in the address (?tab=…), so a reload or a shared link keeps it. */
export function useTabParam<T extends string>(tabs: readonly T[], first: T): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = value !== null && (tabs as readonly string[]).includes(value) ? (value as T) : first;
  const setTab = (next: T) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === first) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

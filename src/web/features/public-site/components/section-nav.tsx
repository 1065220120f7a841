import { useTranslation } from 'react-i18next';

/** The spec's top navigation as in-page anchors; sections without content are left out. */
export function SectionNav({ showStories, showTeam }: { showStories: boolean; showTeam: boolean }) {
  const { t } = useTranslation('publicSite');
  const items = [
    { href: '#services', key: 'nav.services' },
    ...(showStories ? [{ href: '#stories', key: 'nav.stories' }] : []),
    ...(showTeam ? [{ href: '#team', key: 'nav.team' }] : []),
    { href: '#process', key: 'nav.process' },
    { href: '#portal', key: 'nav.portal' },
  ];
  return (
    <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 py-1 sm:px-4">
      {items.map((item) => (
        <li key={item.href} className="shrink-0">
          <a
            href={item.href}
            className="inline-block rounded-md px-3 py-2.5 text-sm font-medium text-navy-soft hover:bg-accent hover:text-navy"
          >
            {t(item.key)}
          </a>
        </li>
      ))}
    </ul>
  );
}

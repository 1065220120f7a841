import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useSearchPeople } from '@web/features/people';
import { useDebounced } from '@web/lib/use-debounced';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ActorPickerProps = { actorId: string; onChange: (actorId: string) => void };

/** Pick the person whose actions to show: type part of a name or email, choose from the matches. */
export function ActorPicker({ actorId, onChange }: ActorPickerProps) {
  const { t } = useTranslation('audit');
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const q = useDebounced(text.trim(), 300);
  const people = useSearchPeople(q);
  // The filters were cleared from outside: forget the chosen name too.
  const current = actorId && chosen?.id === actorId ? chosen : null;

  if (current) {
    return (
      <div className="grid gap-2">
        <span className="text-sm font-medium text-foreground">{t('audit.actor')}</span>
        <p className="flex min-h-9 items-center justify-between gap-2 rounded-md border border-input px-3 text-sm">
          <span className="truncate">{current.name}</span>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t('audit.clearActor', { name: current.name })}
            onClick={() => {
              setChosen(null);
              onChange('');
            }}
          >
            <X aria-hidden="true" />
          </Button>
        </p>
      </div>
    );
  }

  const matches = q.length >= 2 ? (people.data ?? []) : [];
  return (
    <div className="grid gap-2">
      <Label htmlFor="audit-actor">{t('audit.actor')}</Label>
      <Input
        id="audit-actor"
        type="search"
        value={text}
        autoComplete="off"
        placeholder={t('audit.actorPlaceholder')}
        aria-describedby="audit-actor-results"
        onChange={(event) => setText(event.target.value)}
      />
      <div id="audit-actor-results" aria-live="polite">
        {q.length >= 2 && people.isSuccess && matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('audit.noPeople')}</p>
        ) : null}
        {matches.length > 0 ? (
          <ul aria-label={t('audit.peopleFound')} className="grid gap-1 rounded-md border border-border p-1">
            {matches.map((person) => {
              const name = `${person.firstName} ${person.lastName}`;
              return (
                <li key={person.id}>
                  <button
                    type="button"
                    className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => {
                      setChosen({ id: person.id, name });
                      setText('');
                      onChange(person.id);
                    }}
                  >
                    <span className="font-medium text-navy">{name}</span>
                    <span className="block truncate text-xs text-muted-foreground">{person.email}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

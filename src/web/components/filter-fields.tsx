import { SelectField } from '@web/components/text-fields';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Search } from 'lucide-react';
import type { Ref } from 'react';

export type FilterOption = { value: string; label: string };

/** The options of a filter: first the one that shows everything, then each value in its words. */
export function filterOptions<V extends string>(
  all: FilterOption,
  values: readonly V[],
  labelOf: (value: V) => string,
): FilterOption[] {
  return [all, ...values.map((value) => ({ value, label: labelOf(value) }))];
}

type SelectFilterProps = {
  id: string;
  label: string;
  value: string;
  /** Every choice in order, the one that shows everything ("All phases") included. */
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  className?: string;
};

/** A labelled drop-down that narrows a list the server filters. */
export function SelectFilter({ id, label, value, options, onChange, className }: SelectFilterProps) {
  return (
    <SelectField
      id={id}
      label={label}
      className={className}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

type SearchFilterProps = {
  id: string;
  label: string;
  /** What the search looks in, under the field. */
  hint: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled search box with its magnifier; the server searches, at most 100 characters. */
export function SearchFilter({ id, label, hint, value, onChange, inputRef }: SearchFilterProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          ref={inputRef}
          type="search"
          value={value}
          maxLength={100}
          aria-describedby={hintId}
          className="pl-9"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

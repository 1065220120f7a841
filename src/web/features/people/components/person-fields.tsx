import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { sendForm } from '@web/lib/send-form';
import { type ChangeEventHandler, type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type PersonField = 'firstName' | 'lastName' | 'email' | 'phone' | 'username';

const LABEL_KEYS: Record<PersonField, string> = {
  firstName: 'fields.firstName',
  lastName: 'fields.lastName',
  email: 'fields.email',
  phone: 'fields.phoneOptional',
  username: 'fields.username',
};

/** The input type, for the browser's own checks and the keyboard a phone shows. */
const inputType = (field: PersonField) => (field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text');

type PersonFieldsProps<F extends PersonField> = {
  /** Each input's id is `${idPrefix}-${field}`. */
  idPrefix: string;
  fields: readonly F[];
  values: Record<F, string>;
  errors: Record<string, string>;
  onChange: (field: F) => ChangeEventHandler<HTMLInputElement>;
  required?: boolean;
};

/** A person's names, email, phone or username, each labelled and with the server's error under it. */
export function PersonFields<F extends PersonField>(props: PersonFieldsProps<F>) {
  const { t } = useTranslation('people');
  return (
    <>
      {props.fields.map((field) => (
        <InputField
          key={field}
          id={`${props.idPrefix}-${field}`}
          label={t(LABEL_KEYS[field])}
          error={props.errors[field]}
          required={props.required}
          name={field}
          type={inputType(field)}
          autoComplete="off"
          value={props.values[field]}
          onChange={props.onChange(field)}
        />
      ))}
    </>
  );
}

export type PersonalValues = Record<'firstName' | 'lastName' | 'email' | 'phone', string>;
const PERSONAL = ['firstName', 'lastName', 'email', 'phone'] as const;

/** A person's personal data as the form's strings: no phone is an empty field. */
export function personalValues(
  person: Omit<PersonalValues, 'phone'> & { phone: string | null },
): PersonalValues {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone ?? '',
  };
}

/** What the form's own fields are given: the shared values, their errors, a change handler per key. */
type ExtraFields<V> = {
  values: V;
  errors: Record<string, string>;
  set: (key: keyof V & string) => ChangeEventHandler<HTMLInputElement>;
};

type PersonalSectionProps<V extends PersonalValues> = {
  /** The section's heading: the staff's form says "Client details", the admin's "Personal information". */
  heading: string;
  /** The heading's id is `${idPrefix}-personal`, each input's `${idPrefix}-${field}`. */
  idPrefix: string;
  initial: V;
  /** Sends the values; a refusal's field errors go under the inputs and `failure` is toasted. */
  save: (values: V) => Promise<void>;
  failure: { title: string; fallback: string };
  pending: boolean;
  saveLabel: string;
  /** The form's own fields after the personal ones (the lawyer's form: the claimed loss). */
  children?: (fields: ExtraFields<V>) => ReactNode;
};

/**
 * The personal section of both Edit Client dialogs, the lawyer's or manager's and the admin's: a
 * form named by its heading, the fields two by two, then Save.
 */
export function PersonalSection<V extends PersonalValues>(props: PersonalSectionProps<V>) {
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof V & string) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await sendForm(() => props.save(values), setErrors, props.failure);
  }

  const headingId = `${props.idPrefix}-personal`;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="font-semibold text-navy">
        {props.heading}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields
          idPrefix={props.idPrefix}
          fields={PERSONAL}
          values={values}
          errors={errors}
          onChange={set}
        />
        {props.children?.({ values, errors, set })}
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={props.pending}>
          {props.saveLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * A select's choices: an optional empty first choice ("Choose…"; `placeholderDisabled` where it
 * may not be chosen back), then one option per value, labelled by `label`.
 */
export function SelectOptions<V extends string>(props: {
  values: readonly V[];
  label: (value: V) => string;
  placeholder?: string;
  placeholderDisabled?: boolean;
}) {
  return (
    <>
      {props.placeholder === undefined ? null : (
        <option value="" disabled={props.placeholderDisabled}>
          {props.placeholder}
        </option>
      )}
      {props.values.map((value) => (
        <option key={value} value={value}>
          {props.label(value)}
        </option>
      ))}
    </>
  );
}

export interface SelectOptionsProps<Value extends string> {
  /** The values in the order the select offers them. */
  values: readonly Value[];
  /** The German label of each value. */
  labels: Readonly<Record<Value, string>>;
}

/**
 * The `<option>`s of a select over a fixed list of values, each with its German label (a filter's states, a
 * document's types). An empty entry („Alle …“), where the select has one, stands before it in the select.
 */
export function SelectOptions<Value extends string>({ values, labels }: SelectOptionsProps<Value>) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}

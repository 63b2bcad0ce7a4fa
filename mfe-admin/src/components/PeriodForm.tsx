import type { ReactNode } from 'react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Button, Input } from '@marktplatz/shared';
import { FormRefusal, Toolbar, ToolbarField } from '@marktplatz/shared/kit';

export interface PeriodValues {
  date_from: string;
  date_to: string;
}

export interface PeriodFormProps<V extends PeriodValues> {
  /** Ids: `<idPrefix>-from`, `<idPrefix>-to`. */
  idPrefix: string;
  /** The period shown now; the form starts from it again whenever it changes. */
  value: V;
  /** The German reason why the typed period cannot be shown, or null. */
  check: (values: V) => string | null;
  onApply: (values: V) => void;
  /** The form's name (`aria-label`). */
  label: string;
  fromLabel: string;
  toLabel: string;
  showLabel: string;
  /** Further fields (bound with react-final-form's `Field`) after „bis“. */
  fields?: ReactNode;
  /** Further buttons after „Anzeigen“ (presets, CSV). */
  actions?: ReactNode;
}

/** From/to (browser date inputs) of a report with „Anzeigen“; a period that cannot be shown is refused before the call. */
export function PeriodForm<V extends PeriodValues>({
  idPrefix,
  value,
  check,
  onApply,
  label,
  fromLabel,
  toLabel,
  showLabel,
  fields,
  actions,
}: PeriodFormProps<V>) {
  return (
    <Form<V>
      onSubmit={(values) => {
        const problem = check(values);
        if (problem) return { [FORM_ERROR]: problem };
        onApply({ ...values });
        return undefined;
      }}
      initialValues={value}
      render={({ handleSubmit, submitError }) => (
        <form onSubmit={handleSubmit} aria-label={label} noValidate>
          <Toolbar>
            {(
              [
                ['date_from', fromLabel],
                ['date_to', toLabel],
              ] as const
            ).map(([name, text]) => {
              const id = `${idPrefix}-${name === 'date_from' ? 'from' : 'to'}`;
              return (
                <ToolbarField key={name} id={id} label={text}>
                  <Field<string> name={name}>{({ input }) => <Input {...input} value={input.value ?? ''} id={id} type="date" />}</Field>
                </ToolbarField>
              );
            })}
            {fields}
            <Button type="submit">{showLabel}</Button>
            {actions}
          </Toolbar>
          <FormRefusal error={submitError} />
        </form>
      )}
    />
  );
}

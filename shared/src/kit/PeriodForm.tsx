import type { ReactNode } from 'react';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, DateField, TextField } from '@marktplatz/shared';
import { FormRefusal } from './FormEnd';
import { Actions } from './primitives';

/** The period of a report; the form's own fields (a preset, a granularity) come beside these two. */
export interface PeriodValues {
  date_from: string;
  date_to: string;
}

export interface PeriodFormProps<V extends PeriodValues> {
  /** The period shown now; the form starts from it again whenever it changes. */
  value: V;
  /**
   * Applies the entered period. Returns the refusal when it cannot be shown (`{ [FORM_ERROR]: … }` as an alert above
   * the fields, `{ date_to: … }` at a field), nothing when it was applied.
   */
  onApply: (values: V) => SubmissionErrors | undefined;
  /** Refusals at the fields before „Anzeigen“ is taken (e.g. an end before the start). */
  validate?: (values: V) => ValidationErrors;
  /** The form's name (`aria-label`). */
  label: string;
  fromLabel: string;
  toLabel: string;
  showLabel: string;
  /** `browser`: the browser's date inputs (`JJJJ-MM-TT`); `german`: typed as `TT.MM.JJJJ`, checked at the field. */
  dates?: 'browser' | 'german';
  /** Whether the two date fields show (e.g. only for „Eigener Zeitraum“); always by default. */
  showDates?: (values: V) => boolean;
  /** Fields bound to the form before the dates (a preset). */
  before?: ReactNode;
  /** Fields bound to the form after the dates (a granularity). */
  after?: ReactNode;
  /** Further buttons after „Anzeigen“ (presets, CSV). */
  actions?: ReactNode;
  /** With `german` dates: the text when a date is left empty. */
  requiredMessage?: string;
  testId?: string;
}

const Fields = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  align-items: end;
`;

const Frame = styled.form`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** From/to of a report with „Anzeigen“ (react-final-form with the kit's fields); a period that cannot be shown is refused before the call. */
export function PeriodForm<V extends PeriodValues>({
  value,
  onApply,
  validate,
  label,
  fromLabel,
  toLabel,
  showLabel,
  dates = 'browser',
  showDates,
  before,
  after,
  actions,
  requiredMessage,
  testId,
}: PeriodFormProps<V>) {
  const dateField = (name: keyof PeriodValues, fieldLabel: string) =>
    dates === 'german' ? (
      <DateField name={name} label={fieldLabel} required requiredMessage={requiredMessage} />
    ) : (
      <TextField name={name} label={fieldLabel} type="date" />
    );
  return (
    <Form<V> onSubmit={(values) => onApply({ ...values })} validate={validate} initialValues={value}>
      {({ handleSubmit, submitError, values }) => (
        <Frame onSubmit={handleSubmit} aria-label={label} noValidate data-testid={testId}>
          <Fields>
            {before}
            {(showDates?.(values) ?? true) ? (
              <>
                {dateField('date_from', fromLabel)}
                {dateField('date_to', toLabel)}
              </>
            ) : null}
            {after}
          </Fields>
          <FormRefusal error={submitError} />
          <Actions>
            <Button type="submit">{showLabel}</Button>
            {actions}
          </Actions>
        </Frame>
      )}
    </Form>
  );
}

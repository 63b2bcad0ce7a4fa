import { useState } from 'react';
import { FORM_ERROR, setIn } from 'final-form';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage, firstFieldErrors, germanWeekday, notify, TextField, useFetch } from '@marktplatz/shared';
import { FormEnd, FormRefusal, LoadState, Muted } from '@marktplatz/shared/kit';
import { getTimes } from '../api/getTimes';
import { saveTimes } from '../api/saveTimes';
import type { DayHours, TimesInput, TimesKind } from '../types';
import { isTime } from '../../../lib/format';
import { messages } from '../../../messages';

const ClosedNote = styled(Muted)`
  grid-column: 2 / -1;
  margin: 0;
  align-self: center;
`;

const T = messages.times;

/** The editor's words for a week: opening times, or the delivery week with its own title and save button. */
const wordsFor = (kind: TimesKind) => (kind === 'delivery' ? { ...messages.times, ...messages.deliveryTimes } : messages.times);
const FIELDS = ['from_time', 'untill_time', 'after_from_time', 'after_untill_time'] as const;
type TimeField = (typeof FIELDS)[number];
const LABELS: Record<TimeField, string> = {
  from_time: T.from,
  untill_time: T.until,
  after_from_time: T.afterFrom,
  after_untill_time: T.afterUntil,
};

interface Row {
  days: number;
  status: boolean;
  from_time?: string;
  untill_time?: string;
  after_from_time?: string;
  after_untill_time?: string;
}

const Day = styled.fieldset`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 900px) {
    grid-template-columns: 10rem repeat(4, minmax(0, 1fr));
    align-items: start;
  }
  legend {
    float: left;
    grid-column: 1 / -1;
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    font-weight: 600;
    min-height: 44px;
    padding: 0;
    @media (min-width: 900px) {
      grid-column: 1;
    }
  }
  legend label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
  }
`;

const toRow = (day: DayHours): Row => ({
  days: day.day,
  status: day.status,
  from_time: day.from_time ?? '',
  untill_time: day.untill_time ?? '',
  after_from_time: day.after_from_time ?? '',
  after_untill_time: day.after_untill_time ?? '',
});

/** Checks what the browser can: the format HH:MM and both ends of a shift; the API checks order and overlap. */
export function checkWeek(rows: readonly Row[]): Record<string, string> {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (!row.status) return;
    for (const field of FIELDS) {
      const value = (row[field] ?? '').trim();
      if (value && !isTime(value)) errors[`times.${index}.${field}`] = T.format;
    }
    const text = (field: TimeField) => (row[field] ?? '').trim();
    if (!text('from_time')) errors[`times.${index}.from_time`] ??= T.incomplete;
    if (!text('untill_time')) errors[`times.${index}.untill_time`] ??= T.incomplete;
    if (Boolean(text('after_from_time')) !== Boolean(text('after_untill_time'))) {
      const missing = text('after_from_time') ? 'after_untill_time' : 'after_from_time';
      errors[`times.${index}.${missing}`] ??= T.incomplete;
    }
  });
  return errors;
}

/** Errors named like the API's (`times.2.untill_time`) at the form's fields (`times[2].untill_time`). */
function atFields(errors: Record<string, string>): object {
  return Object.entries(errors).reduce<object>((all, [name, text]) => setIn(all, name, text), {});
}

function Week({ storeId, kind, initial }: { storeId: number; kind: TimesKind; initial: DayHours[] }) {
  const words = wordsFor(kind);
  const [initialValues] = useState(() => ({ times: initial.map(toRow) }));

  const submit = async ({ times: rows }: { times: Row[] }) => {
    const times: TimesInput[] = rows.map((row) => ({
      days: row.days,
      status: row.status,
      from_time: row.status ? (row.from_time ?? '').trim() || null : null,
      untill_time: row.status ? (row.untill_time ?? '').trim() || null : null,
      after_from_time: row.status ? (row.after_from_time ?? '').trim() || null : null,
      after_untill_time: row.status ? (row.after_untill_time ?? '').trim() || null : null,
    }));
    try {
      await saveTimes(storeId, kind, times);
      notify.success(words.saved);
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (Object.keys(fields).length === 0) {
        notify.error(errorMessage(error));
        return undefined;
      }
      // The valid days are saved; the refused ones keep what was typed, with the API's message at the field.
      return { ...atFields(fields), [FORM_ERROR]: T.partlySaved };
    }
  };

  return (
    <Form<{ times: Row[] }> onSubmit={submit} initialValues={initialValues} validate={(values) => atFields(checkWeek(values.times))}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={`${kind}-times-title`}>
          <FormRefusal error={submitError} tone="warning" />
          {values.times.map((row, index) => {
            const day = germanWeekday(row.days);
            return (
              <Day key={row.days} data-testid={kind === 'delivery' ? `delivery-day-${row.days}` : `day-${row.days}`}>
                <legend>
                  <label>
                    <Field<boolean> name={`times[${index}].status`} type="checkbox">
                      {({ input }) => (
                        <input
                          type="checkbox"
                          name={input.name}
                          checked={row.status}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                          onFocus={input.onFocus}
                        />
                      )}
                    </Field>
                    {day}
                  </label>
                </legend>
                {row.status ? (
                  FIELDS.map((field) => (
                    <TextField
                      key={field}
                      name={`times[${index}].${field}`}
                      id={kind === 'delivery' ? `delivery-times-${row.days}-${field}` : `times-${row.days}-${field}`}
                      label={LABELS[field]}
                      aria-label={T.field(day, LABELS[field])}
                      inputMode="numeric"
                      placeholder={T.placeholder}
                      maxLength={5}
                    />
                  ))
                ) : (
                  <ClosedNote $small>{messages.page.closedDay}</ClosedNote>
                )}
              </Day>
            );
          })}
          <FormEnd submitting={submitting} label={words.save} />
        </form>
      )}
    </Form>
  );
}

/**
 * The opening times (or, with `kind="delivery"`, the delivery hours food reads) of a store: Montag … Sonntag, two
 * shifts a day, German errors at the field; the rest kept.
 */
export function TimesEditor({ storeId, kind = 'opening' }: { storeId: number; kind?: TimesKind }) {
  const state = useFetch((signal) => getTimes(storeId, kind, signal), [storeId, kind]);
  const words = wordsFor(kind);
  return (
    <section aria-labelledby={`${kind}-times-title`}>
      <h2 id={`${kind}-times-title`}>{words.title}</h2>
      <Muted>{words.intro}</Muted>
      <LoadState state={state}>{(week) => <Week storeId={storeId} kind={kind} initial={week} />}</LoadState>
    </section>
  );
}

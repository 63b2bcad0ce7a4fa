import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, ConfirmDialog, errorMessage, firstFieldErrors, notify, TextField, useFetch } from '@marktplatz/shared';
import { FormEnd, FormGrid, FormRefusal, LoadState, Muted, useConfirmedRemoval } from '@marktplatz/shared/kit';
import { addHoliday } from '../api/addHoliday';
import { deleteHoliday } from '../api/deleteHoliday';
import { listHolidays } from '../api/listHolidays';
import type { Holiday, TimesKind } from '../types';
import { germanRange, isoFromGerman } from '../../../lib/format';
import { messages } from '../../../messages';

const wordsFor = (kind: TimesKind) => (kind === 'delivery' ? { ...messages.holidays, ...messages.deliveryHolidays } : messages.holidays);

interface Values {
  start_date?: string;
  end_date?: string;
  title?: string;
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Closed days and ranges of a store (e.g. Betriebsferien; public holidays of the federal state count by themselves),
 * or with `kind="delivery"` the days without delivery.
 */
export function HolidaysEditor({ storeId, kind = 'opening' }: { storeId: number; kind?: TimesKind }) {
  const T = wordsFor(kind);
  const state = useFetch((signal) => listHolidays(storeId, kind, signal), [storeId, kind]);
  const removal = useConfirmedRemoval({
    remove: (holiday: Holiday) => deleteHoliday(holiday.id),
    removed: T.deleted,
    onRemoved: state.reload,
  });

  /** The first day: required, a real date `TT.MM.JJJJ`; the last day: empty or a real date. */
  const checkStart = (value: unknown) =>
    typeof value !== 'string' || !value.trim() ? T.required : isoFromGerman(value) ? undefined : T.dateInvalid;
  const checkEnd = (value: unknown) => (typeof value === 'string' && value.trim() && !isoFromGerman(value) ? T.dateInvalid : undefined);

  const submit = async (values: Values) => {
    const start = isoFromGerman(values.start_date ?? '')!;
    const end = values.end_date?.trim() ? isoFromGerman(values.end_date) : '';
    try {
      await addHoliday(storeId, kind, { start_date: start, end_date: end ?? '', title: values.title ?? '' });
      notify.success(T.added);
      state.reload();
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (Object.keys(fields).length === 0) {
        notify.error(errorMessage(error));
        return undefined;
      }
      // A refusal that names none of the three fields shows above them.
      const shown = 'start_date' in fields || 'end_date' in fields || 'title' in fields;
      return shown ? fields : { ...fields, [FORM_ERROR]: Object.values(fields)[0] };
    }
  };

  return (
    <section aria-labelledby={`${kind}-holidays-title`}>
      <h2 id={`${kind}-holidays-title`}>{T.title}</h2>
      <Muted>{T.intro}</Muted>
      <LoadState state={state} isEmpty={(list) => list.length === 0} empty={<Muted>{T.empty}</Muted>}>
        {(list) => (
          <List>
            {list.map((holiday) => {
              const range = germanRange(holiday.start_date, holiday.end_date);
              return (
                <li key={holiday.id} data-testid="holiday">
                  <span>
                    <strong>{range}</strong>
                    {holiday.title ? ` · ${holiday.title}` : ''}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={T.deleteLabel(range)}
                    onClick={() => removal.ask(holiday)}
                  >
                    {T.delete}
                  </Button>
                </li>
              );
            })}
          </List>
        )}
      </LoadState>
      <Form<Values>
        onSubmit={async (values, form) => {
          const errors = await submit(values);
          if (!errors) form.restart();
          return errors;
        }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={T.add}>
            <FormRefusal error={submitError} />
            <FormGrid>
              <TextField
                name="start_date"
                id={`${kind}-holiday-start`}
                label={T.start}
                hint={T.dateHint}
                inputMode="numeric"
                placeholder={T.datePlaceholder}
                maxLength={10}
                required
                requiredMessage={T.required}
                validate={checkStart}
              />
              <TextField
                name="end_date"
                id={`${kind}-holiday-end`}
                label={T.end}
                hint={`${T.dateHint}. ${T.endHint}`}
                inputMode="numeric"
                placeholder={T.datePlaceholder}
                maxLength={10}
                validate={checkEnd}
              />
              <TextField name="title" id={`${kind}-holiday-title`} label={T.titleField} placeholder={T.titlePlaceholder} />
            </FormGrid>
            <FormEnd submitting={submitting} label={T.add} variant="secondary" />
          </form>
        )}
      </Form>
      <ConfirmDialog
        open={removal.pending !== null}
        title={T.deleteTitle}
        confirmLabel={T.delete}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        {removal.pending ? T.deleteText(germanRange(removal.pending.start_date, removal.pending.end_date)) : null}
      </ConfirmDialog>
    </section>
  );
}

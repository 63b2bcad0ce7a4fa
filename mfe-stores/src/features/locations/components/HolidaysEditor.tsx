import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, errorMessage, firstFieldErrors, notify, useFetch } from '@marktplatz/shared';
import { Actions, Alert, FormGrid, LoadState, Muted } from '@marktplatz/shared/kit';
import { addHoliday } from '../api/addHoliday';
import { deleteHoliday } from '../api/deleteHoliday';
import { listHolidays } from '../api/listHolidays';
import type { Holiday, TimesKind } from '../types';
import { Labelled } from './fields';
import { germanRange, isoFromGerman } from '../../../lib/format';
import { messages } from '../../../messages';

const wordsFor = (kind: TimesKind) => (kind === 'delivery' ? { ...messages.holidays, ...messages.deliveryHolidays } : messages.holidays);

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
  const [values, setValues] = useState({ start_date: '', end_date: '', title: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Holiday | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = isoFromGerman(values.start_date);
    const end = values.end_date.trim() ? isoFromGerman(values.end_date) : '';
    const local: Record<string, string> = {};
    if (!values.start_date.trim()) local.start_date = T.required;
    else if (!start) local.start_date = T.dateInvalid;
    if (end === null) local.end_date = T.dateInvalid;
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    setBusy(true);
    try {
      await addHoliday(storeId, kind, { start_date: start!, end_date: end ?? '', title: values.title });
      setErrors({});
      setValues({ start_date: '', end_date: '', title: '' });
      notify.success(T.added);
      state.reload();
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteHoliday(removing.id);
      notify.success(T.deleted);
      setRemoving(null);
      state.reload();
    } catch (error) {
      notify.error(errorMessage(error));
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
                    onClick={() => setRemoving(holiday)}
                  >
                    {T.delete}
                  </Button>
                </li>
              );
            })}
          </List>
        )}
      </LoadState>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={T.add}>
        {Object.keys(errors).length > 0 && !errors.start_date && !errors.end_date && !errors.title ? (
          <Alert role="alert" $tone="error">
            {Object.values(errors)[0]}
          </Alert>
        ) : null}
        <FormGrid>
          <Labelled
            id={`${kind}-holiday-start`}
            label={T.start}
            hint={T.dateHint}
            inputMode="numeric"
            placeholder="TT.MM.JJJJ"
            maxLength={10}
            required
            value={values.start_date}
            error={errors.start_date}
            onChange={(event) => setValues({ ...values, start_date: event.target.value })}
          />
          <Labelled
            id={`${kind}-holiday-end`}
            label={T.end}
            hint={`${T.dateHint}. ${T.endHint}`}
            inputMode="numeric"
            placeholder="TT.MM.JJJJ"
            maxLength={10}
            value={values.end_date}
            error={errors.end_date}
            onChange={(event) => setValues({ ...values, end_date: event.target.value })}
          />
          <Labelled
            id={`${kind}-holiday-title`}
            label={T.titleField}
            placeholder={T.titlePlaceholder}
            value={values.title}
            error={errors.title}
            onChange={(event) => setValues({ ...values, title: event.target.value })}
          />
        </FormGrid>
        <Actions>
          <Button type="submit" variant="secondary" loading={busy}>
            {T.add}
          </Button>
        </Actions>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title={T.deleteTitle}
        confirmLabel={T.delete}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing ? T.deleteText(germanRange(removing.start_date, removing.end_date)) : null}
      </ConfirmDialog>
    </section>
  );
}

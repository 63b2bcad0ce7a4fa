import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FieldShell, Input, berlinClock, errorMessage, germanCalendarDay, germanWeekday } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { getDaySlots } from '../api/getDaySlots';
import type { DaySlots } from '../types';
import { messages } from '../../../messages';

const T = messages.slots;
const MAX_DAYS_AHEAD = 180;

const two = (value: number) => String(value).padStart(2, '0');

/** Berlin's calendar day `YYYY-MM-DD`, `days` after today. */
export function berlinIsoDay(days = 0, now: Date = new Date()): string {
  const clock = berlinClock(new Date(now.getTime() + days * 86_400_000));
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}`;
}

/** `Mittwoch, 10.03.2027` of an ISO calendar day. */
export function germanLongDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${germanWeekday(((weekday + 6) % 7) + 1)}, ${germanCalendarDay(isoDay)}`;
}

const Slots = styled.fieldset`
  border: 0;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(6rem, 1fr));
    gap: ${({ theme }) => theme.space.xs};
  }
  label {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:checked + label {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface SlotPickerProps {
  storeId: number;
  /** prefix of the element ids (two pickers on one page stay apart) */
  idPrefix: string;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  errors?: { date?: string | undefined; time?: string | undefined };
  /** bump to load the day's slots again (after a slot was taken meanwhile) */
  reloadKey?: number;
}

/**
 * A day (native date input: German format and Monday first in a German browser, today to 180 days ahead) and the
 * free slots of that day from the API as a radio group (arrow keys move, the screen reader reads „10:30 Uhr“).
 */
export function SlotPicker({ storeId, idPrefix, date, time, onDate, onTime, errors = {}, reloadKey = 0 }: SlotPickerProps) {
  const [day, setDay] = useState<{ state: 'idle' | 'loading' | 'error' | 'done'; data?: DaySlots; error?: string }>({ state: 'idle' });

  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setDay({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setDay({ state: 'loading' });
    getDaySlots(storeId, date, controller.signal).then(
      (data) => setDay({ state: 'done', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setDay({ state: 'error', error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [storeId, date, reloadKey]);

  const dateId = `${idPrefix}-date`;
  const slots = day.data?.slots ?? [];
  return (
    <div>
      <FieldShell
        id={dateId}
        hintId={`${dateId}-hint`}
        errorId={`${dateId}-error`}
        label={T.date}
        hint={T.dateHint}
        error={errors.date}
        required
      >
        <Input
          id={dateId}
          type="date"
          lang="de"
          min={berlinIsoDay(0)}
          max={berlinIsoDay(MAX_DAYS_AHEAD)}
          value={date}
          $invalid={Boolean(errors.date)}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={[`${dateId}-hint`, errors.date ? `${dateId}-error` : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            onDate(event.target.value);
            onTime('');
          }}
        />
      </FieldShell>
      <div aria-live="polite">
        {day.state === 'loading' ? <Muted role="status">{T.loading}</Muted> : null}
        {day.state === 'error' ? (
          <Alert role="alert" $tone="error">
            {day.error}
          </Alert>
        ) : null}
        {day.state === 'done' && slots.length === 0 ? <Muted role="status">{day.data?.closed_reason ?? T.none}</Muted> : null}
      </div>
      {day.state === 'done' && slots.length > 0 ? (
        <Slots aria-describedby={errors.time ? `${idPrefix}-time-error` : undefined}>
          <legend>{T.legend(germanLongDay(date), slots.length)}</legend>
          <ul>
            {slots.map((slot) => {
              const id = `${idPrefix}-slot-${slot.time.replace(':', '')}`;
              return (
                <li key={slot.time}>
                  <input
                    type="radio"
                    id={id}
                    name={`${idPrefix}-slot`}
                    value={slot.time}
                    checked={time === slot.time}
                    onChange={() => onTime(slot.time)}
                  />
                  <label htmlFor={id}>{T.slot(slot.time)}</label>
                </li>
              );
            })}
          </ul>
        </Slots>
      ) : null}
      {errors.time ? (
        <Alert id={`${idPrefix}-time-error`} role="alert" $tone="error">
          {errors.time}
        </Alert>
      ) : null}
    </div>
  );
}

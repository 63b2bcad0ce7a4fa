import { useField } from 'react-final-form';
import { fieldError } from '@marktplatz/shared';
import { messages } from '../../../messages';
import { SlotPicker } from './SlotPicker';

/** A day first, then one of its slots: the check of a form with a {@link SlotField}. */
export function slotErrors(values: { date?: string; time?: string }): { date?: string; time?: string } {
  if (!values.date) return { date: messages.slots.pickDate };
  if (!values.time) return { time: messages.slots.pickTime };
  return {};
}

/** The day-and-slot picker bound to the react-final-form fields `date` and `time`. */
export function SlotField({ storeId, idPrefix, reloadKey }: { storeId: number; idPrefix: string; reloadKey: number }) {
  const date = useField<string>('date');
  const time = useField<string>('time');
  return (
    <SlotPicker
      storeId={storeId}
      idPrefix={idPrefix}
      date={date.input.value ?? ''}
      time={time.input.value ?? ''}
      onDate={(value) => date.input.onChange(value)}
      onTime={(value) => time.input.onChange(value)}
      errors={{ date: fieldError(date.meta), time: fieldError(time.meta) }}
      reloadKey={reloadKey}
    />
  );
}

import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { Button, CheckboxField, TextField } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { SortableItemList } from '../../../components/SortableItemList';
import { moved } from '../lib/nestedErrors';
import { siteMessages as t } from '../messages';

const Fields = styled.div<{ $withColumn: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: ${({ $withColumn }) => ($withColumn ? '1fr ' : '')}1fr 2fr auto;
  }
`;

const RowButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
`;

/** A menu entry in the form: `key` keeps a row's place while it is dragged (not sent). */
export interface Entry {
  key: string;
  label: string;
  url: string;
  is_active: boolean;
  column?: string;
}

export interface LinkRowsProps {
  /** The list's name in the form's values: `header`, `footer` or `legal`. */
  name: 'header' | 'footer' | 'legal';
  title: string;
  /** Footer links carry their column. */
  withColumn?: boolean;
}

let keys = 0;
/** A fresh key for an entry of the form. */
export const entryKey = () => `eintrag-${(keys += 1)}`;

/**
 * One menu list of the form: each entry with label, address and visibility, ordered by drag and drop on its handle
 * (mouse, touch, keyboard) or with the „nach oben“/„nach unten“ buttons, and removed with „entfernen“; screen readers
 * hear the new position.
 */
export function LinkRows({ name, title, withColumn = false }: LinkRowsProps) {
  const form = useForm();
  const { input } = useField<Entry[]>(name, { subscription: { value: true } });
  const entries = input.value || [];
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    form.change(name, moved(entries, from, to));
    setAnnouncement(t.menus.moved(entries[from]?.label ?? '', to + 1));
  };
  const add = () => {
    const column = withColumn ? (entries[entries.length - 1]?.column ?? '') : undefined;
    form.change(name, [...entries, { key: entryKey(), label: '', url: '/', is_active: true, ...(withColumn ? { column } : {}) }]);
  };

  return (
    <fieldset>
      <legend>{title}</legend>
      {entries.length === 0 ? <Muted>{t.menus.empty}</Muted> : null}
      <div data-testid={`menu-${name}`}>
        <SortableItemList
          label={title}
          items={entries.map((entry, index) => ({ id: entry.key, title: entry.label || t.menus.unnamed, index }))}
          onReorder={(order) => {
            const byKey = new Map(entries.map((entry) => [entry.key, entry]));
            form.change(
              name,
              order.flatMap((key) => byKey.get(String(key)) ?? []),
            );
          }}
          body={({ index }) => (
            <Fields $withColumn={withColumn}>
              {withColumn ? <TextField name={`${name}[${index}].column`} label={t.menus.column} requiredMark maxLength={60} /> : null}
              <TextField name={`${name}[${index}].label`} label={t.menus.label} requiredMark maxLength={80} />
              <TextField name={`${name}[${index}].url`} label={t.menus.url} requiredMark maxLength={500} spellCheck={false} />
              <CheckboxField name={`${name}[${index}].is_active`} label={t.menus.active} />
            </Fields>
          )}
          actions={({ index, title: label }) => (
            <RowButtons>
              <Button
                type="button"
                variant="secondary"
                aria-label={t.menus.up(label)}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </Button>
              <Button
                type="button"
                variant="secondary"
                aria-label={t.menus.down(label)}
                disabled={index === entries.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </Button>
              <Button
                type="button"
                variant="danger"
                aria-label={t.menus.remove(label)}
                onClick={() =>
                  form.change(
                    name,
                    entries.filter((_entry, at) => at !== index),
                  )
                }
              >
                ✕
              </Button>
            </RowButtons>
          )}
        />
      </div>
      <Button type="button" variant="secondary" onClick={add}>
        {t.menus.add}
      </Button>
      <Muted as="p" role="status" aria-live="polite">
        {announcement}
      </Muted>
    </fieldset>
  );
}

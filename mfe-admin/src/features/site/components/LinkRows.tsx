import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { Button, CheckboxField, TextField } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { moved } from '../lib/nestedErrors';
import { siteMessages as t } from '../messages';

const Rows = styled.ol<{ $withColumn: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  > li {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    align-items: end;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      grid-template-columns: ${({ $withColumn }) => ($withColumn ? '1fr ' : '')}1fr 2fr auto auto;
    }
  }
`;

const RowButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
`;

interface Entry {
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

/**
 * One menu list of the form: each entry with label, address, visibility and „nach oben“/„nach unten“/„entfernen“
 * buttons (keyboard and screen readers: the new position is announced).
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
    form.change(name, [...entries, { label: '', url: '/', is_active: true, ...(withColumn ? { column } : {}) }]);
  };

  return (
    <fieldset>
      <legend>{title}</legend>
      {entries.length === 0 ? <Muted>{t.menus.empty}</Muted> : null}
      <Rows $withColumn={withColumn} data-testid={`menu-${name}`}>
        {entries.map((entry, index) => (
          <li key={index}>
            {withColumn ? <TextField name={`${name}[${index}].column`} label={t.menus.column} requiredMark maxLength={60} /> : null}
            <TextField name={`${name}[${index}].label`} label={t.menus.label} requiredMark maxLength={80} />
            <TextField name={`${name}[${index}].url`} label={t.menus.url} requiredMark maxLength={500} spellCheck={false} />
            <CheckboxField name={`${name}[${index}].is_active`} label={t.menus.active} />
            <RowButtons>
              <Button
                type="button"
                variant="secondary"
                aria-label={t.menus.up(entry.label)}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </Button>
              <Button
                type="button"
                variant="secondary"
                aria-label={t.menus.down(entry.label)}
                disabled={index === entries.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </Button>
              <Button
                type="button"
                variant="danger"
                aria-label={t.menus.remove(entry.label)}
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
          </li>
        ))}
      </Rows>
      <Button type="button" variant="secondary" onClick={add}>
        {t.menus.add}
      </Button>
      <Muted as="p" role="status" aria-live="polite">
        {announcement}
      </Muted>
    </fieldset>
  );
}

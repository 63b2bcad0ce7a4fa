import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, errorMessage, fieldErrors, notify, useFetch, usePageTitle } from '@marktplatz/shared';
import { Actions, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { getDeliveryTimes, setDeliveryTimes, type DeliveryTime } from '../../lib/api';
import { Field } from '../../components/Field';
import { ProviderNav } from '../../components/ProviderNav';
import { messages } from '../../messages';

const t = messages.times;

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
`;

interface Row {
  zone: string;
  preparation_minutes: string;
  delivery_minutes: string;
  last_order_time: string;
}

function TimesForm({ initial }: { initial: DeliveryTime[] }) {
  const [rows, setRows] = useState<Row[]>(
    initial.map((row) => ({
      zone: row.zone,
      preparation_minutes: String(row.preparation_minutes),
      delivery_minutes: String(row.delivery_minutes),
      last_order_time: row.last_order_time ?? '',
    })),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const update = (index: number, patch: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await setDeliveryTimes({
        times: rows.map((row) => ({
          zone: row.zone,
          preparation_minutes: row.preparation_minutes,
          delivery_minutes: row.delivery_minutes,
          last_order_time: row.last_order_time === '' ? null : row.last_order_time,
        })),
      });
      setErrors({});
      notify.success(t.saved);
    } catch (error) {
      setErrors(fieldErrors(error));
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      {rows.length === 0 ? <EmptyState title={t.empty} /> : null}
      {rows.map((row, index) => (
        <Box key={index} style={{ marginBottom: '0.75rem' }} aria-label={`${t.zone} ${index + 1}`}>
          <Grid>
            <Field
              id={`zone-${index}`}
              label={t.zone}
              value={row.zone}
              error={errors[`times.${index}.zone`]?.[0]}
              onChange={(value) => update(index, { zone: value })}
            />
            <Field
              id={`prep-${index}`}
              label={t.preparation}
              inputMode="numeric"
              value={row.preparation_minutes}
              error={errors[`times.${index}.preparation_minutes`]?.[0]}
              onChange={(value) => update(index, { preparation_minutes: value })}
            />
            <Field
              id={`delivery-${index}`}
              label={t.delivery}
              inputMode="numeric"
              value={row.delivery_minutes}
              error={errors[`times.${index}.delivery_minutes`]?.[0]}
              onChange={(value) => update(index, { delivery_minutes: value })}
            />
            <Field
              id={`last-${index}`}
              label={t.last}
              placeholder="22:00"
              value={row.last_order_time}
              error={errors[`times.${index}.last_order_time`]?.[0]}
              onChange={(value) => update(index, { last_order_time: value })}
            />
          </Grid>
          <Button size="sm" variant="secondary" onClick={() => setRows(rows.filter((_, i) => i !== index))} aria-label={t.remove(row.zone)}>
            ✕
          </Button>
        </Box>
      ))}
      <Actions>
        <Button
          variant="secondary"
          onClick={() => setRows([...rows, { zone: '', preparation_minutes: '20', delivery_minutes: '20', last_order_time: '' }])}
        >
          {t.add}
        </Button>
        <Button type="submit" loading={busy}>
          {t.save}
        </Button>
      </Actions>
    </form>
  );
}

/** `/food/delivery-times`: preparation and delivery duration per zone and the last order time. */
export default function DeliveryTimesPage() {
  usePageTitle(t.title);
  const state = useFetch((signal) => getDeliveryTimes(signal), []);
  return (
    <ProviderNav title={t.title}>
      <Muted>{t.intro}</Muted>
      <LoadState state={state}>{(rows) => <TimesForm initial={rows} />}</LoadState>
    </ProviderNav>
  );
}

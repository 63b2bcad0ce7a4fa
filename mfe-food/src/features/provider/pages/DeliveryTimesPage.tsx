import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, EmptyState, errorMessage, notify, TextField, useFetch, usePageTitle } from '@marktplatz/shared';
import { Actions, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { getDeliveryTimes } from '../api/getDeliveryTimes';
import { setDeliveryTimes } from '../api/setDeliveryTimes';
import { ProviderNav } from '../components/ProviderNav';
import type { DeliveryTime } from '../types';
import { rowFieldErrors } from '../../../lib/formErrors';
import { messages } from '../../../messages';

const t = messages.times;

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
`;

const Zone = styled(Box)`
  margin-bottom: 0.75rem;
`;

interface Row {
  zone?: string;
  preparation_minutes?: string;
  delivery_minutes?: string;
  last_order_time?: string;
}

const NEW_ZONE: Row = { zone: '', preparation_minutes: '20', delivery_minutes: '20', last_order_time: '' };

function TimesForm({ initial }: { initial: DeliveryTime[] }) {
  const submit = async ({ times }: { times: Row[] }) => {
    try {
      await setDeliveryTimes({
        times: times.map((row) => ({
          zone: row.zone ?? '',
          preparation_minutes: row.preparation_minutes ?? '',
          delivery_minutes: row.delivery_minutes ?? '',
          last_order_time: row.last_order_time ? row.last_order_time : null,
        })),
      });
      notify.success(t.saved);
      return undefined;
    } catch (error) {
      notify.error(errorMessage(error));
      return rowFieldErrors(error);
    }
  };
  // Fixed once: a new object on every render would reset what was typed.
  const [initialValues] = useState(() => ({
    times: initial.map((row) => ({
      zone: row.zone,
      preparation_minutes: String(row.preparation_minutes),
      delivery_minutes: String(row.delivery_minutes),
      last_order_time: row.last_order_time ?? '',
    })),
  }));
  return (
    <Form<{ times: Row[] }> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting, values, form }) => {
        const rows = values.times ?? [];
        return (
          <form onSubmit={handleSubmit} noValidate>
            {rows.length === 0 ? <EmptyState title={t.empty} /> : null}
            {rows.map((row, index) => (
              <Zone key={index} aria-label={`${t.zone} ${index + 1}`}>
                <Grid>
                  <TextField name={`times[${index}].zone`} id={`zone-${index}`} label={t.zone} />
                  <TextField name={`times[${index}].preparation_minutes`} id={`prep-${index}`} label={t.preparation} inputMode="numeric" />
                  <TextField name={`times[${index}].delivery_minutes`} id={`delivery-${index}`} label={t.delivery} inputMode="numeric" />
                  <TextField name={`times[${index}].last_order_time`} id={`last-${index}`} label={t.last} placeholder="22:00" />
                </Grid>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    form.change(
                      'times',
                      rows.filter((_, i) => i !== index),
                    )
                  }
                  aria-label={t.remove(row.zone ?? '')}
                >
                  ✕
                </Button>
              </Zone>
            ))}
            <Actions>
              <Button variant="secondary" onClick={() => form.change('times', [...rows, NEW_ZONE])}>
                {t.add}
              </Button>
              <Button type="submit" loading={submitting}>
                {t.save}
              </Button>
            </Actions>
          </form>
        );
      }}
    </Form>
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

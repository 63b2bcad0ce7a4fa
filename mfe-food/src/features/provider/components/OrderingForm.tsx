import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, CheckboxField, errorMessage, firstFieldErrors, notify, TextField } from '@marktplatz/shared';
import { Box } from '@marktplatz/shared/kit';
import { setOrderingSettings } from '../api/setOrderingSettings';
import type { OrderingSettings } from '../types';
import { messages } from '../../../messages';

const t = messages.settings;

export const SettingsBox = styled(Box)`
  & + & {
    margin-top: 1rem;
  }
  h2 {
    margin-top: 0;
  }
`;

interface Values {
  ordering_open: boolean;
  auto_accept: boolean;
  order_sound: boolean;
  preparation_time: string;
}

/** Order taking (paused or open), auto-accept, the order sound and the preparation time. */
export function OrderingForm({ initial }: { initial: OrderingSettings }) {
  const submit = async (values: Values) => {
    try {
      await setOrderingSettings({
        ordering_open: values.ordering_open,
        auto_accept: values.auto_accept,
        order_sound: values.order_sound,
        preparation_time: values.preparation_time ?? '',
      });
      notify.success(t.saved);
      return undefined;
    } catch (error) {
      notify.error(errorMessage(error));
      return firstFieldErrors(error);
    }
  };
  return (
    <Form<Values>
      onSubmit={submit}
      initialValues={{
        ordering_open: initial.ordering_open,
        auto_accept: initial.auto_accept,
        order_sound: initial.order_sound,
        preparation_time: String(initial.preparation_time),
      }}
    >
      {({ handleSubmit, submitting }) => (
        <SettingsBox as="form" onSubmit={handleSubmit} aria-labelledby="ordering-title" noValidate>
          <h2 id="ordering-title">{t.ordering}</h2>
          <CheckboxField name="ordering_open" label={t.orderingOpen} />
          <CheckboxField name="auto_accept" label={t.autoAccept} />
          <CheckboxField name="order_sound" label={t.sound} />
          <TextField name="preparation_time" id="preparation" label={t.preparation} inputMode="numeric" />
          <Button type="submit" loading={submitting}>
            {t.save}
          </Button>
        </SettingsBox>
      )}
    </Form>
  );
}

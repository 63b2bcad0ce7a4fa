import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useId, useState } from 'react';
import { Field, Form, useField } from 'react-final-form';
import { Button, FieldShell, Input, TextField, fieldError, formatDate, toSubmissionErrors } from '@marktplatz/shared';
import { Alert, Fieldset as KitFieldset, FormEnd, Muted } from '@marktplatz/shared/kit';
import styled from 'styled-components';
import { declareWiderruf } from '../api/declareWiderruf';
import type { Revocation, WiderrufState } from '../../../lib/types';
import { messages } from '../../../messages';

const Fieldset = styled(KitFieldset)`
  label.choice {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: 44px;
  }
`;

export interface WiderrufFormProps {
  orderNumber: string;
  orderEmail: string;
  vendorOrderId: number;
  vendorLabel: string;
  state: WiderrufState;
  defaultName: string;
  defaultEmail: string;
  onDone: (revocation: Revocation) => void;
  onCancel?: () => void;
}

interface WiderrufValues {
  mode: 'whole' | 'some';
  /** Quantities as typed, by `i<item id>`. */
  quantities?: Record<string, string | undefined>;
  name?: string;
  email?: string;
}

/**
 * The quantity of one line: a number input (with the browser's steps) in the kit's field frame, bound to the form.
 * The kit's `NumberField` is a German decimal text field; a count of pieces keeps the number input.
 */
function QuantityField({ name, label, max }: { name: string; label: string; max: number }) {
  const id = useId();
  const { input, meta } = useField<string>(name);
  const error = fieldError(meta);
  return (
    <FieldShell id={id} label={label} error={error} hintId={`${id}-hint`} errorId={`${id}-error`}>
      <Input
        {...input}
        value={input.value ?? ''}
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        $invalid={Boolean(error)}
      />
    </FieldShell>
  );
}

/** The Widerruf form (§ 356a BGB): the whole vendor order or chosen lines, name, e-mail → „Widerruf bestätigen“. */
export function WiderrufForm({
  orderNumber,
  orderEmail,
  vendorOrderId,
  vendorLabel,
  state,
  defaultName,
  defaultEmail,
  onDone,
  onCancel,
}: WiderrufFormProps) {
  const id = useId();
  const open = state.items.filter((item) => !item.excluded && item.qty_open > 0);
  const excluded = state.items.filter((item) => item.excluded);
  const [initialValues] = useState<WiderrufValues>(() => ({ mode: 'whole', name: defaultName, email: defaultEmail }));

  async function submit(values: WiderrufValues): Promise<SubmissionErrors | undefined> {
    const lines =
      values.mode === 'whole'
        ? []
        : open
            .map((item) => ({ item_id: item.item_id, qty: Number(values.quantities?.[`i${item.item_id}`] ?? '0') }))
            .filter((line) => Number.isFinite(line.qty) && line.qty > 0);
    if (values.mode === 'some' && lines.length === 0) return { [FORM_ERROR]: messages.widerruf.pickOne };
    try {
      const result = await declareWiderruf({
        order_number: orderNumber,
        order_email: orderEmail,
        shop_vendor_order_id: vendorOrderId,
        lines,
        name: values.name ?? '',
        email: values.email ?? '',
      });
      onDone(result.data);
      return undefined;
    } catch (failure) {
      // The API names a line by its place in `lines` (`lines.0.qty`): shown at that line's quantity.
      const errors = toSubmissionErrors(failure) as Record<string, unknown>;
      const quantities: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(errors)) {
        const line = /^lines\.(\d+)\.qty$/.exec(key);
        const item = line ? lines[Number(line[1])] : undefined;
        if (item) quantities[`i${item.item_id}`] = message;
      }
      return Object.keys(quantities).length > 0 ? { ...errors, quantities } : errors;
    }
  }

  return (
    <Form<WiderrufValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-heading`} data-testid="widerruf-form">
          <h3 id={`${id}-heading`}>
            {messages.widerruf.heading}: {vendorLabel}
          </h3>
          <Muted $small>{messages.widerruf.intro}</Muted>
          <Muted $small>{state.deadline ? messages.widerruf.deadline(formatDate(state.deadline)) : messages.widerruf.beforeDelivery}</Muted>
          {excluded.map((item) => (
            <Alert key={item.item_id} $tone="warning">
              <p>
                <strong>{item.product_name}:</strong> {item.excluded_reason}
              </p>
            </Alert>
          ))}
          <Fieldset>
            <legend>{messages.customer.items}</legend>
            <label className="choice">
              <Field name="mode" type="radio" value="whole" component="input" />
              {messages.widerruf.whole}
            </label>
            <label className="choice">
              <Field name="mode" type="radio" value="some" component="input" />
              {messages.widerruf.some}
            </label>
            {values.mode === 'some'
              ? open.map((item) => (
                  <QuantityField
                    key={item.item_id}
                    name={`quantities.i${item.item_id}`}
                    label={messages.widerruf.qtyLabel(item.product_name, item.qty_open)}
                    max={item.qty_open}
                  />
                ))
              : null}
          </Fieldset>
          <TextField name="name" label={messages.widerruf.name} autoComplete="name" requiredMark />
          <TextField name="email" label={messages.widerruf.email} type="email" autoComplete="email" requiredMark />
          <FormEnd
            error={submitError}
            submitting={submitting}
            label={messages.widerruf.confirm}
            secondary={
              onCancel ? (
                <Button type="button" variant="secondary" onClick={onCancel}>
                  {messages.widerruf.cancel}
                </Button>
              ) : null
            }
          />
        </form>
      )}
    </Form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Button, FieldShell, Input, errorMessage, firstFieldErrors, formatDate } from '@marktplatz/shared';
import { Actions, Alert, Fieldset as KitFieldset, Muted } from '@marktplatz/shared/kit';
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
  const [mode, setMode] = useState<'whole' | 'some'>('whole');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [name, setName] = useState(defaultName);
  const [email, setEmail] = useState(defaultEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const errors = firstFieldErrors(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines =
      mode === 'whole'
        ? []
        : open
            .map((item) => ({ item_id: item.item_id, qty: Number(quantities[item.item_id] ?? '0') }))
            .filter((line) => Number.isFinite(line.qty) && line.qty > 0);
    if (mode === 'some' && lines.length === 0) {
      setError({ message: messages.widerruf.pickOne });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const result = await declareWiderruf({
        order_number: orderNumber,
        order_email: orderEmail,
        shop_vendor_order_id: vendorOrderId,
        lines,
        name,
        email,
      });
      onDone(result.data);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-testid="widerruf-form">
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
          <input type="radio" name={`${id}-mode`} checked={mode === 'whole'} onChange={() => setMode('whole')} />
          {messages.widerruf.whole}
        </label>
        <label className="choice">
          <input type="radio" name={`${id}-mode`} checked={mode === 'some'} onChange={() => setMode('some')} />
          {messages.widerruf.some}
        </label>
        {mode === 'some'
          ? open.map((item, index) => (
              <FieldShell
                key={item.item_id}
                id={`${id}-qty-${item.item_id}`}
                label={messages.widerruf.qtyLabel(item.product_name, item.qty_open)}
                error={errors[`lines.${index}.qty`]}
                hintId={`${id}-qty-hint-${item.item_id}`}
                errorId={`${id}-qty-error-${item.item_id}`}
              >
                <Input
                  id={`${id}-qty-${item.item_id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={item.qty_open}
                  value={quantities[item.item_id] ?? ''}
                  onChange={(event) => setQuantities({ ...quantities, [item.item_id]: event.target.value })}
                />
              </FieldShell>
            ))
          : null}
      </Fieldset>
      <FieldShell
        id={`${id}-name`}
        label={messages.widerruf.name}
        required
        error={errors.name}
        hintId={`${id}-name-hint`}
        errorId={`${id}-name-error`}
      >
        <Input
          id={`${id}-name`}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          $invalid={Boolean(errors.name)}
        />
      </FieldShell>
      <FieldShell
        id={`${id}-email`}
        label={messages.widerruf.email}
        required
        error={errors.email}
        hintId={`${id}-email-hint`}
        errorId={`${id}-email-error`}
      >
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          $invalid={Boolean(errors.email)}
        />
      </FieldShell>
      {error !== undefined ? (
        <Alert $tone="error" role="alert">
          <p>{errorMessage(error)}</p>
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" loading={busy}>
          {messages.widerruf.confirm}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {messages.widerruf.cancel}
          </Button>
        ) : null}
      </Actions>
    </form>
  );
}

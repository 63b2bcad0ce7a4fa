import { useState } from 'react';
import { errorMessage, fieldErrors, notify, Select, useFamilyState, useFetch } from '@marktplatz/shared';
import { Alert, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { chooseSlot, getSlots, type FoodProvider, type SlotChoice, type SlotMode } from '../../lib/api';
import { messages } from '../../messages';

const t = messages.slot;

function SlotSelect({ provider, mode, postal, initial }: { provider: FoodProvider; mode: SlotMode; postal: string; initial: SlotChoice }) {
  const [choice, setChoice] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = async (value: string) => {
    setBusy(true);
    try {
      const next = await chooseSlot(provider.id, mode, postal, value === '' ? null : value);
      setChoice(next);
      setError(null);
      notify.success(value === '' ? t.asapSaved : t.saved(next.selected_label ?? ''));
    } catch (failure) {
      setError(fieldErrors(failure).slot_at?.[0] ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const groups = [
    { label: t.today, options: choice.options.filter((option) => option.day === 'today') },
    { label: t.tomorrow, options: choice.options.filter((option) => option.day === 'tomorrow') },
  ];
  const problem = error ?? choice.selected_problem;
  const nothing = !choice.asap && choice.options.length === 0;
  return (
    <>
      <label htmlFor="food-slot" style={{ fontWeight: 600, display: 'block', marginBottom: '0.25rem' }}>
        {mode === 'delivery' ? t.deliveryTime : t.pickupTime}
      </label>
      <Select
        id="food-slot"
        style={{ width: '100%', maxWidth: '100%' }}
        value={choice.selected ?? ''}
        disabled={busy || nothing}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'food-slot-problem' : 'food-slot-hint'}
        onChange={(event) => void change(event.target.value)}
      >
        <option value="" disabled={!choice.asap}>
          {choice.asap ? t.asap : t.closed}
        </option>
        {groups.map((group) =>
          group.options.length > 0 ? (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </Select>
      {problem ? (
        <Alert $tone="error" id="food-slot-problem" role="alert" style={{ marginTop: '0.5rem' }}>
          {problem}
        </Alert>
      ) : (
        <Muted id="food-slot-hint" $small style={{ marginTop: '0.5rem' }}>
          {nothing
            ? t.nothing
            : !choice.asap && !choice.selected
              ? `${choice.asap_text}. ${t.closedHint}`
              : t.hint(choice.lead_minutes, mode === 'delivery')}
        </Muted>
      )}
    </>
  );
}

/**
 * „Wann möchten Sie essen?“: as soon as possible, or a quarter hour of today or tomorrow inside the delivery
 * (pickup: opening) hours. The choice belongs to the cart (`POST /food/slot`); the checkout checks it.
 */
export function SlotPicker({ provider }: { provider: FoodProvider }) {
  const family = useFamilyState('food');
  const postal = typeof family.filters.postal_code === 'string' ? family.filters.postal_code : '';
  const [mode, setMode] = useState<SlotMode>(provider.delivery ? 'delivery' : 'pickup');
  const slots = useFetch((signal) => getSlots(provider.id, mode, postal, signal), [provider.id, mode, postal]);
  return (
    <Box as="section" aria-labelledby="slot-title" style={{ marginBottom: '1rem' }} data-testid="slot-picker">
      <h2 id="slot-title" style={{ marginTop: 0 }}>
        {t.title}
      </h2>
      {provider.delivery && provider.pickup ? (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 0.75rem', display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          <legend style={{ fontWeight: 600, marginBottom: '0.25rem' }}>{t.mode}</legend>
          {(['delivery', 'pickup'] as const).map((value) => (
            <label key={value} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: 44 }}>
              <input type="radio" name="food-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {value === 'delivery' ? t.delivery : t.pickup}
            </label>
          ))}
        </fieldset>
      ) : null}
      {/* the height of the loaded choice (label, field, one or two lines of hint), so the menu below does not move */}
      <div style={{ minHeight: '7.5rem' }}>
        <LoadState state={slots}>
          {(data) => <SlotSelect key={`${mode}-${postal}`} provider={provider} mode={mode} postal={postal} initial={data} />}
        </LoadState>
      </div>
    </Box>
  );
}

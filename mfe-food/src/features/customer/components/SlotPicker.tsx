import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, fieldErrors, notify, Select, useFamilyState, useFetch } from '@marktplatz/shared';
import { Alert, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { chooseSlot } from '../api/chooseSlot';
import { getSlots } from '../api/getSlots';
import type { FoodProvider, SlotChoice, SlotMode } from '../types';
import { messages } from '../../../messages';

const t = messages.slot;

const SlotLabel = styled.label`
  font-weight: 600;
  display: block;
  margin-bottom: 0.25rem;
`;

const SlotSelectBox = styled(Select)`
  width: 100%;
  max-width: 100%;
`;

const Problem = styled(Alert)`
  margin-top: 0.5rem;
`;

const Hint = styled(Muted)`
  margin-top: 0.5rem;
`;

const Section = styled(Box)`
  margin-bottom: 1rem;
  h2 {
    margin-top: 0;
  }
`;

const Modes = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 0.75rem;
  display: flex;
  gap: 1rem;
  flex-wrap: wrap;
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
`;

const Mode = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 44px;
`;

/**
 * The height of the choice (label, field, up to three lines of hint and its margin on a phone: 151 px measured at
 * 390 px), so the menu below does not move when this cart's times replace the loading text.
 */
const Reserved = styled.div`
  min-height: 9.75rem;
`;

interface SlotSelectProps {
  provider: FoodProvider;
  mode: SlotMode;
  postal: string;
  /** This cart's times; null while they load (the server's markup and the hydration show that state). */
  loaded: SlotChoice | null;
}

/**
 * The time choice: the same label, field and hint while the times load as once they are there (only their texts
 * change), so the server's nodes stay and the hint is painted with the page, not after the times arrive.
 */
function SlotSelect({ provider, mode, postal, loaded }: SlotSelectProps) {
  const [chosen, setChosen] = useState<SlotChoice | null>(null);
  const choice = chosen ?? loaded;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = async (value: string) => {
    setBusy(true);
    try {
      const next = await chooseSlot(provider.id, mode, postal, value === '' ? null : value);
      setChosen(next);
      setError(null);
      notify.success(value === '' ? t.asapSaved : t.saved(next.selected_label ?? ''));
    } catch (failure) {
      setError(fieldErrors(failure).slot_at?.[0] ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const options = choice?.options ?? [];
  const groups = [
    { label: t.today, options: options.filter((option) => option.day === 'today') },
    { label: t.tomorrow, options: options.filter((option) => option.day === 'tomorrow') },
  ];
  const problem = error ?? choice?.selected_problem ?? null;
  const nothing = choice !== null && !choice.asap && options.length === 0;
  return (
    <>
      <SlotLabel htmlFor="food-slot">{mode === 'delivery' ? t.deliveryTime : t.pickupTime}</SlotLabel>
      <SlotSelectBox
        id="food-slot"
        value={choice?.selected ?? ''}
        disabled={choice === null || busy || nothing}
        aria-busy={choice === null ? true : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'food-slot-problem' : 'food-slot-hint'}
        onChange={(event) => void change(event.target.value)}
      >
        <option value="" disabled={choice !== null && !choice.asap}>
          {choice === null ? t.loading : choice.asap ? t.asap : t.closed}
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
      </SlotSelectBox>
      {problem ? (
        <Problem $tone="error" id="food-slot-problem" role="alert">
          {problem}
        </Problem>
      ) : (
        <Hint id="food-slot-hint" $small>
          {choice === null
            ? t.loadingHint
            : nothing
              ? t.nothing
              : !choice.asap && !choice.selected
                ? `${choice.asap_text}. ${t.closedHint}`
                : t.hint(choice.lead_minutes, mode === 'delivery')}
        </Hint>
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
    <Section aria-labelledby="slot-title" data-testid="slot-picker">
      <h2 id="slot-title">{t.title}</h2>
      {provider.delivery && provider.pickup ? (
        <Modes>
          <legend>{t.mode}</legend>
          {(['delivery', 'pickup'] as const).map((value) => (
            <Mode key={value}>
              <input type="radio" name="food-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {value === 'delivery' ? t.delivery : t.pickup}
            </Mode>
          ))}
        </Modes>
      ) : null}
      <Reserved>
        {/* The loading state is the same element as the loaded choice (same type and key): React keeps its nodes. */}
        <LoadState
          state={slots}
          skeleton={<SlotSelect key={`${mode}-${postal}`} provider={provider} mode={mode} postal={postal} loaded={null} />}
        >
          {(data) => <SlotSelect key={`${mode}-${postal}`} provider={provider} mode={mode} postal={postal} loaded={data} />}
        </LoadState>
      </Reserved>
    </Section>
  );
}

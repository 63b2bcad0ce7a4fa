import styled from 'styled-components';
import { messages } from '../../../messages';
import type { OptionGroup } from '../types';
import { valueState, type Selection } from '../variants';
import type { ProductDetail } from '../types';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
  }
  legend span {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Values = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  label {
    position: relative;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  input:checked + span {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + span {
    color: ${({ theme }) => theme.colors.onDisabled};
    background: ${({ theme }) => theme.colors.disabled};
    text-decoration: line-through;
  }
  span[data-soldout='true'] {
    border-style: dashed;
  }
`;

/** One radio group per option (Farbe, Größe …); combinations that do not exist are disabled, sold-out ones marked. */
export function VariantPicker({
  product,
  selection,
  onChange,
}: {
  product: Pick<ProductDetail, 'variants' | 'options'>;
  selection: Selection;
  onChange: (group: string, value: string) => void;
}) {
  if (product.options.length === 0) return null;
  return (
    <div data-testid="variant-picker">
      {product.options.map((group: OptionGroup) => (
        <Group key={group.name}>
          <legend>
            {group.name}
            {selection[group.name] ? <span>{`: ${selection[group.name]}`}</span> : null}
          </legend>
          <Values>
            {group.values.map((entry) => {
              const state = valueState(product, selection, group.name, entry.value);
              const text = entry.custom_value || entry.value;
              return (
                <label key={entry.value}>
                  <input
                    type="radio"
                    name={`option-${group.name}`}
                    value={entry.value}
                    checked={selection[group.name] === entry.value}
                    onChange={() => onChange(group.name, entry.value)}
                    aria-label={state === 'soldOut' ? `${text} (${messages.product.soldOut})` : text}
                  />
                  <span data-soldout={state === 'soldOut' ? 'true' : undefined}>{text}</span>
                </label>
              );
            })}
          </Values>
        </Group>
      ))}
    </div>
  );
}

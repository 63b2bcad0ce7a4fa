import styled from 'styled-components';
import { Fieldset } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import type { OptionGroup } from '../types';
import { valueState, type Selection } from '../lib/variants';
import type { ProductDetail } from '../types';
import { Swatch } from '../../../lib/ui';

const Group = styled(Fieldset).attrs({ $plain: true })`
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
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
  label > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
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
  input:disabled {
    cursor: not-allowed;
  }
  input:disabled + span {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
    border-style: dashed;
  }
  input:disabled + span .value {
    text-decoration: line-through;
  }
  .swatch {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }
  .sold-out {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: 400;
  }
`;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** What a value shows: its name, and for a colour the swatch colour (a colour is never named by its hex code). */
export function optionDisplay(
  group: Pick<OptionGroup, 'is_color'>,
  entry: { value: string; custom_value?: string | null },
): { text: string; swatch: string | null } {
  const custom = entry.custom_value?.trim() || null;
  if (!group.is_color && !HEX.test(entry.value)) return { text: custom || entry.value, swatch: null };
  if (HEX.test(entry.value))
    return { text: custom && !HEX.test(custom) ? custom : messages.product.colourWithoutName, swatch: entry.value };
  return { text: entry.value, swatch: custom && HEX.test(custom) ? custom : null };
}

/**
 * One radio group per option (Farbe, Größe …). A colour shows its swatch and its name; a value whose combination
 * with the other choices is sold out says so and cannot be chosen; a combination that does not exist leads to the
 * nearest one that does.
 */
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
      {product.options.map((group: OptionGroup) => {
        const chosen = group.values.find((entry) => entry.value === selection[group.name]);
        return (
          <Group key={group.name}>
            <legend>
              {group.name}
              {chosen ? <span>{`: ${optionDisplay(group, chosen).text}`}</span> : null}
            </legend>
            <Values>
              {group.values.map((entry) => {
                const state = valueState(product, selection, group.name, entry.value);
                const { text, swatch } = optionDisplay(group, entry);
                const checked = selection[group.name] === entry.value;
                const soldOut = state === 'soldOut';
                return (
                  <label key={entry.value}>
                    <input
                      type="radio"
                      name={`option-${group.name}`}
                      value={entry.value}
                      checked={checked}
                      disabled={soldOut && !checked}
                      onChange={() => onChange(group.name, entry.value)}
                      aria-label={soldOut ? `${text} (${messages.product.soldOut})` : text}
                    />
                    <span data-soldout={soldOut ? 'true' : undefined}>
                      {swatch ? <Swatch className="swatch" aria-hidden="true" $colour={swatch} /> : null}
                      <span className="value">{text}</span>
                      {soldOut ? <span className="sold-out">{messages.product.soldOutShort}</span> : null}
                    </span>
                  </label>
                );
              })}
            </Values>
          </Group>
        );
      })}
    </div>
  );
}

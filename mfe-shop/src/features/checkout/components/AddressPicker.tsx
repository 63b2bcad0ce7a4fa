import styled from 'styled-components';
import { messages } from '../../../messages';
import type { Address } from '../types';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    flex: none;
  }
  p[role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
  }
`;

/** One line of an address: „Mia Klein, Lindenstraße 3, 10969 Berlin“. */
export function addressLine(address: Address): string {
  const name = [address.company, [address.first_name, address.last_name].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const street = [address.street, address.street_number].filter(Boolean).join(' ');
  return [name, street, `${address.zip} ${address.city}`].filter((part) => part.trim() !== '').join(', ');
}

/** Radio list of one address book. */
export function AddressPicker({
  legend,
  name,
  addresses,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  addresses: readonly Address[];
  value: number | null;
  onChange: (id: number) => void;
  error?: string | null;
}) {
  return (
    <Group data-testid={`address-${name}`}>
      <legend>{legend}</legend>
      {addresses.map((address) => (
        <label key={address.id}>
          <input type="radio" name={name} value={address.id} checked={value === address.id} onChange={() => onChange(address.id)} />
          <span>{addressLine(address)}</span>
        </label>
      ))}
      {addresses.length === 0 ? <p>{messages.checkout.noAddress}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
    </Group>
  );
}

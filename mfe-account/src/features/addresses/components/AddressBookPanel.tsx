import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  EmptyState,
  errorMessage,
  messages as sharedMessages,
  notify,
  toSubmissionErrors,
  useFetch,
} from '@marktplatz/shared';
import {
  Actions,
  AddressForm,
  Badge,
  LoadState,
  addressLabel,
  addressPayload,
  addressValues,
  countryName,
  type Address,
  type AddressBook,
  type AddressValues,
} from '@marktplatz/shared/kit';
import { deleteAddress } from '../api/deleteAddress';
import { listAddresses } from '../api/listAddresses';
import { setDefaultAddress } from '../api/setDefaultAddress';
import { setShippingFromBilling } from '../api/setShippingFromBilling';
import { storeAddress } from '../api/storeAddress';
import { updateAddress } from '../api/updateAddress';
import { salutation } from '../../../lib/forms';
import { messages } from '../../../messages';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  address {
    font-style: normal;
    margin-bottom: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

/** The kit's badge, with room below it. */
const DefaultBadge = styled(Badge).attrs({ $tone: 'success' as const })`
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;

/** One address book: list (default first), add, edit, set default, delete with confirmation; billing can copy to shipping. */
export function AddressBookPanel({ book, onShippingChanged }: { book: AddressBook; onShippingChanged?: () => void }) {
  const state = useFetch((signal) => listAddresses(book, signal), [book]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addLabel = book === 'shipping' ? messages.addresses.addShipping : messages.addresses.addBilling;

  const save = async (values: AddressValues) => {
    try {
      const payload = addressPayload(book, values);
      if (editing?.mode === 'edit') await updateAddress(book, editing.address.id, payload);
      else await storeAddress(book, payload);
      notify.success(messages.addresses.saved);
      setEditing(null);
      state.reload();
      if (book === 'billing' && payload.is_shipping) onShippingChanged?.();
      return undefined;
    } catch (error) {
      return toSubmissionErrors(error);
    }
  };

  const run = async (action: () => Promise<void>, done: string, after?: () => void) => {
    try {
      await action();
      notify.success(done);
      state.reload();
      after?.();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <section aria-label={book === 'shipping' ? messages.addresses.shipping : messages.addresses.billing}>
      <Button type="button" onClick={() => setEditing({ mode: 'new' })}>
        {addLabel}
      </Button>
      <LoadState state={state}>
        {(addresses) =>
          addresses.length === 0 ? (
            <EmptyState title={messages.addresses.empty} />
          ) : (
            <List data-testid={`${book}-addresses`}>
              {addresses.map((address) => {
                const label = addressLabel(address);
                return (
                  <li key={address.id}>
                    <Card data-default={address.is_default === 1 ? 'true' : 'false'}>
                      {address.is_default === 1 ? <DefaultBadge>{messages.addresses.default}</DefaultBadge> : null}
                      <address>
                        {address.company ? (
                          <>
                            {address.company}
                            <br />
                          </>
                        ) : null}
                        {[salutation(address.gender), address.first_name, address.last_name].filter(Boolean).join(' ')}
                        <br />
                        {[address.street, address.street_number].filter(Boolean).join(' ')}
                        <br />
                        {address.zip} {address.city}, {countryName(address.country)}
                        <br />
                        {address.phone}
                        {address.email ? (
                          <>
                            <br />
                            {address.email}
                          </>
                        ) : null}
                        {address.vat_id ? (
                          <>
                            <br />
                            USt-IdNr.: {address.vat_id}
                          </>
                        ) : null}
                      </address>
                      <Actions role="group" aria-label={messages.addresses.actionsFor(label)}>
                        <Button type="button" size="sm" variant="secondary" onClick={() => setEditing({ mode: 'edit', address })}>
                          {sharedMessages.edit}
                        </Button>
                        {address.is_default !== 1 ? (
                          <Button
                            type="button"
                            size="sm"
                            variant="secondary"
                            onClick={() => void run(() => setDefaultAddress(book, address.id), messages.addresses.defaultSet)}
                          >
                            {messages.addresses.makeDefault}
                          </Button>
                        ) : null}
                        {book === 'billing' ? (
                          <Button
                            type="button"
                            size="sm"
                            variant="secondary"
                            onClick={() =>
                              void run(() => setShippingFromBilling(address.id), messages.addresses.fromBillingDone, onShippingChanged)
                            }
                          >
                            {messages.addresses.fromBilling}
                          </Button>
                        ) : null}
                        <Button type="button" size="sm" variant="danger" onClick={() => setDeleting(address)}>
                          {sharedMessages.delete}
                        </Button>
                      </Actions>
                    </Card>
                  </li>
                );
              })}
            </List>
          )
        }
      </LoadState>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? messages.addresses.editTitle : addLabel}
        size="lg"
      >
        {editing ? (
          <AddressForm
            book={book}
            initialValues={editing.mode === 'edit' ? addressValues(editing.address) : undefined}
            onSubmit={save}
            onCancel={() => setEditing(null)}
            guardLeave
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={messages.addresses.deleteTitle}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => deleteAddress(deleting.id), messages.addresses.deleted);
          setDeleting(null);
        }}
      >
        {deleting ? messages.addresses.deleteText(addressLabel(deleting)) : null}
      </ConfirmDialog>
    </section>
  );
}

import { Dialog, notify, toSubmissionErrors } from '@marktplatz/shared';
import { AddressForm, addressPayload, type AddressBook } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import { storeAddress } from '../api/storeAddress';

/**
 * „Adresse anlegen“ without leaving the checkout: the address form of the address books in a dialog; after the save
 * the dialog closes and `onSaved` gets the new address (the checkout reloads the book and chooses it).
 */
export function NewAddressDialog({
  book,
  onClose,
  onSaved,
}: {
  /** The book to add to; `null` keeps the dialog closed. */
  book: AddressBook | null;
  onClose: () => void;
  onSaved: (book: AddressBook, id: number, alsoShipping: boolean) => void | Promise<void>;
}) {
  const title = book === 'shipping' ? messages.checkout.newShippingAddress : messages.checkout.newBillingAddress;
  return (
    <Dialog open={book !== null} onClose={onClose} title={title} size="lg" closeOnBackdrop={false}>
      {book ? (
        <AddressForm
          book={book}
          label={title}
          submitLabel={messages.checkout.saveAndUseAddress}
          onCancel={onClose}
          onSubmit={async (values) => {
            try {
              const payload = addressPayload(book, values);
              const address = await storeAddress(book, payload);
              notify.success(messages.checkout.addressSaved);
              await onSaved(book, address.id, book === 'billing' && payload.is_shipping === 1);
              return undefined;
            } catch (error) {
              return toSubmissionErrors(error);
            }
          }}
        />
      ) : null}
    </Dialog>
  );
}

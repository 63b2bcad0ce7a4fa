import { useState } from 'react';
import { EmptyState, Tabs, useAuth } from '@marktplatz/shared';
import { AddressBookPanel } from '../components/AddressBookPanel';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

/** `/account/addresses`: the shipping and billing books (customers). */
export default function AddressesPage() {
  const { role } = useAuth();
  const [tab, setTab] = useState('shipping');
  const [shippingVersion, setShippingVersion] = useState(0);
  return (
    <AccountLayout title={messages.addresses.title}>
      {role !== 'User' ? (
        <EmptyState title={messages.addresses.customerOnly} />
      ) : (
        <Tabs
          label={messages.addresses.tabs}
          selectedId={tab}
          onChange={setTab}
          tabs={[
            { id: 'shipping', label: messages.addresses.shipping, content: <AddressBookPanel key={shippingVersion} book="shipping" /> },
            {
              id: 'billing',
              label: messages.addresses.billing,
              content: <AddressBookPanel book="billing" onShippingChanged={() => setShippingVersion((n) => n + 1)} />,
            },
          ]}
        />
      )}
    </AccountLayout>
  );
}

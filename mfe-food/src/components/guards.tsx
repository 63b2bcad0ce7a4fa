import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RequireAuth } from '@marktplatz/shared/kit';
import { messages } from '../messages';

/** A customer's page: guests go to the login page, a provider is pointed to the board. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  return (
    <RequireAuth
      role="User"
      refusal={{
        title: messages.guard.customerTitle,
        text: messages.guard.customerText,
        action: <Link to="/food/board">{messages.guard.toBoard}</Link>,
      }}
    >
      {children}
    </RequireAuth>
  );
}

/** A food provider's page: guests go to the login page, a customer is pointed to the search. */
export function RequireProvider({ children }: { children: ReactNode }) {
  return (
    <RequireAuth
      role="Company"
      refusal={{
        title: messages.guard.providerTitle,
        text: messages.guard.providerText,
        action: <Link to={messages.home}>{messages.guard.toSearch}</Link>,
      }}
    >
      {children}
    </RequireAuth>
  );
}

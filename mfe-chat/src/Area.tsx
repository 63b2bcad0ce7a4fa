import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { EmptyState, PageContainer, Spinner, usePageTitle } from '@marktplatz/shared';
import { RequireAuth } from '@marktplatz/shared/kit';
import { messages } from './messages';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_chat';

const ChatPage = lazy(() => import('./features/chat/pages/ChatPage'));
const ContactPage = lazy(() => import('./features/contact/pages/ContactPage'));

function AreaNotFound() {
  usePageTitle(messages.notFoundTitle);
  return (
    <PageContainer title={messages.notFoundTitle}>
      <EmptyState title={messages.notFoundText} action={<Link to={messages.home}>{messages.notFoundLink}</Link>} />
    </PageContainer>
  );
}

const chat = (
  <RequireAuth>
    <ChatPage />
  </RequireAuth>
);

/** The area's routes (full paths), mounted by the shell under the area's URL prefixes. */
export default function Area() {
  return (
    <div data-area={REMOTE_NAME}>
      <Suspense fallback={<Spinner block />}>
        <Routes>
          <Route path="/chat" element={chat} />
          <Route path="/chat/contact" element={<ContactPage />} />
          <Route path="/chat/:conversation_id" element={chat} />
          <Route path="*" element={<AreaNotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}

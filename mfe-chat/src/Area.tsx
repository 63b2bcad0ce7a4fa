import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { AreaRoutes, RequireAuth } from '@marktplatz/shared/kit';
import { messages } from './messages';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_chat';

const ChatPage = lazy(() => import('./features/chat/pages/ChatPage'));
const ContactPage = lazy(() => import('./features/contact/pages/ContactPage'));

const chat = (
  <RequireAuth>
    <ChatPage />
  </RequireAuth>
);

/** The area's routes (full paths), mounted by the shell under the area's URL prefixes. */
export default function Area() {
  return (
    <AreaRoutes name={REMOTE_NAME} messages={messages}>
      <Route path="/chat" element={chat} />
      <Route path="/chat/contact" element={<ContactPage />} />
      <Route path="/chat/:conversation_id" element={chat} />
    </AreaRoutes>
  );
}

import { useCallback } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState, PageContainer, useAuth, usePageTitle } from '@marktplatz/shared';
import { myUserId } from '../../../lib/me';
import { messages } from '../../../messages';
import { ChatView } from '../components/ChatView';

function positive(value: string | null | undefined): number | null {
  const number = Number(value);
  return value && /^\d{1,10}$/.test(value) && number > 0 ? number : null;
}

/** `/chat`, `/chat/:conversation_id` and `/chat?with=<user_id>`: the conversations and the open one. */
export default function ChatPage() {
  const params = useParams<{ conversation_id?: string }>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const activeId = positive(params.conversation_id);
  const withUserId = positive(search.get('with'));
  const unknown = params.conversation_id !== undefined && activeId === null;
  usePageTitle(unknown ? messages.notFoundTitle : activeId ? messages.conversationTitle : messages.title);
  const onOpen = useCallback(
    (id: number | null, options?: { replace?: boolean }) => navigate(id ? `/chat/${id}` : '/chat', options),
    [navigate],
  );
  if (unknown)
    return (
      <PageContainer title={messages.notFoundTitle}>
        <EmptyState title={messages.notFoundText} action={<Link to={messages.home}>{messages.notFoundLink}</Link>} />
      </PageContainer>
    );
  return (
    <PageContainer title={messages.title} actions={<Link to="/chat/contact">{messages.window.contact}</Link>}>
      <ChatView compact={false} activeId={activeId} onOpen={onOpen} withUserId={withUserId} myId={myUserId(user)} />
    </PageContainer>
  );
}

import { chatConversations } from '../../db/schema/chat';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { chatNotificationLinks } from './notification-links';

const suite = testSuite();

describe('where a notification about a chat message leads', () => {
  it('a conversation leads both of its people to it, nobody else', async () => {
    const customer = await createUserWithToken(suite.context, 'User');
    const provider = await createUserWithToken(suite.context, 'Company');
    const stranger = await createUserWithToken(suite.context, 'User');
    const [conversation] = await suite.context.db
      .insert(chatConversations)
      .values({ userLow: Math.min(customer.id, provider.id), userHigh: Math.max(customer.id, provider.id) })
      .returning({ id: chatConversations.id });
    const id = conversation?.id ?? 0;
    const resolve = chatNotificationLinks.conversation;
    expect(await resolve?.(suite.context.db, customer.id, [id])).toEqual(new Map([[id, `/chat/${id}`]]));
    expect(await resolve?.(suite.context.db, provider.id, [id])).toEqual(new Map([[id, `/chat/${id}`]]));
    expect((await resolve?.(suite.context.db, stranger.id, [id]))?.size).toBe(0);
  });
});

import { chatConversations } from '../../db/schema/chat';
import { createTestApp, createUserWithToken, type TestContext } from '../../../test/helpers';
import { chatNotificationLinks } from './notification-links';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});

afterAll(async () => {
  await context.close();
});

describe('where a notification about a chat message leads', () => {
  it('a conversation leads both of its people to it, nobody else', async () => {
    const customer = await createUserWithToken(context, 'User');
    const provider = await createUserWithToken(context, 'Company');
    const stranger = await createUserWithToken(context, 'User');
    const [conversation] = await context.db
      .insert(chatConversations)
      .values({ userLow: Math.min(customer.id, provider.id), userHigh: Math.max(customer.id, provider.id) })
      .returning({ id: chatConversations.id });
    const id = conversation?.id ?? 0;
    const resolve = chatNotificationLinks.conversation;
    expect(await resolve?.(context.db, customer.id, [id])).toEqual(new Map([[id, `/chat/${id}`]]));
    expect(await resolve?.(context.db, provider.id, [id])).toEqual(new Map([[id, `/chat/${id}`]]));
    expect((await resolve?.(context.db, stranger.id, [id]))?.size).toBe(0);
  });
});

import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatConversations } from '../../db/schema/chat';
import { accountPeople, accountProviderProfiles, accountUsers, providerDisplayName } from '../account/public';
import { uploadUrl } from '../../http/uploads';
import { chatShownSql, contactCustomersOf } from './contact-sources';
import { type ChatContext, type ChatUserDto, conversationBetween } from './core';
import { CHAT_TEXT } from './messages';
import { containsPattern } from '../../lib/like-pattern';

/** The name the chat shows: the provider's display name, or the person's first and last name. */
export function chatName(row: { role: 'User' | 'Company'; firstName: string; lastName: string; companyName: string | null }): string {
  return row.role === 'Company'
    ? providerDisplayName(row.companyName, row.firstName, row.lastName)
    : `${row.firstName} ${row.lastName}`.trim();
}

export async function people(ctx: ChatContext, ids: number[], db: Executor = ctx.db): Promise<Map<number, ChatUserDto>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [persons, online] = await Promise.all([accountPeople(db, unique), ctx.state.onlineUsers(unique)]);
  return new Map(
    [...persons.values()].map((row) => [
      row.id,
      row.deletedAt
        ? { id: row.id, name: CHAT_TEXT.deletedAccount, avatar: null, role: row.role, online_status: false }
        : {
            id: row.id,
            name: chatName(row),
            avatar: uploadUrl(ctx.config, row.avatar),
            role: row.role,
            online_status: online.has(row.id),
          },
    ]),
  );
}

export async function activeUser(db: Executor, id: number) {
  const [row] = await db
    .select({ id: accountUsers.id, role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, id), isNull(accountUsers.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether `me` may start a conversation with `other`: a customer with a provider whose page shows the chat; a
 * provider with a customer it has an order, lead or offer with; providers with each other. An existing
 * conversation is always continued (unless blocked).
 */
export async function mayStart(db: Executor, me: { id: number; role: 'User' | 'Company' }, otherId: number): Promise<boolean> {
  if (otherId === me.id) return false;
  const other = await activeUser(db, otherId);
  if (!other) return false;
  if (await conversationBetween(db, me.id, otherId)) return true;
  if (me.role === 'User' && other.role === 'Company') {
    const [page] = await db
      .select({ shown: chatShownSql(sql`${otherId}::int`) })
      .from(accountUsers)
      .where(eq(accountUsers.id, otherId));
    return page?.shown ?? true;
  }
  if (me.role === 'Company' && other.role === 'Company') return true;
  if (me.role === 'Company' && other.role === 'User') return (await contactCustomersOf(db, me.id, [otherId])).has(otherId);
  return false;
}

/** `/chat/searchUser`: by id or by name, only people the caller may write to. */
export async function search(
  ctx: ChatContext,
  me: { id: number; role: 'User' | 'Company' },
  input: { id?: number | undefined; search?: string | undefined },
): Promise<ChatUserDto[]> {
  if (input.id !== undefined) {
    if (!(await mayStart(ctx.db, me, input.id))) return [];
    const person = (await people(ctx, [input.id])).get(input.id);
    return person ? [person] : [];
  }
  const term = (input.search ?? '').trim();
  if (term.length < 2) return [];
  const like = containsPattern(term);
  const nameMatch = or(
    ilike(accountUsers.firstName, like),
    ilike(accountUsers.lastName, like),
    ilike(accountProviderProfiles.companyName, like),
  );
  const candidates = await ctx.db
    .select({ id: accountUsers.id, role: accountUsers.role, showChat: chatShownSql(sql`${accountUsers.id}`) })
    .from(accountUsers)
    .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .where(and(isNull(accountUsers.deletedAt), ne(accountUsers.id, me.id), nameMatch))
    .orderBy(asc(accountUsers.id))
    .limit(200);
  const customers = candidates.filter((row) => row.role === 'User').map((row) => row.id);
  const reachableCustomers = me.role === 'Company' ? await contactCustomersOf(ctx.db, me.id, customers) : new Set<number>();
  const partnerRows = await ctx.db
    .select({ low: chatConversations.userLow, high: chatConversations.userHigh })
    .from(chatConversations)
    .where(or(eq(chatConversations.userLow, me.id), eq(chatConversations.userHigh, me.id)));
  const partners = new Set(partnerRows.map((row) => (row.low === me.id ? row.high : row.low)));
  const allowed = candidates
    .filter((row) => {
      if (partners.has(row.id)) return true;
      if (row.role === 'Company') return me.role === 'Company' || row.showChat;
      return me.role === 'Company' && reachableCustomers.has(row.id);
    })
    .slice(0, 20)
    .map((row) => row.id);
  const found = await people(ctx, allowed);
  return allowed.map((id) => found.get(id)).filter((person): person is ChatUserDto => person !== undefined);
}

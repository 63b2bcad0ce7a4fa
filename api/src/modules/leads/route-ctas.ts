import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { callToActions, leadRoutes } from '../../db/schema/leads';
import { NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import type { CtaInput } from './schemas';
import { CTA_NOT_FOUND, type CtaRow, ROUTE_NOT_FOUND, presentCta } from './route-setup';

// --- calls to action ---------------------------------------------------------------------------------------

async function routeRef(db: Executor, providerId: number, routeId: number | null) {
  if (routeId === null) return null;
  const [row] = await db
    .select({ id: leadRoutes.id, name: leadRoutes.name })
    .from(leadRoutes)
    .where(and(eq(leadRoutes.id, routeId), eq(leadRoutes.providerId, providerId)))
    .limit(1);
  if (!row) throw ValidationError.field('lead_route_id', ROUTE_NOT_FOUND);
  return row;
}

async function ownCta(db: Executor, providerId: number, id: number): Promise<CtaRow> {
  const [row] = await db
    .select()
    .from(callToActions)
    .where(and(eq(callToActions.id, id), eq(callToActions.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(CTA_NOT_FOUND);
  return row;
}

async function presentCtaRow(db: Executor, row: CtaRow) {
  const route = row.leadRouteId
    ? ((
        await db.select({ id: leadRoutes.id, name: leadRoutes.name }).from(leadRoutes).where(eq(leadRoutes.id, row.leadRouteId)).limit(1)
      )[0] ?? null)
    : null;
  return presentCta(row, route);
}

export async function listCtas(db: Executor, providerId: number, filter: { routeId?: number }, page: PageRequest) {
  const { limit, offset } = pageOffset(page);
  const where = and(eq(callToActions.providerId, providerId), filter.routeId ? eq(callToActions.leadRouteId, filter.routeId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ cta: callToActions, route: { id: leadRoutes.id, name: leadRoutes.name } })
      .from(callToActions)
      .leftJoin(leadRoutes, eq(leadRoutes.id, callToActions.leadRouteId))
      .where(where)
      .orderBy(desc(callToActions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(callToActions).where(where),
  ]);
  return { rows: rows.map((row) => presentCta(row.cta, row.route?.id ? row.route : null)), total: total?.total ?? 0 };
}

export async function ctaDetail(db: Executor, providerId: number, id: number) {
  return presentCtaRow(db, await ownCta(db, providerId, id));
}

export async function createCta(db: Executor, providerId: number, input: CtaInput) {
  const route = await routeRef(db, providerId, input.lead_route_id);
  const [row] = await db
    .insert(callToActions)
    .values({
      providerId,
      leadRouteId: route?.id ?? null,
      title: input.title,
      text: input.text,
      buttonText: input.button_text,
      buttonUrl: input.button_url,
      status: input.status,
    })
    .returning();
  if (!row) throw new Error('Call-to-Action wurde nicht angelegt.');
  return presentCta(row, route);
}

export async function updateCta(db: Executor, providerId: number, id: number, input: CtaInput) {
  await ownCta(db, providerId, id);
  const route = await routeRef(db, providerId, input.lead_route_id);
  const [row] = await db
    .update(callToActions)
    .set({
      leadRouteId: route?.id ?? null,
      title: input.title,
      text: input.text,
      buttonText: input.button_text,
      buttonUrl: input.button_url,
      status: input.status,
      updatedAt: new Date(),
    })
    .where(eq(callToActions.id, id))
    .returning();
  if (!row) throw new NotFoundError(CTA_NOT_FOUND);
  return presentCta(row, route);
}

export async function changeCtaStatus(db: Executor, providerId: number, id: number, status: CtaRow['status']) {
  await ownCta(db, providerId, id);
  const [row] = await db.update(callToActions).set({ status, updatedAt: new Date() }).where(eq(callToActions.id, id)).returning();
  if (!row) throw new NotFoundError(CTA_NOT_FOUND);
  return presentCtaRow(db, row);
}

export async function deleteCta(db: Executor, providerId: number, id: number): Promise<void> {
  await ownCta(db, providerId, id);
  await db.delete(callToActions).where(eq(callToActions.id, id));
}

/** Active calls to action of a provider for the public page (optionally one route's). */
export async function publicCtas(db: Executor, providerId: number, routeId?: number) {
  const rows = await db
    .select()
    .from(callToActions)
    .where(
      and(
        eq(callToActions.providerId, providerId),
        eq(callToActions.status, 'active'),
        routeId ? eq(callToActions.leadRouteId, routeId) : undefined,
      ),
    )
    .orderBy(desc(callToActions.id))
    .limit(20);
  return rows.map((row) => presentCta(row, null));
}

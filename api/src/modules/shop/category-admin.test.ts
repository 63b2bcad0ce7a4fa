import { eq } from 'drizzle-orm';
import { shopProducts } from '../../db/schema';
import { staffAdminApp } from '../../../test/staff-admin';

/** The shop's category tree in the back office: create, move without cycles, retire instead of delete. */
const {
  context,
  staff,
  call: callAs,
  unique,
  auditEntries,
} = staffAdminApp({
  editor: ['editor'],
  admin: ['admin'],
  finance: ['finance'],
});
const call = <T = Category>(...args: Parameters<typeof callAs>) => callAs<T>(...args);

interface Category {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  retired_at: string | null;
  usage_count: number;
}
interface TreeNode {
  id: number;
  subcategories: Array<{ id: number; childcategories: Array<{ id: number }> }>;
}

const name = (prefix: string) => `${prefix} ${unique()}`;
const create = (payload: object, token = staff.editor.token) => call('POST', '/admin/shop/categories', token, payload);

async function publicTreeIds(): Promise<number[]> {
  const tree = (await call<TreeNode[]>('GET', '/shop/getCategories')).body.data;
  return tree.flatMap((top) => [top.id, ...top.subcategories.flatMap((sub) => [sub.id, ...sub.childcategories.map((child) => child.id)])]);
}

it('refuses to delete a category products use, with the German 409', async () => {
  const list = (await call<Category[]>('GET', '/admin/shop/categories', staff.editor.token)).body.data;
  const used = list.find((category) => category.usage_count > 0 && category.level === 3);
  if (!used) throw new Error('Keine verwendete Kategorie im Seed.');
  const refused = await call('DELETE', `/admin/shop/categories/${used.id}`, staff.editor.token);
  expect(refused.statusCode).toBe(409);
  expect(refused.body.message).toBe(`Die Kategorie „${used.name}“ wird noch verwendet und kann nur stillgelegt werden.`);
});

it('hides a retired category from the shop tree unless products use it; existing products keep it', async () => {
  const fresh = await create({ name: name('Testkategorie') });
  expect(fresh.statusCode).toBe(201);
  expect(await publicTreeIds()).toContain(fresh.body.data.id);
  await call('POST', `/admin/shop/categories/${fresh.body.data.id}/retire`, staff.editor.token);
  expect(await publicTreeIds()).not.toContain(fresh.body.data.id);
  await call('POST', `/admin/shop/categories/${fresh.body.data.id}/unretire`, staff.admin.token);
  expect(await publicTreeIds()).toContain(fresh.body.data.id);

  const list = (await call<Category[]>('GET', '/admin/shop/categories', staff.editor.token)).body.data;
  const used = list.find((category) => category.usage_count > 0 && category.level === 3);
  if (!used) throw new Error('Keine verwendete Kategorie im Seed.');
  expect((await call('POST', `/admin/shop/categories/${used.id}/retire`, staff.editor.token)).statusCode).toBe(200);
  expect(await publicTreeIds()).toContain(used.id);
  const [product] = await context()
    .db.select({ id: shopProducts.id })
    .from(shopProducts)
    .where(eq(shopProducts.shopChildcategoryId, used.id))
    .limit(1);
  expect(product).toBeDefined();
  const retired = await auditEntries('shop.category_retired', used.id);
  expect(retired).toHaveLength(1);
  await call('POST', `/admin/shop/categories/${used.id}/unretire`, staff.editor.token);
});

it('moves a category under another, refusing cycles and a fourth level with German 422', async () => {
  const top = await create({ name: name('Oben') });
  const middle = await create({ name: 'Mitte', parent_id: top.body.data.id });
  const bottom = await create({ name: 'Unten', parent_id: middle.body.data.id });
  expect(bottom.body.data.level).toBe(3);

  const cycle = await call('POST', `/admin/shop/categories/${top.body.data.id}/move`, staff.editor.token, {
    parent_id: bottom.body.data.id,
  });
  expect(cycle.statusCode).toBe(422);
  expect(cycle.body.errors?.parent_id).toEqual([
    'Eine Kategorie kann nicht unter sich selbst oder eine ihrer Unterkategorien verschoben werden.',
  ]);
  const self = await call('POST', `/admin/shop/categories/${top.body.data.id}/move`, staff.editor.token, { parent_id: top.body.data.id });
  expect(self.statusCode).toBe(422);
  const fourth = await create({ name: 'Zu tief', parent_id: bottom.body.data.id });
  expect(fourth.statusCode).toBe(422);

  const other = await create({ name: name('Anderswo') });
  const moved = await call('POST', `/admin/shop/categories/${middle.body.data.id}/move`, staff.editor.token, {
    parent_id: other.body.data.id,
  });
  expect(moved.statusCode).toBe(200);
  expect(moved.body.data.parent_id).toBe(other.body.data.id);
  const toTop = await call('POST', `/admin/shop/categories/${bottom.body.data.id}/move`, staff.editor.token, { parent_id: null });
  expect(toTop.body.data.level).toBe(1);
});

it('keeps names unique among siblings and refuses bad input without a 500', async () => {
  const top = await create({ name: name('Geschwister') });
  await create({ name: 'Kind', parent_id: top.body.data.id });
  const twin = await create({ name: 'KIND', parent_id: top.body.data.id });
  expect(twin.statusCode).toBe(422);
  expect(twin.body.errors?.name).toEqual(['Eine Kategorie mit diesem Namen gibt es auf dieser Ebene schon.']);
  for (const payload of [{}, { name: '' }, { name: 'a\u0000b' }, { name: 'x', parent_id: 'abc' }, { name: 'x', parent_id: 999999 }]) {
    expect((await create(payload)).statusCode).toBe(422);
  }
  expect((await call('POST', '/admin/shop/categories/abc/move', staff.editor.token, { parent_id: null })).statusCode).toBe(422);
  expect((await call('POST', '/admin/shop/categories/999999/move', staff.editor.token, { parent_id: null })).statusCode).toBe(404);
  expect((await call('PUT', '/admin/shop/categories/order', staff.editor.token, { ids: [top.body.data.id, 999999] })).statusCode).toBe(422);
});

it('lets editors and admins in, not other staff roles', async () => {
  expect((await call('GET', '/admin/shop/categories', staff.finance.token)).statusCode).toBe(403);
  expect((await create({ name: name('Verboten') }, staff.finance.token)).statusCode).toBe(403);
  expect((await create({ name: name('Erlaubt') }, staff.admin.token)).statusCode).toBe(201);
});

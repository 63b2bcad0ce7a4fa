import { DEMO, login } from '../../../test/helpers';
import { staffAdminApp } from '../../../test/staff-admin';

/** The reference data's back office: industries, units, legal forms and policy templates; retire instead of delete. */
const { context, staff, call: callAs, unique, auditEntries } = staffAdminApp({ editor: ['editor'], support: ['support'] });
const call = <T = Value>(...args: Parameters<typeof callAs>) => callAs<T>(...args);

interface Value {
  id: number;
  name: string;
  retired_at: string | null;
  usage_count: number;
  parent_id?: number | null;
  position: number;
}

const unitInput = () => {
  const n = unique();
  return { name: `Testeinheit ${n}`, abbreviation: `te${n}`.slice(0, 12), base_unit: 'kg', units_per_base: 1000 };
};

describe('units of sale', () => {
  it('refuses to delete a unit that products use, with the German 409 „… wird noch verwendet …“', async () => {
    const list = await call<Value[]>('GET', '/admin/reference/unit-types', staff.editor.token);
    expect(list.statusCode).toBe(200);
    const used = list.body.data.find((unit) => unit.usage_count > 0);
    if (!used) throw new Error('Keine verwendete Einheit im Seed.');
    const refused = await call('DELETE', `/admin/reference/unit-types/${used.id}`, staff.editor.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(`Die Einheit „${used.name}“ wird noch verwendet und kann nur stillgelegt werden.`);
  });

  it('hides a retired unit from the public picker unless a product uses it; un-retiring brings it back', async () => {
    const made = await call('POST', '/admin/reference/unit-types', staff.editor.token, unitInput());
    expect(made.statusCode).toBe(201);
    const id = made.body.data.id;
    const publicIds = async () => (await call<Value[]>('GET', '/api/getUnitTypes')).body.data.map((unit) => unit.id);
    expect(await publicIds()).toContain(id);

    expect((await call('POST', `/admin/reference/unit-types/${id}/retire`, staff.editor.token)).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(id);
    expect((await auditEntries('reference.unit_type_retired', id)).length).toBe(1);

    const list = await call<Value[]>('GET', '/admin/reference/unit-types', staff.editor.token);
    const used = list.body.data.find((unit) => unit.usage_count > 0);
    if (!used) throw new Error('Keine verwendete Einheit im Seed.');
    await call('POST', `/admin/reference/unit-types/${used.id}/retire`, staff.editor.token);
    expect(await publicIds()).toContain(used.id);
    await call('POST', `/admin/reference/unit-types/${used.id}/unretire`, staff.editor.token);

    expect((await call('POST', `/admin/reference/unit-types/${id}/unretire`, staff.editor.token)).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
  });

  it('deletes an unused unit and writes the audit entry', async () => {
    const made = await call('POST', '/admin/reference/unit-types', staff.editor.token, unitInput());
    const removed = await call('DELETE', `/admin/reference/unit-types/${made.body.data.id}`, staff.editor.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toBe('Der Eintrag wurde gelöscht.');
    expect((await auditEntries('reference.unit_type_deleted', made.body.data.id)).length).toBe(1);
  });

  it('refuses a taken abbreviation and bad input with German field messages, never 500', async () => {
    const input = unitInput();
    await call('POST', '/admin/reference/unit-types', staff.editor.token, input);
    const taken = await call('POST', '/admin/reference/unit-types', staff.editor.token, { ...input, name: `${input.name} B` });
    expect(taken.statusCode).toBe(422);
    expect(taken.body.errors?.abbreviation).toEqual(['Diese Abkürzung gibt es schon.']);
    for (const payload of [
      {},
      { ...unitInput(), units_per_base: 0 },
      { ...unitInput(), name: 'x\u0000y' },
      { ...unitInput(), units_per_base: 'viel' },
    ]) {
      const refused = await call('POST', '/admin/reference/unit-types', staff.editor.token, payload);
      expect(refused.statusCode).toBe(422);
    }
    expect((await call('PUT', '/admin/reference/unit-types/abc', staff.editor.token, unitInput())).statusCode).toBe(422);
    expect((await call('DELETE', '/admin/reference/unit-types/999999', staff.editor.token)).statusCode).toBe(404);
    expect((await call('PUT', '/admin/reference/unit-types/order', staff.editor.token, { ids: [1, 1] })).statusCode).toBe(422);
  });

  it('reorders the units in the given order', async () => {
    const list = (await call<Value[]>('GET', '/admin/reference/unit-types', staff.editor.token)).body.data;
    const reversed = list.map((unit) => unit.id).reverse();
    expect((await call('PUT', '/admin/reference/unit-types/order', staff.editor.token, { ids: reversed })).statusCode).toBe(200);
    const after = (await call<Value[]>('GET', '/admin/reference/unit-types', staff.editor.token)).body.data.map((unit) => unit.id);
    expect(after).toEqual(reversed);
    await call('PUT', '/admin/reference/unit-types/order', staff.editor.token, { ids: [...reversed].reverse() });
  });
});

describe('industries and legal forms', () => {
  it('keeps a retired industry in the public tree only while a provider uses it', async () => {
    const parent = await call('POST', '/admin/reference/industries', staff.editor.token, { name: `Testbranche ${unique()}` });
    expect(parent.statusCode).toBe(201);
    const child = await call('POST', '/admin/reference/industries', staff.editor.token, {
      name: 'Unterbranche',
      parent_id: parent.body.data.id,
    });
    expect(child.body.data.parent_id).toBe(parent.body.data.id);
    const twin = await call('POST', '/admin/reference/industries', staff.editor.token, {
      name: 'unterbranche',
      parent_id: parent.body.data.id,
    });
    expect(twin.statusCode).toBe(422);
    expect(twin.body.errors?.name).toEqual(['Eine Branche mit diesem Namen gibt es auf dieser Ebene schon.']);

    const parentDelete = await call('DELETE', `/admin/reference/industries/${parent.body.data.id}`, staff.editor.token);
    expect(parentDelete.statusCode).toBe(409);

    await call('POST', `/admin/reference/industries/${parent.body.data.id}/retire`, staff.editor.token);
    const parents = (await call<Value[]>('GET', '/api/getParentIndustries')).body.data.map((row) => row.id);
    expect(parents).not.toContain(parent.body.data.id);

    const industries = (await call<Value[]>('GET', '/admin/reference/industries', staff.editor.token)).body.data;
    const used = industries.find((row) => row.usage_count > 0);
    if (!used) throw new Error('Keine verwendete Branche im Seed.');
    await call('POST', `/admin/reference/industries/${used.id}/retire`, staff.editor.token);
    const subs = await call<Value[]>('GET', `/api/getSubIndustries?id=${used.parent_id}`);
    expect(subs.body.data.map((row) => row.id)).toContain(used.id);
    expect((await call('DELETE', `/admin/reference/industries/${used.id}`, staff.editor.token)).statusCode).toBe(409);
    await call('POST', `/admin/reference/industries/${used.id}/unretire`, staff.editor.token);
  });

  it('moves a sub-industry only under a parent industry (two levels)', async () => {
    const a = await call('POST', '/admin/reference/industries', staff.editor.token, { name: `Branche A ${unique()}` });
    const b = await call('POST', '/admin/reference/industries', staff.editor.token, { name: `Branche B ${unique()}` });
    const sub = await call('POST', '/admin/reference/industries', staff.editor.token, { name: 'Sub', parent_id: a.body.data.id });
    const moved = await call('PUT', `/admin/reference/industries/${sub.body.data.id}`, staff.editor.token, {
      name: 'Sub',
      parent_id: b.body.data.id,
    });
    expect(moved.body.data.parent_id).toBe(b.body.data.id);
    const deeper = await call('PUT', `/admin/reference/industries/${a.body.data.id}`, staff.editor.token, {
      name: 'A',
      parent_id: sub.body.data.id,
    });
    expect(deeper.statusCode).toBe(422);
    expect(deeper.body.errors?.parent_id).toEqual(['Eine Unterbranche kann nur unter einer Hauptbranche stehen.']);
  });

  it('refuses to delete a legal form providers registered with', async () => {
    const types = (await call<Value[]>('GET', '/admin/reference/company-types', staff.editor.token)).body.data;
    const used = types.find((row) => row.usage_count > 0);
    if (!used) throw new Error('Keine verwendete Rechtsform im Seed.');
    const refused = await call('DELETE', `/admin/reference/company-types/${used.id}`, staff.editor.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(`Die Rechtsform „${used.name}“ wird noch verwendet und kann nur stillgelegt werden.`);
  });
});

describe('policy templates and access', () => {
  it('offers providers the templates that are not retired', async () => {
    const made = await call('POST', '/admin/reference/policy-templates', staff.editor.token, {
      kind: 'shipping',
      name: `Versand Standard ${unique()}`,
      text: 'Wir versenden innerhalb von 2 Werktagen.',
    });
    expect(made.statusCode).toBe(201);
    const provider = { token: await login(context().app, DEMO.provider) };
    const offered = async () =>
      (await call<Value[]>('GET', '/api/getVendorPolicyTemplates?kind=shipping', provider.token)).body.data.map((row) => row.id);
    expect(await offered()).toContain(made.body.data.id);
    await call('POST', `/admin/reference/policy-templates/${made.body.data.id}/retire`, staff.editor.token);
    expect(await offered()).not.toContain(made.body.data.id);
    expect((await call('GET', '/api/getVendorPolicyTemplates?kind=kaputt', provider.token)).statusCode).toBe(422);
  });

  it('refuses staff without the editor role; anonymous callers do not see the back office (404)', async () => {
    expect((await call('GET', '/admin/reference/unit-types', staff.support.token)).statusCode).toBe(403);
    expect((await call('POST', '/admin/reference/unit-types', staff.support.token, unitInput())).statusCode).toBe(403);
    expect((await call('GET', '/admin/reference/unit-types')).statusCode).toBe(404);
  });
});

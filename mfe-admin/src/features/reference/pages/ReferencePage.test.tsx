import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import type { AdminCategory, AdminUnitType } from '../api/types';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
  jest.restoreAllMocks();
});

const CATEGORY: AdminCategory = {
  id: 1,
  parent_id: null,
  level: 1,
  name: 'Lebensmittel',
  slug: 'lebensmittel',
  description: null,
  position: 0,
  is_active: true,
  retired_at: null,
  usage_count: 4,
};
const GRAMM: AdminUnitType = {
  id: 3,
  name: 'Gramm',
  abbreviation: 'g',
  base_unit: 'kg',
  units_per_base: 1000,
  position: 0,
  retired_at: null,
  usage_count: 5,
};
const IN_USE = 'Die Einheit „Gramm“ wird noch verwendet und kann nur stillgelegt werden.';

describe('Stammdaten', () => {
  it('is linked in the navigation and tells why a unit in use cannot be deleted', async () => {
    signInStaff();
    const error = jest.spyOn(notify, 'error');
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(ADMIN_ME);
      if (call.url === 'admin/shop/categories') return ok([CATEGORY]);
      if (call.url === 'admin/reference/unit-types') return ok([GRAMM]);
      if (call.url === 'admin/reference/unit-types/3' && call.method === 'DELETE') {
        return { status: 409, data: { status: false, code: 'CONFLICT', message: IN_USE } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(<Area />, '/admin/stammdaten');
    expect(await screen.findByRole('treeitem', { name: /Lebensmittel/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stammdaten' })).toHaveAttribute('href', '/admin/stammdaten');

    await user.click(screen.getByRole('tab', { name: 'Einheiten' }));
    const actions = await screen.findByRole('group', { name: 'Aktionen für „Gramm“' });
    await user.click(within(actions).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: '„Gramm“ löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(IN_USE));
  });
});

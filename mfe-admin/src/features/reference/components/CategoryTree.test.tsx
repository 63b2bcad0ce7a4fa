import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@marktplatz/shared/testing';
import type { AdminCategory } from '../api/types';
import { moveTargets } from '../lib/tree';
import { CategoryTree } from './CategoryTree';

const category = (
  id: number,
  name: string,
  parent_id: number | null,
  level: number,
  extra: Partial<AdminCategory> = {},
): AdminCategory => ({
  id,
  parent_id,
  level,
  name,
  slug: name.toLowerCase(),
  description: null,
  position: id,
  is_active: true,
  retired_at: null,
  usage_count: 0,
  ...extra,
});

const CATEGORIES = [
  category(1, 'Lebensmittel', null, 1, { usage_count: 12 }),
  category(2, 'Getränke', 1, 2),
  category(3, 'Säfte', 2, 3, { retired_at: '2026-12-01T10:00:00.000Z', usage_count: 2 }),
  category(4, 'Haushalt', null, 1),
];

function Harness() {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <>
      <CategoryTree categories={CATEGORIES} selectedId={selected} onSelect={setSelected} />
      <output>{selected ?? 'keine'}</output>
    </>
  );
}

describe('category tree', () => {
  it('is one tab stop; arrow keys move, open and close levels, Enter selects', async () => {
    const user = userEvent.setup();
    renderAt(<Harness />);
    const tree = screen.getByRole('tree', { name: 'Kategoriebaum' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(2);

    await user.tab();
    const food = screen.getByRole('treeitem', { name: /Lebensmittel/ });
    expect(food).toHaveFocus();
    expect(food).toHaveAttribute('aria-expanded', 'false');
    expect(food).toHaveTextContent('12 Produkte');

    await user.keyboard('{ArrowRight}');
    expect(food).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    const drinks = screen.getByRole('treeitem', { name: /Getränke/ });
    expect(drinks).toHaveFocus();
    expect(drinks).toHaveAttribute('aria-level', '2');

    await user.keyboard('{ArrowRight}{ArrowDown}');
    const juices = screen.getByRole('treeitem', { name: /Säfte/ });
    expect(juices).toHaveFocus();
    expect(juices).toHaveTextContent('stillgelegt');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(juices).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(drinks).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: /Haushalt/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(food).toHaveFocus();
  });

  it('offers as move targets neither the category itself nor its subcategories, nor a place below the third level', () => {
    expect(moveTargets(CATEGORIES, 1).map((target) => target.name)).toEqual([]);
    expect(moveTargets(CATEGORIES, 2).map((target) => target.name)).toEqual(['Lebensmittel', 'Haushalt']);
    expect(moveTargets(CATEGORIES, 4).map((target) => target.name)).toEqual(['Lebensmittel', 'Getränke']);
  });
});

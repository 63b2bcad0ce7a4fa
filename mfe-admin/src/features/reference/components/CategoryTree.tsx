import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { AdminCategory } from '../api/types';
import { buildTree, visibleIds, type CategoryNode } from '../lib/tree';
import { referenceMessages as t } from '../messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & & {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Item = styled.div<{ $selected: boolean; $retired: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  min-height: 36px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme, $retired }) => ($retired ? theme.colors.textMuted : theme.colors.text)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Toggle = styled.span`
  display: inline-block;
  width: 1em;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export interface CategoryTreeProps {
  categories: readonly AdminCategory[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/**
 * The category tree as a WAI-ARIA tree: one tab stop, arrow keys move between the shown categories, right opens (or
 * goes to the first subcategory), left closes (or goes to the parent), Home/End, Enter or Space selects.
 */
export function CategoryTree({ categories, selectedId, onSelect }: CategoryTreeProps) {
  const tree = buildTree(categories);
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  const [focusId, setFocusId] = useState<number | null>(null);
  const refs = useRef(new Map<number, HTMLDivElement>());
  const shown = visibleIds(tree, expanded);
  const current = focusId !== null && shown.includes(focusId) ? focusId : (selectedId ?? shown[0] ?? null);
  const byId = new Map(categories.map((category) => [category.id, category]));

  const focus = (id: number | undefined) => {
    if (id === undefined) return;
    setFocusId(id);
    refs.current.get(id)?.focus();
  };
  const setOpen = (id: number, open: boolean) =>
    setExpanded((before) => {
      const next = new Set(before);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, category: AdminCategory) => {
    const index = shown.indexOf(category.id);
    const hasChildren = categories.some((other) => other.parent_id === category.id);
    switch (event.key) {
      case 'ArrowDown':
        focus(shown[index + 1]);
        break;
      case 'ArrowUp':
        focus(shown[index - 1]);
        break;
      case 'Home':
        focus(shown[0]);
        break;
      case 'End':
        focus(shown[shown.length - 1]);
        break;
      case 'ArrowRight':
        if (hasChildren && !expanded.has(category.id)) setOpen(category.id, true);
        else if (hasChildren) focus(shown[index + 1]);
        break;
      case 'ArrowLeft':
        if (hasChildren && expanded.has(category.id)) setOpen(category.id, false);
        else if (category.parent_id !== null) focus(category.parent_id);
        break;
      case 'Enter':
      case ' ':
        onSelect(category.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const render = (nodes: CategoryNode[], level: number) =>
    nodes.map(({ category, children }) => {
      const open = expanded.has(category.id);
      const retired = category.retired_at !== null;
      return (
        <li key={category.id} role="none">
          <Item
            ref={(element) => {
              if (element) refs.current.set(category.id, element);
              else refs.current.delete(category.id);
            }}
            role="treeitem"
            aria-level={level}
            aria-selected={category.id === selectedId}
            aria-expanded={children.length > 0 ? open : undefined}
            tabIndex={category.id === current ? 0 : -1}
            $selected={category.id === selectedId}
            $retired={retired}
            onKeyDown={(event) => onKeyDown(event, category)}
            onClick={() => {
              setFocusId(category.id);
              if (children.length > 0) setOpen(category.id, !open);
              onSelect(category.id);
            }}
          >
            <Toggle aria-hidden="true">{children.length > 0 ? (open ? '▾' : '▸') : ''}</Toggle>
            <span>{category.name}</span>
            <Note>
              {t.categories.products(category.usage_count)}
              {retired ? ` · ${t.retiredBadge}` : ''}
            </Note>
          </Item>
          {children.length > 0 && open ? (
            <List role="group" aria-label={byId.get(category.id)?.name}>
              {render(children, level + 1)}
            </List>
          ) : null}
        </li>
      );
    });

  return (
    <List role="tree" aria-label={t.categories.treeLabel}>
      {render(tree, 1)}
    </List>
  );
}

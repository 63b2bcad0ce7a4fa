import type { AdminCategory } from '../api/types';

/** A category with its children, in their order. */
export interface CategoryNode {
  category: AdminCategory;
  children: CategoryNode[];
}

const byPosition = (a: AdminCategory, b: AdminCategory) => a.position - b.position || a.id - b.id;

/** The flat list of the API as a tree (main categories first). */
export function buildTree(categories: readonly AdminCategory[]): CategoryNode[] {
  const childrenOf = (parentId: number | null): CategoryNode[] =>
    categories
      .filter((category) => category.parent_id === parentId)
      .sort(byPosition)
      .map((category) => ({ category, children: childrenOf(category.id) }));
  return childrenOf(null);
}

/** The category's id and the ids of everything below it. */
export function subtreeIds(categories: readonly AdminCategory[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parent_id !== null && ids.has(category.parent_id) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** How many levels the category's subtree spans (1 without subcategories). */
export function subtreeDepth(categories: readonly AdminCategory[], id: number): number {
  const own = categories.find((category) => category.id === id);
  if (!own) return 1;
  const ids = subtreeIds(categories, id);
  return Math.max(...categories.filter((category) => ids.has(category.id)).map((category) => category.level)) - own.level + 1;
}

/** Where the category may go: not itself or below itself, and no deeper than three levels. */
export function moveTargets(categories: readonly AdminCategory[], id: number): AdminCategory[] {
  const own = subtreeIds(categories, id);
  const depth = subtreeDepth(categories, id);
  return categories.filter((category) => !own.has(category.id) && category.level + depth <= 3);
}

/** The ids of the categories that are shown: a child only while its parent is expanded. */
export function visibleIds(nodes: readonly CategoryNode[], expanded: ReadonlySet<number>): number[] {
  return nodes.flatMap((node) => [node.category.id, ...(expanded.has(node.category.id) ? visibleIds(node.children, expanded) : [])]);
}

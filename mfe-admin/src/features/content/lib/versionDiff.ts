import { diffWords, type ChangeObject } from 'diff';
import type { ContentKind } from '../api/types';
import { contentMessages as t } from '../messages';

/** One piece of a word diff: kept, added (`ins`) or removed (`del`). */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** A field whose value differs between two versions, with its word diff. */
export interface FieldChange {
  field: string;
  label: string;
  parts: DiffPart[];
}

/** The fields of a version in the order the editor shows them (`data` of `GET …/versions/{version}`). */
const FIELDS: Record<ContentKind, readonly string[]> = {
  pages: ['title', 'subtitle', 'slug', 'content', 'meta_title', 'meta_description'],
  posts: [
    'title',
    'slug',
    'category_id',
    'region_id',
    'author',
    'excerpt',
    'image',
    'image_alt',
    'content',
    'meta_title',
    'meta_description',
  ],
};

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|ul|ol)>|<br\s*\/?>/gi;

/** An editor's HTML as the text a reader sees: block ends become line breaks, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(BLOCK_END, (tag) => `${tag}\n`);
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Names of the values a version stores as ids (`category_id`, `region_id`), from the reference data the editor loads. */
export type ValueNames = Partial<Record<string, ReadonlyMap<number, string>>>;

function asText(field: string, value: unknown, names: ValueNames): string {
  if (value === null || value === undefined) return '';
  if (field === 'content') return htmlToText(String(value));
  const named = names[field];
  if (named) {
    const id = Number(value);
    return named.get(id) ?? t.compare.unknownValue(id);
  }
  return String(value);
}

/** The word diff of two texts (the text/HTML of a body compared as text). */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change: ChangeObject<string>) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

/**
 * The fields that differ from version `from` to version `to`, each with its word diff; unchanged fields are left out.
 * Ids with `names` show as names.
 */
export function changedFields(
  kind: ContentKind,
  from: Record<string, unknown>,
  to: Record<string, unknown>,
  names: ValueNames = {},
): FieldChange[] {
  const labels = t.compare.fieldLabels;
  return FIELDS[kind]
    .map((field) => ({ field, before: asText(field, from[field], names), after: asText(field, to[field], names) }))
    .filter(({ before, after }) => before !== after)
    .map(({ field, before, after }) => ({
      field,
      label: labels[field as keyof typeof labels] ?? field,
      parts: wordDiff(before, after),
    }));
}

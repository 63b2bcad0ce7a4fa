import { useCallback, useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { SelectField, useFetch } from '@marktplatz/shared';
import { getChildcategories } from '../api/getChildcategories';
import { getSubcategories } from '../api/getSubcategories';
import type { Option } from '../types';
import { idOrNull } from '../../../../lib/forms';
import { messages } from '../../../../messages/provider';

const NONE: Option[] = [];

function toOptions(list: readonly Option[]) {
  return list.map((item) => ({ value: String(item.id), label: item.name }));
}

/**
 * Category → subcategory → child category. Choosing a level loads the next one; changing a level clears the
 * levels below it (a subcategory of another category would be refused by the server).
 */
export function CategoryCascade({ categories }: { categories: readonly Option[] }) {
  const form = useForm();
  const category = useField<string>('shop_category_id', { subscription: { value: true } }).input.value;
  const subcategory = useField<string>('shop_subcategory_id', { subscription: { value: true } }).input.value;
  const categoryId = idOrNull(category);
  const subcategoryId = idOrNull(subcategory);

  const subs = useFetch((signal) => (categoryId ? getSubcategories(categoryId, signal) : Promise.resolve(NONE)), [categoryId]);
  const children = useFetch(
    (signal) => (subcategoryId ? getChildcategories(subcategoryId, signal) : Promise.resolve(NONE)),
    [subcategoryId],
  );

  // The levels are compared in the form's state, not in the fields' rendered values: a field renders empty
  // once before it registers (react-final-form 7), which must not count as a change and clear a stored product's
  // subcategory.
  const levelsOf = useCallback(() => {
    const values = form.getState().values as Record<string, unknown>;
    return { category: String(values.shop_category_id ?? ''), subcategory: String(values.shop_subcategory_id ?? '') };
  }, [form]);
  const previous = useRef<{ category: string; subcategory: string } | null>(null);
  previous.current ??= levelsOf();
  useEffect(() => {
    const now = levelsOf();
    const before = previous.current ?? now;
    if (before.category !== now.category) {
      form.batch(() => {
        form.change('shop_subcategory_id', '');
        form.change('shop_childcategory_id', '');
      });
      now.subcategory = '';
    } else if (before.subcategory !== now.subcategory) {
      form.change('shop_childcategory_id', '');
    }
    previous.current = now;
    // levelsOf reads the form itself; the rendered values only say when to look.
  }, [category, subcategory, form, levelsOf]);

  const subOptions = toOptions(subs.data ?? NONE);
  const childOptions = toOptions(children.data ?? NONE);
  return (
    <>
      <SelectField name="shop_category_id" label={messages.editor.category} options={toOptions(categories)} />
      <SelectField
        name="shop_subcategory_id"
        label={messages.editor.subcategory}
        options={subOptions}
        disabled={!categoryId || subOptions.length === 0}
        placeholder={
          !categoryId
            ? messages.editor.chooseCategoryFirst
            : subs.loading
              ? messages.editor.loadingOptions
              : subOptions.length === 0
                ? messages.editor.noneAvailable
                : undefined
        }
      />
      <SelectField
        name="shop_childcategory_id"
        label={messages.editor.childcategory}
        options={childOptions}
        disabled={!subcategoryId || childOptions.length === 0}
        placeholder={
          !subcategoryId
            ? messages.editor.chooseSubFirst
            : children.loading
              ? messages.editor.loadingOptions
              : childOptions.length === 0
                ? messages.editor.noneAvailable
                : undefined
        }
      />
    </>
  );
}

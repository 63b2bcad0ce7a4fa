import { Field, Form, useField } from 'react-final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { notify, SelectField, toSubmissionErrors, useFetch } from '@marktplatz/shared';
import { Alert, Fieldset, FormEnd, FormRefusal, LoadState, Muted, SectionTitle } from '@marktplatz/shared/kit';
import { getAllergenLabels, type AllergenLabels } from '../api/getAllergenLabels';
import { getDish } from '../api/getDish';
import { getFoodCategories, type FoodCategory } from '../api/getFoodCategories';
import { saveDish, type DishBody } from '../api/saveDish';
import type { DishInfo } from '../types';
import { messages } from '../../../../messages/provider';
import { checkboxRows } from './checkboxRows';

const t = messages.dish;

/** Where the provider manages the menu categories (the food area). */
export const FOOD_CATEGORIES_PATH = '/food/categories';

const CheckList = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  ${checkboxRows}
`;

interface DishValues {
  category_id: string;
  allergens: string[];
  additives: string[];
}

interface DishData {
  dish: DishInfo;
  categories: FoodCategory[];
  labels: AllergenLabels;
}

/** Checkboxes for one list of codes (allergen letters or additive numbers), each named „A – Glutenhaltiges Getreide“. */
function CodeList({
  name,
  legend,
  hint,
  labels,
}: {
  name: keyof DishValues;
  legend: string;
  hint: string;
  labels: Record<string, string>;
}) {
  const { meta } = useField(name, { subscription: { submitError: true, dirtySinceLastSubmit: true } });
  const error = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string | undefined);
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Muted $small>{hint}</Muted>
      {error ? <Alert $tone="error">{error}</Alert> : null}
      <CheckList>
        {Object.entries(labels).map(([code, label]) => (
          <label key={code}>
            <Field name={name} component="input" type="checkbox" value={code} />
            <span>{t.code(code, label)}</span>
          </label>
        ))}
      </CheckList>
    </Fieldset>
  );
}

/**
 * The menu data of a food product (LMIV): its food category on the menu, the allergens and the additives that must
 * be named. Saved apart from the product's basic data (`POST /food/dish`).
 */
export function FoodDishPanel({ productId }: { productId: number }) {
  const state = useFetch(
    async (signal): Promise<DishData> => {
      const [dish, categories, labels] = await Promise.all([
        getDish(productId, signal),
        getFoodCategories(signal),
        getAllergenLabels(signal),
      ]);
      return { dish, categories, labels };
    },
    [productId],
  );

  const submit = async (values: DishValues) => {
    try {
      const result = await saveDish({
        product_id: productId,
        category_id: values.category_id ? Number(values.category_id) : null,
        // The checkboxes offer only the letters and numbers `/food/allergens` lists.
        allergens: (values.allergens ?? []) as DishBody['allergens'],
        additives: (values.additives ?? []) as DishBody['additives'],
      });
      notify.success(result.message ?? t.saved);
      state.reload();
      return undefined;
    } catch (reason) {
      return toSubmissionErrors(reason) as Record<string, unknown>;
    }
  };

  return (
    <section data-testid="food-dish">
      <SectionTitle>{t.heading}</SectionTitle>
      <Muted>{t.intro}</Muted>
      <LoadState state={state}>
        {({ dish, categories, labels }) => (
          <Form<DishValues>
            onSubmit={submit}
            initialValues={{
              category_id: dish.category_id === null ? '' : String(dish.category_id),
              allergens: dish.allergens,
              additives: dish.additives,
            }}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate>
                <FormRefusal error={submitError} />
                <SelectField
                  name="category_id"
                  label={t.category}
                  hint={t.categoryHint}
                  placeholder={t.noCategory}
                  options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
                />
                {categories.length === 0 ? (
                  <Muted>
                    {t.noCategories} <Link to={FOOD_CATEGORIES_PATH}>{t.manageCategories}</Link>
                  </Muted>
                ) : null}
                <CodeList name="allergens" legend={t.allergens} hint={t.allergensHint} labels={labels.allergens} />
                <CodeList name="additives" legend={t.additives} hint={t.additivesHint} labels={labels.additives} />
                <FormEnd submitting={submitting} label={t.save} />
              </form>
            )}
          </Form>
        )}
      </LoadState>
    </section>
  );
}

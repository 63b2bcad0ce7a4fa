import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, EmptyState, errorMessage, fieldErrors, TextField, useFetch, usePageTitle } from '@marktplatz/shared';
import { Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { getCategories } from '../api/getCategories';
import { storeCategory } from '../api/storeCategory';
import { CategoryRow } from '../components/CategoryRow';
import { ProviderNav } from '../components/ProviderNav';
import { messages } from '../../../messages';

const t = messages.categories;

const NewCategory = styled(Box)`
  margin-bottom: 1rem;
`;

const List = styled.ol`
  padding: 0;
`;

/** `/food/categories`: create, rename, order and delete (when empty) the menu's food categories. */
export default function CategoriesPage() {
  usePageTitle(t.title);
  const state = useFetch((signal) => getCategories(signal), []);
  return (
    <ProviderNav title={t.title}>
      <Form<{ name?: string }>
        onSubmit={async (values, form) => {
          try {
            await storeCategory({ name: values.name ?? '' });
            form.restart();
            state.reload();
            return undefined;
          } catch (failure) {
            return { name: fieldErrors(failure).name?.[0] ?? errorMessage(failure) };
          }
        }}
      >
        {({ handleSubmit }) => (
          <NewCategory as="form" onSubmit={handleSubmit} noValidate>
            <TextField name="name" id="new-category" label={t.name} />
            <Button type="submit">{t.add}</Button>
          </NewCategory>
        )}
      </Form>
      <LoadState state={state} isEmpty={(rows) => rows.length === 0} empty={<EmptyState title={t.empty} />}>
        {(rows) => (
          <>
            <Muted $small>{t.caption}</Muted>
            <List aria-label={t.caption}>
              {rows.map((category, index) => (
                <CategoryRow
                  key={`${category.id}-${category.name}-${category.position}`}
                  category={category}
                  index={index}
                  count={rows.length}
                  onSaved={state.reload}
                />
              ))}
            </List>
          </>
        )}
      </LoadState>
    </ProviderNav>
  );
}

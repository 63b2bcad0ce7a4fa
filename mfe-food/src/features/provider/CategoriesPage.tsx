import { useState, type FormEvent } from 'react';
import { Button, ConfirmDialog, EmptyState, errorMessage, fieldErrors, notify, useFetch, usePageTitle } from '@marktplatz/shared';
import { Actions, Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { getCategories, storeCategory, type FoodCategory } from '../../lib/api';
import { Field } from '../../components/Field';
import { ProviderNav } from '../../components/ProviderNav';
import { messages } from '../../messages';

const t = messages.categories;

function CategoryRow({ category, index, count, onSaved }: { category: FoodCategory; index: number; count: number; onSaved: () => void }) {
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | undefined>();
  const [confirm, setConfirm] = useState(false);
  const save = async (body: Parameters<typeof storeCategory>[0]) => {
    try {
      await storeCategory(body);
      setError(undefined);
      notify.success(messages.board.saved);
      onSaved();
    } catch (failure) {
      setError(fieldErrors(failure).name?.[0]);
      notify.error(errorMessage(failure));
    }
  };
  return (
    <li style={{ listStyle: 'none', marginBottom: '0.75rem' }}>
      <Box>
        <Field
          id={`category-${category.id}`}
          label={`${t.name} (${t.dishes(category.dish_count)})`}
          value={name}
          error={error}
          onChange={setName}
        />
        <Actions>
          <Button size="sm" onClick={() => void save({ id: category.id, name })}>
            {t.save}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={index === 0}
            aria-label={t.up(category.name)}
            onClick={() => void save({ id: category.id, position: Math.max(0, category.position - 1) })}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={index === count - 1}
            aria-label={t.down(category.name)}
            onClick={() => void save({ id: category.id, position: category.position + 1 })}
          >
            ↓
          </Button>
          <Button size="sm" variant="danger" aria-label={t.remove(category.name)} onClick={() => setConfirm(true)}>
            ✕
          </Button>
        </Actions>
      </Box>
      <ConfirmDialog
        open={confirm}
        title={t.removeTitle}
        confirmLabel={t.remove(category.name)}
        onCancel={() => setConfirm(false)}
        onConfirm={async () => {
          setConfirm(false);
          await save({ id: category.id, delete: true });
        }}
      >
        {t.removeText(category.name)}
      </ConfirmDialog>
    </li>
  );
}

/** `/food/categories`: create, rename, order and delete (when empty) the menu's food categories. */
export default function CategoriesPage() {
  usePageTitle(t.title);
  const state = useFetch((signal) => getCategories(signal), []);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await storeCategory({ name });
      setName('');
      setError(undefined);
      state.reload();
    } catch (failure) {
      setError(fieldErrors(failure).name?.[0] ?? errorMessage(failure));
    }
  };
  return (
    <ProviderNav title={t.title}>
      <Box as="form" onSubmit={create} noValidate style={{ marginBottom: '1rem' }}>
        <Field id="new-category" label={t.name} value={name} error={error} onChange={setName} />
        <Button type="submit">{t.add}</Button>
      </Box>
      <LoadState state={state} isEmpty={(rows) => rows.length === 0} empty={<EmptyState title={t.empty} />}>
        {(rows) => (
          <>
            <Muted $small>{t.caption}</Muted>
            <ol style={{ padding: 0 }} aria-label={t.caption}>
              {rows.map((category, index) => (
                <CategoryRow
                  key={`${category.id}-${category.name}-${category.position}`}
                  category={category}
                  index={index}
                  count={rows.length}
                  onSaved={state.reload}
                />
              ))}
            </ol>
          </>
        )}
      </LoadState>
    </ProviderNav>
  );
}

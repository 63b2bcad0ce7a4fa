import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, ConfirmDialog, errorMessage, fieldErrors, notify, TextField } from '@marktplatz/shared';
import { Actions, Box } from '@marktplatz/shared/kit';
import { storeCategory } from '../api/storeCategory';
import type { FoodCategory } from '../types';
import { messages } from '../../../messages';

const t = messages.categories;

const Row = styled.li`
  list-style: none;
  margin-bottom: 0.75rem;
`;

interface Props {
  category: FoodCategory;
  index: number;
  count: number;
  onSaved: () => void;
}

/** One category: its name to rename, up, down and delete (after a question). */
export function CategoryRow({ category, index, count, onSaved }: Props) {
  const [confirm, setConfirm] = useState(false);
  /** Saves a change; a refused name comes back as the field's error. */
  const save = async (body: Parameters<typeof storeCategory>[0]) => {
    try {
      await storeCategory(body);
      notify.success(messages.board.saved);
      onSaved();
      return undefined;
    } catch (failure) {
      notify.error(errorMessage(failure));
      const name = fieldErrors(failure).name?.[0];
      return name ? { name } : undefined;
    }
  };
  return (
    <Row>
      <Form<{ name?: string }>
        onSubmit={(values) => save({ id: category.id, name: values.name ?? '' })}
        initialValues={{ name: category.name }}
      >
        {({ handleSubmit }) => (
          <Box as="form" onSubmit={handleSubmit} noValidate>
            <TextField name="name" id={`category-${category.id}`} label={`${t.name} (${t.dishes(category.dish_count)})`} />
            <Actions>
              <Button type="submit" size="sm">
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
          </Box>
        )}
      </Form>
    </Row>
  );
}

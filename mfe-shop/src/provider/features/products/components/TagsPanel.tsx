import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Input, errorMessage, notify } from '@marktplatz/shared';
import { Actions, Alert, Muted, SectionTitle, Toolbar, ToolbarField } from '@marktplatz/shared/kit';
import { saveTags } from '../api/saveTags';
import type { ProductBundle } from '../../../entities/product';
import { messages } from '../../../../messages/provider';

const t = messages.tags;

const Chips = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding-inline-start: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
  }
  button {
    min-width: 36px;
    min-height: 36px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** Search tags of the product: add (Enter or button), remove, save (replaces the set). */
export function TagsPanel({ product, onChanged }: { product: ProductBundle; onChanged: () => void }) {
  const inputId = useId();
  const [tags, setTags] = useState<string[]>(() => product.tags.map((tag) => tag.name));
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const add = () => {
    const parts = typed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length === 0) return;
    const lower = tags.map((tag) => tag.toLowerCase());
    if (parts.some((part) => lower.includes(part.toLowerCase()))) {
      setError(t.duplicate);
      return;
    }
    setError(null);
    setTags([...tags, ...parts]);
    setTyped('');
  };

  const save = async () => {
    setSaving(true);
    try {
      const message = await saveTags(product.id, tags);
      notify.success(message ?? messages.editor.updated);
      onChanged();
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section>
      <SectionTitle>{t.heading}</SectionTitle>
      <Muted>{t.intro}</Muted>
      {tags.length === 0 ? <Muted>{t.empty}</Muted> : null}
      <Chips aria-label={t.heading}>
        {tags.map((tag) => (
          <li key={tag}>
            {tag}
            <button type="button" aria-label={t.remove(tag)} onClick={() => setTags(tags.filter((other) => other !== tag))}>
              ×
            </button>
          </li>
        ))}
      </Chips>
      <Toolbar>
        <ToolbarField id={inputId} grow label={t.add}>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </ToolbarField>
        <Button variant="secondary" onClick={add}>
          {t.addButton}
        </Button>
      </Toolbar>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Actions>
        <Button onClick={() => void save()} loading={saving}>
          {t.save}
        </Button>
      </Actions>
    </section>
  );
}

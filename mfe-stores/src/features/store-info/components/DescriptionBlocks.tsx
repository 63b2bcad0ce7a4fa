import styled from 'styled-components';
import { Button, FieldShell, Select, Textarea } from '@marktplatz/shared';
import { Actions, Fieldset, Muted, SelectOptions } from '@marktplatz/shared/kit';
import type { StoreInfo, StorePageInput } from '../types';
import { messages } from '../../../messages';

const T = messages.info;
export const BLOCK_TYPES = ['text', 'heading', 'list'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** A description block as the editor holds it: a list keeps one entry per line. */
export interface Block {
  key: number;
  type: BlockType;
  text: string;
}

const Row = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

let nextKey = 1;

/** The stored blocks (ordered by position) as editor rows. */
export function blocksOf(info: StoreInfo): Block[] {
  return [...info.description_contents]
    .sort((a, b) => a.position - b.position)
    .map((block) => ({
      key: nextKey++,
      type: (BLOCK_TYPES as readonly string[]).includes(block.content_type) ? (block.content_type as BlockType) : 'text',
      text: [...block.contents]
        .sort((a, b) => a.position - b.position)
        .map((entry) => entry.content)
        .join(block.content_type === 'list' ? '\n' : '\n\n'),
    }));
}

/** The entries of a row: a list one per non-empty line, else the whole text (none when empty). */
function entriesOf(block: Block): string[] {
  if (block.type !== 'list') return [block.text.trim()].filter(Boolean);
  return block.text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The rows as `description_contents` of `providerStoreUpdate`: empty rows left out, positions in the shown order. */
export function blocksInput(blocks: Block[]): NonNullable<StorePageInput['description_contents']> {
  return blocks
    .map((block) => ({ content_type: block.type, entries: entriesOf(block) }))
    .filter((block) => block.entries.length > 0)
    .map((block, position) => ({
      content_type: block.content_type,
      position,
      contents: block.entries.map((content, at) => ({ content, position: at })),
    }));
}

/** The first error the API gave for a block (`description_contents.<n>…`). */
function blockError(errors: Record<string, string>, index: number): string | undefined {
  const prefix = `description_contents.${index}`;
  const key = Object.keys(errors).find((name) => name === prefix || name.startsWith(`${prefix}.`));
  return key ? errors[key] : undefined;
}

export interface DescriptionBlocksProps {
  blocks: Block[];
  onChange: (blocks: Block[]) => void;
  errors: Record<string, string>;
}

/** Headings, paragraphs and lists under the description, in order (`description_contents`). */
export function DescriptionBlocks({ blocks, onChange, errors }: DescriptionBlocksProps) {
  const change = (index: number, patch: Partial<Block>) =>
    onChange(blocks.map((block, at) => (at === index ? { ...block, ...patch } : block)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  return (
    <Fieldset>
      <legend>{T.blocks}</legend>
      <Muted $small>{T.blocksHint}</Muted>
      {blocks.length === 0 ? <Muted>{T.blocksEmpty}</Muted> : null}
      {blocks.map((block, index) => {
        const number = index + 1;
        // The API counts only the blocks that were sent (empty ones are left out).
        const sent = blocks.slice(0, index).filter((before) => entriesOf(before).length > 0).length;
        const error = entriesOf(block).length > 0 ? blockError(errors, sent) : undefined;
        const id = `block-${block.key}`;
        return (
          <Row key={block.key} data-testid="description-block">
            <FieldShell id={`${id}-type`} label={T.blockType(number)} hintId={`${id}-type-hint`} errorId={`${id}-type-error`}>
              <Select id={`${id}-type`} value={block.type} onChange={(event) => change(index, { type: event.target.value as BlockType })}>
                <SelectOptions values={BLOCK_TYPES} labels={T.blockTypes} />
              </Select>
            </FieldShell>
            <FieldShell
              id={`${id}-text`}
              label={T.blockContent(number)}
              error={error}
              hintId={`${id}-text-hint`}
              errorId={`${id}-text-error`}
            >
              <Textarea
                id={`${id}-text`}
                rows={block.type === 'heading' ? 1 : 4}
                value={block.text}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-text-error` : undefined}
                onChange={(event) => change(index, { text: event.target.value })}
              />
            </FieldShell>
            <div className="buttons">
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={T.blockUp(number)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                {T.blockUpShort}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={T.blockDown(number)}
                disabled={index === blocks.length - 1}
                onClick={() => move(index, 1)}
              >
                {T.blockDownShort}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={T.blockRemove(number)}
                onClick={() => onChange(blocks.filter((_, at) => at !== index))}
              >
                {T.remove}
              </Button>
            </div>
          </Row>
        );
      })}
      <Actions>
        <Button type="button" variant="secondary" onClick={() => onChange([...blocks, { key: nextKey++, type: 'text', text: '' }])}>
          {T.blockAdd}
        </Button>
      </Actions>
    </Fieldset>
  );
}

import { Prose } from './styles';

type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Parses the editors' plain text: blank-line paragraphs, `## ` headings, `- ` list items. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0] ?? '';
    if (first.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: first.slice(3).trim() });
      if (lines.length > 1) blocks.push({ kind: 'paragraph', text: lines.slice(1).join('\n') });
    } else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ kind: 'list', items: lines.map((line) => line.slice(2).trim()) });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join('\n') });
    }
  }
  return blocks;
}

/** An editor's text as headings, paragraphs and lists (no HTML from the database is rendered). */
export function RichText({ text }: { text: string }) {
  return (
    <Prose>
      {parseBlocks(text).map((block, index) => {
        if (block.kind === 'heading') return <h2 key={index}>{block.text}</h2>;
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </Prose>
  );
}

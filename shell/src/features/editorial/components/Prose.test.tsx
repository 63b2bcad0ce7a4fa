import { parseBlocks } from './Prose';

describe('parseBlocks', () => {
  it('reads headings, paragraphs and lists from the editors plain text', () => {
    expect(parseBlocks('## Widerrufsrecht\n\nSie haben das Recht.\nZweite Zeile.\n\n- eins\n- zwei')).toEqual([
      { kind: 'heading', text: 'Widerrufsrecht' },
      { kind: 'paragraph', text: 'Sie haben das Recht.\nZweite Zeile.' },
      { kind: 'list', items: ['eins', 'zwei'] },
    ]);
  });
});

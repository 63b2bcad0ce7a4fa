import { getConfig } from '@marktplatz/shared';
import { parseBlocks, withApiPictures } from './Prose';

describe('parseBlocks', () => {
  it('reads headings, paragraphs and lists from the editors plain text', () => {
    expect(parseBlocks('## Widerrufsrecht\n\nSie haben das Recht.\nZweite Zeile.\n\n- eins\n- zwei')).toEqual([
      { kind: 'heading', text: 'Widerrufsrecht' },
      { kind: 'paragraph', text: 'Sie haben das Recht.\nZweite Zeile.' },
      { kind: 'list', items: ['eins', 'zwei'] },
    ]);
  });
});

describe('withApiPictures', () => {
  it('gives our storage paths the API address and loads every picture lazily, leaving full addresses and text alone', () => {
    const api = getConfig().API_BASE.replace(/\/+$/, '');
    expect(
      withApiPictures(
        '<p>src="/images/x.svg"</p><img src="/images/news/bad.svg" alt="Bad" /><img alt="Lager" src="https://cdn.example.de/uploads/l.jpg" loading="eager" />',
      ),
    ).toBe(
      `<p>src="/images/x.svg"</p><img loading="lazy" src="${api}/images/news/bad.svg" alt="Bad" /><img alt="Lager" src="https://cdn.example.de/uploads/l.jpg" loading="eager" />`,
    );
  });
});

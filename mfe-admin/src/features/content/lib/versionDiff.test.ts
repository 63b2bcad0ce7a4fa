import { changedFields, htmlToText, wordDiff } from './versionDiff';

describe('version diff', () => {
  it('reads an editor HTML body as text: block ends as line breaks, entities decoded, no tags', () => {
    expect(htmlToText('<h2>Planung</h2><p>Erst &amp; dann</p><ul><li>Eins</li><li>Zwei</li></ul>')).toBe(
      'Planung\nErst & dann\nEins\nZwei',
    );
  });

  it('marks added and removed words', () => {
    expect(wordDiff('Ein roter Apfel', 'Ein grüner Apfel')).toEqual([
      { kind: 'same', text: 'Ein ' },
      { kind: 'removed', text: 'roter' },
      { kind: 'added', text: 'grüner' },
      { kind: 'same', text: ' Apfel' },
    ]);
  });

  it('lists only the fields that changed, in the editor order, with German labels', () => {
    const before = { title: 'A', slug: 'a', excerpt: 'kurz', content: '<p>Text</p>', category_id: 1, region_id: null };
    const after = { title: 'A', slug: 'b', excerpt: 'kurz', content: '<p>Text</p>', category_id: 2, region_id: null };
    expect(changedFields('posts', before, after).map((change) => change.label)).toEqual(['Adresse (Slug)', 'Kategorie']);
  });

  it('shows a category and region by name instead of its id, and an unknown id as such', () => {
    const names = {
      category_id: new Map([
        [1, 'Veranstaltungen'],
        [2, 'Handwerk'],
      ]),
      region_id: new Map([[9, 'Oberfranken']]),
    };
    const changes = changedFields('posts', { category_id: 1, region_id: 9 }, { category_id: 2, region_id: 4 }, names);
    const text = (field: string) =>
      changes
        .find((change) => change.field === field)
        ?.parts.map((part) => `${part.kind}:${part.text}`)
        .join('|');
    expect(text('category_id')).toBe('removed:Veranstaltungen|added:Handwerk');
    expect(text('region_id')).toContain('removed:Oberfranken');
    expect(text('region_id')).toContain('Nr. 4 (unbekannt)');
  });

  it('does not count a change of markup alone as a change of the text', () => {
    expect(changedFields('pages', { content: '<p>Gleich</p>' }, { content: '<p><strong>Gleich</strong></p>' })).toEqual([]);
  });
});

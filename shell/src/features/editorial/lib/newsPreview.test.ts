import { createTheme, palettes } from '@marktplatz/shared';
import { newsPostPreviewHtml, type NewsPreviewPost } from './newsPreview';

const POST: NewsPreviewPost = {
  title: 'Bad </script>',
  image_alt: 'Ein Bad "neu"',
  published_at: '2026-11-20T09:00:00.000Z',
  category: { name: 'Bauen & Wohnen' },
  region: null,
  author: 'Redaktion',
  excerpt: 'Was eine Sanierung kostet.',
};
const IMAGE = 'http://127.0.0.1:4000/images/news/bad.svg';

describe("the news article's first view (newsPreview)", () => {
  it('shows the back link, the title, the date line, the picture at its final size and the lead, escaped', () => {
    const html = newsPostPreviewHtml(POST, IMAGE);
    expect(html).toMatch(/^<article id="mp-first-page" aria-labelledby="mp-first-page-title"/);
    expect(html).toContain('<a href="/news" style="color:#0a58a8">Zurück zu allen News</a>');
    expect(html).toContain('<h1 id="mp-first-page-title" style="');
    expect(html).toContain('>Bad &lt;/script&gt;</h1>');
    expect(html).toContain('20. November 2026 · Bauen &amp; Wohnen · von Redaktion</p>');
    expect(html).toContain(`<img src="${IMAGE}" alt="Ein Bad &quot;neu&quot;" width="800" height="450" fetchpriority="high"`);
    expect(html).toContain('aspect-ratio:16/9');
    expect(html).toMatch(/Was eine Sanierung kostet\.<\/p><\/article>$/);
  });

  it("lays it out with the shared theme's values (as NewsPost's page section)", () => {
    const theme = createTheme();
    const html = newsPostPreviewHtml(POST, IMAGE);
    expect(html).toContain(`max-width:${theme.containerWidth};margin:0 auto;padding:${theme.space.xl} ${theme.space.md}`);
    expect(html).toContain(`font-size:${theme.typography.sizes.xxl};line-height:1.2`);
    expect(html).toContain(`color:${palettes.LIGHT.textMuted}`);
  });

  it('leaves out a date line part it does not have, and the lead without one', () => {
    const html = newsPostPreviewHtml({ ...POST, published_at: 'kein Datum', category: null, author: '', excerpt: '' }, IMAGE);
    expect(html).not.toContain(' · ');
    expect(html).not.toContain('font-weight:600');
  });
});

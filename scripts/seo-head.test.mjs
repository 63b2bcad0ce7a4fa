// The SEO head of the shell's pages (seo-head.mjs): the structured data of news articles (NewsArticle and
// BreadcrumbList as JSON-LD) and that the other pages' heads stay as they were.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createContentReads } from './content-reads.mjs';
import { createSeoLoader, injectSeo, newsArticleJsonLd, operatorNameOf } from './seo-head.mjs';

const PAGE =
  '<!doctype html><html><head><title>Marktplatz</title><script nonce="n0nce">start()</script></head><body><div id=root></div></body></html>';
const API = 'http://api.example';
const PAGE_URL = 'https://marktplatz.example/news/badsanierung-planen';

const post = (overrides = {}) => ({
  id: 3,
  slug: 'badsanierung-planen',
  title: 'Badsanierung planen',
  excerpt: 'Was eine Badsanierung kostet und wie lange sie dauert.',
  image: '/images/news/bad.svg',
  image_alt: 'Ein neues Bad',
  author: 'Erika Mustermann',
  url: '/news/badsanierung-planen',
  published_at: '2026-11-20T08:00:00.000Z',
  category: { id: 1, name: 'Bauen & Wohnen', slug: 'bauen-wohnen' },
  region: null,
  content: 'Text',
  related: [],
  seo: null,
  content_format: 'text',
  ...overrides,
});

const seoRecord = {
  type: 'NEWS',
  slug: 'badsanierung-planen',
  is_meta: true,
  meta_title: 'Badsanierung planen – Marktplatz',
  meta_description: 'Kosten und Dauer einer Badsanierung.',
  meta_tag: '',
  tags: [],
  og_image: null,
};

/** A stand-in for the API: the SEO query (GraphQL) and the post (`/portal/post/:slug`); `asked` lists the calls. */
function fakeApi({ seo = seoRecord, article = post() } = {}) {
  const asked = [];
  const json = (status, body) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl = async (url, init) => {
    asked.push(String(url));
    if (String(url).endsWith('/graphql')) {
      const { variables } = JSON.parse(init.body);
      const found = seo && variables.slug === seo.slug && variables.type === seo.type ? seo : null;
      return json(200, { data: { seoData: found } });
    }
    if (article && String(url) === `${API}/portal/post/${article.slug}`) return json(200, { status: true, data: article });
    return json(404, { status: false, message: 'Nicht gefunden' });
  };
  return { asked, fetchImpl };
}

const jsonLdOf = (html) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));

async function headOf(type, slug, api, operatorName = 'Muster Marktplatz GmbH') {
  const load = createSeoLoader({ apiBase: API, fetchImpl: api.fetchImpl, operatorName });
  const entry = await load(type, slug);
  return entry?.head ? injectSeo(PAGE, entry.head, { pageUrl: PAGE_URL, imageBase: API }) : PAGE;
}

describe('news article structured data', () => {
  it("reads the post through the server's cached REST reads when it has them, so a second read is not a second request", async () => {
    const api = fakeApi();
    const reads = [];
    const contentReads = createContentReads({ apiBase: () => API, fetchImpl: api.fetchImpl });
    const readRest = (apiPath) => {
      reads.push(apiPath);
      return contentReads.read(apiPath);
    };
    const load = createSeoLoader({ apiBase: API, fetchImpl: api.fetchImpl, operatorName: 'Muster Marktplatz GmbH', readRest });
    const entry = await load('NEWS', 'badsanierung-planen');
    await contentReads.read('/portal/post/badsanierung-planen');
    assert.deepEqual(reads, ['/portal/post/badsanierung-planen']);
    assert.equal(api.asked.filter((asked) => String(asked).includes('/portal/post/')).length, 1);
    assert.equal(entry.head.article.post.title, 'Badsanierung planen');
  });

  it('writes a NewsArticle with headline, description, picture, ISO dates, author, publisher and the page into the head', async () => {
    const html = await headOf('NEWS', 'badsanierung-planen', fakeApi());
    const [article, breadcrumbs, ...others] = jsonLdOf(html);
    assert.equal(others.length, 0);
    assert.equal(article['@context'], 'https://schema.org');
    assert.equal(article['@type'], 'NewsArticle');
    assert.equal(article.headline, 'Badsanierung planen');
    assert.equal(article.description, 'Was eine Badsanierung kostet und wie lange sie dauert.');
    assert.deepEqual(article.image, ['http://api.example/images/news/bad.svg']);
    assert.equal(article.datePublished, '2026-11-20T08:00:00.000Z');
    assert.equal(article.dateModified, '2026-11-20T08:00:00.000Z');
    assert.deepEqual(article.author, { '@type': 'Person', name: 'Erika Mustermann' });
    assert.deepEqual(article.publisher, { '@type': 'Organization', name: 'Muster Marktplatz GmbH', url: 'https://marktplatz.example/' });
    assert.deepEqual(article.mainEntityOfPage, { '@type': 'WebPage', '@id': PAGE_URL });
    assert.equal(breadcrumbs['@type'], 'BreadcrumbList');
    assert.deepEqual(
      breadcrumbs.itemListElement.map(({ position, name, item }) => [position, name, item]),
      [
        [1, 'Startseite', 'https://marktplatz.example/'],
        [2, 'News', 'https://marktplatz.example/news'],
        [3, 'Badsanierung planen', PAGE_URL],
      ],
    );
    assert.match(html, /<title>Badsanierung planen – Marktplatz<\/title>/);
  });

  it('keeps a </script> in the title or excerpt inside its data block', async () => {
    const hostile = post({ title: 'Bad </script><script>alert(1)</script>', excerpt: '<!-- </SCRIPT> -->' });
    const html = await headOf('NEWS', 'badsanierung-planen', fakeApi({ article: hostile }));
    const [article, breadcrumbs] = jsonLdOf(html);
    assert.equal(article.headline, hostile.title);
    assert.equal(article.description, hostile.excerpt);
    assert.equal(breadcrumbs.itemListElement[2].name, hostile.title);
    assert.doesNotMatch(html, /<script>alert/);
    assert.equal(html.match(/<\/script>/gi).length, 3, 'the page script and the two data blocks');
  });

  it('gives the data blocks the nonce of the page scripts', async () => {
    const html = await headOf('NEWS', 'badsanierung-planen', fakeApi());
    assert.equal(html.match(/<script type="application\/ld\+json" nonce="n0nce">/g).length, 2);
  });

  it('builds the head from the post when the article has no SEO record', async () => {
    const html = await headOf('NEWS', 'badsanierung-planen', fakeApi({ seo: null }));
    assert.match(html, /<title>Badsanierung planen – Marktplatz<\/title>/);
    assert.match(html, /<meta name="description" content="Was eine Badsanierung kostet und wie lange sie dauert.">/);
    assert.match(html, /<meta property="og:image" content="http:\/\/api.example\/images\/news\/bad.svg">/);
    assert.equal(jsonLdOf(html)[0].headline, 'Badsanierung planen');
  });

  it('names the newsroom or an unsigned article as an Organization', () => {
    const options = { pageUrl: PAGE_URL, imageBase: API };
    const byline = (author) => newsArticleJsonLd({ post: post({ author }), publisher: 'Muster Marktplatz GmbH' }, options)[0].author;
    assert.deepEqual(byline('Redaktion Bauen & Wohnen'), { '@type': 'Organization', name: 'Redaktion Bauen & Wohnen' });
    assert.deepEqual(byline(''), { '@type': 'Organization', name: 'Muster Marktplatz GmbH', url: 'https://marktplatz.example/' });
    assert.deepEqual(byline('Muster Marktplatz GmbH'), { '@type': 'Organization', name: 'Muster Marktplatz GmbH' });
  });

  it('leaves out the dates of a post without a valid date and keeps an absolute picture address', () => {
    const [article] = newsArticleJsonLd(
      { post: post({ published_at: 'gestern', image: 'https://cdn.example/bad.jpg' }), publisher: 'Muster Marktplatz GmbH' },
      { pageUrl: PAGE_URL, imageBase: API },
    );
    assert.equal('datePublished' in article, false);
    assert.equal('dateModified' in article, false);
    assert.deepEqual(article.image, ['https://cdn.example/bad.jpg']);
  });

  it('writes the SEO head without structured data when the post cannot be read', async () => {
    const html = await headOf('NEWS', 'badsanierung-planen', fakeApi({ article: null }));
    assert.match(html, /<title>Badsanierung planen – Marktplatz<\/title>/);
    assert.equal(jsonLdOf(html).length, 0);
  });
});

describe('other pages', () => {
  it('keep their head without structured data and without reading a post', async () => {
    const api = fakeApi({ seo: { ...seoRecord, type: 'PAGE', slug: 'impressum', meta_title: 'Impressum – Marktplatz' } });
    const html = await headOf('PAGE', 'impressum', api);
    assert.match(html, /<title>Impressum – Marktplatz<\/title>/);
    assert.doesNotMatch(html, /application\/ld\+json/);
    assert.deepEqual(api.asked, [`${API}/graphql`]);
    const product = injectSeo(
      PAGE,
      { type: 'PRODUCT', meta_title: 'Kaffee – Marktplatz', meta_description: 'Crema' },
      { pageUrl: PAGE_URL, imageBase: API },
    );
    assert.doesNotMatch(product, /application\/ld\+json/);
  });
});

describe('operatorNameOf', () => {
  it('writes the operator name with its legal form as the imprint does, the demo operator while none is set', () => {
    assert.equal(operatorNameOf({}), 'Marktplatz Demo GmbH');
    assert.equal(operatorNameOf({ OPERATOR_NAME: 'Muster Handel', OPERATOR_LEGAL_FORM: 'GmbH' }), 'Muster Handel GmbH');
    assert.equal(operatorNameOf({ OPERATOR_NAME: 'Muster Handel GmbH', OPERATOR_LEGAL_FORM: 'GmbH' }), 'Muster Handel GmbH');
    assert.equal(operatorNameOf({ OPERATOR_NAME: 'Erika Muster' }), 'Erika Muster');
  });
});

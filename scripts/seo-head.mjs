// Server-side SEO for the shell's pages (used by serve-static.mjs): crawlers and link previews see title,
// description and Open Graph of a page; the SEO answer is handed to the page so it does not ask again.
import { CONTENT_FRESH_MS, createContentCache } from './content-cache.mjs';
import { scriptJson } from './first-view.mjs';
import { scriptTag } from './security-headers.mjs';
import env from '../tooling/env.cjs';

/** Shell URLs whose head is filled from the API's SEO data: pattern → GraphQL SeoType and slug. */
export const SEO_ROUTES = [
  { pattern: /^\/$/, type: 'PAGE', slug: () => 'home' },
  { pattern: /^\/become-a-provider\/?$/, type: 'PAGE', slug: () => 'become-a-provider' },
  { pattern: /^\/news\/?$/, type: 'PAGE', slug: () => 'news' },
  { pattern: /^\/news\/([^/]+)\/?$/, type: 'NEWS', slug: (match) => match[1] },
  { pattern: /^\/page\/([^/]+)\/?$/, type: 'PAGE', slug: (match) => match[1] },
  { pattern: /^\/product\/([^/]+)\/?$/, type: 'PRODUCT', slug: (match) => match[1] },
  { pattern: /^\/provider-detail\/([^/]+)\/?$/, type: 'PROVIDER', slug: (match) => match[1] },
];

/**
 * Heads of the public pages that have no SEO record in the API (lists, search, sign-in): title and description
 * for search results and link previews. Sign-in, registration and the cart are `noindex` — they carry no
 * content for a search engine, and a password form in the results helps nobody.
 */
export const STATIC_HEADS = [
  {
    pattern: /^\/(product-list|shop)\/?$/,
    meta_title: 'Produkte von Händlern aus Ihrer Region – Marktplatz',
    meta_description:
      'Produkte vieler Anbieter an einem Ort: vergleichen, nach Kategorie und Preis filtern, sicher bezahlen und bequem liefern lassen oder abholen.',
  },
  {
    pattern: /^\/product-search\/?$/,
    meta_title: 'Suche – Marktplatz',
    meta_description: 'Produkte, Anbieter und Angebote auf dem Marktplatz finden – mit Filtern nach Kategorie, Preis und Bewertung.',
  },
  {
    pattern: /^\/login\/?$/,
    meta_title: 'Anmelden – Marktplatz',
    meta_description: 'Melden Sie sich an, um Bestellungen, Anfragen, Nachrichten und Ihr Kundenkonto zu verwalten.',
    robots: 'noindex, follow',
  },
  {
    pattern: /^\/register(\/[^/]*)?\/?$/,
    meta_title: 'Registrieren – Marktplatz',
    meta_description: 'Kostenloses Kundenkonto oder Anbieterkonto auf dem Marktplatz anlegen.',
  },
  {
    pattern: /^\/(finder|provider-search)\/?$/,
    meta_title: 'Anbieter in Ihrer Nähe finden – Marktplatz',
    meta_description: 'Anbieter und Geschäfte in Ihrer Nähe finden: Entfernung, Öffnungszeiten, Bewertungen und Leistungen im Überblick.',
  },
  {
    pattern: /^\/living_worlds\/?$/,
    meta_title: 'Lebenswelten – Marktplatz',
    meta_description:
      'Ideen und Fachbetriebe rund ums Bauen und Wohnen: Anfrage stellen, Angebote vergleichen, den passenden Anbieter wählen.',
  },
  {
    pattern: /^\/bauen-wohnen\/?$/,
    meta_title: 'Bauen & Wohnen – Marktplatz',
    meta_description:
      'Ideen und Fachbetriebe rund ums Bauen und Wohnen: Anfrage stellen, Angebote vergleichen, den passenden Anbieter wählen.',
  },
  {
    pattern: /^\/food-provider-search\/?$/,
    meta_title: 'Essen bestellen – Marktplatz',
    meta_description:
      'Restaurants und Imbisse in Ihrer Nähe: Speisekarten ansehen, liefern lassen oder abholen, bar oder mit Gutschein bezahlen.',
  },
  {
    pattern: /^\/food\/menu\/[^/]+\/?$/,
    meta_title: 'Speisekarte – Marktplatz',
    meta_description:
      'Speisekarte mit Preisen, Allergenen und Zusatzstoffen, Öffnungs- und Lieferzeiten, Mindestbestellwert und Liefergebühr.',
  },
  {
    pattern: /^\/chat\/contact\/?$/,
    meta_title: 'Kontakt – Marktplatz',
    meta_description:
      'Schreiben Sie uns: Fragen zu Bestellungen, Ihrem Konto oder dem Verkauf auf dem Marktplatz – wir antworten per E-Mail.',
  },
  {
    pattern: /^\/properties\/?$/,
    meta_title: 'Immobilien – Marktplatz',
    meta_description: 'Häuser und Wohnungen zum Kauf und zur Miete – mit Energiekennwerten, Bildern und Besichtigungsanfrage.',
  },
];

/**
 * Fallback heads of slug pages, used only when the API has no SEO record for the slug (a provider, listing or
 * category without its own meta description): still a description for the search result, never none.
 */
STATIC_HEADS.push(
  {
    pattern: /^\/provider-detail\/[^/]+\/?$/,
    meta_title: 'Anbieter – Marktplatz',
    meta_description: 'Anbieterseite auf dem Marktplatz: Standorte und Öffnungszeiten, Bewertungen, Produkte und Terminanfrage.',
  },
  {
    pattern: /^\/property-detail\/[^/]+\/?$/,
    meta_title: 'Immobilie – Marktplatz',
    meta_description: 'Immobilienangebot mit Bildern, Wohnfläche, Zimmern, Preis und Energiekennwerten – Besichtigung direkt anfragen.',
  },
  {
    pattern: /^\/world-category\/lead\/[^/]+(\/[^/]+)?\/?$/,
    meta_title: 'Fachbetriebe anfragen – Marktplatz',
    meta_description:
      'Beschreiben Sie Ihr Vorhaben in wenigen Schritten und erhalten Sie Angebote passender Fachbetriebe aus Ihrer Region.',
  },
);

/** The static head of a shell URL without SEO data in the API, or null. */
export function staticHeadFor(urlPath) {
  return STATIC_HEADS.find((head) => head.pattern.test(urlPath)) ?? null;
}

/** The SEO type and slug of a shell URL, or null when the URL has no SEO data. */
export function seoTargetFor(urlPath) {
  for (const route of SEO_ROUTES) {
    const match = route.pattern.exec(urlPath);
    if (!match) continue;
    let slug;
    try {
      slug = decodeURIComponent(route.slug(match));
    } catch {
      return null;
    }
    if (!slug || slug.length > 200) return null;
    return { type: route.type, slug };
  }
  return null;
}

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
}

/** The operator's name as the imprint writes it (the API's `operatorName`): `OPERATOR_NAME` and its legal form. */
export function operatorNameOf(settings) {
  const given = String(settings?.OPERATOR_NAME ?? '').trim();
  const name = given || DEMO_OPERATOR_NAME;
  const legalForm = String(settings?.OPERATOR_LEGAL_FORM ?? '').trim() || (given ? '' : 'GmbH');
  return legalForm && !name.endsWith(legalForm) ? `${name} ${legalForm}` : name;
}

/** The API's name of the operator while `OPERATOR_NAME` is unset (api/src/config.ts, demo values). */
const DEMO_OPERATOR_NAME = 'Marktplatz Demo GmbH';

/**
 * A JSON-LD object as a data block that no text of the API can end early (`scriptJson`: `<` as `\u003c`), with the
 * page's nonce like every other script element of the page (security-headers.mjs `withNonce`).
 */
export const jsonLdTag = (item, nonce) =>
  `<script type="application/ld+json"${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${scriptJson(item)}</script>`;

/** The response's nonce as the page's own scripts carry it (`withNonce`), or null. */
const pageNonce = (html) => /<script\b[^>]*\snonce="([^"]+)"/i.exec(html)?.[1] ?? null;

/** A byline of the editors themselves (the newsroom, the marketplace, the operator) rather than a person. */
const isOrganisationByline = (author, publisher) =>
  author === publisher || /\b(redaktion|team|marktplatz)\b/i.test(author) || /\b(gmbh|ag|ug|kg|e\.\s?v\.)$/i.test(author);

/** An ISO date of the API (`2026-11-20T08:00:00.000Z`), or null when it is none. */
const isoDate = (value) => {
  const time = typeof value === 'string' && value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/**
 * The structured data of a news article (`article`: the API's post from `/portal/post/:slug` and `publisher`, the
 * operator's name): `NewsArticle` with headline, description, picture, dates, author and publisher, and the page's
 * `BreadcrumbList` (Startseite › News › article). `pageUrl`: the page's absolute address. The post has no date of
 * its last change: `dateModified` is its publication.
 */
export function newsArticleJsonLd(article, { pageUrl, imageBase = '', description }) {
  const { post, publisher } = article;
  const origin = new URL(pageUrl).origin;
  const published = isoDate(post.published_at);
  const image =
    typeof post.image === 'string' && post.image ? (/^https?:\/\//.test(post.image) ? post.image : `${imageBase}${post.image}`) : '';
  const author = typeof post.author === 'string' ? post.author.trim() : '';
  const organisation = { '@type': 'Organization', name: publisher, url: `${origin}/` };
  const text = String(post.excerpt || description || '').trim();
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: post.title.length > 110 ? `${post.title.slice(0, 109).trimEnd()}…` : post.title,
      ...(text ? { description: text } : {}),
      ...(image ? { image: [image] } : {}),
      ...(published ? { datePublished: published, dateModified: published } : {}),
      author: !author
        ? organisation
        : isOrganisationByline(author, publisher)
          ? { '@type': 'Organization', name: author }
          : { '@type': 'Person', name: author },
      publisher: organisation,
      mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
      ...(post.category?.name ? { articleSection: post.category.name } : {}),
      inLanguage: 'de-DE',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Startseite', item: `${origin}/` },
        { name: 'News', item: `${origin}/news` },
        { name: post.title, item: pageUrl },
      ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
  ];
}

/**
 * Writes title, description and Open Graph tags into the shell's index.html. `seo` is the API's SeoData
 * (`meta_title`, `meta_description`, `og_image`); `pageUrl` the page's absolute URL. A news article's head also
 * carries `article` (see `createSeoLoader`): its `NewsArticle` and `BreadcrumbList` go into the head as JSON-LD, with
 * `nonce` (else the one the page's scripts carry).
 */
export function injectSeo(html, seo, { pageUrl, imageBase, nonce }) {
  const title = escapeHtml(seo.meta_title);
  const tags = [
    `<meta name="description" content="${escapeHtml(seo.meta_description ?? '')}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${escapeHtml(seo.meta_description ?? '')}">`,
    `<meta property="og:type" content="${seo.type === 'NEWS' ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    '<meta property="og:site_name" content="Marktplatz">',
    '<meta property="og:locale" content="de_DE">',
  ];
  if (seo.robots) tags.push(`<meta name="robots" content="${escapeHtml(seo.robots)}">`);
  else tags.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}">`);
  if (seo.og_image) {
    const image = /^https?:\/\//.test(seo.og_image) ? seo.og_image : `${imageBase}${seo.og_image}`;
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`, '<meta name="twitter:card" content="summary_large_image">');
  }
  if (seo.article) {
    const scriptNonce = nonce ?? pageNonce(html);
    const items = newsArticleJsonLd(seo.article, { pageUrl, imageBase, description: seo.meta_description });
    tags.push(...items.map((item) => jsonLdTag(item, scriptNonce)));
  }
  const withoutOld = html
    .replace(/<meta name="description"[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`);
  const titled = /<title>/i.test(withoutOld) ? withoutOld : withoutOld.replace(/<\/head>/i, () => `<title>${title}</title></head>`);
  return titled.replace(/<\/head>/i, () => `${tags.join('')}</head>`);
}

const SEO_QUERY =
  'query ServerSeo($type: SeoType!, $slug: String!) { seoData(type: $type, slug: $slug) { type slug is_meta meta_title meta_description meta_tag tags og_image } }';

/**
 * A small cache in front of the API's SEO data: the page's SeoData (the fields the front end's `SeoData` query asks
 * for), `null` when the API has none, `undefined` when it did not answer within `timeoutMs`; keeps answers
 * (also "none") as content-cache.mjs keeps content answers: fresh for `ttlMs`, served while a fresh one is fetched
 * up to a minute, old at once when the API's content version moves (`generation`); at most `maxEntries`. `load(type,
 * slug)` gives `{ answer, head }` — `head` is what the page's `<head>` shows (a product without an SEO record gets
 * one from its own data). `readRest(apiPath)`: the server's cached REST reads (content-reads.mjs `createContentReads`),
 * through which a news article's post is read once a minute at most; without it the post is fetched.
 */
export function createSeoLoader({
  apiBase,
  graphqlUrl,
  timeoutMs = 600,
  ttlMs = CONTENT_FRESH_MS,
  maxEntries = 500,
  fetchImpl = fetch,
  generation,
  operatorName = operatorNameOf(env.readEnv()),
  readRest,
}) {
  const cached = createContentCache({ ttlMs, maxEntries, generation });
  const endpoint = graphqlUrl ?? `${apiBase.replace(/\/$/, '')}/graphql`;

  const apiRoot = apiBase ? apiBase.replace(/\/$/, '') : null;

  /**
   * A product without an SEO record: its name and short description as title and description, its first picture as
   * preview image — the head the product page sets after it loaded (`${name} – Marktplatz`), for crawlers and link
   * previews that run no script. `null` when the product is unknown or the API does not answer.
   */
  async function productHead(slug) {
    if (!apiRoot) return null;
    try {
      const response = await fetchImpl(`${apiRoot}/shop/productBySlug/${encodeURIComponent(slug)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const product = (await response.json())?.data;
      if (!product || typeof product.name !== 'string' || !product.name) return null;
      const text = String(product.short_description ?? '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .replace(/ ([,.;:!?])/g, '$1')
        .trim();
      return {
        type: 'PRODUCT',
        meta_title: `${product.name} – Marktplatz`,
        meta_description: text.length > 160 ? `${text.slice(0, 157).trimEnd()} …` : text,
        og_image: product.gallery?.[0]?.image ?? product.image ?? null,
      };
    } catch {
      return null;
    }
  }

  /**
   * `{ answer, head }`: the API's SEO answer (see above) and the head to write (the answer, else a derived one);
   * `undefined` when the API did not answer (the cache keeps the last good entry).
   */
  async function fetchEntry(type, slug) {
    if (type === 'NEWS') return newsEntry(slug);
    const answer = await fetchSeo(type, slug);
    if (answer === undefined) return undefined;
    const head = answer?.meta_title ? answer : type === 'PRODUCT' ? await productHead(slug) : null;
    return { answer, head };
  }

  /**
   * The API's post of a news article (`/portal/post/:slug`, the page's own read), or null (unknown, no answer): its
   * structured data goes into the head.
   */
  async function newsPost(slug) {
    const apiPath = `/portal/post/${encodeURIComponent(slug)}`;
    const post = readRest ? (await readRest(apiPath).catch(() => null))?.data : await fetchPost(apiPath);
    return post && typeof post.title === 'string' && post.title ? post : null;
  }

  async function fetchPost(apiPath) {
    if (!apiRoot) return null;
    try {
      const response = await fetchImpl(`${apiRoot}${apiPath}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.ok ? (await response.json())?.data : null;
    } catch {
      return null;
    }
  }

  /**
   * A news article's entry: its SEO answer, and a head with the article (`NewsArticle`, `BreadcrumbList`); without
   * an SEO record the head comes from the post (`${title} – Marktplatz`, its excerpt and picture), as the page sets it.
   */
  async function newsEntry(slug) {
    const [answer, post] = await Promise.all([fetchSeo('NEWS', slug), newsPost(slug)]);
    if (answer === undefined) return undefined;
    if (!post) return { answer, head: answer?.meta_title ? answer : null };
    const article = { post, publisher: operatorName };
    const head = answer?.meta_title
      ? { ...answer, article }
      : {
          type: 'NEWS',
          meta_title: `${post.title} – Marktplatz`,
          meta_description: String(post.excerpt ?? '').trim(),
          og_image: post.image || null,
          article,
        };
    return { answer, head };
  }

  async function fetchSeo(type, slug) {
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SEO_QUERY, variables: { type, slug } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return undefined;
      const body = await response.json();
      if (body?.errors || body?.data === undefined) return undefined;
      const seo = body.data?.seoData;
      return seo && typeof seo === 'object' ? seo : null;
    } catch {
      return undefined;
    }
  }

  return function load(type, slug) {
    return cached(`${type}:${slug}`, () => fetchEntry(type, slug));
  };
}

/**
 * The page's SEO answer as `window.__marktplatzSeo` ({ type, slug, data }: data null when the API has none), its
 * script with the response's `nonce`.
 */
export function seoHint(target, data, nonce) {
  return scriptTag(`window.__marktplatzSeo=${scriptJson({ type: target.type, slug: target.slug, data })}`, nonce);
}

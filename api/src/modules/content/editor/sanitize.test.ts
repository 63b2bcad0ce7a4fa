import { testConfig } from '../../../../test/template';
import { isOwnPicture, sanitizeBody } from './sanitize';

/** The editors' HTML sanitiser: the allowed building blocks survive, nothing executable does (OWASP XSS kinds). */
const config = testConfig({ publicApiUrl: 'https://api.marktplatz.test', publicWebUrl: 'https://marktplatz.test' });

const ALLOWED_TAGS = new Set(['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'img', 'strong', 'em', 'blockquote']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'rel', 'src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading']);

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/uploads/a.png" alt="Bild" onerror="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">Klick</text></a></svg>',
  '<a href="javascript:alert(1)">Klick</a>',
  '<a href="JaVaScRiPt:alert(1)">Klick</a>',
  '<a href="jav&#x09;ascript:alert(1)">Klick</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">Klick</a>',
  '<a href=" javascript:alert(1)">Klick</a>',
  '<a href="vbscript:msgbox(1)">Klick</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Klick</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background-image:url(javascript:alert(1))">Text</p>',
  '<div onmouseover="alert(1)">Text</div>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example" onclick="alert(1)">Link</a>',
  '<form action="javascript:alert(1)"><button>Senden</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="//evil.example/">Link</a>',
  '<img src="https://evil.example/tracker.png" alt="Fremdbild">',
  '<img src="/uploads/a.png" alt="Bild" srcset="javascript:alert(1) 480w, https://evil.example/x.png 960w">',
  '<img src="/uploads/a.png" alt="Bild" sizes="url(javascript:alert(1))" loading="javascript:alert(1)" width="1 onerror=alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>Text</marquee>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

/** Every tag and attribute left must be allowed, and no URL may run code. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9:-]*)([^>]*)>/g)) {
    const tag = (match[1] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) found.push(`Tag ${tag}`);
    for (const attribute of (match[2] ?? '').matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)) {
      const name = (attribute[1] ?? '').toLowerCase();
      const value = (attribute[2] ?? '')
        .replace(/^["']|["']$/g, '')
        .replace(/&#x?[0-9a-f]+;?|\s/gi, '')
        .toLowerCase();
      if (!ALLOWED_ATTRIBUTES.has(name)) found.push(`Attribut ${name}`);
      if ((name === 'href' || name === 'src') && !/^(https?:\/\/|mailto:|\/[^/])/.test(value)) found.push(`URL ${value}`);
    }
  }
  if (/javascript:|vbscript:|data:/i.test(html.replace(/&[a-z]+;/gi, ''))) found.push('Skript-URL im Text');
  return found;
}

describe('editor HTML sanitiser', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves nothing executable of %s', (payload) => {
    const clean = sanitizeBody(config, `<p>Vorher</p>${payload}<p>Nachher</p>`);
    expect(executableParts(clean)).toEqual([]);
    expect(clean).toContain('<p>Vorher</p>');
  });

  it('checks at least 25 classic payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it('keeps headings h2–h4, paragraphs, lists, emphasis and quotes, and drops h1 and unknown tags but keeps their text', () => {
    const html =
      '<h1>Titel</h1><h2>Zwei</h2><h3>Drei</h3><h4>Vier</h4><p>Ein <strong>starker</strong> und <em>betonter</em> Satz.</p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote><div><span>Rest</span></div>';
    expect(sanitizeBody(config, html)).toBe(
      'Titel<h2>Zwei</h2><h3>Drei</h3><h4>Vier</h4><p>Ein <strong>starker</strong> und <em>betonter</em> Satz.</p>' +
        '<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote>Rest',
    );
  });

  it('marks external links rel="noopener", keeps our own and mailto links plain and drops a given rel', () => {
    const html =
      '<p><a href="https://example.org/info" rel="opener">extern</a> <a href="/page/agb">intern</a> ' +
      '<a href="https://marktplatz.test/news/x" rel="nofollow">eigene Seite</a> <a href="mailto:info@example.org">Mail</a></p>';
    expect(sanitizeBody(config, html)).toBe(
      '<p><a href="https://example.org/info" rel="noopener">extern</a> <a href="/page/agb">intern</a> ' +
        '<a href="https://marktplatz.test/news/x">eigene Seite</a> <a href="mailto:info@example.org">Mail</a></p>',
    );
  });

  it('keeps pictures from our storage with alt text and drops foreign ones and those without alt text', () => {
    const html =
      '<img src="/uploads/content/a.jpg" alt="Badezimmer"><img src="https://api.marktplatz.test/uploads/b.png" alt="Küche">' +
      '<img src="/uploads/c.png"><img src="https://cdn.example/d.png" alt="fremd"><img src="/uploads/../secret.png" alt="raus">';
    expect(sanitizeBody(config, html)).toBe(
      '<img src="/uploads/content/a.jpg" alt="Badezimmer" /><img src="https://api.marktplatz.test/uploads/b.png" alt="Küche" />',
    );
  });

  it('keeps the media library’s srcset, sizes, width, height and loading of our own pictures and drops foreign or odd values', () => {
    const own =
      '<img src="https://api.marktplatz.test/uploads/media/u1/original.jpg" alt="Bad" width="1600" height="800" loading="lazy" ' +
      'srcset="https://api.marktplatz.test/uploads/media/u1/w480.webp 480w, /uploads/media/u1/w960.webp 960w" sizes="(max-width: 720px) 100vw, 720px">';
    expect(sanitizeBody(config, own)).toBe(
      '<img src="https://api.marktplatz.test/uploads/media/u1/original.jpg" alt="Bad" width="1600" height="800" ' +
        'srcset="https://api.marktplatz.test/uploads/media/u1/w480.webp 480w, /uploads/media/u1/w960.webp 960w" sizes="(max-width: 720px) 100vw, 720px" loading="lazy" />',
    );
    const mixed =
      '<img src="/uploads/media/u1/original.jpg" alt="Bad" width="breit" loading="sofort" ' +
      'srcset="https://evil.example/x.webp 480w, /uploads/media/u1/w960.webp 960w, /uploads/../x.webp 2x" sizes="url(x)">';
    expect(sanitizeBody(config, mixed)).toBe(
      '<img src="/uploads/media/u1/original.jpg" alt="Bad" srcset="/uploads/media/u1/w960.webp 960w" />',
    );
  });

  it('accepts teaser pictures only from our storage', () => {
    expect(isOwnPicture(config, '/images/news/bad.svg')).toBe(true);
    expect(isOwnPicture(config, 'https://api.marktplatz.test/uploads/x.png')).toBe(true);
    expect(isOwnPicture(config, 'https://evil.example/x.png')).toBe(false);
    expect(isOwnPicture(config, '/uploads/')).toBe(false);
    expect(isOwnPicture(config, 'javascript:alert(1)')).toBe(false);
  });
});

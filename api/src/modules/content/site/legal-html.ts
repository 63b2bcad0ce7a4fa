import type { AppConfig } from '../../../config';
import { textToHtml } from '../editor/editing';
import { operatorTokens } from '../operator';

/**
 * The operator's `{{token}}` placeholders in a legal page an editor saved as HTML. The tokens' values are text
 * (`operatorTokens`); here they become HTML: escaped, line breaks as `<br />`, and the tokens that stand for whole
 * sections or lists (a heading with its text, the known accessibility gaps) as headings, paragraphs and lists —
 * never a literal „## …“ or „- …“ inside a paragraph.
 */

/** Tokens whose value is blocks of text (`## ` headings, `- ` items), not a value inside a sentence. */
const BLOCK_TOKENS = new Set(['aufsicht_abschnitt', 'verantwortlich_abschnitt', 'barrierefreiheit_luecken']);

const TOKEN = /\{\{([a-z_]+)\}\}/g;
const PARAGRAPH = /<p(\s[^>]*)?>([\s\S]*?)<\/p>/g;
const BREAK = /<br\s*\/?>/g;

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fills the placeholders of an editor's HTML with the operator's settings (unknown tokens stay as they are). */
export function fillOperatorHtml(html: string, config: AppConfig): string {
  const tokens = operatorTokens(config);
  const blockHtml = (name: string) => textToHtml(tokens[name] ?? '');
  const isBlockToken = (name: string) => BLOCK_TOKENS.has(name) && name in tokens;

  // A paragraph holding a section token is split around it: the token's blocks stand between paragraphs.
  const withBlocks = html.replace(PARAGRAPH, (whole, attributes: string | undefined, inner: string) => {
    const names = [...inner.matchAll(TOKEN)].map((match) => match[1] ?? '');
    if (!names.some(isBlockToken)) return whole;
    const parts: string[] = [];
    let rest = inner;
    for (const match of [...inner.matchAll(TOKEN)].filter((entry) => isBlockToken(entry[1] ?? ''))) {
      const [before, after] = splitOnce(rest, match[0]);
      parts.push(paragraph(before, attributes), blockHtml(match[1] ?? ''));
      rest = after;
    }
    parts.push(paragraph(rest, attributes));
    return parts.join('');
  });

  return withBlocks.replace(TOKEN, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) return whole;
    return isBlockToken(name) ? blockHtml(name) : escapeHtml(value).replace(/\n/g, '<br />');
  });
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** A paragraph of what stood around a section token, without the line breaks at its edges; '' when nothing is left. */
function paragraph(inner: string, attributes: string | undefined): string {
  const trimmed = inner.replace(new RegExp(`^(?:\\s|${BREAK.source})+|(?:\\s|${BREAK.source})+$`, 'g'), '');
  return trimmed === '' ? '' : `<p${attributes ?? ''}>${trimmed}</p>`;
}

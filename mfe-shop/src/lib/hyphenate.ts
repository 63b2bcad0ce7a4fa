/**
 * Soft hyphens (U+00AD) at German syllable boundaries of long words, so a narrow column breaks
 * „Lindenblüten­honig“ as „Lindenblüten-“ / „honig“ with a visible hyphen even where the browser has no German
 * hyphenation dictionary (`hyphens: auto` then does nothing and `overflow-wrap` cuts anywhere). A simple rule set,
 * not a dictionary: a single consonant goes to the next syllable (ma-schi-ne), of several the last one does
 * (Tisch-bohr) unless the last two open a syllable (Linden-blüten), „ch“, „ck“, „sch“, „ph“, „qu“ stay together,
 * and no syllable shorter than two letters is split
 * off at either end.
 */
const SOFT_HYPHEN = '\u00ad';
const VOWEL = /[aeiouäöüyAEIOUÄÖÜY]/;
const LETTER = /\p{L}/u;
const UNITS = ['sch', 'ch', 'ck', 'ph', 'qu'];
const ONSETS = ['bl', 'br', 'dr', 'fl', 'fr', 'gl', 'gr', 'kl', 'kr', 'pl', 'pr', 'tr', 'sp', 'st'];
const DIPHTHONGS = ['ei', 'ie', 'au', 'eu', 'äu', 'ai', 'ey', 'ay'];
const MIN_WORD = 9;

function isVowel(char: string | undefined): boolean {
  return char !== undefined && VOWEL.test(char);
}

/** Where the consonant cluster `cluster` (between two vowels) is split: the index in it of the next syllable's start. */
function splitIn(cluster: string): number {
  const lower = cluster.toLowerCase();
  for (const unit of UNITS) if (lower.endsWith(unit)) return cluster.length - unit.length;
  // Of three or more consonants a syllable may start with a pair like „bl“ or „tr“ (Linden-blüten).
  if (cluster.length >= 3 && ONSETS.some((onset) => lower.endsWith(onset))) return cluster.length - 2;
  return cluster.length - 1;
}

function hyphenateWord(word: string): string {
  if (word.length < MIN_WORD || ![...word].every((char) => LETTER.test(char))) return word;
  const breaks: number[] = [];
  let index = 0;
  while (index < word.length) {
    if (!isVowel(word[index])) {
      index += 1;
      continue;
    }
    // The vowel group (a diphthong or a doubled vowel counts as one).
    let end = index + 1;
    while (
      end < word.length &&
      isVowel(word[end]) &&
      (DIPHTHONGS.includes(word.slice(end - 1, end + 1).toLowerCase()) || word[end] === word[end - 1])
    )
      end += 1;
    let next = end;
    while (next < word.length && !isVowel(word[next])) next += 1;
    if (next >= word.length) break;
    const cluster = word.slice(end, next);
    const at = cluster.length === 0 ? end : end + splitIn(cluster);
    if (at >= 2 && word.length - at >= 2) breaks.push(at);
    index = next;
  }
  let out = '';
  let last = 0;
  for (const at of breaks) {
    out += word.slice(last, at) + SOFT_HYPHEN;
    last = at;
  }
  return out + word.slice(last);
}

/** The text with soft hyphens in its long words; short words, numbers and words with digits stay as they are. */
export function hyphenate(text: string): string {
  return text.replace(/\p{L}+/gu, hyphenateWord);
}

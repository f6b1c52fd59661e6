// Keyboard mash: letters typed to fill a box ("asdf", "sdfsdf", "qwer"), which are words in no language. Two
// marks give it away. A run along one keyboard row that no word contains ("asdf", "hjkl", "zxcv"). Or a long
// Latin-script word with no vowel and no "r" or "l", which in Czech or Slovak can carry a syllable ("prst",
// "vlk"); acronyms in capitals (HTML), words with digits and a few vowel-less words of the web are spared.
import type { Span } from '../../schemas';

const ROW_RUNS = /qwer|asdf|sdfg|dfgh|fghj|ghjk|hjkl|zxcv|xcvb|cvbn|vbnm|jkl[;ö]|poiu|lkjh|mnbv/u;
/** The letters that can carry a syllable, as a table over the Latin letters a word is read in (a–z, à–ÿ). */
const VOWEL_OR_SYLLABIC = new Uint8Array(0x100);
for (const ch of 'aeiouyàâäáãåèéêëìíîïòóôöõøùúûüýÿwrl') VOWEL_OR_SYLLABIC[ch.charCodeAt(0)] = 1;
/** Vowel-less words people do type: sounds, web and shell words, abbreviations. */
const KNOWN = new Set([
  'hmm',
  'hmmm',
  'shh',
  'shhh',
  'pfft',
  'psst',
  'tsk',
  'zzz',
  'zzzz',
  'http',
  'https',
  'html',
  'xhtml',
  'thx',
  'thnx',
  'pls',
  'plz',
  'msg',
  'msgs',
  'ppl',
  'smh',
  'tbh',
  'ngl',
  'btw',
  'jk',
  'ctx',
  'cmd',
  'pwd',
  'npm',
  'pnpm',
  'tsx',
  'jsx',
  'nth',
  'ssh',
  'sftp',
  'scss',
  'pdf',
  'pdfs',
  'svg',
  'mvp',
  'kpi',
  'kpis',
  'vcs',
  'gcc',
  'gmbh',
  'tsktsk',
]);
const MIN_NO_VOWEL = 4;

/**
 * Whether one word is keyboard mash: `lower` is the word in lower case, as the features hold it ("’" read as
 * "'", which no mash holds either), and `span` where the text writes it. A word is read only if it is all
 * Latin letters (a–z, à–ÿ), with no known vowel-less word among them.
 */
function isMash(text: string, span: Span, lower: string): boolean {
  // Every keyboard-row run is four letters long, and so is the shortest vowel-less mash: shorter words are
  // never mash (most words, skipped before anything else).
  if (span.end - span.start < MIN_NO_VOWEL) return false;
  // One pass over the letters, instead of a pattern for the script and another for the vowels: this runs for
  // every longer word of every post.
  let vowel = false;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    if (!((code >= 0x61 && code <= 0x7a) || (code >= 0xe0 && code <= 0xff))) return false;
    if (VOWEL_OR_SYLLABIC[code] === 1) vowel = true;
  }
  if (KNOWN.has(lower)) return false;
  if (ROW_RUNS.test(lower)) return true;
  // A word with a vowel (almost every word) is not mash: the word as written is read only for the few
  // without one.
  if (vowel) return false;
  const word = text.slice(span.start, span.end);
  return word !== word.toUpperCase();
}

/** The spans of the words that are keyboard mash; `words` are the same words in lower case (TextFeatures.words). */
export function mashSpans(text: string, wordSpans: readonly Span[], words: readonly string[]): Span[] {
  return wordSpans.filter((s, i) => isMash(text, s, words[i] as string));
}

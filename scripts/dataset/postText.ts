// Cleans a post's text as read from the twitter-ratio CSVs, so the engine sees what the author typed.
//
// The files went through broken conversions before they were published: UTF-8 punctuation and emoji were
// decoded with the wrong code page (and in places re-encoded), bytes that had no mapping became "_",
// and the result is read here as mac_roman. Two families of mojibake survive:
//   - "‰Û" + one char (one file): ’ is "‰Ûª", — is "‰ÛÓ", … is "‰Û_", and so on;
//   - "â€" + one char (the other file): UTF-8 read as Windows-1252: ’ is "â€™", … is "â€_".
// Those sequences are frequent (over 2,000 of them) and unambiguous, so they are mapped back to the
// punctuation they stood for: words keep their apostrophes and signed or truncated posts read as
// written. Everything else that is not ASCII (emoji, flags, accented letters, whose bytes were partly
// lost) cannot be recovered reliably and is dropped, together with the "_" placeholders next to it.
// Finally the HTML entities X's API put into the text are unescaped.

const PUNCTUATION: ReadonlyArray<readonly [string, string]> = [
  ['‰Ûª', '’'],
  ['‰Û÷', '‘'],
  ['‰ÛÜ', '‘'],
  ['‰ÛÏ', '“'],
  ['‰Ûù', '”'],
  ['‰ÛÓ', '—'],
  ['‰ÛÒ', '–'],
  ['‰Û_', '…'],
  ['â€™', '’'],
  ['â€˜', '‘'],
  ['â€œ', '“'],
  ['â€ù', '”'],
  ['â€”', '—'],
  ['â€“', '–'],
  ['â€¢', '•'],
  ['â€_', '…'],
  ['â€¦', '…'],
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const KEYS = PUNCTUATION.map(([from]) => escapeRegExp(from)).join('|');
const REPLACEMENT = new Map(PUNCTUATION);
// A known sequence, or else a run of other non-ASCII characters (never eating into a known sequence)
// with the "_" stand-ins for lost bytes on either side.
const MOJIBAKE = new RegExp(`(${KEYS})|_*(?:(?!${KEYS})[^\\x00-\\x7F])+_*`, 'gu');

// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is every ASCII character, control characters included.
const NON_ASCII = /[^\x00-\x7F]/u;

export function cleanPostText(raw: string): string {
  const text = raw.replace(/\r\n?/gu, '\n');
  return (
    NON_ASCII.test(text)
      ? text.replace(MOJIBAKE, (_match, known: string | undefined) => (known !== undefined ? (REPLACEMENT.get(known) ?? '') : ' '))
      : text
  )
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&amp;/gu, '&') // last, so "&amp;lt;" becomes "&lt;" and not "<"
    .replace(/[ \t]+/gu, ' ')
    .replace(/ *\n */gu, '\n')
    .trim();
}

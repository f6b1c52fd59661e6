// X's API escaped a post's text as HTML (`&amp;`, `&gt;`, sometimes numeric `&#8217;`); the engine must
// see what the author typed. One pass over the text, so an escaped entity ("&amp;lt;") becomes the
// literal "&lt;" the author wrote, and not "<".
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/gu;

/** A code point that a string may hold: not a lone surrogate, not past U+10FFFF. */
function isScalarValue(cp: number): boolean {
  return cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff);
}

export function unescapeHtmlEntities(text: string): string {
  return text.replace(ENTITY, (match, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED[name] ?? match;
    const cp = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    // An entity that names no character is left as written rather than guessed at.
    return cp > 0 && isScalarValue(cp) ? String.fromCodePoint(cp) : match;
  });
}

// How wide a line is, measured as the formatter measures it (Biome counts a line's columns the way a
// terminal draws it): a combining mark or a joiner takes no column, an East Asian wide or full-width
// character and most emoji take two, any other character one. A line of Hindi is as wide as its letters
// without their vowel signs; a line of Japanese, twice its characters.

/** The formatter's line width (biome.json's formatter.lineWidth). */
export const LINE_WIDTH = 140;

// biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is tested alone, never a sequence.
const ZERO_WIDTH = /[\p{Mn}\p{Me}\u200B-\u200F\u2060\uFE00-\uFE0F]/u;
/** An East Asian wide or full-width character, or an emoji drawn two columns wide. */
export const WIDE_CHAR = new RegExp(
  String.raw`[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3` +
    String.raw`\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]`,
  'u',
);

export function displayWidth(line: string): number {
  let width = 0;
  for (const char of line) width += ZERO_WIDTH.test(char) ? 0 : WIDE_CHAR.test(char) ? 2 : 1;
  return width;
}

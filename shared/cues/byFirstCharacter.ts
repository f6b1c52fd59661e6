// A lexicon's phrases regrouped by their first character, for speed alone. V8 tries the pattern at every
// position of the text, and at each one it walks the alternatives in turn; with fifty phrases that is fifty
// first-character checks per position. Grouped as `l(?:everage|…)|s(?:ynergy|…)`, a position that starts with
// no phrase's letter is left after one check per group, and one group is entered at most.
//
// The matches stay exactly the same. Within a group the phrases keep their order, so backtracking tries them
// as before; phrases in different groups can never match at the same position, because the groups' first
// characters are told apart by the regex engine itself under the pattern's own flags (with `iu`, "s" and
// "ſ" are one group). A leading non-capturing group or one-character class is spread into its choices first
// ("(?:a|b)c" is "ac|bc", tried in that order). Any phrase this cannot read with certainty (an escape, a
// quantified first character, a lookaround, a capturing group) leaves the whole lexicon as written.

const SPECIAL = new Set('\\^$.|?*+()[]{}/');

/** The top-level alternatives of a regular-expression source (outside groups and classes). */
function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/** Where the group or class opening at `open` closes (the index of its `)` or `]`), or -1. */
function closing(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) {
      if (ch === ']') {
        inClass = false;
        if (source[open] === '[') return i;
      }
    } else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}

const QUANTIFIER = /^[?*+{]/;

/**
 * The phrase as [first character, rest] choices in the order the engine tries them, or undefined when its
 * start is not plain enough to split with certainty.
 */
function split(phrase: string): Array<[string, string]> | undefined {
  const head = phrase.codePointAt(0);
  if (head === undefined) return undefined;
  const first = String.fromCodePoint(head);
  if (!SPECIAL.has(first)) {
    const rest = phrase.slice(first.length);
    return QUANTIFIER.test(rest) ? undefined : [[first, rest]];
  }
  if (first !== '(' && first !== '[') return undefined;
  const end = closing(phrase, 0);
  if (end < 0) return undefined;
  let after = phrase.slice(end + 1);
  // A greedy `?` tries the group first and then goes on without it; any other quantifier is left alone.
  const optional = after.startsWith('?') && !after.startsWith('??');
  if (optional) after = after.slice(1);
  if (QUANTIFIER.test(after)) return undefined;
  let choices: string[];
  if (first === '[') {
    const members = [...phrase.slice(1, end)];
    if (members.length === 0 || members.some((m) => SPECIAL.has(m) || m === '-')) return undefined;
    choices = members;
  } else {
    if (!phrase.startsWith('(?:')) return undefined;
    choices = alternatives(phrase.slice(3, end));
  }
  // Spread out, an optional group's choices come before the way around it; that is only the same when every
  // choice must take a character (the engine refuses an empty pass through `?` and tries the next choice).
  if (optional && choices.some((c) => split(c) === undefined)) return undefined;
  const out: Array<[string, string]> = [];
  for (const choice of [...choices.map((c) => c + after), ...(optional ? [after] : [])]) {
    const parts = split(choice);
    if (!parts) return undefined;
    out.push(...parts);
  }
  return out;
}

/** The phrases joined as one alternation, grouped by first character when that keeps every match the same. */
export function byFirstCharacter(phrases: readonly string[], flags: string): string {
  const asWritten = phrases.join('|');
  // A capturing group would be numbered differently once phrases are copied or moved.
  if (/\((?!\?[:=!]|\?<[=!])|\\\d/.test(asWritten)) return asWritten;
  const groups: Array<{ first: string; same: RegExp; rests: string[] }> = [];
  for (const phrase of phrases.flatMap(alternatives)) {
    const parts = split(phrase);
    if (!parts) return asWritten;
    for (const [first, rest] of parts) {
      let group = groups.find((g) => g.same.test(first));
      if (!group) {
        group = { first, same: new RegExp(`^${first}$`, flags.replace(/[gy]/g, '')), rests: [] };
        groups.push(group);
      }
      group.rests.push(rest);
    }
  }
  return groups.map((g) => `${g.first}(?:${g.rests.join('|')})`).join('|');
}

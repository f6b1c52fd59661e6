// A fast, exact screen in front of obscenity's matcher. The matcher runs one regular expression per term
// (119 for the English dataset) over the transformed text, and transforms the text twice: about 65-160 µs for a
// 280-character post, a quarter of score(). Almost every post has no offensive term, so we first ask one
// question: does any term's pattern match anywhere in the transformed text? That is one regular expression
// over the text transformed once: every term's spellings in one trie, grouped by whether the term needs a word
// boundary before it (screenSource). Only whether something matches counts, not which term or where, so the
// terms may be regrouped: "no" here means the matcher would find nothing; on "yes" the matcher runs as before
// and decides (whitelists, positions). test/shared/offensiveScreen.test.ts checks the screen against the
// matcher on every term, its leetspeak, look-alike and stretched spellings, and ordinary posts.
import {
  englishDataset,
  englishRecommendedBlacklistMatcherTransformers,
  type Node,
  type ParsedPattern,
  type TransformerContainer,
} from 'obscenity';

// Obscenity's node kinds (pattern/Nodes SyntaxKind) and transformer types (Simple 0, Stateful 1).
const OPTIONAL = 0;
const WILDCARD = 1;
const LITERAL = 2;

const SPECIAL = /[[\].*+?^${}()|\\]/gu;
const escapeRegex = (text: string) => text.replace(SPECIAL, '\\$&');

/** A node as the regular-expression source obscenity compiles it to (flags "gs", ASCII \b). */
function nodeSource(node: Node): string {
  if (node.kind === LITERAL) return escapeRegex(String.fromCodePoint(...node.chars));
  if (node.kind === WILDCARD) return '.';
  return `(?:${nodeSource(node.childNode)})?`;
}

/** Every literal spelling of a pattern without wildcards (optional parts in or out); undefined when it has a wildcard. */
function spellings(nodes: readonly Node[]): string[] | undefined {
  let out = [''];
  for (const node of nodes) {
    const literal = node.kind === OPTIONAL ? node.childNode : node;
    if (literal.kind !== LITERAL) return undefined;
    const text = String.fromCodePoint(...literal.chars);
    out = node.kind === OPTIONAL ? out.flatMap((s) => [s, s + text]) : out.map((s) => s + text);
  }
  return out;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  /** A term ends here: with a word boundary required after it, or not. */
  ends: { bare: boolean; bounded: boolean };
}

const trieNode = (): TrieNode => ({ next: new Map(), ends: { bare: false, bounded: false } });

/** One alternation for a set of spellings, sharing their prefixes, so each position is tried once per prefix. */
function trieSource(node: TrieNode): string {
  if (node.ends.bare) return ''; // this prefix already matches: longer spellings add nothing to "is there a match"
  const branches = [...node.next].map(([ch, child]) => escapeRegex(ch) + trieSource(child));
  if (node.ends.bounded) branches.push('\\b');
  if (branches.length === 1) return branches[0] as string;
  return `(?:${branches.join('|')})`;
}

/**
 * One pattern that matches somewhere exactly when some term's pattern does. Only existence matters, so the
 * terms can be regrouped: by whether they need a word boundary before them, then as a trie of their
 * spellings (V8 then tries each position once per shared prefix, not once per term).
 */
function screenSource(terms: readonly { pattern: ParsedPattern }[]): string {
  const roots = { bounded: trieNode(), bare: trieNode() };
  const loose: string[] = [];
  for (const { pattern } of terms) {
    const texts = spellings(pattern.nodes);
    if (!texts) {
      // A wildcard: kept as its own branch, compiled as obscenity compiles it.
      const [before, after] = [pattern.requireWordBoundaryAtStart, pattern.requireWordBoundaryAtEnd].map((bounded) =>
        bounded ? '\\b' : '',
      );
      loose.push(`${before}${pattern.nodes.map(nodeSource).join('')}${after}`);
      continue;
    }
    for (const text of texts) {
      let at = pattern.requireWordBoundaryAtStart ? roots.bounded : roots.bare;
      for (const ch of text) {
        const child = at.next.get(ch) ?? trieNode();
        at.next.set(ch, child);
        at = child;
      }
      if (pattern.requireWordBoundaryAtEnd) at.ends.bounded = true;
      else at.ends.bare = true;
    }
  }
  const branches = [...loose];
  if (roots.bounded.next.size > 0) branches.unshift(`\\b${trieSource(roots.bounded)}`);
  if (roots.bare.next.size > 0) branches.unshift(trieSource(roots.bare));
  return branches.join('|');
}

type CharTransform = (char: number) => number | undefined;
interface Stateful {
  transform: CharTransform;
  reset: () => void;
}

/** Marks a character the transformers drop, in the tables below. */
const DROPPED = -1;

/**
 * Obscenity's collapse-duplicates step (a run of one character cut to its threshold: 1 by default, 2 for the
 * letters English doubles), with the thresholds of ASCII in a table instead of a map lookup per character. It
 * does what obscenity's own does, step for step; it is used only where the container's transformer shows the
 * same fields (collapseOf), and offensiveScreen.test.ts checks the screen against the matcher either way.
 */
class CollapseDuplicates implements Stateful {
  readonly #ascii = new Float64Array(0x80);
  #remaining = -1;
  #last = -1;

  constructor(
    readonly defaultThreshold: number,
    readonly customThresholds: ReadonlyMap<number, number>,
  ) {
    for (let c = 0; c < 0x80; c++) this.#ascii[c] = customThresholds.get(c) ?? defaultThreshold;
  }

  transform(char: number): number | undefined {
    if (char === this.#last) return this.#remaining-- > 0 ? char : undefined;
    const threshold = char < 0x80 ? (this.#ascii[char] as number) : (this.customThresholds.get(char) ?? this.defaultThreshold);
    this.#remaining = threshold - 1;
    this.#last = char;
    return threshold > 0 ? char : undefined;
  }

  reset(): void {
    this.#remaining = -1;
    this.#last = -1;
  }
}

/** Our CollapseDuplicates for obscenity's collapse-duplicates transformer (its class and its two thresholds); undefined for any other. */
function collapseOf(transformer: Stateful): Stateful | undefined {
  const { defaultThreshold, customThresholds } = transformer as Partial<{ defaultThreshold: unknown; customThresholds: unknown }>;
  if (
    transformer.constructor.name !== 'CollapseDuplicatesTransformer' ||
    typeof defaultThreshold !== 'number' ||
    !(customThresholds instanceof Map)
  )
    return undefined;
  return new CollapseDuplicates(defaultThreshold, customThresholds as ReadonlyMap<number, number>);
}

/**
 * The text as the matcher sees it: code point by code point through the recommended blacklist transformers.
 * The stateless steps that come first (confusables, leetspeak, lower case) are read from a table for ASCII
 * and remembered for other code points; the stateful ones (collapsing repeats) run on their output, with fresh
 * state for each text. One loop, no closure per character: this runs over every character of every post.
 */
class Transformation {
  readonly #simple: CharTransform[];
  readonly #stateful: Stateful[];
  readonly #ascii: Int32Array;
  readonly #known = new Map<number, number>();

  constructor(containers: readonly TransformerContainer[]) {
    const firstStateful = containers.findIndex((c) => c.type === 1);
    const simple = firstStateful < 0 ? containers : containers.slice(0, firstStateful);
    this.#simple = simple.flatMap((c) => (c.type === 0 ? [c.transform] : []));
    this.#stateful = (firstStateful < 0 ? [] : containers.slice(firstStateful)).map((c) => {
      if (c.type !== 1) return { transform: c.transform, reset: () => {} };
      const own = c.factory();
      return collapseOf(own) ?? own;
    });
    this.#ascii = Int32Array.from({ length: 0x80 }, (_, c) => this.#throughSimple(c));
  }

  #throughSimple(char: number): number {
    let out: number | undefined = char;
    for (let i = 0; i < this.#simple.length && out !== undefined; i++) out = (this.#simple[i] as CharTransform)(out);
    return out ?? DROPPED;
  }

  #simpleOf(char: number): number {
    if (char < 0x80) return this.#ascii[char] as number;
    let out = this.#known.get(char);
    if (out === undefined) {
      out = this.#throughSimple(char);
      this.#known.set(char, out);
    }
    return out;
  }

  /** The transformed text, built from runs of the input the transformers leave as they are (most of it). */
  of(text: string): string {
    let out = '';
    let runStart = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.codePointAt(i) as number;
      const width = code > 0xffff ? 2 : 1;
      let t: number | undefined = this.#simpleOf(code);
      if (t === DROPPED) t = undefined;
      for (let s = 0; s < this.#stateful.length && t !== undefined; s++) t = (this.#stateful[s] as Stateful).transform(t);
      if (t !== code) {
        out += text.slice(runStart, i);
        if (t !== undefined) out += String.fromCodePoint(t);
        runStart = i + width;
      }
      i += width - 1;
    }
    for (const s of this.#stateful) s.reset();
    return out + text.slice(runStart);
  }
}

let screen: { pattern: RegExp; transformation: Transformation } | undefined;

function build(): NonNullable<typeof screen> {
  return {
    pattern: new RegExp(screenSource(englishDataset.build().blacklistedTerms), 's'),
    transformation: new Transformation(englishRecommendedBlacklistMatcherTransformers),
  };
}

/** False when no offensive term can match anywhere in `text`: the matcher would find nothing. */
export function mayBeOffensive(text: string): boolean {
  screen ??= build();
  return screen.pattern.test(screen.transformation.of(text));
}

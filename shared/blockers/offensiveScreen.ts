// A fast, exact screen in front of obscenity's matcher. The matcher runs one regular expression per term
// (119 for the English dataset) over the transformed text, and transforms the text twice: about 65-160 µs for a
// 280-character post, a quarter of score(). Almost every post has no offensive term, so we first ask one
// question: does any term's pattern match anywhere in the transformed text? That is one regular expression,
// the alternation of every term's pattern, over the text transformed once (5-10 µs). An alternation finds a
// match exactly when one of its branches does, so "no" here means the matcher would find nothing; on "yes"
// the matcher runs as before and decides (whitelists, positions). shared/blockers/offensiveScreen.test.ts
// checks the screen against the matcher on every term, its leetspeak and confusable spellings and a corpus.
import { englishDataset, englishRecommendedBlacklistMatcherTransformers, type Node, type ParsedPattern, type TransformerContainer } from 'obscenity';

// Obscenity's node kinds (pattern/Nodes SyntaxKind) and transformer types (Simple 0, Stateful 1).
const OPTIONAL = 0;
const WILDCARD = 1;
const LITERAL = 2;

const SPECIAL = /[[\].*+?^${}()|\\]/gu;
const escape = (text: string) => text.replace(SPECIAL, '\\$&');

/** A node as the regular-expression source obscenity compiles it to (flags "gs", ASCII \b). */
function nodeSource(node: Node): string {
  if (node.kind === LITERAL) return escape(String.fromCodePoint(...node.chars));
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
  const branches = [...node.next].map(([ch, child]) => escape(ch) + trieSource(child));
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
      loose.push(`${pattern.requireWordBoundaryAtStart ? '\\b' : ''}${pattern.nodes.map(nodeSource).join('')}${pattern.requireWordBoundaryAtEnd ? '\\b' : ''}`);
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

/**
 * The transformer chain as one function of a code point. The stateless steps that come first (confusables,
 * leetspeak, lower case) are remembered per code point; the stateful ones (collapsing repeats) run on their
 * output, with fresh state for each text.
 */
function chain(containers: readonly TransformerContainer[]): { apply: CharTransform; reset: () => void } {
  const firstStateful = containers.findIndex((c) => c.type === 1);
  const simple = (firstStateful < 0 ? containers : containers.slice(0, firstStateful)).flatMap((c) => (c.type === 0 ? [c.transform] : []));
  const stateful = (firstStateful < 0 ? [] : containers.slice(firstStateful)).map((c) => (c.type === 1 ? c.factory() : { transform: c.transform, reset: () => {} }));
  const throughSimple = (char: number): number | undefined => {
    let out: number | undefined = char;
    for (let i = 0; i < simple.length && out !== undefined; i++) out = (simple[i] as CharTransform)(out);
    return out;
  };
  // ASCII (nearly every character of a post) from a table; other code points remembered as they are met.
  const DROPPED = -1;
  const ascii = Int32Array.from({ length: 0x80 }, (_, c) => throughSimple(c) ?? DROPPED);
  const known = new Map<number, number | undefined>();
  const viaSimple = (char: number): number | undefined => {
    if (char < 0x80) {
      const out = ascii[char] as number;
      return out === DROPPED ? undefined : out;
    }
    if (known.has(char)) return known.get(char);
    const out = throughSimple(char);
    known.set(char, out);
    return out;
  };
  return {
    apply: (char) => {
      let out = viaSimple(char);
      for (let i = 0; i < stateful.length && out !== undefined; i++) out = (stateful[i] as (typeof stateful)[number]).transform(out);
      return out;
    },
    reset: () => {
      for (const s of stateful) s.reset();
    },
  };
}

let screen: { pattern: RegExp; transform: ReturnType<typeof chain> } | undefined;

function build(): NonNullable<typeof screen> {
  return { pattern: new RegExp(screenSource(englishDataset.build().blacklistedTerms), 's'), transform: chain(englishRecommendedBlacklistMatcherTransformers) };
}

/** The text as the matcher sees it: code point by code point through the recommended blacklist transformers. */
function transformed(text: string, transform: ReturnType<typeof chain>): string {
  const codes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i) as number;
    if (code > 0xffff) i++;
    const t = transform.apply(code);
    if (t !== undefined) codes.push(t);
  }
  transform.reset();
  let out = '';
  // In slices, so a long text never passes more arguments than a call can take.
  for (let i = 0; i < codes.length; i += 4096) out += String.fromCodePoint(...codes.slice(i, i + 4096));
  return out;
}

/** False when no offensive term can match anywhere in `text`: the matcher would find nothing. */
export function mayBeOffensive(text: string): boolean {
  screen ??= build();
  return screen.pattern.test(transformed(text, screen.transform));
}

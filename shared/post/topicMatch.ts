// Which everyday topics (shared/cues/topics.ts) a run of words signals, and by which words. The same reading
// serves a persona ("retired gardeners") and a post ("pruned the roses"), so the two meet on topic even when
// they share no word. The index is built the first time a persona is given: scoring without one never pays for it.
import type { Span } from '../schemas';
import { TOPICS, type Topic } from '../cues/topics';

/** A word (or hashtag without its "#") as the matcher reads it: lower case, with where it stands. */
export interface TopicToken {
  word: string;
  span: Span;
}

interface TopicIndex {
  /** Every form of a plain term, to the topics it signals. */
  exact: Map<string, string[]>;
  /** Prefix terms by their first three letters. */
  prefixes: Map<string, { stem: string; topic: string }[]>;
  /** Two-word terms ("real estate") by their first word. */
  pairs: Map<string, { second: string; prefix: boolean; topic: string }[]>;
  patterns: { pattern: RegExp; topic: string }[];
  byId: Map<string, Topic>;
}

/** A plain term's inflections: short words take only the plural, so "car" does not meet "cared". */
function forms(term: string): string[] {
  const out = [term, `${term}s`, `${term}es`];
  if (term.length <= 3) return out;
  out.push(`${term}ed`, `${term}ing`, `${term}er`, `${term}ers`);
  if (term.endsWith('e')) out.push(`${term}d`, `${term}r`, `${term}rs`, `${term.slice(0, -1)}ing`);
  if (/[^aeiou]y$/u.test(term)) out.push(`${term.slice(0, -1)}ies`);
  return out;
}

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

let index: TopicIndex | undefined;
function topicIndex(): TopicIndex {
  if (index) return index;
  const built: TopicIndex = { exact: new Map(), prefixes: new Map(), pairs: new Map(), patterns: [], byId: new Map() };
  for (const topic of TOPICS) {
    built.byId.set(topic.id, topic);
    if (topic.pattern) built.patterns.push({ pattern: topic.pattern, topic: topic.id });
    for (const raw of topic.terms.split(' ')) {
      const prefix = raw.endsWith('*');
      const term = prefix ? raw.slice(0, -1) : raw;
      if (term.includes('-')) {
        // Written with or without its hyphen: "real-estate" and "real estate".
        const [first, second] = term.split('-') as [string, string];
        add(built.pairs, first, { second, prefix, topic: topic.id });
        if (!prefix) for (const form of forms(term)) add(built.exact, form, topic.id);
      } else if (prefix) add(built.prefixes, term.slice(0, 3), { stem: term, topic: topic.id });
      else for (const form of forms(term)) add(built.exact, form, topic.id);
    }
  }
  return (index = built);
}

/** The topics one word signals on its own. */
function wordTopics(word: string, ix: TopicIndex): string[] {
  const found = new Set(ix.exact.get(word));
  for (const p of ix.prefixes.get(word.slice(0, 3)) ?? []) if (word.startsWith(p.stem)) found.add(p.topic);
  for (const p of ix.patterns) if (p.pattern.test(word)) found.add(p.topic);
  return [...found];
}

/** For each topic the tokens signal, the tokens that signal it (a two-word term as one span), in text order. */
export function topicsOf(tokens: readonly TopicToken[]): Map<string, Span[]> {
  const ix = topicIndex();
  const byTopic = new Map<string, Span[]>();
  tokens.forEach((t, i) => {
    for (const topic of wordTopics(t.word, ix)) add(byTopic, topic, t.span);
    const next = tokens[i + 1];
    if (!next) return;
    for (const p of ix.pairs.get(t.word) ?? []) {
      const meets = p.prefix ? next.word.startsWith(p.second) : forms(p.second).includes(next.word);
      if (meets) add(byTopic, p.topic, { start: t.span.start, end: next.span.end });
    }
  });
  return byTopic;
}

/**
 * How much a post's topic speaks to a persona's: 1 for the same topic or a narrower one within it (a climbing
 * post for athletes), ½ for the broader topic of a narrow persona (a sport post for climbers), else 0.
 */
export function topicAffinity(personaTopic: string, postTopic: string): number {
  if (personaTopic === postTopic) return 1;
  const ix = topicIndex();
  if (ix.byId.get(postTopic)?.within === personaTopic) return 1;
  if (ix.byId.get(personaTopic)?.within === postTopic) return 0.5;
  return 0;
}

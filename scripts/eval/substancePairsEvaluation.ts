// The substance benchmark: a concrete post should outrank a vague one of the same length, the vague one should
// not be sent out as it is, and the editor should say why in words that quote the vague post's own filler.
// Counted overall, by language and by kind of filler, beside two simple rules: "the longer post wins" (what
// the forecast's length term alone would say) and "the post with more digits wins" (a number as substance).
import type { SubstancePair } from '../dataset/substancePairs';
import { atLeast, atMost, type Target } from './target';

export interface SubstanceScore {
  prePublish: number;
  decision: 'publish' | 'revise' | 'reject';
  /** The editor's blocker messages, each with the words it quotes. */
  blockers: readonly { code: string; message: string }[];
}
export type ScoreSubstance = (text: string, platform: SubstancePair['platform']) => SubstanceScore;

export interface SubstanceRow {
  id: string;
  lang: string;
  kind: string;
  better: SubstanceScore;
  worse: SubstanceScore;
  /** The vague post's editor reason quotes words of the vague post. */
  named: boolean;
}

export interface SubstanceGroup {
  group: string;
  pairs: number;
  ordered: number;
  vagueNotPublished: number;
  named: number;
}

export interface SubstanceReport {
  pairs: number;
  ordered: number;
  vagueNotPublished: number;
  /** Not published and named: held with a reason that quotes its filler. */
  vagueHeldAndNamed: number;
  named: number;
  /** Concrete posts held back for saying nothing checkable: never right. */
  concreteHeldAsEmpty: number;
  /** Concrete posts not published for any reason (another problem the editor found). */
  concreteNotPublished: number;
  baselines: { longerWins: number; moreDigitsWins: number };
  byLanguage: SubstanceGroup[];
  byKind: SubstanceGroup[];
  rows: SubstanceRow[];
  targets: Target[];
}

/** The code of the editor's "says nothing checkable" blocker. */
export const NOTHING_CHECKABLE = 'nothing_checkable';

/** A message quotes the post when one of its quoted phrases ("…") is found in the post's text. */
export function quotesThePost(message: string, text: string): boolean {
  const lower = text.toLowerCase();
  for (const m of message.matchAll(/"([^"]+)"/gu)) if (m[1] && lower.includes(m[1].toLowerCase())) return true;
  return false;
}

const digits = (text: string) => (text.match(/\d/gu) ?? []).length;

function groups(rows: readonly SubstanceRow[], key: (r: SubstanceRow) => string): SubstanceGroup[] {
  const by = new Map<string, SubstanceRow[]>();
  for (const r of rows) by.set(key(r), [...(by.get(key(r)) ?? []), r]);
  return [...by].map(([group, rs]) => ({
    group,
    pairs: rs.length,
    ordered: rs.filter((r) => r.better.prePublish > r.worse.prePublish).length,
    vagueNotPublished: rs.filter((r) => r.worse.decision !== 'publish').length,
    named: rs.filter((r) => r.named).length,
  }));
}

export function evaluateSubstancePairs(pairs: readonly SubstancePair[], scorePost: ScoreSubstance): SubstanceReport {
  const rows: SubstanceRow[] = pairs.map((p) => {
    const better = scorePost(p.better, p.platform);
    const worse = scorePost(p.worse, p.platform);
    return { id: p.id, lang: p.lang, kind: p.kind, better, worse, named: worse.blockers.some((b) => quotesThePost(b.message, p.worse)) };
  });
  const count = (test: (r: SubstanceRow) => boolean) => rows.filter(test).length;
  const n = rows.length;
  const some = n > 0;
  const ordered = count((r) => r.better.prePublish > r.worse.prePublish);
  const vagueHeldAndNamed = count((r) => r.worse.decision !== 'publish' && r.named);
  const concreteHeldAsEmpty = count((r) => r.better.blockers.some((b) => b.code === NOTHING_CHECKABLE));
  return {
    pairs: n,
    ordered,
    vagueNotPublished: count((r) => r.worse.decision !== 'publish'),
    vagueHeldAndNamed,
    named: count((r) => r.named),
    concreteHeldAsEmpty,
    concreteNotPublished: count((r) => r.better.decision !== 'publish'),
    baselines: {
      longerWins: pairs.filter((p) => p.better.length > p.worse.length).length,
      moreDigitsWins: pairs.filter((p) => digits(p.better) > digits(p.worse)).length,
    },
    byLanguage: groups(rows, (r) => r.lang),
    byKind: groups(rows, (r) => r.kind),
    rows,
    targets: [
      atLeast(
        `concrete post scores higher in >= ${Math.ceil((n * 54) / 56)} of ${n} pairs`,
        some ? ordered : null,
        Math.ceil((n * 54) / 56),
        'count',
      ),
      atLeast(
        `vague post held, quoting its filler, in >= ${Math.ceil((n * 50) / 56)} of ${n}`,
        some ? vagueHeldAndNamed : null,
        Math.ceil((n * 50) / 56),
        'count',
      ),
      atMost('concrete posts held for saying nothing checkable = 0', some ? concreteHeldAsEmpty : null, 0, 'count'),
    ],
  };
}

// A fix never deletes the writer's own words. On posts written for this test (bait at the start, in the
// middle and at the end, emoji, bullets, line breaks, dashes, quotes, numbered threads, hashtag walls, links,
// handles, piled-up punctuation, lower-case posts, other languages and scripts), every offered fix:
//   - keeps every word that lies outside its edits (hashtags, handles and links count as words),
//   - removes only words its concept names: the bait request's clause for remove_bait, hashtags for
//     keep_best_hashtags, those two and the phrases the editor marks as filler or as a closing question that
//     asks nothing for cut_to_limit, an opening thread marker for split_thread, and none at all for the fixes
//     that only respell, recase or reorder (trim_repeats, sentence_case, link_last),
//   - makes the post score strictly higher, and its edits give its text.
import { describe, expect, it } from 'vitest';
import { applyEdits, score, suggestFixes, type Fix, type ScoreInput, type Span } from '../../../shared/index';
import { postContext } from '../../../shared/post/postContext';
import { fillerSpans } from '../../../shared/concepts/filler/fillerConcept';

const P = 'We cut our deploy time from 40 minutes to 6 by caching the dependency layer.';
const Q = 'The slow step was one nobody owned: the integration suite, run on every push.';

const POSTS: ScoreInput[] = [
  // The two posts of the report.
  {
    text:
      'Follow me for more 🔥🔥 AI is going to change how every small team ships software this year. We cut ' +
      'our deploy time from 40 minutes to 6. #AI #startup',
  },
  { text: 'RT if you agree!!! Follow me for more 🔥🔥 AI is changing how small teams ship #AI #startup #tech #growth' },
  // Bait at the start, in the middle, at the end.
  { text: `RT if you agree: ${P}` },
  { text: `${P} RT if you agree!` },
  { text: `${P} Like this post if it helped. ${Q}` },
  { text: `${P} Follow me for more 👇` },
  { text: `Follow me for more — ${P}` },
  { text: `${P} — follow me for more` },
  { text: `♻️ Repost to help others. ${P}`, platform: 'linkedin' },
  { text: `${P}\n\n♻️ Repost to help your network.`, platform: 'linkedin' },
  { text: `${P}\n\nAgree? Comment YES below.`, platform: 'linkedin' },
  { text: `If this helped, share it with your network. ${P}`, platform: 'linkedin' },
  { text: `${P} Tag 3 people who still deploy by hand 👇`, platform: 'threads' },
  { text: `Drop a 🔥 in the comments if you want the checklist. ${P}`, platform: 'linkedin' },
  { text: `${P} Comment "CACHE" and I will send you the config.`, platform: 'linkedin' },
  { text: `${P} Hit the like button if this saved you time.`, platform: 'threads' },
  { text: `React with ❤️ if you have been there. ${P}`, platform: 'linkedin' },
  // Emoji, bullets, line breaks and dashes around the request.
  { text: `Follow me for more 🚀 ${P}` },
  { text: `Follow me for more 🔥🔥🔥\n${P}\n${Q}` },
  { text: `${P}\n• Cache the dependency layer\n• Run the slow suite on merge\n• Follow me for more`, platform: 'linkedin' },
  {
    text: `What we changed:\n- cached the dependency layer\n- moved the slow suite to the merge queue\n- RT if you agree\n${P}`,
    platform: 'linkedin',
  },
  {
    text:
      `Three things:\n1. Cache the dependency layer.\n2. Move the slow suite to the merge queue.\n3. Like ` +
      `this post and follow for follow.`,
    platform: 'linkedin',
  },
  { text: `${P} · Like if you agree · ${Q}`, platform: 'threads' },
  { text: `${P} → Follow me for more → ${Q}`, platform: 'threads' },
  { text: `Like and share 🙏 ${P}`, platform: 'threads' },
  { text: `"${P}" — RT if you agree`, platform: 'bluesky' },
  { text: `RT if you agree, ${P.charAt(0).toLowerCase()}${P.slice(1)}`, platform: 'bluesky' },
  // Threads, numbered and otherwise.
  { text: `1/3 ${P}\n\n2/3 ${Q} Like if you agree!\n\n3/3 Next we retire the last cron box.` },
  { text: `1/ ${P}\n2/ ${Q}\n3/ RT if this helped 🙏` },
  {
    text:
      `🧵 ${P} ${Q} So we wrote one retry policy, with jitter, and deleted eleven others. Pages at night ` +
      `fell from nine a week to one. The queue was the easy part; naming messages took longer.`,
  },
  // Over the limit.
  {
    text:
      `${P} ${Q} So we wrote one retry policy, with jitter, and deleted eleven others. Pages at night fell ` +
      `from nine a week to one. The queue was the easy part; naming messages took longer than the move.`,
  },
  {
    text:
      `${P}   ${Q}   So we wrote one retry policy!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!   Pages at night fell from ` +
      `nine a week to one!!!!!!!!!!!!!!!!!!!!!!!!!!!   #devops #ci`,
  },
  {
    text: `${P} ${Q} Pages at night fell from nine a week to one. Follow me for more 🔥 #devops #ci #cd #sre #cloud #infra #ops`,
    platform: 'x',
  },
  { text: `${P} ${Q} ${P} ${Q} ${P} ${Q}`, platform: 'bluesky' },
  {
    text:
      `Here's the thing: ${P.charAt(0).toLowerCase()}${P.slice(1)} ${Q} Pages at night fell from nine a ` +
      `week to one. So we wrote one retry policy, with jitter. Let's dive in. Thoughts?`,
  },
  {
    text:
      `So I was thinking about deploys. ${P} ${Q} Pages at night fell from nine a week to one, and we ` +
      `slept. Retries are next. What do you think?`,
  },
  // Hashtag walls.
  { text: `${P} #devops #ci #cd #sre #cloud #infra` },
  { text: `${P} #devops #ci #cd #sre #cloud #infra #platform #k8s #docker #ops`, platform: 'linkedin' },
  {
    text: `We moved our #devops pipeline to the merge queue and cut deploys from 40 minutes to 6. #ci #cd #sre #cloud`,
    platform: 'threads',
  },
  { text: `${P}\n\n#devops #devops #ci #followback #cloud`, platform: 'bluesky' },
  {
    text: `Caching the dependency layer cut our deploys from 40 minutes to 6 #devops #caching #ci #speed #build`,
    persona: 'platform engineers',
  },
  // Links and handles.
  { text: `https://example.com/deploys ${P}` },
  { text: `https://example.com/deploys\n${P}\n${Q}`, platform: 'linkedin' },
  { text: `https://example.com/deploys → ${P} #devops` },
  { text: `@dana ${P} RT if you agree!` },
  { text: `${P} Thanks @dana and @lee for the review. Like this post if it helped!` },
  { text: `${P} Details: https://example.com/deploys RT if you agree` },
  // Shouting and piled-up punctuation.
  { text: `WE CUT OUR DEPLOY TIME FROM 40 MINUTES TO 6!!!! THE CI PIPELINE IS FINALLY FAST` },
  { text: `${P} SO PROUD OF THIS TEAM!!!!! GO READ THE API DOCS` },
  { text: `Soooo happy!!! ${P} Best week ever?!?!` },
  { text: `Finallyyyy!!!! ${P}`, platform: 'mastodon' },
  { text: `${P}..... ${Q}?????`, platform: 'mastodon' },
  { text: `WE SHIPPED!!!! Follow me for more 🔥🔥 THE NEW API IS LIVE`, platform: 'threads' },
  // Lower-case posts.
  { text: `rt if you agree: ${P.toLowerCase()}` },
  { text: `${P.toLowerCase()} follow me for more 🔥 ${Q.toLowerCase()}` },
  { text: `${P.toLowerCase()} like if you agree!!!! #devops #ci #cd #sre` },
  // Other languages and scripts.
  { text: 'Dale like si te sirvió 🔥 Bajamos el despliegue de 40 minutos a 6 con una caché de dependencias.' },
  { text: 'Bajamos el despliegue de 40 minutos a 6 con una caché de dependencias. Comparte si te sirvió!!!', platform: 'threads' },
  {
    text: 'Folge mir für mehr 🔥 Wir haben die Deploy-Zeit von 40 auf 6 Minuten gesenkt, mit einem Cache für Abhängigkeiten.',
    platform: 'linkedin',
  },
  {
    text: 'Wir haben die Deploy-Zeit von 40 auf 6 Minuten gesenkt. Teile das wenn du zustimmst! #devops #ci #cd #sre',
    platform: 'linkedin',
  },
  { text: 'Abonnez-vous 🔥 Nous avons réduit le déploiement de 40 à 6 minutes grâce à un cache des dépendances.', platform: 'mastodon' },
  { text: "Nous avons réduit le déploiement de 40 à 6 minutes. Partagez si vous êtes d'accord !!!", platform: 'threads' },
  { text: 'デプロイ時間を40分から6分に短縮しました。依存関係のキャッシュが効きました!!!! RT if you agree' },
  { text: 'Мы сократили время деплоя с 40 до 6 минут!!!! Follow me for more 🔥' },
  { text: 'خفضنا وقت النشر من 40 دقيقة إلى 6 دقائق. Like if you agree!!!', platform: 'threads' },
  // Posts with nothing a fix should touch.
  { text: `${P} ${Q}` },
  { text: `${P} What is the slowest step in yours?`, platform: 'linkedin' },
];

const WORD = /\S+/gu;
/** A token with a letter or digit, as the writer's word: case, stretched letters and a hashtag's sign aside. */
const norm = (token: string) =>
  token
    .replace(/^[^\p{L}\p{N}#@]+|[^\p{L}\p{N}]+$/gu, '')
    .replace(/^#/u, '')
    .toLowerCase()
    .replace(/(.)\1+/gu, '$1');

interface Word extends Span {
  token: string;
  key: string;
}

/** Each word where its letters and digits stand (a closing "!!!" or an opening quote is not the word). */
function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)]
    .filter((m) => /[\p{L}\p{N}]/u.test(m[0]))
    .map((m) => {
      const lead = m[0].match(/^[^\p{L}\p{N}#＃@]*/u)![0].length;
      const trail = m[0].match(/[^\p{L}\p{N}]*$/u)![0].length;
      return { start: m.index + lead, end: m.index + m[0].length - trail, token: m[0], key: norm(m[0]) };
    });
}

const touches = (w: Span, edits: readonly Span[]) => edits.some((e) => w.start < Math.max(e.end, e.start + 1) && e.start < w.end);

/** The words of the original a fix took away: first every word outside its edits is matched, then those inside. */
function removedWords(original: string, fix: Fix): { lostOutside: Word[]; removed: Word[] } {
  const left = new Map<string, number>();
  for (const w of wordsOf(fix.text)) left.set(w.key, (left.get(w.key) ?? 0) + 1);
  const take = (w: Word) => {
    const n = left.get(w.key) ?? 0;
    if (n === 0) return false;
    left.set(w.key, n - 1);
    return true;
  };
  const words = wordsOf(original);
  const lostOutside = words.filter((w) => !touches(w, fix.edits) && !take(w));
  const removed = words.filter((w) => touches(w, fix.edits) && !take(w));
  return { lostOutside, removed };
}

/** Where a writer ends a clause without a comma: sentence ends, line breaks, emoji, bullets, dashes. */
const BOUNDARY = /[.!?…]+(?=\s|$)|\n|[\p{Extended_Pictographic}]+|[•·▪▸►→]|\s[—–-]\s/gu;

/** The clause around a span: from the boundary before it to the boundary after it. */
function clauseAround(text: string, span: Span): Span {
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(BOUNDARY)) {
    const at = m.index;
    if (at + m[0].length <= span.start) start = at + m[0].length;
    else if (at >= span.end) {
      end = at;
      break;
    }
  }
  return { start, end };
}

/** Inside a phrase the editor marks as filler, or the closing question that asks nothing. */
function removable(input: ScoreInput, word: Word): boolean {
  const ctx = postContext(input.text, input.platform ?? 'x');
  const marked = [...fillerSpans(ctx), ...(ctx.f.question === 'generic' && ctx.f.questionSpan ? [ctx.f.questionSpan] : [])];
  return marked.some((s) => word.start >= s.start && word.end <= s.end);
}

function named(input: ScoreInput, fix: Fix, word: Word): boolean {
  const blockers = score(input).blockers;
  const inBait = () =>
    blockers
      .filter((b) => b.code === 'engagement_bait' && b.span)
      .some((b) => {
        const clause = clauseAround(input.text, b.span!);
        return word.start >= clause.start && word.end <= clause.end;
      });
  const isTag = /^[#＃]/u.test(word.token);
  switch (fix.kind) {
    case 'remove_bait':
      return inBait();
    case 'keep_best_hashtags':
      return isTag;
    case 'cut_to_limit':
      return isTag || inBait() || removable(input, word);
    case 'split_thread':
      return /^\(?\d{1,2}\/\d{0,2}\)?$/u.test(word.token) && word.start < 5;
    default:
      return false;
  }
}

describe("a fix never deletes the writer's own words", () => {
  it(`holds for every fix offered on ${POSTS.length} posts`, () => {
    expect(POSTS.length).toBeGreaterThanOrEqual(60);
    const offered = new Map<string, number>();
    for (const input of POSTS) {
      const before = score(input).pre_publish_score;
      for (const fix of suggestFixes(input)) {
        const where = `${fix.kind} on ${JSON.stringify(input.text)} (${input.platform ?? 'x'})`;
        offered.set(fix.kind, (offered.get(fix.kind) ?? 0) + 1);
        expect(applyEdits(input.text, fix.edits), where).toBe(fix.text);
        expect(fix.pre_publish_score, where).toBeGreaterThan(before);
        const { lostOutside, removed } = removedWords(input.text, fix);
        expect(
          lostOutside.map((w) => w.token),
          `${where}: words outside its edits`,
        ).toEqual([]);
        expect(
          removed.filter((w) => !named(input, fix, w)).map((w) => w.token),
          `${where}: words its concept does not name`,
        ).toEqual([]);
      }
    }
    // The corpus exercises the fixes it is about.
    for (const kind of [
      'remove_bait',
      'keep_best_hashtags',
      'sentence_case',
      'trim_repeats',
      'link_last',
      'cut_to_limit',
      'split_thread',
    ]) {
      expect(offered.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
  });

  it("removes only the request in the report's two posts, keeping the point and its hashtags", () => {
    const [first, second] = POSTS as [ScoreInput, ScoreInput];
    const bait1 = suggestFixes(first).find((f) => f.kind === 'remove_bait')!;
    expect(bait1.text).toBe(
      'AI is going to change how every small team ships software this year. We cut our deploy time from 40 minutes to 6. #AI #startup',
    );
    expect(bait1.label).toBe('Remove the bait: "Follow me for more"');
    const bait2 = suggestFixes(second).find((f) => f.kind === 'remove_bait')!;
    expect(bait2.text).toBe('AI is changing how small teams ship #AI #startup #tech #growth');
    expect(bait2.label).toBe('Remove the bait: "RT if you agree", "Follow me for more"');
  });

  it('never offers a fix whose text is only hashtags, handles or links', () => {
    for (const input of POSTS) {
      for (const fix of suggestFixes(input))
        expect(/[\p{L}\p{N}]/u.test(fix.text.replace(/(?:[#＃@][\p{L}\p{N}_]+|https?:\/\/\S+)/gu, ''))).toBe(true);
    }
  });
});

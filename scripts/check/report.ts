// The readable report: one block per draft, then a summary line. Each block is built as one string and
// written at once, so a batch streams out draft by draft.
import {
  accountStatusWords,
  allPartsFit,
  costWords,
  countWords,
  forecastWords,
  headlineTone,
  lengthCountWords,
  overLimitWords,
  platformName,
  shownScore,
  skippedWords,
  standingOf,
  threadFitWords,
  TONE_LABELS,
  type AccountModel,
  type Decision,
  type ExpectedEngagement,
  type Fix,
  type Issue,
  type ScoreResult,
} from '@preflight/engine';
import type { CheckedDraft } from './checkDraft';
import type { Paint } from './colour';
import type { FailOn } from './options';
import type { Tally } from './passOrFail';
import { STDIN } from './readSources';

const VOICE_PREFIX = { editor: '', data: 'data: ', policy: 'policy: ' } as const;

/** How many reasons to show; result.reasons is already ordered strongest first. */
const TOP_REASONS = 3;
const PREVIEW_CHARS = 72;
const SPAN_CHARS = 40;

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Where the draft is, as editors and compilers say it: "drafts/launch.md:7", the line it starts on. */
export function sourceLabel(draft: { source: string; line: number }): string {
  return `${draft.source === STDIN ? '<stdin>' : draft.source}:${draft.line}`;
}

function preview(text: string): string {
  return `"${clip(text.replace(/\s+/g, ' ').trim(), PREVIEW_CHARS)}"`;
}

/** What a reason costs, in the panel's card words: " (about 3 points off the score)", or nothing below half a point. */
function costNote(impact: number): string {
  const cost = costWords(impact);
  return cost ? ` (${cost})` : '';
}

/** How much an issue matters, in words: a blocking problem holds the post back, a warning is worth fixing. */
const SEVERITY_WORDS = { block: 'holds it back:', warn: 'worth fixing:' } as const;

/**
 * An issue as the engine grouped it, in the panel's words: a problem by its name with every place it is said
 * and how to fix it, or a reason of the editor with what it costs.
 */
function issueLines(issue: Issue, text: string, p: Paint): string[] {
  if (issue.severity === 'reason') return [`    ${p.bad('-')} ${issue.message}${costNote(issue.impact)}`];
  const severity = issue.severity === 'block' ? p.bad(SEVERITY_WORDS.block) : p.tone('caution', SEVERITY_WORDS.warn);
  const spans = issue.spans.map((span) => preview(clip(text.slice(span.start, span.end), SPAN_CHARS)));
  const where = spans.length > 0 ? ` at ${spans.join(', ')}` : '';
  return [`    ${severity} ${issue.name}${where}`, `      ${issue.message}`, `      fix: ${issue.fix}`];
}

/** The length in the panel's words (its meter's title and accessible name): "146 of 280 weighted characters (…) on X". */
function lengthLine(length: ScoreResult['length'], p: Paint): string {
  const over = overLimitWords(length);
  const counted = `${lengthCountWords(length)} on ${platformName(length.platform)}`;
  return `  length  ${over ? p.bad(`${counted}: ${over}`) : counted}`;
}

function reachLine(result: ScoreResult, withViews: boolean): string {
  const { reach } = result.explanation;
  const half = `Half the views by ${reach.half_by}.`;
  // The engine's words, as the panel and the API give them. With the account's own forecast of views, the
  // expect line says the views and their band: here only how they compare with the usual post.
  const against = withViews ? reach.sentence : `${reach.short}.`;
  return `  reach   ${against} ${reach.usual.sentence} ${half}`;
}

/** The account's own forecast: views (once calibrated on impressions) and likes, each with its 80 % band. */
function expectLine(e: ExpectedEngagement): string {
  return `  expect  ${forecastWords(e)}`;
}

/**
 * A decision and score that carry no headline of their own (a fix's, a thread part's), in the label and tone
 * the engine's rule gives them: "Fine to post", never a green "publish" below a typical post.
 */
function toneWords(decision: Decision, score: number, p: Paint): string {
  const tone = headlineTone(decision, shownScore(score));
  return p.tone(tone, TONE_LABELS[tone]);
}

/** The thread as the panel's thread verdict says it (how many posts, whether every part fits), then each part's score. */
function threadLine(thread: NonNullable<ScoreResult['thread']>, limit: number, p: Paint): string {
  const parts = thread.parts
    .map((part) => `${shownScore(part.pre_publish_score)} ${toneWords(part.decision, part.pre_publish_score, p)}`)
    .join(', ');
  const head = thread.head_stands_alone ? 'stands alone' : p.bad('does not stand alone');
  const fit = threadFitWords(thread, limit);
  const found = `found by ${thread.detected_by.replace('_', ' ')}`;
  return (
    `  thread  ${countWords(thread.parts.length, 'post', 'posts')} (${found}); ` +
    `${allPartsFit(thread, limit) ? fit : p.bad(fit)}; head ${head}; parts: ${parts}`
  );
}

/** A fix as a button would offer it, with the score shown first: "Remove “RT if you agree”: 1 → 42 (Fine to post)". */
export function fixWords(fix: Fix, before: number, p: Paint): string {
  return (
    `${fix.label}: ${shownScore(before)} → ${shownScore(fix.pre_publish_score)} ` + `(${toneWords(fix.decision, fix.pre_publish_score, p)})`
  );
}

function scoredBlock(draft: CheckedDraft & { result: ScoreResult }, p: Paint): string[] {
  const r = draft.result;
  const { explanation } = r;
  const { headline } = explanation;
  // What a writer reads first, in the panel's words: the label in its tone and the number, then the verdict
  // and what the number means.
  const lines = [
    `${p.bold(sourceLabel(draft))}  ${p.tone(headline.tone, headline.label)}  ${headline.score} %`,
    `  ${p.dim(preview(draft.text))}`,
  ];
  lines.push(`  verdict ${p.tone(headline.tone, explanation.verdict)}${explanation.top_issue ? `; ${explanation.top_issue}` : ''}`);
  lines.push(`  score   ${headline.meaning}`);
  if (explanation.language_note) lines.push(`  ${p.dim(explanation.language_note)}`);
  // What costs points in the editor's eyes is said once, under issues, as the engine grouped it; "why" holds
  // what the post does well and what the data and the platforms' policies say.
  const reasons = r.reasons.filter((reason) => reason.voice !== 'editor' || reason.effect === 'up').slice(0, TOP_REASONS);
  if (reasons.length > 0) {
    lines.push('  why');
    // The editor speaks plainly; the data and the platforms' policies are labelled, so a writer can tell them apart.
    for (const reason of reasons)
      lines.push(`    ${reason.effect === 'up' ? p.good('+') : p.bad('-')} ${VOICE_PREFIX[reason.voice]}${reason.text}`);
  }
  if (explanation.issues.length > 0) {
    lines.push('  issues');
    for (const issue of explanation.issues) lines.push(...issueLines(issue, draft.text, p));
  }
  for (const fix of r.fixes ?? []) lines.push(`  fix     ${fixWords(fix, r.pre_publish_score, p)}`);
  lines.push(lengthLine(r.length, p));
  if (r.thread) lines.push(threadLine(r.thread, r.length.limit, p));
  const expected = r.expected_engagement;
  lines.push(reachLine(r, !expected?.impressions));
  if (expected) lines.push(expectLine(expected));
  return lines;
}

/** One draft's block, ending with a blank line. */
export function formatDraftReport(draft: CheckedDraft, p: Paint): string {
  const lines = draft.result
    ? scoredBlock(draft as CheckedDraft & { result: ScoreResult }, p)
    : [`${p.bold(sourceLabel(draft))}  ${p.tone('stop', 'INVALID')}  ${draft.error.message}`, `  ${p.dim(preview(draft.text))}`];
  return `${lines.join('\n')}\n\n`;
}

/** The line before the drafts when --history is given: what the forecasts below rest on, in the options page's words. */
export function formatAccountHeader(account: AccountModel, p: Paint): string {
  const newest = account.calibrated_at ? ` Newest post ${account.calibrated_at.slice(0, 10)}.` : '';
  return `${p.bold('history')}  ${accountStatusWords(standingOf(account))}${newest}\n\n`;
}

/** How many skipped history rows are quoted; the rest are counted. */
const SKIPS_SHOWN = 3;

/** For stderr: the history rows left out, counted, with the first few reasons. Empty when none were. */
export function formatSkipped(imported: { received: number; skipped: readonly { file: string; row: number; reason: string }[] }): string {
  const { skipped } = imported;
  const words = skippedWords({ count: skipped.length, first: skipped.slice(0, SKIPS_SHOWN), of: imported.received });
  if (!words) return '';
  return `${[`check: ${words.summary}:`, ...words.lines.map((line) => `  ${line}`)].join('\n')}\n`;
}

/**
 * For stderr: what the import kept out of the account's usual or read differently from what the files say
 * (replies, zero impressions X had not counted, rounded ids). How each file was read is said only when it is
 * not X's own UTF-8: the writer who re-saved a file should hear how it was taken.
 */
export function formatImportNotes(imported: {
  summary: { files: readonly { encoding?: string }[]; read_as: readonly string[]; notes: readonly string[] };
}): string {
  const { files, read_as: readAs, notes } = imported.summary;
  const unusual = files.some((f) => f.encoding !== undefined && f.encoding !== 'utf-8' && f.encoding !== 'utf-8-bom');
  const said = unusual ? notes : notes.filter((note) => !readAs.includes(note));
  return said.map((note) => `check: ${note}\n`).join('');
}

export function formatSummary(tally: Tally, failOn: FailOn, p: Paint): string {
  // The editor's decisions, which --fail-on reads; a publish count is not painted green, since a publishable
  // draft can still be below a typical post.
  const counts = [`${tally.publish} publish`, p.tone('caution', `${tally.revise} revise`), p.tone('stop', `${tally.reject} reject`)];
  if (tally.invalid > 0) counts.push(p.tone('stop', `${tally.invalid} invalid`));
  const verdict = tally.failing > 0 ? p.bad(`${tally.failing} failing`) : p.good('all pass');
  return `${p.bold(countWords(tally.drafts, 'draft', 'drafts'))}: ${counts.join(', ')}; ${verdict} (--fail-on ${failOn})\n`;
}

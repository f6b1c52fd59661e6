// The languages table `npm run eval` prints: per post, the English score and each translation's gap, then the
// largest gap, the share within the target and the decisions held back further than the English.
import { WITHIN_POINTS, type LanguagesReport, type TranslationResult } from './languagesEvaluation';
import { percent } from './target';
import { formatTarget } from './targetLines';
import { signed } from './signed';

/** A gap to one decimal, with its sign, and a mark when the translation is held back further than the English. */
function cell(t: TranslationResult | undefined): string {
  if (!t) return '-'.padStart(8);
  return `${signed(t.gap, 1)}${t.heldBack ? '!' : ' '}`.padStart(8);
}

export function formatLanguagesTable(report: LanguagesReport, source: string): string {
  const languages = [...new Set(report.rows.flatMap((r) => r.translations.map((t) => t.language)))];
  const others = [...new Set(report.rows.flatMap((r) => r.otherScripts.map((t) => t.language)))];
  const idWidth = Math.max(4, ...report.rows.map((r) => r.id.length)) + 1;
  const lines = [
    `The same post across languages (${source}): ${report.posts} concrete posts written in English, each translated`,
    `by hand into ${languages.join(', ')}. pre_publish_score and decision of the English; each translation's gap to it`,
    `in points ("!" marks a decision worse than the English's).`,
    ...(others.length > 0
      ? [
          `Versions in ${others.join(' and ')}, scripts the editor does not read, are judged on what any ` +
            `script shows; no target counts them.`,
        ]
      : []),
    '',
    `${'id'.padEnd(idWidth)}${'English'.padStart(8)} ` +
      `${'decision'.padEnd(9)}${[...languages, ...others].map((l) => l.padStart(8)).join('')}`,
  ];
  lines.push('-'.repeat(idWidth + 8 + 1 + 9 + 8 * (languages.length + others.length)));
  for (const r of report.rows) {
    const byLanguage = new Map([...r.translations, ...r.otherScripts].map((t) => [t.language, t]));
    lines.push(
      `${r.id.padEnd(idWidth)}${r.english.prePublish.toFixed(2).padStart(8)} ` +
        `${r.english.decision.padEnd(9)}${[...languages, ...others].map((l) => cell(byLanguage.get(l))).join('')}`,
    );
  }
  lines.push('');
  const largest = report.largestGap;
  lines.push(`Largest gap: ${largest ? `${signed(largest.gap, 1)} points (${largest.id}, ${largest.language})` : 'n/a'}.`);
  const share = report.translations > 0 ? ` (${percent(report.within / report.translations)})` : '';
  lines.push(
    `Within ${WITHIN_POINTS} points of the English: ${report.within} of ${report.translations} ` +
      `translations${share}; held back further than the English: ${report.heldBack}.`,
  );
  lines.push('Targets:');
  for (const t of report.targets) lines.push(formatTarget(t));
  return lines.join('\n');
}

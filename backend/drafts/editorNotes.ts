// What the editor (the engine) tells the model about one draft: each blocker with the words it rests on and
// its fix, each reason against the writing that no blocker already says, and the numbers the idea never
// stated. The notes are the engine's own texts, so the model is told what the ranking will hold against it.
import type { ScoreResult } from '@preflight/engine';

const quoted = (words: readonly string[]) => words.map((w) => `"${w}"`).join(', ');

function blockerNotes(sim: ScoreResult, text: string): string[] {
  return sim.blockers.map((b) => {
    const words = b.span ? text.slice(b.span.start, b.span.end).trim() : '';
    return `${words ? `On ${quoted([words])}: ` : ''}${b.message} Fix: ${b.fix}`;
  });
}

/**
 * The editor's and the platforms' reasons against the post, each concept once and none a blocker already
 * covers. The forecast's reasons (voice "data") are left out: the decision is the editor's, and a draft is
 * not rewritten to chase what the data say such posts get.
 */
function reasonNotes(sim: ScoreResult): string[] {
  const said = new Set(sim.blockers.flatMap((b) => (b.concept ? [b.concept, b.code] : [b.code])));
  const notes: string[] = [];
  for (const reason of sim.reasons) {
    if (reason.effect !== 'down' || reason.voice === 'data') continue;
    const concept = reason.concept.replace(/^policy:/u, '');
    if (said.has(concept)) continue;
    said.add(concept);
    notes.push(reason.words.length > 0 ? `${reason.text} (the words: ${quoted(reason.words)})` : reason.text);
  }
  return notes;
}

function inventedNote(invented: readonly string[]): string {
  const one = invented.length === 1;
  return (
    `The idea does not state ${one ? 'the number' : 'the numbers'} ${quoted(invented)}: ${one ? 'it is' : 'they are'} invented. ` +
    `Remove ${one ? 'it' : 'them'}, or make the point in words without a figure; use only numbers the idea states.`
  );
}

/**
 * The notes a draft goes back with; none when it stays. The editor's notes go when its decision is not
 * publish (a post it would publish is not rewritten for its minor reasons), the invented numbers always.
 */
export function editorNotes(sim: ScoreResult, text: string, invented: readonly string[]): string[] {
  const notes = sim.decision === 'publish' ? [] : [...blockerNotes(sim, text), ...reasonNotes(sim)];
  if (invented.length > 0) notes.push(inventedNote(invented));
  return notes;
}

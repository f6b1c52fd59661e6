// The message that sends drafts back to the model: every draft the editor flagged, with its notes, in one
// call. The notes are the engine's own words (editorNotes.ts); the drafts are fenced as data like the idea.
import type { DrafterRequest, RevisionItem } from './drafter';
import { formatGuide, ideaBlock, systemMessage, type ChatMessage } from './prompts';

function draftBlock(item: RevisionItem, i: number): string {
  return [
    `Draft ${i + 1}. ${formatGuide(item.post_format)}`,
    '<<<',
    item.text,
    '>>>',
    "Editor's notes:",
    ...item.notes.map((note) => `- ${note}`),
  ].join('\n');
}

export function revisionMessages(req: DrafterRequest, items: readonly RevisionItem[]): ChatMessage[] {
  const k = items.length;
  const task =
    (k === 1 ? 'An editor sent this draft back. Rewrite it' : `An editor sent these ${k} drafts back. Rewrite each one`) +
    ' so that every note is resolved: keep its format and language, keep what the notes do not mention, ' +
    'and add no fact the idea does not state. ' +
    (k === 1 ? 'Return exactly 1 variant.' : `Return exactly ${k} variants, the rewrite of draft 1 first.`);
  const user = `${ideaBlock(req)}\n\n${task}\n\n${items.map(draftBlock).join('\n\n')}`;
  return [systemMessage(req, k), { role: 'user', content: user }];
}

import { describe, expect, it } from 'vitest';
import { score } from '../../../shared/index';
import { draftSlots } from '../../../extension/panel/drafts/draftSlots';

const slotsOf = (text: string) => draftSlots(text, score({ text, platform: 'x', one_post: true }));
const marked = (text: string) =>
  slotsOf(text)
    .parts.filter((p) => p.kind === 'slot')
    .map((p) => p.text);

describe('draftSlots: the slots a draft leaves, as the engine flags them', () => {
  it('marks each slot the placeholder blocker covers, not the words between them, and keeps the text whole', () => {
    const text = 'Bajamos la compilación de 9 minutos a 2.\n\nMedimos [qué mediste] durante una semana y luego [qué cambiaste].';
    const result = score({ text, platform: 'x', one_post: true });
    const reason = result.reasons.find((r) => r.concept === 'unfinished');
    expect(reason?.words).toEqual(['[qué mediste]', '[qué cambiaste]']);

    const slots = draftSlots(text, result);
    expect(slots.parts.map((p) => p.text).join('')).toBe(text);
    expect(slots.parts.filter((p) => p.kind === 'slot').map((p) => p.text)).toEqual(['[qué mediste]', '[qué cambiaste]']);
    expect(slots.note).toBe(reason?.text);
  });

  it('marks a slot as often as the draft repeats it', () => {
    expect(marked('We measured [what you measured] in March and [what you measured] again in May, from 9 minutes to 2.')).toEqual([
      '[what you measured]',
      '[what you measured]',
    ]);
  });

  it('marks a marker left for later as a whole word only', () => {
    const text = 'TODO: the numbers. We moved 9 services in 2 weeks and TODOS los equipos lo notaron.';
    expect(score({ text, platform: 'x' }).blockers.some((b) => b.code === 'placeholder')).toBe(true);
    expect(marked(text)).toEqual(['TODO']);
  });

  it('leaves a finished draft, and a Markdown link, unmarked and without a note', () => {
    for (const text of [
      'We cut the build from 9 minutes to 2 by caching dependencies.',
      'The write-up is [on our blog](https://example.com/build): 9 minutes to 2.',
    ]) {
      const slots = slotsOf(text);
      expect(slots).toEqual({ parts: [{ kind: 'text', text }], note: null });
    }
  });
});

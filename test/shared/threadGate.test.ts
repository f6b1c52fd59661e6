import { describe, expect, it } from 'vitest';
import { splitThread, headStandsAlone } from '../../shared/post/threadGate';
import { score } from '../../shared/score';

const para = (n: number) => `Point ${n}: a sentence about onboarding that explains one idea in detail for the reader to take away today.`;

describe('thread detection', () => {
  it('splits on "1/" numbering', () => {
    const text =
      '1/ We cut churn by half last quarter and here is how we did it.\n2/ First we called every churned ' +
      'user.\n3/ Then we fixed the top three complaints.';
    const s = splitThread(text, 'x');
    expect(s?.detectedBy).toBe('numbering');
    expect(s?.parts.map((p) => text.slice(p.start, p.end))).toEqual([
      '1/ We cut churn by half last quarter and here is how we did it.',
      '2/ First we called every churned user.',
      '3/ Then we fixed the top three complaints.',
    ]);
  });
  it('splits a 🧵 post on blank lines', () => {
    const text = 'How we priced our first product 🧵\n\nWe started too low.\n\nThen we doubled it and nobody left.';
    expect(splitThread(text, 'x')?.parts).toHaveLength(3);
  });
  it('treats blank-line parts as a thread only when the text is over the limit', () => {
    const short = 'First paragraph here.\n\nSecond paragraph here.';
    expect(splitThread(short, 'x')).toBeUndefined();
    const long = [para(1), para(2), para(3)].join('\n\n');
    expect(splitThread(long, 'x')?.detectedBy).toBe('blank_lines');
  });
  it('leaves a long post without markers as one post', () => {
    expect(splitThread('word '.repeat(80), 'x')).toBeUndefined();
  });
  it('tells a head that makes a point from one that only points below', () => {
    expect(headStandsAlone('A thread 🧵👇')).toBe(false);
    expect(headStandsAlone('1/ Here is what happened:')).toBe(false);
    expect(headStandsAlone('1/ We cut churn by half last quarter by calling every user who left.')).toBe(true);
  });
});

describe('thread scoring', () => {
  const text =
    '1/ A thread 🧵\n2/ We cut churn by half last quarter by calling every user who left.\n3/ Then we ' +
    'fixed the top three complaints they gave us.';
  const r = score({ text });
  it('scores the head as the post and the rest as replies', () => {
    expect(r.layers_used).toContain('thread_gate');
    expect(r.thread?.parts.map((p) => p.role)).toEqual(['head', 'reply', 'reply']);
  });
  it("reports each part's range and weighted length", () => {
    for (const p of r.thread?.parts ?? []) {
      expect(p.weighted_length).toBe(text.slice(p.span.start, p.span.end).length);
    }
  });
  it('flags a head that does not stand alone', () => {
    expect(r.thread?.head_stands_alone).toBe(false);
    expect(r.blockers.map((b) => b.code)).toContain('thread_head_not_standalone');
    expect(r.decision).not.toBe('publish');
  });
  it('passes a blocking part down to every reply after it', () => {
    const t = score({
      text:
        '1/ Our launch went better than we planned, here is the story.\n2/ RT if you want the details.\n3/ ' +
        'We grew to a thousand users in a week.',
    });
    expect(t.thread?.parts.map((p) => p.decision)).toEqual([expect.any(String), 'reject', 'reject']);
    expect(t.decision).toBe('reject');
  });
  it('blocks a part over the limit', () => {
    const long = `1/ Short head that still makes its own point clearly.\n2/ ${'word '.repeat(70)}`;
    expect(score({ text: long }).blockers.map((b) => b.code)).toContain('thread_part_over_limit');
  });
});

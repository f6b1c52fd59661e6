// remove_bait: the request goes with its clause, on every platform, and the text closes over the gap.
import { describe, expect, it } from 'vitest';
import { score, type Platform } from '../../../shared/index';
import { editedText, fixOf } from './fixOf';

const POINT = 'Our support queue fell from 120 tickets a week to 30 after we rewrote the setup guide.';

describe('remove_bait', () => {
  it('takes "RT if you agree:" off the front and capitalises what follows (X)', () => {
    const input = { text: 'RT if you agree: small pull requests get reviewed in hours, big ones in days.', platform: 'x' as const };
    const fix = fixOf('remove_bait', input);
    expect(fix).toMatchObject({
      concept: 'engagement_bait',
      label: 'Remove the bait: "RT if you agree"',
      text: 'Small pull requests get reviewed in hours, big ones in days.',
    });
    expect(editedText(input, fix!)).toBe('RT if you agree:  | s');
  });

  it('removes a closing request sentence and the space before it (X)', () => {
    const input = { text: 'Small pull requests get reviewed in hours, big ones in days. Like if you agree!' };
    const fix = fixOf('remove_bait', input);
    expect(fix?.text).toBe('Small pull requests get reviewed in hours, big ones in days.');
    expect(editedText(input, fix!)).toBe(' Like if you agree!');
  });

  it('inside a sentence, removes the request and the comma before it and keeps the full stop (Bluesky)', () => {
    const input = { text: 'Small pull requests get reviewed in hours, big ones in days, RT if you agree.', platform: 'bluesky' as const };
    expect(fixOf('remove_bait', input)?.text).toBe('Small pull requests get reviewed in hours, big ones in days.');
  });

  it('removes LinkedIn\'s "Agree? Comment YES below." whole', () => {
    const input = { text: `${POINT} Agree? Comment YES below.`, platform: 'linkedin' as const };
    const fix = fixOf('remove_bait', input);
    expect(fix).toMatchObject({ label: 'Remove the bait: "Agree? Comment YES below"', text: POINT, decision: 'publish' });
    expect(editedText(input, fix!)).toBe(' Agree? Comment YES below.');
  });

  it('removes "Tag 3 people who…" with its blank line and closing emoji (LinkedIn)', () => {
    const input = { text: `${POINT}\n\nTag 3 people who still write setup guides nobody reads 👇`, platform: 'linkedin' as const };
    const fix = fixOf('remove_bait', input);
    expect(fix?.text).toBe(POINT);
    expect(editedText(input, fix!)).toBe('\n\nTag 3 people who still write setup guides nobody reads 👇');
  });

  it('takes the filler and emoji that lead into the request with it ("♻️ Please repost…")', () => {
    const input = { text: `${POINT} ♻️ Please repost to help others.`, platform: 'linkedin' as const };
    const fix = fixOf('remove_bait', input);
    expect(fix?.text).toBe(POINT);
    expect(editedText(input, fix!)).toBe(' ♻️ Please repost to help others.');
  });

  it('takes the condition the request depends on ("If this helped, share it…")', () => {
    const input = { text: `If this helped, share it with your network. ${POINT}`, platform: 'linkedin' as const };
    const fix = fixOf('remove_bait', input);
    expect(fix?.text).toBe(POINT);
    expect(editedText(input, fix!)).toBe('If this helped, share it with your network. ');
  });

  it('removes every request in one fix and quotes each (Mastodon)', () => {
    const text =
      `Follow me for more: our support queue fell from 120 tickets a week to 30 after we rewrote the setup ` +
      `guide. Like this post and follow for follow!`;
    const fix = fixOf('remove_bait', { text, platform: 'mastodon' });
    expect(fix).toMatchObject({ label: 'Remove 2 bait requests', text: POINT });
    expect(fix?.changed).toEqual({ start: 0, end: text.length });
  });

  it("removes bait from a thread's part and leaves a thread", () => {
    const text =
      '1/ We migrated 40 services to one queue in six weeks.\n2/ The hard part was retries, not ' +
      'throughput. Like if you agree!\n3/ Next we retire the last cron box.';
    const fix = fixOf('remove_bait', { text });
    expect(fix?.text).toBe(
      '1/ We migrated 40 services to one queue in six weeks.\n2/ The hard part was retries, not ' +
        'throughput.\n3/ Next we retire the last cron box.',
    );
    expect(score({ text: fix!.text }).thread?.parts).toHaveLength(3);
  });

  it('keeps a handle or hashtag that stands before the request, with no stray punctuation', () => {
    expect(fixOf('remove_bait', { text: `@acme ♻️ Repost to help others. ${POINT}` })?.text).toBe(`@acme ${POINT}`);
    expect(fixOf('remove_bait', { text: `${POINT} #support Like this post and follow for follow.`, platform: 'mastodon' })?.text).toBe(
      `${POINT} #support`,
    );
  });

  it("removes requests in a row as one, the second taking the first's place in the sentence", () => {
    const text = `${POINT}\nTag 3 people who care, ♻️ repost to help others. Like this post!`;
    expect(fixOf('remove_bait', { text, platform: 'linkedin' })?.text).toBe(POINT);
  });

  it('does not capitalise a hashtag left at the start of a sentence', () => {
    expect(fixOf('remove_bait', { text: `${POINT} Tag 3 people who care, #support` })?.text).toBe(`${POINT} #support`);
  });

  it('offers nothing when removing the bait leaves no post', () => {
    expect(fixOf('remove_bait', { text: 'RT if you agree! Like if you love it! Follow for follow' })).toBeUndefined();
  });
});

describe("the engine finds LinkedIn's forms of engagement bait on every platform", () => {
  const baits = [
    'Agree? Comment YES below.',
    'Tag 3 people who need to hear this.',
    'Tag a designer who still exports every icon by hand.',
    'Comment "GUIDE" and I will send you the template.',
    '♻️ Repost to help a founder in your network.',
    'Share this with your network.',
    'Drop a 🔥 in the comments if you want the checklist.',
    'Hit the like button if this helped.',
    'Follow us for weekly hiring notes.',
    'React with ❤️ if you have been there.',
  ];
  const platforms: Platform[] = ['linkedin', 'x', 'threads'];
  for (const bait of baits) {
    it(`"${bait}"`, () => {
      for (const platform of platforms) {
        const r = score({ text: `${POINT} ${bait}`, platform });
        expect(r.blockers.filter((b) => b.code === 'engagement_bait')).not.toEqual([]);
        expect(fixOf('remove_bait', { text: `${POINT} ${bait}`, platform })?.text).toBe(POINT);
      }
    });
  }

  it('but not a plain invitation or a question', () => {
    for (const text of [
      `${POINT} Agree?`,
      `${POINT} What would you cut from yours?`,
      `${POINT} Save it for your next onboarding review.`,
      `${POINT} We tag a release that fixes it on Friday.`,
    ]) {
      expect(score({ text, platform: 'linkedin' }).blockers.filter((b) => b.code === 'engagement_bait')).toEqual([]);
    }
  });
});

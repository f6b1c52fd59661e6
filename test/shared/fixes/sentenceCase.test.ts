// sentence_case: a shouted post in sentence case, acronyms and "I" kept, every sentence opening with a capital.
import { describe, expect, it } from 'vitest';
import { fixOf } from './fixOf';

describe('sentence_case', () => {
  it('lowers a post shouted throughout, keeping API, NASA, "I" and each sentence\'s first letter (X)', () => {
    const input = { text: "WE JUST MOVED OUR WHOLE API TO NASA'S OPEN DATA. I'M SO PROUD OF THIS TEAM. GO READ THE DOCS" };
    expect(fixOf('sentence_case', input)).toMatchObject({
      concept: 'shouting',
      label: 'Write it in sentence case',
      text: "We just moved our whole API to NASA's open data. I'm so proud of this team. Go read the docs",
      changed: { start: 0, end: input.text.length },
    });
  });

  it('keeps acronyms with digits or without vowels, lowers an interjection (LinkedIn)', () => {
    const input = {
      text: 'NEW: OUR CEO EXPLAINS WHY WE CUT PRICES BY 20% FOR EVERY B2B PLAN. HMM, WORTH A READ',
      platform: 'linkedin' as const,
    };
    expect(fixOf('sentence_case', input)?.text).toBe(
      'New: our CEO explains why we cut prices by 20% for every B2B plan. Hmm, worth a read',
    );
  });

  it("in a post shouted in places, lowers only the shouted words and keeps the writer's names (Bluesky)", () => {
    const input = { text: 'We just SHIPPED the NEW export for Acme TODAY and the SQL view is FINALLY live', platform: 'bluesky' as const };
    expect(fixOf('sentence_case', input)?.text).toBe('We just shipped the new export for Acme today and the SQL view is finally live');
  });

  it('never touches links, handles or hashtags', () => {
    const input = { text: 'THANK YOU @AcmeHQ FOR THE INVITE, SLIDES ARE AT https://example.com/TALK #DEVOPS' };
    expect(fixOf('sentence_case', input)?.text).toBe('Thank you @AcmeHQ for the invite, slides are at https://example.com/TALK #DEVOPS');
  });

  it('offers nothing for a post in sentence case', () => {
    expect(fixOf('sentence_case', { text: 'We moved our whole API to NASA open data this week.' })).toBeUndefined();
  });
});

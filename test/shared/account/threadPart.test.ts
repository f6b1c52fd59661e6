import { describe, expect, it } from 'vitest';
import { isThreadPart } from '../../../shared/account/threadPart';

describe('a later part of a thread, by its text', () => {
  it('reads the part numbers writers open a later part with', () => {
    for (const text of [
      '2/ Use the json module to read the data.',
      '3/10 The second chart shows it.',
      '(2/5) And the bill goes further.',
      '4 / the last step',
      '3/n more below',
      '🧵 2/ the data',
    ]) {
      expect(isThreadPart(text), text).toBe(true);
    }
  });

  it('reads a part number with its count closing the text, and the marks that close a thread', () => {
    for (const text of [
      'The time for tax reform is now. #TaxDay (2/2)',
      'And that is the whole story 3/4',
      'Fin/ Thanks for reading all the way here!',
      'End/ that is all',
      'That is all for today /end',
    ]) {
      expect(isThreadPart(text), text).toBe(true);
    }
  });

  it("takes a thread's head and posts that merely hold a slash for what they are", () => {
    for (const text of [
      '1/ Here is what we found in ten years of data 🧵',
      'A thread on what we found 🧵👇',
      'Open 24/7 from today.',
      'Use and/or in the query.',
      'We are open 24/7',
      'Half the budget, 1/2 of it, goes to schools.',
      'Rated it 3/2, which makes no sense',
      'Read it here w/ @someone https://t.co/abc',
    ]) {
      expect(isThreadPart(text), text).toBe(false);
    }
  });
});

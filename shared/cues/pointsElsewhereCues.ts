// Pointing elsewhere instead of saying it: a label that sends the reader away ("Watch:", "Read:", "ICYMI:",
// "New blog post:"), a reminder of something already posted ("in case you missed it", "earlier today",
// "updated"), or an imperative to go and do something ("sign up", "click here", "link in bio"). On the same
// link by the same author these wordings lost retweets (Tan, Lee & Pang 2014 data); posts that give the
// point in the feed keep the reader there, which every platform's ranking rewards.
import type { Lexicon } from './cuePattern';

// Imperatives count only where they start a sentence or follow a colon or an arrow: "sign up now" sends the
// reader away, "most of our users sign up from a laptop" does not. The look back is written after the
// imperative's first word, so it is tried only where that word stands, not at every word of the post (the
// same matches, a third of the time).
const SENTENCE_START = '(?:^|[.!?:\\n→]\\s*|^\\s+)';
const imperative = (first: string, rest: string) => `${first}(?<=${SENTENCE_START}${first})${rest}`;

export const POINTS_ELSEWHERE: Lexicon = {
  en: [
    'icymi',
    'in\\s+case\\s+you\\s+missed\\s+it',
    'earlier\\s+(?:today|this\\s+week)',
    'missed\\s+it\\??',
    'updated?:',
    'new\\s+(?:blog\\s+)?post:?',
    'blog\\s+post:?',
    '(?:my|our)\\s+latest',
    'just\\s+posted',
    'posted\\s+a\\s+new',
    imperative('read', '\\s+more'),
    imperative('learn', '\\s+more'),
    imperative('click', '\\s+(?:here|the\\s+link)'),
    'link\\s+in\\s+(?:bio|comments?)',
    imperative('check', '\\s+(?:it\\s+)?out'),
    'more\\s+(?:here|info|details)\\s*:',
    imperative('sign', '\\s+up'),
    imperative('register', '\\s+(?:now|here|today)'),
    imperative('subscribe', ''),
    imperative('tune', '\\s+in'),
    imperative('watch', '\\s+(?:live|now|here)'),
    'details\\s+(?:here|below)',
    '(?:watch|read|listen|video|photos?|statement|recap|live|more|via)\\s*:',
  ],
  de: ['mehr\\s+(?:dazu|hier|infos)', 'jetzt\\s+(?:anmelden|lesen|ansehen)', 'link\\s+in\\s+der\\s+bio', 'schaut\\s+(?:mal\\s+)?rein'],
  es: ['m[áa]s\\s+(?:info|informaci[óo]n|aqu[íi])', 'lee\\s+m[áa]s', 'enlace\\s+en\\s+(?:la\\s+)?bio'],
  fr: ['en\\s+savoir\\s+plus', 'lire\\s+la\\s+suite', 'lien\\s+en\\s+bio', "plus\\s+d'infos"],
  pt: ['saiba\\s+mais', 'leia\\s+mais', 'link\\s+na\\s+bio', 'mais\\s+informa[çc][õo]es'],
  it: ['scopri\\s+di\\s+più', 'leggi\\s+di\\s+più', 'link\\s+in\\s+bio', 'maggiori\\s+informazioni'],
};

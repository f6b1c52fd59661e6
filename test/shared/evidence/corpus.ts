// Posts written for these tests, each a kind of post a reason must not misread. Principles, not sentences:
// platitudes are sweeping words with nothing concrete; placeholders are the parts of a template left unfilled;
// mash is letters that are words in no language; "generic" posts use words that look like news but are not.

export const PLATITUDES: readonly string[] = [
  'Everything changes. Nothing stays. The future belongs to everyone who never stops.',
  'Never give up on your dreams. Success always comes to those who keep going.',
  'Life is a journey. Everyone has a story, and nothing is ever wasted.',
  'Always keep going. The best way to predict the future is to create it.',
  'Nobody remembers the easy days. Everything worth having costs everything you have.',
  'Believe in yourself and never stop learning. The world needs your passion.',
  'Success is never final. Everyone who made it simply refused to quit.',
  // Motivational posters: no sweeping "everyone" or "never", only abstractions promising no one anything.
  'Stay hungry. Work hard, chase the dream, and the results will follow.',
  'Your comfort zone feels safe, but nothing grows there. Push a little further each day.',
  'Hustle in silence. Let the grind speak, because consistency beats talent.',
];

export const PLACEHOLDERS: readonly string[] = [
  'Excited to share our new pricing page: [insert link] — feedback welcome!',
  'Hi <your name>, thanks for joining the beta. Details below.',
  'Big update shipping Friday. TODO: add the changelog before posting.',
  'Lorem ipsum dolor sit amet, our launch is coming soon.',
  'Q3 results are in: revenue grew XXX% year over year.',
  'Join us at {{event_name}} on March 3 for a live demo of the new editor.',
  'New case study with [Company] on how they cut onboarding time. [LINK]',
];

/** A plain statement, and the same statement with a slot a draft left for its writer, in five languages. */
export const SLOTTED: readonly (readonly [plain: string, slotted: string])[] = [
  [
    'We replaced the weekly status meeting with a written update.',
    'We replaced the weekly status meeting with a written update.\n\nResult: [what you measured]',
  ],
  [
    'Sustituimos la reunión semanal por un resumen escrito.',
    'Sustituimos la reunión semanal por un resumen escrito.\n\nResultado: [qué mediste]',
  ],
  [
    'Wir haben das wöchentliche Meeting durch ein schriftliches Update ersetzt.',
    'Wir haben das wöchentliche Meeting durch ein schriftliches Update ersetzt.\n\nErgebnis: [was ihr gemessen habt]',
  ],
  [
    'Nous avons remplacé la réunion hebdomadaire par un point écrit.',
    'Nous avons remplacé la réunion hebdomadaire par un point écrit.\n\nRésultat : [ce que vous avez mesuré]',
  ],
  [
    'Trocamos a reunião semanal por um resumo escrito.',
    'Trocamos a reunião semanal por um resumo escrito.\n\nResultado: [o que você mediu]',
  ],
];

export const MASH: readonly string[] = [
  'asdf jkl qwerty sdfsdf',
  'sdfg hjkl zxcv test',
  'ghjk lkjh mnbv fdsa',
  'xcvbn sdfsdf qwer post',
  'hello sdfghj dfgh',
];

/** Words that look like news cues but are not news here. */
export const GENERIC: readonly string[] = [
  "We won't be breaking our checkout again: batch jobs now retry on their own.",
  'Everyone says it and nobody does it: write tests before you refactor.',
  'I never thought everything could be this simple: one config file for the whole build.',
  'Breaking my own rule and posting on a Sunday morning.',
  'Batch jobs keep failing at night because the disk fills up.',
  "Time passed, and nothing in the backlog ever got smaller. That's the job.",
  'Our kids love the new playground. Nothing beats a sunny afternoon outside.',
];

/** Concrete posts, for control: specific, with numbers, names or news. */
export const CONCRETE: readonly string[] = [
  'Breaking news: the city council passed the transit bill 7–2 tonight.',
  'Today we launch Preflight 2.0: checks 5 platforms in under 200 ms, free for the first 1,000 users.',
  'Thanks to the 40 volunteers who ran the Leeds meetup on Saturday. Proud of this team.',
  'Our nightly build went from 52 minutes to 9 after we cached the Docker layers.',
  'The jobs report is out: 210,000 jobs added in May, unemployment at 3.9 %.',
  'Congrats to Maria Lopez, who won the Turing student prize for her work on compilers!',
  'After 6 months of hard work, dark mode ships today. Thanks to the 300 of you who tested it.',
];

// Posts written for these tests, each with something the editor holds back (a blocker or a warning) placed
// around words a reason could praise: numbers, names, "I", news words, warm words, an exclamation, words that
// went with more likes in old posts. In English, Spanish, German, French, Portuguese and Italian, on several
// platforms. Principles, not sentences: bait is a request for engagement for nothing, a wall of hashtags is
// tags beyond the platform's norm, shouting is words in capitals, contempt is an insult aimed at people.
import type { Platform } from '../../../shared/schemas';

export interface MarkedPost {
  text: string;
  platform: Platform;
}

const on = (platform: Platform, ...texts: string[]): MarkedPost[] => texts.map((text) => ({ text, platform }));

/** Engagement bait: a request with numbers, names, "I" and words old posts liked inside it. */
export const BAIT: readonly MarkedPost[] = [
  ...on(
    'x',
    'Like and retweet if you agree!!! Everything about this is true and everyone needs to hear it',
    'Tag 3 friends who need to see this!',
    'RT if you agree! Like if you love it! Follow for follow',
    'Retweet if you believe 2024 will be the year of open source! Please share with your friends who code.',
    'Follow me for more tips on Rust and Kubernetes, I post every day at 9!',
    'Comment "PDF" below and I will send you my 42-page guide to pricing.',
    'Like this post if you launched something this week. I launched my app on Monday and got 120 signups!',
    'Drop a 🔥 in the comments if Berlin is your favourite city to build a startup in.',
    'Smash that like button if you love Python 3.12 as much as I do!',
    'Share this with your network if you think 4-day weeks work. We tried it for 6 months at Acme.',
    'We shipped offline sync today. Repost to help your network find it!',
    'Tag a developer who still deploys on Fridays 😂',
  ),
  ...on('threads', 'Like and share if your team hit its Q3 goals! Proud of everyone at Northwind 🎉'),
  ...on(
    'linkedin',
    'Comment "GUIDE" and I will send you the 12 templates we used to grow to 10,000 customers. ♻️ Repost to help your network.',
  ),
  ...on('bluesky', 'RT if you remember Windows 95! Best year of my life.'),
  ...on('mastodon', 'Follow back if you love open source and Linux 🐧'),
  ...on(
    'x',
    // Spanish, German, French and Portuguese requests: the same principle in other words.
    'Dale like si estás de acuerdo: Madrid tiene el mejor metro de Europa con 302 estaciones.',
    'Etiqueta a 3 amigos que necesitan ver esto. ¡Comparte si te gustó!',
    'Sígueme y te sigo, publico cada día sobre Python y datos.',
    'Like wenn du auch findest, dass München 2025 die beste Stadt für Startups ist!',
    'Folge mir für mehr Tipps zu Kubernetes und Go.',
    'Markiere 2 Freunde, die das sehen müssen!',
    'Partagez si vous aimez Paris ! Abonnez-vous pour plus de 100 astuces.',
    'Identifie 3 amis qui doivent voir ça !',
    'Curte e compartilha se você ama São Paulo! Siga-me para mais.',
    'Metti like se anche tu ami Roma e la pizza napoletana!',
  ),
];

/** Walls of hashtags and mentions around praiseworthy words. */
export const TAGS: readonly MarkedPost[] = [
  ...on(
    'x',
    'We cut our AWS bill 38% in March. #aws #cloud #devops #finops #startup #saas #costs #engineering',
    'Proud of the team! #launch #product #ai #ml #startup #growth #founders',
    'Nuestro equipo redujo los costes un 40 % #startup #aws #nube #devops #saas #datos #ia',
    '@ana @ben @carl @dora @eve @finn @gus thanks for the amazing launch week!',
  ),
  ...on(
    'linkedin',
    'Thrilled to announce we raised $4M! #startup #funding #vc #saas #growth #founders #ai #ml #tech #innovation #leadership',
  ),
  ...on('threads', 'Launched v2 today! #launch #app #ios'),
];

/** Shouting, stretched text, a row of emoji. */
export const SHOUTS: readonly MarkedPost[] = [
  ...on(
    'x',
    'WE JUST LAUNCHED VERSION 3 AND IT IS AMAZING!!! GO TRY IT NOW',
    'I LOVE THIS TEAM SO MUCH, 12 YEARS TOGETHER!',
    'Soooo proud of our 50 interns this summer!!!!!',
    'HEMOS LANZADO LA VERSIÓN 2 HOY, ES INCREÍBLE',
    'Best launch ever 🚀🚀🚀🚀🚀🔥🔥🔥🔥 thank you all',
    'WIR HABEN HEUTE VERSION 5 VERÖFFENTLICHT!!!',
  ),
];

/** Contempt, profanity and clickbait. */
export const INSULTS: readonly MarkedPost[] = [
  ...on(
    'x',
    'People who still use tabs are idiots and clowns.',
    'The council voted 7 to 2 for the new tram line; the two who voted no are morons and should be fired.',
    'I hate how these clowns at City Hall wasted $3M on a logo. Idiots, all of them.',
    "You won't believe what happened when we launched our new app today!",
    "This one trick cut our build time by 80%. You won't believe number 3!",
    'Last chance! Buy now or regret it: 50% off everything until Sunday.',
    'This fucking release finally shipped after 9 months, I am so happy.',
    'Stay tuned for the big reveal on Friday! Something amazing is coming.',
  ),
];

/** Jargon, hedging, vague words, throat-clearing openers, humblebrags. */
export const FILLER: readonly MarkedPost[] = [
  ...on(
    'linkedin',
    'Leveraging synergies, we delve into the ever-evolving landscape of holistic growth at Acme in 2025.',
    'Humbled and honoured and thrilled to share some exciting news with my amazing network: I joined Google!',
    'I have been reflecting a lot lately. So I was thinking about our 3 biggest lessons from launching in Tokyo.',
    'I think maybe we kind of sort of improved the onboarding a little, perhaps, I guess, by 10%.',
    'We improved a lot of things recently and stuff is better now. Everything is faster and everyone is happy.',
    'Excited to announce that I have been named one of the top 50 voices in AI! So grateful and humbled.',
  ),
  ...on(
    'x',
    'Also the new API launched today, plus by the way our office moved to Lisbon, and also we hired 4 people.',
    'Einfach irgendwas verbessert, alles ist jetzt irgendwie besser und alle sind glücklich.',
    'Nous avons un peu amélioré quelques trucs, tout va mieux maintenant.',
  ),
];

/** Long runs, placeholders, links that point away, a thread head that says nothing. */
export const FORM: readonly MarkedPost[] = [
  ...on(
    'x',
    'We launched the new billing system today after 14 months of work with the team in Lisbon and Berlin ' +
      'and it now handles refunds, invoices, taxes in 31 countries and every currency our customers asked ' +
      'for since 2019 which I am very proud of.',
    'Excited to share our new pricing page: [insert link] — feedback welcome from our 200 beta users!',
    'Big update shipping Friday with 12 fixes. TODO: add the changelog before posting.',
    'ICYMI: I wrote about how we cut costs by 38% https://example.com/post',
    'Read more: our launch in Madrid https://example.com/madrid',
    '1/ a thread 🧵👇',
    'Watch: Maria explains our 3 new features https://example.com/v',
  ),
];

/** Every post above. */
export const MARKED_POSTS: readonly MarkedPost[] = [...BAIT, ...TAGS, ...SHOUTS, ...INSULTS, ...FILLER, ...FORM];

/** Sentences with details worth praising, in six languages. */
const CONCRETE_SENTENCES: readonly string[] = [
  'We cut our cloud bill 38% in March by deleting 212 unattached volumes.',
  'Our Berlin team shipped offline sync in version 2.4 after 6 weeks of tests.',
  'Hemos reducido el tiempo de carga de 3,2 a 0,8 segundos en Madrid.',
  'Wir haben die Ladezeit in München von 3,2 auf 0,8 Sekunden gesenkt.',
  'Nous avons publié la version 1.4 à Lyon avec 12 corrections.',
  'Reduzimos o tempo de resposta em 40 % no escritório de Lisboa.',
  'Abbiamo ridotto i costi del 30 % a Milano in 4 mesi.',
];

/** What an editor holds back, as it is said in a post: a request, a wall of tags, a shout, an insult, a teaser. */
const MARKED_FRAGMENTS: readonly { text: string; at: 'start' | 'end' }[] = [
  { text: 'RT if you agree!', at: 'end' },
  { text: 'Tag 3 friends who need to see this!', at: 'end' },
  { text: 'Like and share if you love 2025 launches!', at: 'start' },
  { text: 'Follow me for more tips like this!', at: 'end' },
  { text: '#aws #cloud #devops #finops #startup #saas #growth', at: 'end' },
  { text: "YOU WON'T BELIEVE WHAT HAPPENED NEXT!!!", at: 'start' },
  { text: 'The idiots who built the old system should be fired.', at: 'end' },
  { text: 'Dale like si estás de acuerdo.', at: 'end' },
  { text: 'Folge mir für mehr.', at: 'end' },
  { text: 'Partagez si vous aimez !', at: 'end' },
];

/** Every concrete sentence with every fragment, where such a fragment is written. */
export const COMBINED_POSTS: readonly MarkedPost[] = CONCRETE_SENTENCES.flatMap((sentence) =>
  MARKED_FRAGMENTS.map(({ text, at }) => ({
    text: at === 'start' ? `${text} ${sentence}` : `${sentence} ${text}`,
    platform: 'x' as const,
  })),
);

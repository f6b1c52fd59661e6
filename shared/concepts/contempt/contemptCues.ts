// Contempt aimed at people: name-calling and calls to punish ("idiots", "made by clowns", "should be
// fired"). Criticism of work in plain words is fine; insults draw blocks and mutes and shut the discussion
// down (X Rules, "Abuse and harassment": insults can reduce a post's visibility). Slurs and profanity are
// matched separately by the `obscenity` library's dataset (shared/concepts/offensiveLanguage/offensiveLanguage.ts).
import type { Lexicon } from '../../cues/cuePattern';

export const CONTEMPT: Lexicon = {
  en: [
    'idiots?', 'idiotic', 'morons?', 'moronic', 'imbeciles?', 'clowns?', 'cretins?', 'buffoons?', 'losers?', 'dimwits?',
    'halfwits?', 'numbskulls?', 'dumbass(?:es)?', 'stupid\\s+(?:people|person|idea|take)', 'brain[-\\s]?dead', 'pathetic',
    '(?:is|are|was|were|total|utter|absolute|pure|complete)\\s+(?:garbage|trash)', 'incompetent', 'clueless',
    '(?:should|must|needs?\\s+to)\\s+be\\s+(?:fired|jailed|ashamed|banned)',
    'shut\\s+up', 'get\\s+a\\s+(?:brain|life|clue)',
  ],
  de: ['idioten?', 'vollidioten?', 'trottel', 'deppen?', 'dummköpfe?', 'lächerlich', '(?:ist|sind|war|totaler|kompletter|absoluter)\\s+müll', 'inkompetent', 'gehört\\s+gefeuert'],
  es: ['idiotas?', 'imb[eé]ciles?', 'est[uú]pid[oa]s?', 'payasos?', '(?:es|son|era|eran|una|pura|menuda|vaya|qu[eé])\\s+basura', 'incompetentes?', 'deber[ií]an?\\s+ser\\s+despedid[oa]s?'],
  fr: ['idiots?', 'cr[ée]tins?', 'imb[ée]ciles?', 'd[ée]biles?', 'clowns?', '(?:es|est|êtes|sont|complètement|trop|vraiment)\\s+nuls?', 'minable', 'incomp[ée]tents?', 'devrait\\s+être\\s+vir[ée]'],
  pt: [
    'idiotas?', 'imbecis', 'imbecil', 'est[úu]pid[oa]s?', 'palha[çc]os?', '(?:é|são|um|uma|que|puro)\\s+lixo', 'incompetentes?',
    'deveria[m]?\\s+ser\\s+demitid[oa]s?',
  ],
  it: [
    'idioti', 'idiota', 'imbecilli', 'imbecille', 'cretin[oi]', 'stupid[oi]', 'pagliacci', '(?:è|sono|una|che|pura)\\s+spazzatura', 'incompetenti', 'incompetente',
    'dovrebbero?\\s+essere\\s+licenziat[oi]',
  ],
};

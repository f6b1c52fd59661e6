// Contempt aimed at people: name-calling and calls to punish ("idiots", "made by clowns", "should be
// fired"). Criticism of work in plain words is fine; insults draw blocks and mutes and shut the discussion
// down (X Rules, "Abuse and harassment": insults can reduce a post's visibility). Slurs and profanity are
// matched separately by the `obscenity` library's dataset (shared/concepts/offensiveLanguage/offensiveLanguage.ts).
import type { Lexicon } from '../../cues/cuePattern';

export const CONTEMPT: Lexicon = {
  en: [
    'idiots?', 'idiotic', 'morons?', 'moronic', 'imbeciles?', 'clowns?', 'cretins?', 'buffoons?', 'losers?', 'dimwits?',
    'halfwits?', 'numbskulls?', 'dumbass(?:es)?', 'stupid\\s+(?:people|person|idea|take)', 'brain[-\\s]?dead', 'pathetic',
    'garbage(?!\\s+collect)', 'trash(?!\\s+(?:can|bin|day))', 'incompetent', 'clueless',
    '(?:should|must|needs?\\s+to)\\s+be\\s+(?:fired|jailed|ashamed|banned)',
    'shut\\s+up', 'get\\s+a\\s+(?:brain|life|clue)',
  ],
  de: ['idioten?', 'vollidioten?', 'trottel', 'deppen?', 'dummköpfe?', 'lächerlich', 'müll', 'inkompetent', 'gehört\\s+gefeuert'],
  es: ['idiotas?', 'imb[eé]ciles?', 'est[uú]pid[oa]s?', 'payasos?', 'basura', 'incompetentes?', 'deber[ií]an?\\s+ser\\s+despedid[oa]s?'],
  fr: ['idiots?', 'cr[ée]tins?', 'imb[ée]ciles?', 'd[ée]biles?', 'clowns?', 'nuls?', 'minable', 'incomp[ée]tents?', 'devrait\\s+être\\s+vir[ée]'],
  pt: [
    'idiotas?', 'imbecis', 'imbecil', 'est[úu]pid[oa]s?', 'palha[çc]os?', 'lixo', 'incompetentes?',
    'deveria[m]?\\s+ser\\s+demitid[oa]s?',
  ],
  it: [
    'idioti', 'idiota', 'imbecilli', 'imbecille', 'cretin[oi]', 'stupid[oi]', 'pagliacci', 'spazzatura', 'incompetenti', 'incompetente',
    'dovrebbero?\\s+essere\\s+licenziat[oi]',
  ],
};

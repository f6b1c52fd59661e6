// Throat-clearing openers: a first line that announces that the writer is about to say something instead
// of saying it ("So I was thinking…", "I have been reflecting a lot lately…", "I just wanted to share…").
// News writing's inverted pyramid and every social style guide put the point in the first line, the only
// one most readers see.
import type { Lexicon } from './cuePattern';

export const THROAT_CLEARING: Lexicon = {
  en: [
    'so\\s+i\\s+was\\s+(?:thinking|wondering|reading)',
    "i\\s+(?:have|'ve)\\s+been\\s+(?:thinking|reflecting|pondering|meaning\\s+to)",
    'i\\s+was\\s+(?:just\\s+)?(?:thinking|reflecting)',
    '(?:i\\s+(?:just\\s+)?|just\\s+)wanted\\s+to\\s+(?:share|say|write|talk|post)',
    "here'?s\\s+the\\s+thing",
    'let\\s+me\\s+(?:tell\\s+you|share|start\\s+by)',
    'as\\s+(?:we|you)\\s+(?:all\\s+)?know',
    'it\\s+goes\\s+without\\s+saying',
    'first\\s+of\\s+all',
    'a\\s+few\\s+(?:things|thoughts)\\s+came\\s+to\\s+mind',
    "i\\s+don'?t\\s+usually\\s+post",
    'not\\s+sure\\s+(?:how|where)\\s+to\\s+(?:start|begin)',
    'long\\s+story\\s+short',
    'quick\\s+thought',
  ],
  de: ['ich\\s+habe\\s+(?:lange\\s+)?(?:überlegt|nachgedacht)', 'ich\\s+wollte\\s+(?:nur\\s+)?(?:mal\\s+)?(?:sagen|teilen)'],
  es: ['estaba\\s+pensando', 'quer[ií]a\\s+compartir', 'he\\s+estado\\s+(?:pensando|reflexionando)'],
  fr: ['je\\s+(?:me\\s+)?(?:disais|réfléchissais)', 'je\\s+voulais\\s+(?:juste\\s+)?partager', "j'ai\\s+beaucoup\\s+r[ée]fl[ée]chi"],
  pt: ['estava\\s+pensando', 'queria\\s+(?:s[óo]\\s+)?compartilhar', 'tenho\\s+(?:pensado|refletido)'],
  it: ['stavo\\s+pensando', 'volevo\\s+(?:solo\\s+)?condividere', 'ho\\s+riflettuto\\s+(?:molto|a\\s+lungo)'],
};

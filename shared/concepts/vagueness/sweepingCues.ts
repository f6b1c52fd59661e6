// Sweeping words: universal claims ("everyone", "never", "always") and big abstractions ("the future",
// "success", "your dreams") that fit any post and so tell the reader nothing about this one. One of them is
// ordinary writing ("thanks to everyone who came"); a post made of them, with nothing concrete beside, is a
// platitude. Plain-language guides ask for the definite and the specific instead (Strunk & White).
import type { Lexicon } from '../../cues/cuePattern';

export const SWEEPING: Lexicon = {
  en: [
    'every(?:one|body|thing|where)', 'no\\s?(?:one|body)', 'nothing', 'never', 'always', 'forever', 'anything(?:\\s+is\\s+possible)?',
    'the\\s+(?:future|world|journey|universe)', 'success(?:ful)?', '(?:your|our|their|the)\\s+dreams?', 'greatness', 'destiny',
    'mindset', 'passion', 'believe\\s+in\\s+yourself', 'all\\s+that\\s+matters', 'what\\s+(?:truly|really)\\s+matters', 'change(?:s)?\\s+everything',
    'keep\\s+going', 'never\\s+(?:stop|give\\s+up)', 'the\\s+(?:best|only)\\s+way', 'life', 'truly',
    // The motivational poster's vocabulary: abstractions that promise without saying what, to whom or when.
    'dreams', 'hustle', 'grind', 'goals', 'hard\\s+work', 'work\\s+hard', 'consistency', 'comfort\\s+zones?', 'winners', 'excellence',
    'potential', 'purpose', 'happiness', 'the\\s+(?:best|rest)\\s+is\\s+yet\\s+to\\s+come', 'a\\s+(?:journey|destination)',
    'stay\\s+(?:humble|hungry|positive|focused)', 'do\\s+what\\s+you\\s+love', "don[’']?t\\s+give\\s+up", 'someday', 'one\\s+day',
  ],
  de: ['alle[sn]?', 'jede[rs]?', 'niemand', 'nichts', 'nie(?:mals)?', 'immer', 'die\\s+zukunft', 'erfolg', 'träume'],
  es: ['todos', 'todo', 'nadie', 'nada', 'nunca', 'siempre', 'el\\s+futuro', 'el\\s+éxito', '(?:tus|los)\\s+sueños'],
  fr: ['tout\\s+le\\s+monde', 'tout', 'personne', 'rien', 'jamais', 'toujours', "l[’']avenir", 'le\\s+succès', '(?:tes|vos|les)\\s+rêves'],
  pt: ['todos', 'tudo', 'ningu[ée]m', 'nada', 'nunca', 'sempre', 'o\\s+futuro', 'o\\s+sucesso', '(?:seus|os)\\s+sonhos'],
  it: ['tutti', 'tutto', 'nessuno', 'niente', 'nulla', 'mai', 'sempre', 'il\\s+futuro', 'il\\s+successo', '(?:i\\s+tuoi|i)\\s+sogni'],
};

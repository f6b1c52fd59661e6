// Filler: words that take up a post's room without telling the reader anything they could check. Editors
// name the same families in every language: throat-clearing that announces a post instead of writing it,
// abstractions with no referent ("things are changing", "what really matters"), platitude templates ("X is a
// journey, not a destination"), motivational closers ("don't give up"), feelings about news in place of the
// news, listicle shells whose items are abstractions, and the stock phrases of generated text ("in today's
// fast-paced world", "let's dive in"). Sources: Strunk & White ("omit needless words"; "use definite,
// specific, concrete language"); Orwell, "Politics and the English Language" (ready-made phrases); the
// inverted pyramid of news writing (the point first); Liang et al. 2024 on the words over-represented in
// model-written text. The hedges, throat-clearing openers, humblebrags and buzzwords the editor already
// knows (their own concepts' lexicons) count as filler too: this file holds the families no concept had.
//
// Phrases are written with plain spaces and straight apostrophes; `phrases` turns a space into any run of
// whitespace and an apostrophe into either apostrophe, so the lists read as the words they match.
import type { Lexicon } from '../../cues/cuePattern';

function phrases(list: readonly string[]): string[] {
  return list.map((p) => p.replaceAll(' ', '\\s+').replaceAll("'", "['’]"));
}

/** Announcing a post instead of writing it: the reader is told something is coming, and then it does not. */
const OPENERS: Lexicon = {
  en: phrases([
    "(?:i've |i have )?been (?:thinking|mulling|reflecting|pondering) (?:a lot |a bit )?(?:about|over|on)",
    "(?:some|a few|quick) thoughts (?:on|about)", "i've been meaning to", 'bear with me', 'here goes', 'more on (?:this|that) soon',
    'where do i (?:even )?(?:start|begin)', "(?:i )?(?:don't|do not) (?:really )?know where to (?:start|begin)", "(?:okay|ok|alright),? so",
    "(?:it's|it has) been on my mind", 'still processing', "(?:a lot|lots|so much) to unpack", 'i have (?:a lot of|so many) (?:feelings|thoughts)',
    "i've had (?:a lot of|so many) (?:feelings|thoughts)", 'get my thoughts in order', 'put (?:this|it|them) (?:down|into words)', 'finally feel ready to',
    "let's talk about", 'can we talk about', 'i want to talk about', 'i need to talk about',
  ]),
  es: phrases([
    'llevo (?:unos días|un tiempo|tiempo|semanas) (?:dándole vueltas|pensando)', 'dándole vueltas a', 'quer[ií]a compartir(?:lo)?',
    'no s[eé] (?:muy bien |bien )?por d[oó]nde empezar', 'me tiene pensando', '(?:unas|algunas) reflexiones', 'os cuento',
    'tenía ganas de hablar de', 'quiero hablar de',
  ]),
  de: phrases([
    'ich wollte (?:hier )?(?:mal )?(?:ein paar )?(?:gedanken|etwas|was) (?:loswerden|teilen)', 'ein paar gedanken', 'gedanken loswerden',
    '(?:die|das) mich (?:schon )?(?:länger|lange|seit tagen) beschäftig', '(?:ein bisschen|etwas) ausholen', 'wo soll ich anfangen',
    'ich weiß (?:gar )?nicht,? wo ich anfangen soll', 'lasst uns (?:mal )?über',
  ]),
  fr: phrases([
    "ça fait (?:un moment|longtemps|des semaines) que je (?:voulais|veux)", 'prendre le temps (?:de|d)', 'quelques (?:mots|réflexions|pensées)',
    'je ne sais (?:pas )?(?:trop |vraiment )?par où commencer', "il est temps d'en parler", 'alors voilà', "j'ai (?:beaucoup )?réfléchi à",
    'parlons de',
  ]),
  pt: phrases([
    'tenho (?:andado a )?pensad[oa] (?:muito )?(?:em|sobre|nisto|nisso)', 'quer(?:ia|o) (?:partilhar|compartilhar)', 'n[ãa]o sei (?:bem |muito bem )?por onde come[çc]ar',
    '(?:algumas|umas) (?:reflex[õo]es|palavras)', 'vamos falar (?:de|sobre)', 'preciso de falar', 'deixa eu contar',
  ]),
  it: phrases([
    'ci (?:penso|sto pensando) da', 'volevo condividere', 'non so (?:bene )?da dove (?:cominciare|iniziare)', '(?:qualche|alcune) riflession[ie]',
    'due parole su', 'parliamo di',
  ]),
};

/** Abstractions with no referent: claims about "things", "everything" and "what matters" that name none of them. */
const ABSTRACTIONS: Lexicon = {
  en: phrases([
    'things are (?:changing|moving|shifting|evolving|happening|getting better)(?: fast)?', "(?:is|are) (?:really |truly )?evolving", 'moving in the right direction',
    '(?:that|it|this) (?:really |truly )?matters(?: so much| most)?', 'what (?:really |truly )?matters(?: most)?', 'all that matters', 'in ways that (?:really )?matter',
    "it's all connected", 'everything is connected', 'touches everything', 'so much more than', 'hits different', "there's something about",
    'the (?:very )?fabric of', 'defining (?:issue|challenge)s? of our time', 'the ripple effects?', 'bigger than any of us', 'at the end of the day',
    'it is what it is', 'interesting times', 'the bigger picture', 'make a (?:real )?difference', 'real change', 'means (?:so much|everything)',
    'is everything', 'so much (?:good|love|beauty|kindness)(?: happening)?', 'deserves to be (?:seen|heard|celebrated|talked about)', 'reminds? me (?:of )?what (?:really |truly )?matters', 'the conversation (?:around|about) [\\p{L}-]+ is (?:shifting|changing|evolving)', 'now more than ever', 'more than ever', 
  ]),
  es: phrases([
    '(?:todo|las cosas) (?:est[aá]n? )?(?:cambiando|conectad[oa]s?|en movimiento)', 'lo que (?:realmente |de verdad )?importa', 'lo importante (?:de verdad )?es',
    'es (?:algo )?(?:fundamental|esencial|clave)', 'en el buen camino', 'en la direcci[oó]n correcta', 'al final del d[ií]a', 'nos (?:concierne|afecta) a todos',
    'lo est[aá] transformando todo', 'm[aá]s que nunca', 'es un tema (?:clave|fundamental)', 'tiene algo especial',
  ]),
  de: phrases([
    'was (?:wirklich|eigentlich) z[äa]hlt', 'es geht (?:längst |doch )?um (?:viel )?mehr als', 'ver[äa]nder(?:t|n) sich (?:gerade )?grundlegend',
    'alles h[äa]ngt zusammen', 'in die richtige richtung', 'am ende des tages', 'geht uns alle an', 'mehr denn je',
    'ist (?:so |einfach )?wichtig',
  ]),
  fr: phrases([
    'tout est li[ée]', 'les choses (?:bougent|changent|évoluent)', 'dans le bon sens', "c'est (?:essentiel|fondamental|primordial)", 'ce qui compte(?: vraiment)?',
    'un enjeu (?:fondamental|majeur|essentiel|crucial)', 'ça nous concerne tous', 'au fond,', 'au final,', 'tout simplement', "c'est avant tout", 'plus que jamais',
  ]),
  pt: phrases([
    'o que (?:realmente |de verdade )?importa', 'tudo est[áa] (?:ligado|conectado)', 'as coisas est[ãa]o (?:a mudar|mudando)', 'no caminho certo',
    '[ée] (?:essencial|fundamental)', 'no fim (?:das contas|do dia)', 'diz respeito a todos', 'mais do que nunca', 'cada caso [ée] um caso',
  ]),
  it: phrases([
    '(?:ciò|quello) che conta(?: davvero)?', 'tutto [èe] (?:collegato|connesso)', 'le cose stanno cambiando', 'nella (?:giusta|direzione giusta)',
    '[èe] fondamentale', 'alla fine della giornata', 'ci riguarda tutti', 'più che mai',
  ]),
};

/**
 * Platitude templates: sayings that fit any subject ("X is a journey, not a destination", "it's not about X,
 * it's about Y", "X is the new Y"), and the proverbs that stand in for an observation.
 */
const PLATITUDES: Lexicon = {
  en: phrases([
    "(?:is|are|it's) (?:a |an |the )?(?:journey|marathon|tool|choice|gift|process|mindset|habit|skill|privilege|lifestyle|feeling|decision|muscle|practice|verb|state of mind|way of life),? not (?:a |an |the )?[\\p{L}-]+", "(?:isn't|is not|it's not|it isn't) (?:just |really )?about [\\p{L}-]+,? (?:it's|but) (?:about )?",
    '(?:is|are) the new [\\p{L}-]+', 'the only [\\p{L}-]+ that (?:truly |really )?matters', "a journey,? not a destination", 'use it or lose it',
    'a penny saved', 'it all adds up', '(?:every|each) (?:small )?(?:step|moment|day|win) (?:counts|matters|is a gift)', '(?:is|are) a muscle',
    'the best [\\p{L}-]+ is (?:the one|always)', 'everything happens for a reason', 'what goes around', 'less is more',
    'is the best (?:teacher|medicine|training|gift|investment|revenge|policy|therapy)', '(?:every|each) [\\p{L}-]+ deserves', "(?:don't|doesn't) (?:need|have) to be perfect",
    '(?:just|always) show(?:ing)? up', 'need(?:s)? you to show up', 'progress,? not perfection', 'done is better than perfect', '(?:is|will be) the year of', 'the future is (?:bright|now|here|ours)',
    "(?:it's )?(?:only|just) a (?:matter|question) of time",
  ]),
  es: phrases([
    'no es (?:sobre |cuesti[oó]n de )?[\\p{L}-]+,? (?:es|sino)', 'lo importante no es', 'la mejor [\\p{L}-]+ (?:siempre )?es la que', 'cada (?:paso|momento|d[ií]a) cuenta',
    'es un viaje,? no un destino', 'es (?:solo |s[oó]lo )?(?:una )?cuesti[oó]n de tiempo', 'el futuro es (?:brillante|nuestro|ahora)', 'lo dem[aá]s (?:llega|viene) solo',
  ]),
  de: phrases([
    'es geht nicht um [\\p{L}-]+,? (?:sondern|es geht um)', 'ist eine reise,? kein ziel', 'nur eine frage der zeit', 'die zukunft ist (?:hell|jetzt)', 'jeder (?:kleine )?schritt z[äa]hlt', 'der weg ist das ziel',
  ]),
  fr: phrases([
    "ce n'est pas [\\p{L}-]+,? c'est", 'on ne [\\p{L}-]+ pas avec [\\p{L}-]+,? on [\\p{L}-]+ avec', "c'est avant tout une (?:histoire|question) de", "n'est qu'une question de", "l'avenir (?:est|appartient)",
    'le vrai secret,? c', 'chaque (?:pas|moment|jour) compte', 'le reste (?:suivra|viendra)',
  ]),
  pt: phrases([
    'n[ãa]o [ée] sobre [\\p{L}-]+,? [ée] sobre', 'cada (?:queda|passo|dia|momento) (?:[ée] uma li[çc][ãa]o|conta)', 'o resto vem (?:com o tempo|sozinho)',
    '[ée] uma viagem,? n[ãa]o um destino', '[ée] (?:s[óo] )?uma quest[ãa]o de tempo', 'o futuro [ée] (?:brilhante|agora)',
  ]),
  it: phrases([
    'non [èe] (?:una questione di )?[\\p{L}-]+,? [èe]', 'ogni (?:passo|momento|giorno) conta', '[èe] un viaggio,? non una destinazione', '[èe] solo (?:una )?questione di tempo', 'il futuro [èe] (?:luminoso|adesso|ora)',
  ]),
};

/** Motivational closers and commands to the reader that could end any post. */
const MOTIVATIONAL: Lexicon = {
  en: phrases([
    "you've got this", "(?:don't|never) give up", 'keep (?:going|pushing|moving forward)', 'stay (?:curious|humble|hungry|positive|focused|strong)',
    'believe in (?:yourself|your ?self)', 'be (?:kind|patient|gentle) (?:to|with) yourself', 'celebrate (?:every|the small|the little|each) (?:win|wins|moments|victories|step)',
    'never forget why you started', "you're (?:stronger|doing better|braver) than you (?:know|think)", 'your future self will thank you',
    'take (?:that|the) leap', 'face your fears', 'trust the process', '(?:dream|think) big', 'the best is yet to come', "it's never too late",
    'you can do (?:it|anything|hard things)', 'chase your dreams', 'show up for yourself', "don't let anyone tell you", 'watch (?:your|the) [\\p{L}-]+ transform',
    'cherish (?:it|them|every)', 'remember (?:that )?you(?:\'re| are)', 'the rest (?:will )?(?:follow|take care of itself|falls? into place)',
  ]),
  es: phrases([
    'no te rindas', 'sigue adelante', 'conf[ií]a en (?:ti|tu proceso|tu camino|el proceso)', 't[uú] puedes', 'cree en ti', 'nunca es tarde', 'lo mejor (?:siempre )?est[aá] por (?:llegar|venir)',
  ]),
  de: phrases([
    'gib (?:niemals|nie) auf', 'bleib (?:neugierig|mutig|dran|stark|du selbst|positiv)', 'glaub an dich', 'du schaffst das', 'es ist nie zu sp[äa]t',
    'das beste kommt noch', 'der rest ergibt sich',
  ]),
  fr: phrases([
    'ne l[âa]chez (?:jamais )?rien', 'ne l[âa]che (?:jamais )?rien', 'croyez en vous', 'crois en toi', "n'abandonnez jamais", 'le plus beau reste à venir',
    "il n'est jamais trop tard", 'tu peux le faire', 'finir(?:a|ont) (?:toujours )?par payer',
  ]),
  pt: phrases([
    'n[ãa]o desistas?', 'nunca desista', 'acredita em ti', 'acredite em voc[êe]', 'nunca [ée] tarde', 'vai com tudo', 'o teu momento [ée] agora',
    'o melhor est[áa] por vir', 'voc[êe] consegue',
  ]),
  it: phrases([
    'non mollare(?: mai)?', 'credi in te(?: stess[oa])?', 'non arrenderti', '[èe] mai troppo tardi', 'il meglio deve ancora venire', 'ce la (?:puoi|farai)', 'il resto (?:verr[àa]|viene) da s[ée]',
  ]),
};

/** Stock phrases of generated and corporate text that the buzzword list (the jargon concept's) does not hold. */
const STOCK_PHRASES: Lexicon = {
  en: phrases([
    "let's (?:dive|delve|explore|unpack)(?: in| deeper)?", 'dive into', 'game[- ]changer', 'in an era of', "in today's (?:fast[- ]paced |digital |modern )?(?:world|landscape|age|climate)",
    'ahead of the curve', "(?:isn't|is not) (?:just )?a nice[- ]to[- ]have", "(?:isn't|is not) optional", 'more crucial than ever', 'future[- ]ready',
    'embrac(?:e|es|ing) (?:innovation|change|the)', 'harness(?:ing)? the power', 'to the next level', 'unlock(?:s|ing)? (?:real|lasting|true|new)',
    'navigating (?:constant|the)', 'lasting value', 'fostering a culture',
  ]),
  es: phrases([
    'en el (?:vertiginoso|din[aá]mico|cambiante) mundo (?:actual|de hoy)', 'profundicemos', 'desbloque(?:a|ar) (?:todo )?su potencial', 'un antes y un despu[eé]s',
    'cambio de juego', 'en la era de',
  ]),
  de: phrases([
    'in der heutigen (?:schnelllebigen|digitalen) welt', 'tauchen wir (?:ein|tiefer)', 'game[- ]?changer', 'volles potenzial', 'entfesseln', 'im zeitalter',
  ]),
  fr: phrases([
    "dans le monde (?:actuel|d'aujourd'hui)", 'plongeons', 'game[- ]changer', 'lib[ée]rer (?:tout )?(?:son|leur|le|votre) potentiel', "à l'ère d",
  ]),
  pt: phrases([
    'no cen[áa]rio (?:din[âa]mico|atual) de hoje', 'vamos mergulhar', 'divisor de [áa]guas', 'desbloquear o potencial', 'na era d[oa]',
  ]),
  it: phrases([
    'nel mondo frenetico di oggi', 'immergiamoci', 'sblocca(?:re)? (?:tutto )?il (?:suo |loro )?potenziale', "nell'era d", 'svolta epocale',
  ]),
};

/** Feelings about news in place of the news: the reader learns the writer is moved, not by what. */
const FEELINGS: Lexicon = {
  en: phrases([
    "(?:still )?can't believe (?:it|that|this)", 'feeling (?:so |very |incredibly )?(?:lucky|blessed|grateful)', '(?:so|truly|incredibly) (?:grateful|thankful|humbled)',
    'not to brag', 'never (?:imagined|expected|thought)', 'kind of incredible', 'overwhelmed by', 'do what i love', 'words can(?:not|\'t) describe',
    "(?:i )?don't (?:even )?know what to say", 'grateful (?:for|to) everyone', 'thank you all', 'hard work (?:really )?(?:does )?pays? off',
    'everyone who believed in me',
  ]),
  es: phrases(['no me lo (?:puedo )?creo', 'agradecid[oa] (?:por|a)', 'no s[eé] ni qu[eé] decir', 'gracias a tod[oa]s']),
  de: phrases(['dankbar für alles', 'ich will (?:gar )?nicht (?:groß )?dar[üu]ber reden', 'harte arbeit (?:zahlt sich|lohnt sich)']),
  fr: phrases(["je n'aime pas (?:trop )?me mettre en avant", 'du fond du c(?:œ|oe)ur', 'merci à (?:tou(?:te)?s|celles et ceux|vous)']),
  pt: phrases(['nem sei (?:direito )?o que dizer', 'gratid[ãa]o', 'n[ãa]o gosto de me exibir']),
  it: phrases(['non so (?:cosa|che) dire', 'gratitudine', 'non mi piace vantarmi', 'grat[oa] a tutti']),
};

/**
 * A listicle shell: a count of abstractions announced as content ("4 secrets to better meetings", "5 claves
 * para…"). The number counts nothing a reader could check: the items are tips, truths or habits. Read word by
 * word (listicleShells.ts): a count, in digits or in words, and then one of these nouns.
 */
export const LISTICLE_COUNTS: Readonly<Record<string, readonly string[]>> = {
  en: ['three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  es: ['tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
  de: ['drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
  fr: ['trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
  pt: ['três', 'tres', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'],
  it: ['tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'],
};
export const LISTICLE_NOUNS: Readonly<Record<string, readonly string[]>> = {
  en: ['secrets', 'lessons', 'tips', 'ways', 'reasons', 'truths', 'habits', 'rules', 'keys', 'steps', 'mistakes', 'signs', 'principles', 'pillars', 'words', 'hacks'],
  es: ['claves', 'secretos', 'lecciones', 'consejos', 'razones', 'verdades', 'hábitos', 'habitos', 'reglas', 'pasos', 'errores', 'palabras'],
  de: ['geheimnisse', 'lektionen', 'tipps', 'gründe', 'grunde', 'wahrheiten', 'gewohnheiten', 'regeln', 'schritte', 'fehler', 'gedanken', 'worte'],
  fr: ['secrets', 'leçons', 'lecons', 'conseils', 'raisons', 'vérités', 'verites', 'habitudes', 'règles', 'regles', 'étapes', 'etapes', 'erreurs', 'mots', 'clés', 'cles'],
  pt: ['segredos', 'lições', 'licoes', 'dicas', 'razões', 'razoes', 'motivos', 'verdades', 'hábitos', 'habitos', 'regras', 'passos', 'erros', 'chaves', 'palavras'],
  it: ['segreti', 'lezioni', 'consigli', 'motivi', 'ragioni', 'verità', 'verita', 'abitudini', 'regole', 'passi', 'errori', 'chiavi', 'parole'],
};

function merged(...lexicons: Lexicon[]): Lexicon {
  const out: Partial<Record<keyof Lexicon, string[]>> = {};
  for (const lexicon of lexicons) {
    for (const [language, list] of Object.entries(lexicon) as [keyof Lexicon, readonly string[]][]) (out[language] ??= []).push(...list);
  }
  return out;
}

/** Every family of filler this file holds but the listicle shell (its count is read apart, as it also bars a number from the specifics). */
export const FILLER: Lexicon = merged(OPENERS, ABSTRACTIONS, PLATITUDES, MOTIVATIONAL, STOCK_PHRASES, FEELINGS);

// The only words the offline drafter adds to an idea, per language: labels for a structure's parts, slots that
// ask the writer for what the idea lacks, question frames built around the idea's own words, and the small
// word lists it needs to find the idea's parts (which clause gives a cause, a contrast, a method, a person).
// Languages without an entry (the engine reads a few more, and some ideas read as none) get only the rewrites
// that need no words of their own.
//
// Non-English entries avoid words that are also English function words ("a", "no", "as", "in", "was"), so a
// draft of a Spanish or German idea never reads as stock English phrasing.

export type DraftLanguage = 'en' | 'es' | 'de' | 'fr' | 'pt' | 'it';
/** Every language the engine reads (shared/cues/functionWords.ts): an idea in any of them gets drafts in it. */
export const DRAFT_LANGUAGES: readonly DraftLanguage[] = ['en', 'es', 'de', 'fr', 'pt', 'it'];

/**
 * What a structure asks the writer for when the idea does not say it: shown in square brackets, and always
 * opening with a question word or a "your", which the editor's placeholder check (shared/post/placeholders.ts)
 * knows in each of these languages.
 */
export type SlotKind = 'problem' | 'result' | 'cause' | 'fix' | 'usual' | 'step';
export type LabelKind = 'problem' | 'cause' | 'fix' | 'before' | 'change' | 'result' | 'usual' | 'mine';

export interface Phrasebook {
  labels: Record<LabelKind, string>;
  slots: Record<SlotKind, string>;
  /** A question about the method the idea names ("dependency caching"). */
  askMethod: (method: string) => string;
  /** A question about what the idea is about ("deploy time"). */
  askSubject: (subject: string) => string;
  /** A question asking the reader for their own figure, for an idea that gives one. */
  askResult: (subject: string) => string;
  /** Words that introduce a cause and a contrast inside a clause (alternatives of a regular expression). */
  because: string;
  but: string;
  /** Words that introduce the method a clause names ("using dependency caching"); never a bare "with", which joins people as often. */
  method: string;
  /** "and" between two clauses. */
  and: string;
  /** Words that say the writer speaks of their own work. */
  firstPerson: string;
  /** The writer as the subject of a clause: first-person subject pronouns ("we", "nous", "wir"). */
  weSubject: string;
  /** Pronouns that may open a clause after "and" ("…and we replaced…"). */
  pronouns: string;
  /** Word endings of a finite verb that may open a clause after "and" ("…y eliminamos…"). */
  verbEnding: string;
  /**
   * Word endings that mark a finite verb and that nouns and adjectives of the language almost never have (the
   * past tenses: "duraban", "bajaron", "duraient", "caíram", "duravano"): such a word ends a noun phrase. Empty
   * where nouns are told by their capital (German) or verbs by word lists (English).
   */
  finiteVerb: string;
  /** Filler and hedges that carry no claim: removed when the idea is tightened (on top of shared/cues/hedgingCues.ts). */
  filler: string[];
  /** Articles and determiners: a noun phrase starts after one. */
  articles: string;
  /** Words that may link two nouns inside a noun phrase ("tiempo de despliegue"). */
  linkers: string;
  /** Common adverbs, quantifiers, prepositions and verbs that are never part of a noun phrase ("antes", "entre", "dice"). */
  notNouns: string;
  /** Words that say something went wrong ("slow", "errores", "Ausfall"): only a clause with one is labelled the problem. */
  trouble: string;
}

const alt = (words: string) => words.trim().split(/\s+/u).join('|');

const wordPatterns = new Map<string, RegExp>();
/** A test for any whole word of a phrasebook list (alternatives of a regular expression), built once per list. */
export function anyWordOf(alternatives: string): RegExp {
  let pattern = wordPatterns.get(alternatives);
  if (!pattern) wordPatterns.set(alternatives, (pattern = new RegExp(`(?<![\\p{L}'’])(?:${alternatives})(?![\\p{L}])`, 'iu')));
  return pattern;
}

export const PHRASEBOOK: Record<DraftLanguage, Phrasebook> = {
  en: {
    labels: {
      problem: 'Problem',
      cause: 'Cause',
      fix: 'Fix',
      before: 'Before',
      change: 'Change',
      result: 'Result',
      usual: 'Common view',
      mine: 'My take',
    },
    slots: {
      problem: '[what went wrong]',
      result: '[what you measured]',
      cause: '[why it happened]',
      fix: '[what you changed]',
      usual: '[what most people think]',
      step: '[what else you did]',
    },
    askMethod: (m) => `Have you tried ${m}?`,
    askSubject: (s) => `How do you handle ${s}?`,
    askResult: (s) => `What do your numbers for ${s} look like?`,
    because: alt('because'),
    but: alt('but'),
    method: 'using|via|by using|by switching to',
    and: alt('and'),
    firstPerson: alt('i we my our me us'),
    weSubject: alt('i we'),
    pronouns: alt('i we you they he she it'),
    verbEnding: 'ed',
    finiteVerb: '',
    filler: [
      'really',
      'very',
      'just',
      'actually',
      'basically',
      'literally',
      'honestly',
      'simply',
      'pretty much',
      'i feel like',
      'to be honest',
      'in my opinion',
      'i think that',
      'i think',
      'i believe that',
      'i believe',
    ],
    articles: alt('the a an this that these those my our your their its his her'),
    linkers: alt('of for'),
    notNouns: alt(
      'now then before after always never also only more less better worse best most every each other says ' +
        'say said between over under before after since until without against during through into across per ' +
        'via',
    ),
    trouble: alt(
      'slow slower broke broken fail failed fails failing failure error errors bug bugs crash crashed ' +
        'crashes outage outages late missed lost stuck problem problems issue issues complaints flaky ' +
        "couldn't wasn't didn't",
    ),
  },
  es: {
    labels: {
      problem: 'Problema',
      cause: 'Causa',
      fix: 'Solución',
      before: 'Antes',
      change: 'Cambio',
      result: 'Resultado',
      usual: 'Lo habitual',
      mine: 'Mi opinión',
    },
    slots: {
      problem: '[qué fallaba]',
      result: '[qué mediste]',
      cause: '[por qué pasó]',
      fix: '[qué cambiaste]',
      usual: '[qué piensa casi todo el mundo]',
      step: '[qué otro paso diste]',
    },
    askMethod: (m) => `${m}: ¿lo habéis probado?`,
    askSubject: (s) => `${s}: ¿cómo lo hacéis vosotros?`,
    askResult: (s) => `${s}: ¿cómo va en tu equipo?`,
    because: alt('porque'),
    but: alt('pero sino'),
    method: 'usando|mediante|gracias a',
    and: alt('y e'),
    firstPerson: alt('yo nosotros nosotras nuestro nuestra nuestros nuestras mi mis nos'),
    weSubject: alt('yo nosotros nosotras'),
    pronouns: alt('yo nosotros nosotras ellos ellas'),
    verbEnding: 'amos|imos|aron|ieron|é|ó|ía|ían',
    finiteVerb: 'aba|aban|ábamos|aron|ieron|ó',
    filler: ['realmente', 'básicamente', 'literalmente', 'sinceramente', 'la verdad es que', 'creo que', 'simplemente'],
    articles: alt('el la los las un una unos unas este esta estos estas nuestro nuestra nuestros nuestras mi mis tu tus su sus'),
    linkers: alt('de del'),
    notNouns: alt(
      'antes después ahora siempre nunca también solo sólo dice dicen hace hacen es son está están fue ser ' +
        'mejor peor mejores más menos muy bien mal todo toda todos todas cada otro otra otros otras falta ' +
        'entre sobre hasta desde hacia sin según durante tras contra ante bajo ha han hemos habéis era están',
    ),
    trouble: alt(
      'lento lenta lentos lentas error errores fallo fallos fallaba fallaban falla problema problemas ' +
        'caída caídas roto rota tarde perdimos quejas atascado atascados demasiado demasiados demasiadas',
    ),
  },
  de: {
    labels: {
      problem: 'Problem',
      cause: 'Ursache',
      fix: 'Lösung',
      before: 'Vorher',
      change: 'Änderung',
      result: 'Ergebnis',
      usual: 'Die übliche Sicht',
      mine: 'Meine Sicht',
    },
    slots: {
      problem: '[welches Problem ihr hattet]',
      result: '[welches Ergebnis ihr gemessen habt]',
      cause: '[warum es passiert ist]',
      fix: '[welche Änderung ihr gemacht habt]',
      usual: '[welche Meinung die meisten haben]',
      step: '[welcher Schritt noch dazugehört]',
    },
    askMethod: (m) => `${m}: schon ausprobiert?`,
    askSubject: (s) => `${s}: Wie macht ihr das?`,
    askResult: (s) => `${s}: Wie sieht das bei euch aus?`,
    because: alt('weil da'),
    but: alt('aber doch sondern'),
    method: 'durch|dank|mithilfe von|per',
    and: alt('und'),
    firstPerson: alt('ich wir mein meine meinen meinem unser unsere unseren unserem mich uns'),
    weSubject: alt('ich wir'),
    pronouns: alt('ich wir sie er es man'),
    verbEnding: '',
    finiteVerb: '',
    filler: ['eigentlich', 'wirklich', 'halt', 'einfach', 'ehrlich gesagt', 'ich finde', 'ich denke', 'quasi'],
    articles: alt('der die das den dem des ein eine einen einem einer unser unsere unseren unserem mein meine meinen'),
    linkers: alt('für von'),
    notNouns: alt(
      'vorher nachher jetzt immer nie auch nur mehr weniger besser beste schneller sagt sagen sagte alle ' +
        'jede jeder jedes andere zwischen über unter vor nach seit bis ohne gegen während bei durch wegen ' +
        'zum zur vom beim am an ins hat haben ist sind war waren wird werden wurde wurden',
    ),
    trouble: alt(
      'langsam langsamer Fehler fehlerhaft Problem Probleme Ausfall Ausfälle kaputt abgestürzt spät ' +
        'verloren Beschwerden scheiterte scheiterten zu',
    ),
  },
  fr: {
    labels: {
      problem: 'Problème',
      cause: 'Cause',
      fix: 'Solution',
      before: 'Avant',
      change: 'Changement',
      result: 'Résultat',
      usual: 'L’avis courant',
      mine: 'Mon avis',
    },
    slots: {
      problem: '[quel était le problème]',
      result: '[ce que vous avez mesuré]',
      cause: '[pourquoi c’est arrivé]',
      fix: '[ce que vous avez changé]',
      usual: '[ce que pense la plupart des gens]',
      step: '[quelle autre étape vous avez faite]',
    },
    askMethod: (m) => `${m} : vous avez essayé ?`,
    askSubject: (s) => `${s} : comment faites-vous ?`,
    askResult: (s) => `${s} : où en êtes-vous ?`,
    because: 'parce\\s+que|car',
    but: alt('mais'),
    method: 'grâce à|grâce aux|via|en utilisant',
    and: alt('et'),
    firstPerson: alt("je j' nous notre nos mon ma mes moi"),
    weSubject: alt("je j' nous on"),
    pronouns: alt("je j' nous on ils elles"),
    verbEnding: 'ons|ez|ait|aient',
    finiteVerb: 'aient|èrent',
    filler: ['vraiment', 'en fait', 'franchement', 'honnêtement', 'juste', 'je pense que', 'je crois que', 'simplement'],
    articles: alt("le la les l' un une des du notre nos mon ma mes son sa ses leur leurs ce cette ces"),
    linkers: alt('de du des'),
    notNouns: alt(
      'avant après maintenant toujours jamais aussi seulement plus moins mieux meilleur meilleure dit ' +
        'disent fait font tout toute tous toutes chaque autre autres faut entre sur sous vers sans pendant ' +
        'contre chez depuis selon parmi dès ont avons avez été était sera',
    ),
    trouble: alt(
      'lent lente lents lentes erreur erreurs panne pannes bug bugs problème problèmes cassé cassée retard ' +
        'perdu perdait plaintes bloqué bloqués trop',
    ),
  },
  pt: {
    labels: {
      problem: 'Problema',
      cause: 'Causa',
      fix: 'Solução',
      before: 'Antes',
      change: 'Mudança',
      result: 'Resultado',
      usual: 'Visão comum',
      mine: 'Minha visão',
    },
    slots: {
      problem: '[qual era o problema]',
      result: '[o que você mediu]',
      cause: '[por que aconteceu]',
      fix: '[o que você mudou]',
      usual: '[o que quase todo mundo pensa]',
      step: '[qual outro passo você deu]',
    },
    askMethod: (m) => `${m}: já testaram?`,
    askSubject: (s) => `${s}: como vocês fazem?`,
    askResult: (s) => `${s}: como está na sua equipe?`,
    because: alt('porque pois'),
    but: alt('mas porém'),
    method: 'usando|através de|graças a',
    and: alt('e'),
    firstPerson: alt('eu nós nosso nossa nossos nossas meu minha meus minhas'),
    weSubject: alt('eu nós'),
    pronouns: alt('eu nós eles elas'),
    verbEnding: 'amos|emos|imos|aram|eram|iram|ou|eu|iu',
    finiteVerb: 'ava|avam|aram|eram|iram|íram|iam|ou',
    filler: ['realmente', 'basicamente', 'literalmente', 'sinceramente', 'na verdade', 'acho que', 'simplesmente'],
    articles: alt('o a os as um uma uns umas este esta nosso nossa nossos nossas meu minha seu sua seus suas'),
    linkers: alt('de do da dos das'),
    notNouns: alt(
      'antes depois agora sempre nunca também só mais menos melhor pior diz dizem faz fazem todo toda ' +
        'todos todas cada outro outra outros outras preciso entre sobre até desde sem durante contra após ' +
        'sob pelo pela tem têm foi foram estão temos',
    ),
    trouble: alt(
      'lento lenta erro erros falha falhas problema problemas queda quedas quebrado quebrada atrasado ' +
        'atrasada perdemos reclamações travado demais',
    ),
  },
  it: {
    labels: {
      problem: 'Problema',
      cause: 'Causa',
      fix: 'Soluzione',
      before: 'Prima',
      change: 'Cambiamento',
      result: 'Risultato',
      usual: 'L’opinione diffusa',
      mine: 'La mia opinione',
    },
    slots: {
      problem: '[cosa non funzionava]',
      result: '[cosa hai misurato]',
      cause: '[perché è successo]',
      fix: '[cosa hai cambiato]',
      usual: '[cosa pensano quasi tutti]',
      step: '[quale altro passo hai fatto]',
    },
    askMethod: (m) => `${m}: avete già fatto delle prove?`,
    askSubject: (s) => `${s}: voi come fate?`,
    askResult: (s) => `${s}: da voi com’è la situazione?`,
    because: alt('perché poiché'),
    but: alt('ma però'),
    method: 'usando|grazie a|grazie al|grazie alla|grazie ai|grazie agli|tramite',
    and: alt('e ed'),
    firstPerson: alt('io noi nostro nostra nostri nostre mio mia miei mie'),
    weSubject: alt('io noi'),
    pronouns: alt('io noi loro lui lei'),
    verbEnding: 'iamo|ammo|emmo|immo|ò|ì|avamo|evamo',
    finiteVerb: 'ava|avano|avamo|eva|evano|evamo|iva|ivano|arono|erono|irono|ò',
    filler: [
      'davvero',
      'veramente',
      'praticamente',
      'letteralmente',
      'sinceramente',
      'onestamente',
      'semplicemente',
      'in realtà',
      'secondo me',
      'penso che',
      'credo che',
    ],
    articles: alt(
      "il lo la i gli le l' un uno una un' questo questa questi queste nostro nostra nostri nostre mio mia miei mie tuo tua suo sua",
    ),
    linkers: alt('di del della dello dei degli delle'),
    notNouns: alt(
      'prima dopo adesso ora sempre mai anche solo più meno meglio peggio migliore migliori dice dicono fa ' +
        'fanno tutto tutta tutti tutte ogni altro altra altri altre bisogna tra fra su sotto verso senza ' +
        'durante contro presso secondo ha hanno abbiamo avete è sono era erano stato stata sarà molto poco ' +
        'già ancora',
    ),
    trouble: alt(
      'lento lenta lenti lente errore errori problema problemi guasto guasti rotto rotta ritardo ritardi ' +
        'perso persi lamentele bloccato bloccati troppo troppi troppe falliva fallivano',
    ),
  },
};

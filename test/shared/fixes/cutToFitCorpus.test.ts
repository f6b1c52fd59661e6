// Cut to fit (cut_to_limit) on a corpus of over-limit posts written for this test: X 280, Threads 500, Bluesky
// 300, LinkedIn 3,000 and Mastodon 500, in the six languages the editor's removable phrases are written for.
// Each post is content sentences (what the writer says: counts, names, results) with removable clauses around
// them: a throat-clearing opener ("Here's the thing:"), a stock sentence ("Let's dive in."), a closing question
// that asks nothing ("Thoughts?"). A content word is, by principle, a word outside every phrase the editor marks
// as removable; here the test also knows them, as the words of its content sentences. For every post:
//   - the cut is offered exactly when the post without its removable clauses fits the limit;
//   - what it offers fits, keeps every content word in order, and scores higher than the post;
//   - over the limit by up to 15 % with removable clauses enough to fit, it is offered;
//   - where it is offered no split is: a thread made to carry filler (its last post often the closing question
//     alone) is not a better post.
import { describe, expect, it } from 'vitest';
import { PLATFORM_LIMITS, score, weightedLength, type Platform } from '../../../shared/index';
import { postContext } from '../../../shared/post/postContext';
import { fillerSpans } from '../../../shared/concepts/filler/fillerConcept';

interface Language {
  openers: string[];
  stock: string[];
  closers: string[];
  /** Content sentences, `{n}` and `{m}` filled with numbers so no two sentences of a post are the same. */
  content: string[];
}

const LANGUAGES: Record<string, Language> = {
  en: {
    openers: ["Here's the thing:", 'Long story short:'],
    stock: ["Let's dive in.", 'Stay curious.', 'Trust the process.'],
    closers: ['Thoughts?', 'What do you think?'],
    content: [
      'In week {n} we moved {m} services to the new queue.',
      'Retries dropped from {m} a day to {n}.',
      'The on-call rota logged {m} quiet nights in a row.',
      'Naming the messages took {n} meetings and one long document.',
      'The old cron box ran invoices for {m} months before Dana retired it.',
      'Every consumer in region {n} now reads one retry policy with jitter.',
    ],
  },
  es: {
    openers: ['Quería compartirlo:', 'Os cuento:'],
    stock: ['No te rindas.', 'Sigue adelante.', 'Cree en ti.'],
    closers: ['¿Qué opinas?', '¿Qué opináis?'],
    content: [
      'En la semana {n} movimos {m} servicios a la nueva cola.',
      'Los reintentos bajaron de {m} al día a {n}.',
      'La guardia registró {m} noches tranquilas seguidas.',
      'Nombrar los mensajes nos llevó {n} reuniones y un documento largo.',
      'El viejo servidor de facturas funcionó {m} meses hasta que Lucía lo apagó.',
      'Cada consumidor de la región {n} lee ahora una sola política de reintentos.',
    ],
  },
  de: {
    openers: ['Ich wollte mal was loswerden:', 'Ein paar Gedanken:'],
    stock: ['Gib niemals auf.', 'Bleib neugierig.', 'Das Beste kommt noch.'],
    closers: ['Was meint ihr?', 'Wie seht ihr das?'],
    content: [
      'In Woche {n} haben wir {m} Dienste auf die neue Queue umgezogen.',
      'Die Wiederholungen fielen von {m} am Tag auf {n}.',
      'Die Rufbereitschaft hatte {m} ruhige Nächte am Stück.',
      'Die Namen der Nachrichten kosteten uns {n} Termine und ein langes Dokument.',
      'Der alte Rechnungsserver lief {m} Monate, bis Jonas ihn abschaltete.',
      'Jeder Konsument in Region {n} liest jetzt eine einzige Retry-Regel.',
    ],
  },
  fr: {
    openers: ['Alors voilà :', 'Quelques réflexions :'],
    stock: ['Ne lâchez rien.', 'Crois en toi.', 'Le plus beau reste à venir.'],
    closers: ['Vous en pensez quoi ?', 'Des avis ?'],
    content: [
      'En semaine {n}, nous avons migré {m} services vers la nouvelle file.',
      'Les nouvelles tentatives sont passées de {m} par jour à {n}.',
      "L'astreinte a compté {m} nuits calmes d'affilée.",
      'Nommer les messages nous a pris {n} réunions et un long document.',
      "Le vieux serveur de factures a tourné {m} mois avant que Claire ne l'éteigne.",
      'Chaque consommateur de la région {n} lit maintenant une seule règle de reprise.',
    ],
  },
  pt: {
    openers: ['Queria compartilhar:', 'Algumas reflexões:'],
    stock: ['Nunca desista.', 'Você consegue.', 'O melhor está por vir.'],
    closers: ['O que vocês acham?', 'Quem mais?'],
    content: [
      'Na semana {n} migramos {m} serviços para a nova fila.',
      'As novas tentativas caíram de {m} por dia para {n}.',
      'O plantão registrou {m} noites tranquilas seguidas.',
      'Dar nome às mensagens levou {n} reuniões e um documento longo.',
      'O velho servidor de faturas rodou {m} meses até a Ana desligá-lo.',
      'Cada consumidor da região {n} agora lê uma única política de novas tentativas.',
    ],
  },
  it: {
    openers: ['Volevo condividere:', 'Qualche riflessione:'],
    stock: ['Non mollare mai.', 'Credi in te stesso.', 'Il meglio deve ancora venire.'],
    closers: ['Che ne pensate?', 'Chi altro?'],
    content: [
      'Nella settimana {n} abbiamo spostato {m} servizi sulla nuova coda.',
      'I tentativi ripetuti sono scesi da {m} al giorno a {n}.',
      'La reperibilità ha contato {m} notti tranquille di fila.',
      'Dare un nome ai messaggi ha richiesto {n} riunioni e un lungo documento.',
      'Il vecchio server delle fatture ha girato {m} mesi prima che Marco lo spegnesse.',
      'Ogni consumatore della regione {n} legge ora una sola regola di ripetizione.',
    ],
  },
};

const PLATFORMS: Platform[] = ['x', 'threads', 'bluesky', 'linkedin', 'mastodon'];
/** How far over the limit a post of the corpus may be: a writer near the limit. */
const NEAR = 0.15;

interface Case {
  platform: Platform;
  language: string;
  text: string;
  /** The same post without its removable clauses: what cutting them all would leave. */
  contentOnly: string;
  /** The content sentences' words, in order. */
  contentWords: string[];
}

const fill = (template: string, i: number) => template.replace('{n}', String(i + 2)).replace('{m}', String(3 * i + 5));
const wordsOf = (text: string) => [...text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)].map((m) => m[0].toLowerCase());

/**
 * One post: removable clauses around `sentences` content sentences, in one of three arrangements; the variant also picks the clauses and
 * the first sentence.
 */
function post(platform: Platform, language: string, sentences: number, variant: number): Case {
  const l = LANGUAGES[language]!;
  const content = Array.from({ length: sentences }, (_, i) => fill(l.content[(i + variant) % l.content.length]!, i));
  const opener = l.openers[variant % l.openers.length]!;
  // From the fourth variant on, two stock sentences: more to cut, so a post further over the limit can fit.
  const stock =
    variant < 3 ? l.stock[variant % l.stock.length]! : `${l.stock[variant % l.stock.length]} ${l.stock[(variant + 1) % l.stock.length]}`;
  const closer = l.closers[variant % l.closers.length]!;
  // 0: opener, content, stock sentence, closer; 1: the stock sentence on a line of its own; 2: no opener.
  const body = content.join(' ');
  const text = [
    variant % 3 === 2 ? body : `${opener} ${body}`,
    variant % 3 === 1 ? `\n\n${stock}\n\n${closer}` : ` ${stock} ${closer}`,
  ].join('');
  return { platform, language, text, contentOnly: body, contentWords: wordsOf(body) };
}

/**
 * Every post of the corpus: for each platform, language and arrangement, the sentence counts that put it over the limit by up to 15 % (and
 * one more, beyond what cutting can reach).
 */
function corpus(): Case[] {
  const cases: Case[] = [];
  for (const platform of PLATFORMS) {
    const limit = PLATFORM_LIMITS[platform].limit;
    for (const language of Object.keys(LANGUAGES)) {
      for (let variant = 0; variant < 6; variant++) {
        for (let sentences = 1; sentences < 60; sentences++) {
          const c = post(platform, language, sentences, variant);
          const length = weightedLength(c.text, platform).weighted;
          if (length <= limit) continue;
          cases.push(c);
          if (length > limit * (1 + NEAR) || weightedLength(c.contentOnly, platform).weighted > limit) break;
        }
      }
    }
  }
  return cases;
}

/** Whether `words` appear in `text` in their order (each word once). */
function keepsInOrder(words: readonly string[], text: string): boolean {
  const left = wordsOf(text);
  let at = 0;
  for (const w of words) {
    while (at < left.length && left[at] !== w) at++;
    if (at === left.length) return false;
    at++;
  }
  return true;
}

/**
 * The words outside every span the editor marks as removable: filler phrases (openers and stock phrases among them) and a closing question
 * that asks nothing.
 */
function unmarkedWords(c: Case): string[] {
  const ctx = postContext(c.text, c.platform);
  const marked = [...fillerSpans(ctx)];
  if (ctx.f.question === 'generic' && ctx.f.questionSpan) marked.push(ctx.f.questionSpan);
  const out: string[] = [];
  for (const m of c.text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)) {
    const inside = marked.some((s) => m.index >= s.start && m.index + m[0].length <= s.end);
    if (!inside) out.push(m[0].toLowerCase());
  }
  return out;
}

describe('cut to fit on over-limit posts in six languages and five platforms', () => {
  const cases = corpus();

  it('the corpus covers every platform and language, near the limit and beyond what cutting can reach', () => {
    for (const platform of PLATFORMS) {
      for (const language of Object.keys(LANGUAGES)) {
        const mine = cases.filter((c) => c.platform === platform && c.language === language);
        const fits = (c: Case) => weightedLength(c.contentOnly, platform).weighted <= PLATFORM_LIMITS[platform].limit;
        expect(mine.filter(fits).length, `${platform} ${language}`).toBeGreaterThanOrEqual(3);
        expect(mine.filter((c) => !fits(c)).length, `${platform} ${language}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it(`is offered exactly when it fits, fits, keeps every content word and scores higher (${cases.length} posts)`, () => {
    let offered = 0;
    for (const c of cases) {
      const limit = PLATFORM_LIMITS[c.platform].limit;
      const where = `${c.platform}/${c.language}: ${JSON.stringify(c.text.slice(0, 60))}…`;
      const r = score({ text: c.text, platform: c.platform, one_post: true, want_fixes: true });
      const length = r.length.weighted;
      expect(length, where).toBeGreaterThan(limit);
      const cut = r.fixes?.find((f) => f.kind === 'cut_to_limit');
      const reachable = weightedLength(c.contentOnly, c.platform).weighted <= limit;
      expect(cut !== undefined, `${where}: offered when the content alone fits`).toBe(reachable);
      if (!cut) continue;
      offered++;
      expect(weightedLength(cut.text, c.platform).weighted, where).toBeLessThanOrEqual(limit);
      expect(keepsInOrder(c.contentWords, cut.text), `${where}: the content sentences' words`).toBe(true);
      expect(keepsInOrder(unmarkedWords(c), cut.text), `${where}: every word outside the editor's marks`).toBe(true);
      expect(cut.pre_publish_score, where).toBeGreaterThan(r.pre_publish_score);
      expect(cut.label, where).toMatch(new RegExp(`^Fit the ${limit.toLocaleString('en-US')}: `, 'u'));
      // Cut when cutting fits; split only otherwise.
      expect(
        r.fixes!.filter((f) => f.concept === 'over_limit').map((f) => f.kind),
        where,
      ).toEqual(['cut_to_limit']);
    }
    expect(offered).toBeGreaterThanOrEqual(PLATFORMS.length * Object.keys(LANGUAGES).length * 3);
  });

  it('every post over by up to 15 % whose removable clauses are enough gets it', () => {
    for (const c of cases) {
      const limit = PLATFORM_LIMITS[c.platform].limit;
      const over = weightedLength(c.text, c.platform).weighted - limit;
      if (over > limit * NEAR || weightedLength(c.contentOnly, c.platform).weighted > limit) continue;
      const fixes = score({ text: c.text, platform: c.platform, one_post: true, want_fixes: true }).fixes ?? [];
      expect(
        fixes.some((f) => f.kind === 'cut_to_limit'),
        `${c.platform}/${c.language} over by ${over}`,
      ).toBe(true);
    }
  });
});

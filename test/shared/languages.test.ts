// The cues that are not English-only work in German, Spanish, French, Portuguese and Italian, and no post is
// scored down for not being in English.
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';
import { detectLanguage } from '../../shared/post/language';
import { extractFeatures } from '../../shared/post/features';

const codes = (text: string) => score({ text }).blockers.map((b) => b.code);

describe('cues in the languages the editor reads', () => {
  it('finds engagement bait in each language', () => {
    expect(codes('RT if you agree, and like this post if you care about open source.')).toContain('engagement_bait');
    expect(codes('Like wenn du auch findest, dass Montage zu früh anfangen. Folge mir für mehr!')).toContain('engagement_bait');
    expect(codes('Dale like si también odias los lunes y comparte si estás de acuerdo.')).toContain('engagement_bait');
    expect(codes("Partage si tu es d'accord et abonne-toi pour la suite de la série.")).toContain('engagement_bait');
  });
  it('finds shouting and a bare link whatever the language', () => {
    expect(codes('DAS IST DAS BESTE ANGEBOT DES JAHRES, JETZT ZUSCHLAGEN')).toContain('shouting');
    expect(codes('ESTA ES LA MEJOR OFERTA DEL AÑO, COMPRA YA MISMO')).toContain('shouting');
    expect(codes('Voilà https://example.com/article')).toContain('bare_link');
  });
  it('counts numbers as concrete details in every language', () => {
    for (const text of [
      'Unsere Tests laufen jetzt in 4 statt 19 Minuten.',
      'Nuestras pruebas tardan 4 minutos en vez de 19.',
      'Nos tests tournent en 4 minutes au lieu de 19.',
    ]) {
      expect(score({ text }).reasons.find((r) => r.concept === 'specificity')?.effect).toBe('up');
    }
  });
  it('tells the four languages apart by their function words', () => {
    expect(detectLanguage(extractFeatures('We cut the build time in half by caching the layers.').words)).toBe('en');
    expect(detectLanguage(extractFeatures('Wir haben die Zeit für den Build halbiert, und das ist gut.').words)).toBe('de');
    expect(detectLanguage(extractFeatures('Hemos reducido el tiempo de la compilación a la mitad.').words)).toBe('es');
    expect(detectLanguage(extractFeatures('Nous avons réduit le temps de compilation de moitié avec le cache.').words)).toBe('fr');
  });
});

// The same concrete post in five languages (the last one with no cue lexicon at all).
const versions = {
  en: 'We cut our test suite from 19 minutes to 4 by running the slow database tests in parallel.',
  de: 'Wir haben unsere Testsuite von 19 auf 4 Minuten verkürzt, indem wir die langsamen Datenbanktests parallel ausführen.',
  es: 'Redujimos nuestra batería de pruebas de 19 a 4 minutos ejecutando en paralelo las pruebas lentas de la base de datos.',
  fr: 'Nous avons réduit notre suite de tests de 19 à 4 minutes en exécutant en parallèle les tests lents de la base de données.',
  it: 'Abbiamo ridotto la nostra suite di test da 19 a 4 minuti eseguendo in parallelo i test lenti del database.',
};

describe('no penalty for not being English', () => {
  it('scores each translation within 10 points of the English and publishes all of them', () => {
    const en = score({ text: versions.en });
    for (const [language, text] of Object.entries(versions)) {
      const r = score({ text });
      expect(r.decision, language).toBe('publish');
      expect(Math.abs(r.pre_publish_score - en.pre_publish_score), language).toBeLessThanOrEqual(10);
    }
  });
});

describe("the post's language is detected", () => {
  // The same tip in languages whose cues the lexicons do not cover; each carries an English cue word
  // ("honestly", "a lot") by way of a loan, which must not be held against it.
  const unread = {
    id: [
      'Indonesian',
      'Kami memangkas waktu pengujian dari 19 menit menjadi 4 menit dengan menjalankan tes database yang lambat secara paralel.',
    ],
    nl: ['Dutch', 'We hebben onze testsuite van 19 naar 4 minuten teruggebracht door de trage databasetests parallel te draaien.'],
    sv: ['Swedish', 'Vi kortade vår testsvit från 19 till 4 minuter genom att köra de långsamma databastesterna parallellt.'],
    pl: [
      'Polish',
      'Skróciliśmy nasze testy z 19 do 4 minut, uruchamiając wolne testy bazy danych równolegle, i to jest dla nas duża zmiana.',
    ],
  } as const;

  it('reads a short sentence by the letters its language writes when its few function words are shared', () => {
    // Each has function words that other languages share ("de", "a", "als", "e" of "e-mail") and one or more
    // letters few languages write (ñ; ß, ä, ü; à, è).
    const short = {
      es: '¿Debería una startup de dos personas contratar a un diseñador antes que a otro ingeniero?',
      de: 'Kleine Pull-Requests werden schneller geprüft als große Änderungen.',
      fr: 'Nos e-mails de bienvenue étaient ignorés parce qu’ils demandaient cinq choses à la fois.',
      pt: 'Trocamos as reuniões diárias por uma atualização escrita.',
    } as const;
    for (const [code, text] of Object.entries(short)) expect(extractFeatures(text).language, text).toBe(code);
    // A letter is one word's worth of evidence, counted once: it does not outvote a sentence's function words.
    expect(extractFeatures('Das Café ist geöffnet, und das Crème brûlée ist gut.').language).toBe('de');
  });

  it('names the language in the result, with its reliability', () => {
    expect(score({ text: versions.en }).language).toEqual({ code: 'en', reliable: true, read: true });
    expect(score({ text: versions.de }).language).toEqual({ code: 'de', reliable: true, read: true });
    expect(score({ text: versions.es }).language).toEqual({ code: 'es', reliable: true, read: true });
    // Portuguese and Italian are read word by word: the editor's lexicons hold their phrases too.
    expect(
      score({ text: 'Reduzimos a nossa bateria de testes de 19 para 4 minutos executando em paralelo os testes lentos do banco de dados.' })
        .language,
    ).toEqual({ code: 'pt', reliable: true, read: true });
    expect(score({ text: versions.it }).language).toEqual({ code: 'it', reliable: true, read: true });
    for (const [code, [, text]] of Object.entries(unread))
      expect(score({ text }).language, code).toEqual({ code, reliable: true, read: false });
    expect(score({ text: '우리는 테스트 시간을 19분에서 4분으로 줄였습니다.' }).language).toEqual({
      code: 'ko',
      reliable: true,
      read: false,
    });
  });

  it('says in one line what a post in a language the cues do not read was judged on, and only there', () => {
    for (const [code, [name, text]] of Object.entries(unread)) {
      const notes = score({ text }).reasons.filter((r) => r.concept === 'language');
      expect(notes, code).toHaveLength(1);
      expect(notes[0]?.text, code).toMatch(new RegExp(`^Written in ${name}: judged on what any script shows`, 'u'));
    }
    for (const text of Object.values(versions)) expect(score({ text }).reasons.some((r) => r.concept === 'language')).toBe(false);
  });

  it('does not fault such a post on English lexical cues', () => {
    const lexical = new Set(['vagueness', 'hedging', 'jargon', 'clickbait', 'humblebrag', 'throat_clearing', 'topic_switch', 'contempt']);
    const withLoans = {
      nl: 'Eerlijk gezegd hebben we ons proces misschien a lot verbeterd, sort of, met snellere tests voor het hele team vandaag.',
      id: 'Kami mungkin sudah memperbaiki proses kami a lot, sort of, dengan tes yang lebih cepat untuk seluruh tim hari ini.',
    };
    for (const [code, text] of Object.entries(withLoans)) {
      const r = score({ text });
      expect(r.language?.read, code).toBe(false);
      expect(
        r.reasons.filter((x) => x.effect === 'down' && lexical.has(x.concept)),
        code,
      ).toEqual([]);
      expect(
        r.blockers.filter((b) => lexical.has(b.concept ?? '')),
        code,
      ).toEqual([]);
    }
    // The same loans in an English post are read.
    expect(
      score({ text: 'We maybe improved our process a lot, sort of, with some faster tests for the whole team today.' }).reasons.some(
        (x) => x.concept === 'vagueness' || x.concept === 'hedging',
      ),
    ).toBe(true);
  });

  it('reads a Portuguese post by Portuguese cues, and its English loans by none', () => {
    // Portuguese is a language the editor reads: "talvez" is its hedge; "a lot" and "sort of" are English
    // phrases, which do not read a Portuguese post.
    const r = score({
      text: 'Honestamente, a gente talvez tenha melhorado a lot o nosso processo, sort of, com testes mais rápidos para o time todo.',
    });
    expect(r.language).toEqual({ code: 'pt', reliable: true, read: true });
    const hedging = r.reasons.find((x) => x.concept === 'hedging');
    expect(hedging?.words).toEqual(['talvez']);
    expect(r.reasons.some((x) => x.words.includes('lot') || x.words.includes('sort'))).toBe(false);
  });

  it('does not name a language with confidence from a short ambiguous post', () => {
    for (const text of ['Obrigado a todos!', 'Top, merci!', 'Ok ok ok ok', 'Ciao a tutti!']) {
      const language = score({ text }).language;
      expect(language?.reliable, text).toBe(false);
      expect(language?.read, text).toBe(true);
    }
  });
});

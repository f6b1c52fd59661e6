// The cues that are not English-only work in German, Spanish and French, and no post is scored down for
// not being in English (issue 9).
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';
import { detectLanguage } from '../../shared/language';
import { extractFeatures } from '../../shared/features';

const codes = (text: string) => score({ text }).blockers.map((b) => b.code);

describe('cues in four languages', () => {
  it('finds engagement bait in each language', () => {
    expect(codes('RT if you agree, and like this post if you care about open source.')).toContain('engagement_bait');
    expect(codes('Like wenn du auch findest, dass Montage zu früh anfangen. Folge mir für mehr!')).toContain('engagement_bait');
    expect(codes('Dale like si también odias los lunes y comparte si estás de acuerdo.')).toContain('engagement_bait');
    expect(codes('Partage si tu es d\'accord et abonne-toi pour la suite de la série.')).toContain('engagement_bait');
  });
  it('finds shouting and a bare link whatever the language', () => {
    expect(codes('DAS IST DAS BESTE ANGEBOT DES JAHRES, JETZT ZUSCHLAGEN')).toContain('shouting');
    expect(codes('ESTA ES LA MEJOR OFERTA DEL AÑO, COMPRA YA MISMO')).toContain('shouting');
    expect(codes('Voilà https://example.com/article')).toContain('bare_link');
  });
  it('counts numbers as concrete details in every language', () => {
    for (const text of ['Unsere Tests laufen jetzt in 4 statt 19 Minuten.', 'Nuestras pruebas tardan 4 minutos en vez de 19.', 'Nos tests tournent en 4 minutes au lieu de 19.']) {
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

describe('no penalty for not being English', () => {
  // The same concrete post in five languages (the last one with no cue lexicon at all).
  const versions = {
    en: 'We cut our test suite from 19 minutes to 4 by running the slow database tests in parallel.',
    de: 'Wir haben unsere Testsuite von 19 auf 4 Minuten verkürzt, indem wir die langsamen Datenbanktests parallel ausführen.',
    es: 'Redujimos nuestra batería de pruebas de 19 a 4 minutos ejecutando en paralelo las pruebas lentas de la base de datos.',
    fr: 'Nous avons réduit notre suite de tests de 19 à 4 minutes en exécutant en parallèle les tests lents de la base de données.',
    it: 'Abbiamo ridotto la nostra suite di test da 19 a 4 minuti eseguendo in parallelo i test lenti del database.',
  };
  it('scores each translation within 10 points of the English and publishes all of them', () => {
    const en = score({ text: versions.en });
    for (const [language, text] of Object.entries(versions)) {
      const r = score({ text });
      expect(r.decision, language).toBe('publish');
      expect(Math.abs(r.pre_publish_score - en.pre_publish_score), language).toBeLessThanOrEqual(10);
    }
  });
});

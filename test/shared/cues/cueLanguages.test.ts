// Every word rule is written for its languages and reads only posts in them: a lexicon's phrases, the word
// lists of the forecast (person words, negative words), the generic question closers.
import { describe, expect, it } from 'vitest';
import { cueFinder } from '../../../shared/post/cueFinder';
import { postContext } from '../../../shared/post/postContext';
import { extractFeatures } from '../../../shared/post/features';
import { readForecastFeatures, FORECAST_FEATURES } from '../../../shared/forecast/forecastFeatures';
import { score } from '../../../shared/score';
import type { Lexicon } from '../../../shared/cues/cuePattern';

const ENGLISH = 'We moved the weekly planning meeting to Thursday, and the whole team now has the data it needs on the day.';
const SPANISH = 'Movimos la reunión semanal de planificación al jueves, y todo el equipo tiene ahora los datos que necesita.';
const SWEDISH = 'Vi flyttade veckomötet till torsdag, och hela teamet har nu de siffror som behövs på dagen.';

const measurement = (text: string, feature: (typeof FORECAST_FEATURES)[number]) =>
  readForecastFeatures(postContext(text, 'x')).vector[FORECAST_FEATURES.indexOf(feature)];

describe('whose words read a post', () => {
  it('is its own language when the evidence is clear, every language the evidence leaves open, or none', () => {
    expect(extractFeatures(ENGLISH).cueReading).toBe('en');
    expect(extractFeatures(SPANISH).cueReading).toBe('es');
    // A language the editor does not read, told clearly: no cue language's words read it.
    expect(extractFeatures(SWEDISH).cueReading).toBe('none');
    // Nothing tells the language: every language's words apply.
    expect(extractFeatures('Shipped. Finally!').cueReading).toBe('any');
    // Only a word two languages share ("lo" is Spanish and Italian): both are read.
    expect(extractFeatures('Lo quiero, lo tengo.').cueReading).toBe('es+it');
  });
});

describe('a lexicon', () => {
  // A lexicon whose phrases are loanwords any post may hold: which ones are found says whose phrases read it.
  const lexicon: Lexicon = { en: ['alpha'], es: ['planning'], it: ['gamma'] };
  const find = cueFinder(lexicon);
  const found = (text: string) => find(postContext(text, 'x')).spans.map((s) => text.slice(s.start, s.end));

  it("matches only the phrases of the post's own language", () => {
    expect(found('Our alpha release and the planning meeting are on the wiki, and the team reads them before the call.')).toEqual([
      'alpha',
    ]);
    expect(found('La versión alpha sale el lunes y todo el equipo viene a la reunión de planning con los datos.')).toEqual(['planning']);
  });

  it('matches every language when the language cannot be told, and none when the editor does not read it', () => {
    expect(found('Alpha, planning, gamma.')).toEqual(['Alpha', 'planning', 'gamma']);
    expect(found('Vi har alpha, planning och gamma på torsdag, och hela teamet är med på det.')).toEqual([]);
    // Spanish or Italian: both languages' phrases, not English's.
    expect(found('Lo quiero, lo tengo: alpha, planning, gamma.')).toEqual(['planning', 'gamma']);
  });
});

describe('the forecast reads its word lists in the post’s language', () => {
  it('does not read Spanish "mes" (month) as French "mes" (my)', () => {
    expect(
      measurement('Cerramos el mes con 40 pedidos más que el anterior, gracias al nuevo formulario de la tienda.', 'first_person'),
    ).toBe(0);
    expect(measurement('Je termine mes tests ce soir et nous publions la version demain matin pour toute l’équipe.', 'first_person')).toBe(
      1,
    );
  });

  it('does not read German "die" (the) as the English verb, which AFINN rates negative', () => {
    expect(measurement('Die neue Version lädt die Karten in 4 statt 30 Sekunden und funktioniert auch ohne Netz.', 'negative_words')).toBe(
      0,
    );
    expect(measurement('Wir haben in diesem Quartal leider zwei Kunden verloren, und das tut weh.', 'negative_words')).toBeGreaterThan(0);
  });

  it('reads negative words in every language the editor reads', () => {
    for (const text of [
      'I ran my first half marathon with no knee pain after eight weeks.',
      'Corrí mi primera media maratón sin dolor de rodilla después de ocho semanas.',
      'J’ai couru mon premier semi-marathon sans douleur au genou après huit semaines.',
      'Corri minha primeira meia maratona sem dor no joelho depois de oito semanas.',
      'Ho corso la mia prima mezza maratona senza dolore al ginocchio dopo otto settimane.',
    ]) {
      expect(measurement(text, 'negative_words'), text).toBeGreaterThan(0);
    }
  });
});

describe('generic closers', () => {
  it('are read in the post’s language only: English "a dime" is not Spanish "dime"', () => {
    expect(
      score({ text: 'We cut the cloud bill from 4,100 dollars a month to 2,300 and it did not cost us a dime.' }).reasons.some(
        (r) => r.concept === 'question',
      ),
    ).toBe(false);
    expect(
      score({ text: 'Cambiamos el proveedor de la nube y la factura bajó de 4.100 a 2.300 dólares al mes. ¿Qué opinas?' }).reasons.find(
        (r) => r.concept === 'question',
      )?.effect,
    ).toBe('down');
    expect(
      score({ text: 'Abbiamo cambiato fornitore e la bolletta è scesa da 4.100 a 2.300 euro al mese. Che ne pensate?' }).reasons.find(
        (r) => r.concept === 'question',
      )?.effect,
    ).toBe('down');
  });
});

describe('the offensive-language screen', () => {
  // Its dataset is English: a word it lists may be an everyday word of another language.
  const offensive = (text: string) => score({ text }).blockers.filter((b) => b.code === 'offensive_language');

  it('reads only posts that may be English', () => {
    expect(offensive('Compramos un gato negro en el refugio de la calle Mayor y ya duerme en el sofá del salón.')).toEqual([]);
    expect(offensive('Die neue Matratze ist 20 Zentimeter dick und kostet 300 Euro im Laden am Markt.')).toEqual([]);
    expect(offensive('This shit broke our build again and nobody on the team noticed for two days.')).toHaveLength(1);
  });
});

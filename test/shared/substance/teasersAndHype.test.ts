// The teaser and hype families, in each language the editor reads: they fire on a post that promises and says
// nothing, with the reason quoting the post's own words, and they cost nothing to a concrete post that merely
// shares their words ("big changes", "atentos", "à suivre", "fique atento").
import { describe, expect, it } from 'vitest';
import { score } from '../../../shared/index';

/** A teaser in each language: an order to wait or watch for what the post does not say. */
const TEASERS: ReadonlyArray<{ text: string; words: string }> = [
  { text: 'The new menu for the café on Bridge Street lands next week. Watch this space!', words: 'Watch this space' },
  { text: 'La nueva carta del bar de la plaza llega la semana que viene. ¡Atentos!', words: '¡Atentos!' },
  { text: 'El taller de cerámica del barrio vuelve en otoño, estad atentos a nuestras redes.', words: 'estad atentos' },
  { text: 'Le nouveau menu du café de la place arrive la semaine prochaine. Restez à l’écoute !', words: 'Restez à l’écoute' },
  { text: 'Le nouveau menu du café de la place arrive la semaine prochaine. À suivre !', words: 'À suivre' },
  { text: 'Die neue Karte vom Café am Marktplatz kommt nächste Woche. Seid gespannt!', words: 'Seid gespannt' },
  { text: 'O novo menu do café da praça chega na próxima semana. Fiquem atentos!', words: 'Fiquem atentos' },
  { text: 'O novo menu do café da praça chega na próxima semana. Aguardem!', words: 'Aguardem' },
  { text: 'Il nuovo menù del bar in piazza arriva la settimana prossima. Restate connessi!', words: 'Restate connessi' },
];

/** Empty hype in each language: something big is coming, and nothing is named. */
const HYPE: ReadonlyArray<{ text: string; words: string }> = [
  {
    text: 'Something huge is brewing in our little garden club and honestly it will be unforgettable for everyone.',
    words: 'Something huge is brewing',
  },
  {
    text: 'Se vienen grandes cambios en el club de jardinería y la verdad es que va a ser inolvidable para todos.',
    words: 'Se vienen grandes cambios',
  },
  {
    text: 'De grands changements se préparent au club de jardinage et franchement ce sera inoubliable pour tous.',
    words: 'De grands changements se préparent',
  },
  {
    text: 'In unserem Gartenverein stehen große Veränderungen bevor, und ehrlich gesagt wird das für alle unvergesslich.',
    words: 'stehen große Veränderungen',
  },
  {
    text: 'Vêm aí grandes mudanças no nosso clube de jardinagem e sinceramente vai ser inesquecível para todos.',
    words: 'Vêm aí grandes mudanças',
  },
  {
    text: 'Grandi novità in arrivo nel nostro club di giardinaggio e sinceramente sarà indimenticabile per tutti.',
    words: 'Grandi novità in arrivo',
  },
];

/** An empty promise in words of its own, no stock phrase: read by its vocabulary of promise and greatness. */
const PROMISES: ReadonlyArray<{ text: string; words: string }> = [
  {
    text: 'Our little bakery is entering a whole new era, and what’s next for us is going to be remarkable. We are just getting started.',
    words: 'a whole new era',
  },
  {
    text: 'Nuestro grupo de teatro está a las puertas de una nueva etapa y lo que viene será emocionante de verdad.',
    words: 'nueva etapa',
  },
  {
    text: 'Notre troupe de théâtre entame une nouvelle aventure, et ce qui nous attend sera tout simplement remarquable.',
    words: 'nouvelle aventure',
  },
  { text: 'Unsere Theatergruppe startet in ein neues Kapitel, und was da auf uns zukommt, wird bemerkenswert.', words: 'neues Kapitel' },
  { text: 'O nosso grupo de teatro está à beira de uma nova fase, e o que vem a seguir vai ser extraordinário.', words: 'nova fase' },
  {
    text: 'Il nostro gruppo teatrale sta per iniziare un nuovo capitolo, e quello che arriva sarà straordinario.',
    words: 'nuovo capitolo',
  },
];

/** Ordinary concrete posts that share words with the families above. */
const CONCRETE: readonly string[] = [
  'Big changes are coming to the 42 bus on 3 March: it will run every 8 minutes instead of 15 between Elm Street and the hospital.',
  '12 changes in the new tenancy law start on 1 April, including a cap of two months of deposit.',
  'The new pool will be amazing for local swimmers: a 25 m lane pool, open 6 am to 10 pm from 2 May.',
  'Incredible save by Jordan Pickford in the 89th minute keeps Everton level at 1-1 against Chelsea.',
  'Grandes cambios en la línea 27: desde el 3 de marzo pasará cada 8 minutos por la avenida de la Constitución.',
  'Estamos atentos a la evolución del incendio de Huelva: 200 bomberos trabajan allí desde las 6 de la mañana.',
  'Le match Lens-Lille est à suivre en direct sur Canal+ samedi à 21 h, au stade Bollaert.',
  'De grands changements pour la ligne T2 : dès le 3 mars, un tram toutes les 5 minutes entre la gare et l’hôpital.',
  'Große Veränderungen für die Linie 5: Ab 3. März fährt sie alle 10 Minuten zwischen Hauptbahnhof und Klinikum.',
  'Fique atento aos sinais de AVC: boca ao lado, braço fraco e fala arrastada. Ligue 112 de imediato.',
  'Grandes mudanças no autocarro 702: a partir de 3 de março passa de 10 em 10 minutos entre o Marquês e o hospital.',
  'Grandi cambiamenti per il tram 4: dal 3 marzo passa ogni 5 minuti tra la stazione e l’ospedale di Careggi.',
];

/** Everyday posts with no number that use a word of the families in passing: a farewell, an opinion, a moment. */
const EVERYDAY: readonly string[] = [
  'See you soon everyone, it was an amazing evening with the choir.',
  'I think the future of remote work is hybrid, and honestly that is exciting for people with long commutes.',
  'Hoy he hecho pan por primera vez y me ha salido increíble, aunque la cocina ha quedado hecha un desastre.',
  'Quelle surprise ce matin : la neige est tombée toute la nuit et les enfants sont fous de joie.',
  'Bis bald, es war ein großartiger Abend mit euch allen.',
];

const HELD = ['nothing_checkable', 'clickbait'];

describe('teasers and hype, in every language the editor reads', () => {
  it.each(TEASERS.map((t) => [t.words, t] as const))('a teaser fires and names its words: %s', (_, t) => {
    const result = score({ text: t.text });
    const teaser = result.blockers.find((b) => b.code === 'clickbait');
    expect(teaser?.message, t.text).toContain(`"${t.words}"`);
    expect(result.decision).toBe('revise');
  });

  it.each(HYPE.map((h) => [h.words, h] as const))('empty hype is held and quoted: %s', (_, h) => {
    const result = score({ text: h.text });
    const held = result.blockers.find((b) => b.code === 'nothing_checkable');
    expect(held?.message, h.text).toContain(`"${h.words}"`);
    for (const [, quoted] of held?.message.matchAll(/"([^"]+)"/gu) ?? []) expect(h.text).toContain(quoted);
    expect(result.decision).toBe('revise');
    expect(result.explanation.headline.label).toBe('Revise first');
  });

  it.each(PROMISES.map((p) => [p.words, p] as const))('an empty promise in other words is held and quoted: %s', (_, p) => {
    const result = score({ text: p.text });
    const held = result.blockers.find((b) => b.code === 'nothing_checkable');
    expect(held?.message, p.text).toContain(`"${p.words}"`);
    expect(result.decision).toBe('revise');
  });

  it.each(CONCRETE.map((text) => [text.slice(0, 40), text] as const))('a concrete post keeps its verdict: %s', (_, text) => {
    const result = score({ text });
    expect(result.blockers.filter((b) => HELD.includes(b.code)).map((b) => b.message)).toEqual([]);
    expect(result.decision).toBe('publish');
    // The filler beside ample specifics costs nothing: no reason against the post names it.
    expect(result.reasons.filter((r) => r.concept === 'filler' || r.concept === 'clickbait')).toEqual([]);
  });

  it.each(EVERYDAY.map((text) => [text.slice(0, 40), text] as const))('an everyday post is not read as hype: %s', (_, text) => {
    expect(
      score({ text })
        .blockers.filter((b) => HELD.includes(b.code))
        .map((b) => b.message),
    ).toEqual([]);
  });
});

// The editor tells a post that says something from one that only sounds like it: pairs of our own writing on
// one topic each, a concrete post and a fluent vague one of about the same length, in six languages and every
// kind of filler (openers, abstractions, platitudes, motivational closers, stock phrases, hedges, feelings in
// place of news, listicle shells).
import { describe, expect, it } from 'vitest';
import { score } from '../../../shared/index';

interface Pair {
  lang: string;
  concrete: string;
  vague: string;
}

const PAIRS: readonly Pair[] = [
  {
    lang: 'en',
    concrete:
      'Repainted the back fence with the leftover oil stain from the shed: two coats, one Sunday, and the ' +
      'neighbours’ cat finally stopped sharpening its claws on it.',
    vague:
      'Sometimes the little projects around the house end up meaning the most. It’s never really about the ' +
      'result, it’s about the process, and that is what truly matters.',
  },
  {
    lang: 'en',
    concrete:
      'The library on Mill Road now lends power drills and sewing machines. I borrowed a drill on Tuesday, ' +
      'hung four shelves and returned it the same evening.',
    vague:
      'Libraries are evolving in ways that really matter. Things are changing fast, and honestly the ' +
      'bigger picture here is so much more than books. Interesting times!',
  },
  {
    lang: 'en',
    concrete:
      'Our choir lost its pianist in June. A retired music teacher from the next village answered the ' +
      'notice in the post office and played for us at the autumn concert.',
    vague:
      'Stay humble, stay hungry and never give up on what you love. Music teaches us that every small step ' +
      'counts. Keep going, you’ve got this!',
  },
  {
    lang: 'en',
    concrete:
      'We swapped the office coffee machine for a grinder and a kettle. Spending on pods fell from about £90 a month to £25 in beans.',
    vague:
      'In today’s fast-paced world, workplace wellbeing isn’t optional. Let’s dive into how small rituals ' +
      'unlock real, lasting value for teams navigating constant change.',
  },
  {
    lang: 'en',
    concrete: 'The council fixed the broken lift at Elm Street station, and my neighbour in a wheelchair takes the train into town again.',
    vague:
      'Maybe accessibility could improve in some places, perhaps, depending on the situation. It’s hard to ' +
      'say really, it could go either way.',
  },
  {
    lang: 'en',
    concrete:
      'Taught my dad to video call his sister in Lisbon. He had not seen her face since the funeral, and ' +
      'they talked until his tablet died.',
    vague:
      'So, a few thoughts on family that I’ve been meaning to share. It’s been on my mind a lot lately, so ' +
      'bear with me. More on this soon.',
  },
  {
    lang: 'es',
    concrete:
      'El mercado de mi barrio abrió un puesto de arreglos de ropa. Ayer me cosieron el abrigo de mi ' +
      'abuela por 8 euros mientras compraba el pan.',
    vague:
      'No te rindas y sigue adelante, que lo mejor siempre está por llegar. Lo importante no es el destino ' +
      'sino el camino. ¡Tú puedes con todo!',
  },
  {
    lang: 'es',
    concrete:
      'Nuestra biblioteca municipal ahora abre los domingos por la mañana. El primer domingo vinieron 60 ' +
      'personas, casi todas familias con niños pequeños.',
    vague:
      'Bueno, llevo tiempo dándole vueltas a esto y quería compartirlo. No sé muy bien por dónde empezar, ' +
      'pero la cultura en los barrios me tiene pensando mucho.',
  },
  {
    lang: 'de',
    concrete:
      'Unser Bäcker backt seit März nur noch mit Roggen aus dem Nachbardorf. Das Brot kostet 40 Cent mehr, ' +
      'ist aber jeden Samstag um zehn ausverkauft.',
    vague:
      'Gib niemals auf und glaub an dich. Der Weg ist das Ziel, und jeder kleine Schritt zählt. Bleib ' +
      'neugierig, der Rest ergibt sich von ganz allein.',
  },
  {
    lang: 'de',
    concrete:
      'Gestern hat unsere Grundschule den Schulgarten eröffnet: 12 Hochbeete, gebaut von den Eltern der vierten Klasse an drei Samstagen.',
    vague:
      'In der heutigen schnelllebigen Welt ist Bildung ein echter Gamechanger. Tauchen wir ein in die ' +
      'Frage, wie wir das volle Potenzial unserer Kinder entfesseln.',
  },
  {
    lang: 'fr',
    concrete:
      'La piscine de notre quartier a rouvert lundi après 14 mois de travaux. L’entrée passe de 3 à 3,50 ' +
      '€, et le bassin extérieur est enfin chauffé.',
    vague:
      'Ne lâchez rien, croyez en vous. Le plus beau reste à venir, et chaque jour compte. Les efforts ' +
      'finiront toujours par payer, tout simplement.',
  },
  {
    lang: 'fr',
    concrete:
      'Mon voisin de 82 ans a appris à envoyer des photos par message. Samedi, il m’a montré la première : ' +
      'ses tomates, avec la légende « pas mal ».',
    vague:
      'L’entraide entre voisins, c’est un enjeu fondamental. Tout est lié, les choses bougent dans le bon ' +
      'sens, et au fond ça nous concerne tous.',
  },
  {
    lang: 'pt',
    concrete:
      'A padaria da minha rua passou a aceitar encomendas pelo telefone. Ontem reservei dois pães de ' +
      'centeio e estavam quentes quando cheguei às oito.',
    vague: 'Nunca é tarde para recomeçar. Acredita em ti e não desistas, o teu momento é agora. O melhor está por vir, vai com tudo!',
  },
  {
    lang: 'pt',
    concrete:
      'A nossa associação de moradores pintou a passadeira em frente à escola. Desde setembro, os carros ' +
      'param e as crianças atravessam sozinhas.',
    vague:
      'Talvez a segurança nas ruas melhore em alguns casos, depende da zona, não sei bem. Pode ser que ' +
      'sim, pode ser que não, é difícil dizer.',
  },
  {
    lang: 'it',
    concrete:
      'Il panificio sotto casa ha iniziato a vendere il pane del giorno prima a metà prezzo. Ieri alle ' +
      'sette non ne era rimasta neanche una pagnotta.',
    vague: 'Non mollare mai e credi in te stesso. Il meglio deve ancora venire, e ogni passo conta. Ce la puoi fare, il resto viene da sé.',
  },
  {
    lang: 'it',
    concrete:
      'Il nostro comune ha messo 20 biciclette in prestito gratuito alla stazione. In un mese le hanno ' +
      'usate 340 persone, quasi tutte per andare al lavoro.',
    vague:
      'Nel mondo frenetico di oggi, la mobilità sostenibile è una svolta epocale. Immergiamoci in come ' +
      'sbloccare il potenziale delle nostre città, più che mai.',
  },
];

const HELD = 'nothing_checkable';

describe('filler without specifics', () => {
  it('ranks the concrete post above the vague one of the same length, in every language', () => {
    for (const p of PAIRS) {
      const concrete = score({ text: p.concrete });
      const vague = score({ text: p.vague });
      expect(concrete.pre_publish_score, `${p.lang}: ${p.vague}`).toBeGreaterThan(vague.pre_publish_score);
    }
  });

  it('sends the vague post back for a revision, quoting its own filler and saying what is missing', () => {
    for (const p of PAIRS) {
      const vague = score({ text: p.vague });
      expect(vague.decision, p.vague).not.toBe('publish');
      const reasons = vague.blockers.filter((b) => /"[^"]+"/u.test(b.message));
      expect(reasons.length, p.vague).toBeGreaterThan(0);
      for (const b of reasons) {
        for (const [, quoted] of b.message.matchAll(/"([^"]+)"/gu))
          expect(p.vague.toLowerCase(), b.message).toContain((quoted ?? '').toLowerCase());
      }
    }
    const held = PAIRS.map((p) => score({ text: p.vague }).blockers.find((b) => b.code === HELD)).filter((b) => b !== undefined);
    expect(held.length).toBeGreaterThanOrEqual(PAIRS.length - 2);
    for (const b of held) expect(b.fix).toMatch(/^Say what happened: who, what, how much/u);
  });

  it('never holds a concrete post for lacking a number: a name, a time, a result or an event is substance', () => {
    for (const p of PAIRS) {
      const concrete = score({ text: p.concrete });
      expect(
        concrete.blockers.map((b) => b.code),
        p.concrete,
      ).not.toContain(HELD);
      expect(concrete.decision, p.concrete).toBe('publish');
    }
  });

  it('keeps a concrete post with a stock phrase in it: the specifics outweigh it', () => {
    const text =
      'Honestly, at the end of the day the numbers say it: our bakery sold 340 loaves on Saturday, up from ' +
      '210 in May, since we opened at 7 instead of 9.';
    const result = score({ text });
    expect(result.blockers.map((b) => b.code)).not.toContain(HELD);
    expect(result.decision).toBe('publish');
  });

  it('never turns a pile of filler into a rejection: saying nothing checkable is a revision', () => {
    const text =
      'Still processing so much, honestly. Feeling so grateful, truly humbled, and words can’t describe ' +
      'it. Stay humble, keep going, never give up, and remember you’re stronger than you know.';
    const result = score({ text });
    expect(result.blockers.map((b) => b.code)).toContain(HELD);
    expect(result.decision).toBe('revise');
  });

  it('does not count the number of a listicle shell as a specific', () => {
    const result = score({
      text:
        '5 lessons that changed everything for me: patience, focus, courage, gratitude and balance. Master ' +
        'these and the rest will follow.',
    });
    expect(result.blockers.map((b) => b.code)).toContain(HELD);
  });

  it('reads filler only in the language it is written in', () => {
    // "hier" is "yesterday" in French and "here" in German: a German post of filler gets no date from it.
    const german = score({
      text:
        'Ich wollte hier mal ein paar Gedanken loswerden, die mich schon länger beschäftigen. Bleib ' +
        'neugierig, glaub an dich, der Rest ergibt sich.',
    });
    expect(german.blockers.map((b) => b.code)).toContain(HELD);
  });
});

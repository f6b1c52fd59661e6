// A name is a capital that no sentence, line or clause start and no grammar explains: the capital after
// Spanish "¡" or "¿", after an opening quote or an emoji at a sentence's start, or on a function word of the
// post's language ("La", "Le", "Il", "O") names nothing.
import { describe, expect, it } from 'vitest';
import { extractFeatures } from '../../shared/post/features';
import { score } from '../../shared/score';

const names = (text: string) => extractFeatures(text).names.map((s) => text.slice(s.start, s.end));
const praised = (text: string) => score({ text }).reasons.find((r) => r.concept === 'specificity' && r.effect === 'up')?.words ?? [];

describe('names', () => {
  it('are not read from the capitals that start a Spanish clause after ¡ or ¿, or from its function words', () => {
    const text =
      '¡Dale! La IA ya escribe nuestros informes de ventas. ¿Cuánto tiempo ahorra? «La verdad», dice Marta, «unas 6 horas por semana».';
    expect(names(text)).toEqual(['IA', 'Marta']);
    for (const word of ['Dale', 'La', 'Cuánto']) expect(praised(text), word).not.toContain(word);
  });

  it('start after an emoji or a quote that opens the sentence', () => {
    expect(names('🚀 Launch day: version 2 is out for Android.')).toEqual(['Android']);
    expect(names('"Every second counts," said our support lead, Priya.')).toEqual(['Priya']);
  });

  it('are not capitals for emphasis on a function word', () => {
    expect(names('El nuevo panel lo cambia TODO: ahora vemos cada pedido en tiempo real.')).toEqual([]);
    expect(names('This is NOT a drill: the Oslo office moves on Monday.')).toEqual(['Oslo', 'Monday']);
  });

  it('are read in French, Portuguese and Italian as in English, sentence starts aside', () => {
    expect(names('La bibliothèque de Carver Road ouvre le dimanche. Le maire, Paul Martin, a trouvé l’argent.')).toEqual([
      'Carver',
      'Road',
      'Paul',
      'Martin',
    ]);
    expect(names('A biblioteca da Carver Road abre aos domingos. O prefeito, João Lima, achou o dinheiro.')).toEqual([
      'Carver',
      'Road',
      'João',
      'Lima',
    ]);
    expect(names('La biblioteca di Carver Road apre la domenica. Il sindaco, Anna Rossi, ha trovato i soldi.')).toEqual([
      'Carver',
      'Road',
      'Anna',
      'Rossi',
    ]);
  });

  it('are never read from German capitals, since German capitalises every noun', () => {
    expect(names('Die Bibliothek in der Carver Road hat jetzt sonntags geöffnet, sagt die Stadt.')).toEqual([]);
  });
});

// A placeholder is read in the language of the post: "TODO" is a programmer's note in English text and beside
// code-like marks, and a word ("everything") in capitals for emphasis in Spanish and Portuguese; dummy Latin
// is never read as English words.
import { describe, expect, it } from 'vitest';
import { score } from '../../shared/score';

const placeholders = (text: string) => score({ text }).blockers.filter((b) => b.code === 'placeholder');

describe('TODO and its kin', () => {
  it('is a word in capitals for emphasis in Spanish and Portuguese', () => {
    for (const text of [
      'El nuevo panel lo cambia TODO: ahora vemos cada pedido en tiempo real y el equipo respondió un 40 % más rápido.',
      'Lo quiero TODO, y lo quiero ya.',
      'Cambiamos TODO el flujo de pago en marzo y las compras abandonadas bajaron del 31 % al 18 %.',
      'O novo painel muda TUDO: agora vemos cada pedido em tempo real e a equipe respondeu 40 % mais rápido.',
      'Revisamos TODO o processo de entrega em maio e os atrasos caíram de 12 para 3 por semana.',
    ]) {
      const r = score({ text });
      expect(placeholders(text), text).toEqual([]);
      expect(r.decision, text).not.toBe('reject');
    }
  });

  it('is a placeholder in English text, whatever the other markers', () => {
    for (const text of [
      'TODO: add link',
      'New pricing page is live. TODO add the screenshot before posting.',
      'Launch notes: TBD',
      'Our Q3 numbers: XXX new customers.',
    ]) {
      expect(placeholders(text), text).toHaveLength(1);
      expect(score({ text }).decision, text).toBe('reject');
    }
  });

  it('is a placeholder in Spanish or Portuguese text beside code-like marks', () => {
    for (const text of [
      'Nuevo informe de ventas // TODO: el enlace del informe',
      'Nuevo informe de ventas: [TODO] y el enlace.',
      'Relatório de vendas do mês: TODO(ana) colocar o link.',
    ]) {
      expect(placeholders(text), text).toHaveLength(1);
    }
  });

  it('reads bracketed slots in the post’s language', () => {
    expect(placeholders('Reduzimos o tempo de entrega em [quanto] depois da mudança de fornecedor.')).toHaveLength(1);
    expect(placeholders('Abbiamo ridotto i tempi di consegna di [quanto] dopo il cambio di fornitore.')).toHaveLength(1);
    expect(placeholders('We cut delivery times by [how much] after switching suppliers.')).toHaveLength(1);
  });
});

describe('dummy Latin', () => {
  it('is a placeholder, and no reason of the data quotes its words as English', () => {
    const text = 'Our new landing page is live. Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.';
    const r = score({ text });
    expect(placeholders(text)).toHaveLength(1);
    const latin = new Set([
      'lorem',
      'ipsum',
      'dolor',
      'sit',
      'amet',
      'consectetur',
      'adipiscing',
      'elit',
      'sed',
      'do',
      'eiusmod',
      'tempor',
    ]);
    for (const reason of r.reasons.filter((x) => x.voice === 'data')) {
      expect(
        reason.words.filter((w) => latin.has(w.toLowerCase())),
        reason.text,
      ).toEqual([]);
    }
  });
});

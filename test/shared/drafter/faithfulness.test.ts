import { describe, expect, it } from 'vitest';
import { addedEnglishFunctionWords, inventedNumbers, keptWordShare, lostNumbers, numbersIn } from '../../../shared/drafter/faithfulness';

describe('faithfulness checks on a draft against its idea', () => {
  it('reads a number the same however its thousands and decimals are written', () => {
    expect(numbersIn('1,500 users, 1.500 Nutzer, 1500 people')).toEqual(new Set(['1500']));
    expect(numbersIn('2,5 % oder 2.5%')).toEqual(new Set(['2.5']));
  });

  it('flags a number the draft states that the idea does not, and one the draft lost', () => {
    const idea = 'We cut deploy time from 40 to 9 minutes with dependency caching';
    expect(inventedNumbers(idea, 'Deploys went from 40 to 9 minutes, 3 steps:')).toEqual(['3']);
    expect(inventedNumbers(idea, 'Deploys: 40 → 9 minutes.')).toEqual([]);
    expect(lostNumbers(idea, 'Deploys got faster: 9 minutes now.')).toEqual(['40']);
  });

  it('measures the share of the idea’s longer words the draft keeps', () => {
    const idea = 'Nuestro equipo redujo el tiempo de despliegue usando caché';
    // Content words: nuestro, equipo, redujo, tiempo, despliegue, usando, caché (7).
    expect(keptWordShare(idea, 'Redujimos el tiempo de despliegue con caché')).toBeCloseTo(3 / 7, 5);
    expect(keptWordShare(idea, idea.toUpperCase())).toBe(1);
    expect(keptWordShare('a b c', 'anything')).toBe(1);
  });

  it('names the English function words a draft adds to an idea, once each', () => {
    const idea = 'Nuestro equipo redujo el tiempo de despliegue';
    expect(
      addedEnglishFunctionWords(idea, 'Something I learned about the tiempo de despliegue: how are you handling the rest?').sort(),
    ).toEqual(['about', 'are', 'how', 'i', 'the', 'you']);
    expect(addedEnglishFunctionWords(idea, '¿Cómo lo hacéis vosotros? Nuestro equipo redujo el tiempo.')).toEqual([]);
  });
});

// Jargon and stock phrases: corporate buzzwords ("leverage synergies", "best-in-class") and the filler that
// machine-written text leans on ("in today's fast-paced digital landscape", "delve into", "ever-evolving").
// Orwell's rules ("never use a long word where a short one will do") and plain-language guides; the
// second list follows the words found over-represented in model-written text (Liang et al., 2024,
// "Mapping the increasing use of LLMs in scientific papers": delve, realm, intricate, showcasing...).
import type { Lexicon } from '../../cues/cuePattern';

export const JARGON: Lexicon = {
  en: [
    'leverag(?:e|es|ed|ing)', 'synerg(?:y|ies|istic)', 'paradigms?', 'holistic', 'best[-\\s]in[-\\s]class', 'world[-\\s]class',
    'operationali[sz](?:e|ed|ing)', 'transformation(?:al)?\\s+journey', 'journey', 'value[-\\s]add(?:ed)?', 'move\\s+the\\s+needle',
    'circle\\s+back', 'low[-\\s]hanging\\s+fruit', 'thought\\s+leader(?:ship)?', 'disruptive', 'disrupt(?:ing)?\\s+the',
    'cutting[-\\s]edge', 'next[-\\s]gen(?:eration)?', 'state[-\\s]of[-\\s]the[-\\s]art', 'seamless(?:ly)?',
    'scalable\\s+solutions?', 'end[-\\s]to[-\\s]end\\s+solutions?', 'actionable\\s+insights?', 'empower(?:s|ing)?',
    'unlock(?:ing)?\\s+(?:the\\s+)?(?:power|potential|value)', 'revolutioni[sz](?:e|es|ing)', 'elevate',
    'delv(?:e|es|ing)\\s+into', 'ever[-\\s](?:evolving|changing)', "in\\s+today'?s\\s+(?:fast[-\\s]paced|digital|ever)",
    'fast[-\\s]paced', 'digital\\s+landscape', 'landscape\\s+of', 'navigat(?:e|ing)\\s+the\\s+(?:complexities|world|landscape)',
    'tapestry', 'testament\\s+to', 'realm\\s+of', 'in\\s+the\\s+realm', 'more\\s+important\\s+than\\s+ever', 'game\\s+plan',
    'it\\s+is\\s+(?:more\\s+)?important\\s+to\\s+(?:note|remember|understand)', 'in\\s+conclusion', 'key\\s+takeaways?',
  ],
  de: ['synergien', 'paradigmenwechsel', 'ganzheitlich', 'zielführend', 'mehrwert\\s+schaffen', 'digitale\\s+transformation'],
  es: ['sinergias?', 'paradigma', 'hol[íi]stic[oa]', 'de\\s+clase\\s+mundial', 'transformaci[óo]n\\s+digital', 'apalancar'],
  fr: ['synergies?', 'paradigme', 'holistique', 'de\\s+classe\\s+mondiale', 'transformation\\s+digitale', 'levier\\s+de\\s+croissance'],
  pt: ['sinergias?', 'paradigma', 'hol[íi]stic[oa]', 'de\\s+classe\\s+mundial', 'transforma[çc][ãa]o\\s+digital', 'alavancar'],
  it: ['sinergi[ae]', 'paradigma', 'olistic[oa]', 'di\\s+livello\\s+mondiale', 'trasformazione\\s+digitale', 'fare\\s+leva'],
};

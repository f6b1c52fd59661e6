// One held-out case: a concrete post and a vague one of about the same length, on one topic, in one language.
export interface SubstancePair {
  lang: 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it';
  topic: string;
  /** Says what happened, to whom, how much or when. */
  concrete: string;
  /** Promises, hypes or teases and names nothing a reader could check. */
  vague: string;
}

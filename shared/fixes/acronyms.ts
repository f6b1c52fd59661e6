// Which words in capitals are acronyms and keep their capitals when a shouted post is set in sentence case.
// A word of two to five letters is an acronym when it has a digit (B2B, GPT4) or no vowel (SQL, HTML, CRM);
// those with a vowel cannot be told from words by their letters, so the common ones are listed (our choice,
// from tech, business and news writing). Words that are also ordinary words in capitals (US, IT, WHO, RAM)
// are left out: lowering an acronym costs less than keeping a shouted word.
const WITH_VOWELS = new Set([
  'AI', 'UI', 'UX', 'EU', 'UK', 'UN', 'OS', 'QA', 'BI', 'AR', 'IO', 'ID',
  'API', 'AWS', 'CEO', 'CFO', 'CTO', 'COO', 'CMO', 'CPO', 'CIO', 'SEO', 'ROI', 'IPO', 'KPI', 'OKR', 'USA', 'FAQ', 'ETA', 'EOD', 'EOY',
  'IDE', 'OSS', 'IRL', 'AMA', 'TIL', 'IMO', 'FYI', 'DIY', 'YOY', 'ARR', 'MAU', 'DAU', 'CAC', 'ISO', 'FBI', 'CIA', 'EPA', 'FDA', 'IRS',
  'UAE', 'GOP', 'DOJ', 'IMF', 'URL', 'URI', 'UTC', 'IOS', 'GPU', 'CPU', 'OCR', 'AGI', 'ERP', 'POC', 'OOO', 'TBA', 'NBA', 'UFC', 'EV',
  'NASA', 'NATO', 'OPEC', 'SAAS', 'PAAS', 'IAAS', 'JSON', 'AJAX', 'UUID', 'IEEE', 'IETF', 'UEFA', 'FIFA', 'ASAP', 'IMHO', 'AFAIK',
  'FOMO', 'YOLO', 'ASCII', 'HIPAA', 'COVID',
]);
const INTERJECTIONS = new Set(['HM', 'HMM', 'HMMM', 'MM', 'MMM', 'SH', 'SHH', 'SSH', 'PST', 'PSST', 'GRR', 'BRR', 'PFFT', 'TSK', 'ZZZ']);
const VOWEL = /[AEIOUYÀ-ÖØ-Ý]/u;
const MAX_LETTERS = 5;

export function looksLikeAcronym(word: string): boolean {
  const letters = word.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 2 || letters > MAX_LETTERS || /\p{Ll}/u.test(word)) return false;
  if (/\p{N}/u.test(word)) return true;
  if (WITH_VOWELS.has(word)) return true;
  return !VOWEL.test(word) && !INTERJECTIONS.has(word);
}

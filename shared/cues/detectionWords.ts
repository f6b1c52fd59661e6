// Frequent function words of languages the cue lexicons do not cover, used only to tell a post's language
// (shared/post/language.ts): a post in one of them is judged on what any script shows, and is told so. Words shared
// with a cue language ("de", "a", "que") count for both, so only a clear majority decides.
export const DETECTION_WORDS = {
  nl: ['de', 'het', 'een', 'en', 'van', 'is', 'niet', 'op', 'met', 'voor', 'dat', 'die', 'zijn', 'ik', 'je', 'jij', 'we', 'wij', 'ons', 'onze', 'naar', 'ook', 'maar', 'om', 'bij', 'aan', 'er', 'nog', 'wat', 'hebben', 'heb', 'heeft', 'wordt', 'deze', 'dit', 'als', 'uit', 'vandaag', 'geen'],
  id: ['yang', 'dan', 'di', 'ke', 'dari', 'ini', 'itu', 'untuk', 'dengan', 'tidak', 'kami', 'kita', 'saya', 'kamu', 'anda', 'akan', 'sudah', 'baru', 'ada', 'juga', 'atau', 'pada', 'karena', 'bisa', 'sebelum', 'setelah', 'hari', 'sangat', 'lebih', 'oleh', 'dalam', 'jika', 'belum', 'telah', 'mereka', 'saja'],
  sv: ['och', 'att', 'det', 'som', 'en', 'ett', 'är', 'på', 'av', 'för', 'med', 'till', 'inte', 'jag', 'vi', 'du', 'har', 'den', 'om', 'men', 'var', 'vår', 'våra', 'från', 'också', 'idag', 'nu', 'kan', 'ska'],
  pl: ['i', 'w', 'na', 'z', 'że', 'się', 'nie', 'do', 'to', 'jest', 'są', 'dla', 'od', 'po', 'ale', 'jak', 'czy', 'tak', 'już', 'przez', 'nasz', 'nasza', 'nasze', 'ten', 'ta', 'które', 'który', 'także', 'dziś', 'jestem', 'mamy'],
  tr: ['ve', 'bir', 'bu', 'da', 'de', 'için', 'ile', 'çok', 'daha', 'ne', 'gibi', 'ama', 'olarak', 'var', 'yok', 'değil', 'biz', 'ben', 'sen', 'siz', 'bizim', 'sizin', 'her', 'şu', 'kadar', 'sonra', 'önce', 'bugün', 'en'],
  ru: ['и', 'в', 'не', 'на', 'что', 'с', 'по', 'это', 'как', 'мы', 'вы', 'я', 'для', 'из', 'но', 'уже', 'так', 'от', 'до', 'все', 'наш', 'наша', 'наши', 'ваш', 'ваша', 'был', 'была', 'было', 'сегодня', 'только', 'или'],
  uk: ['і', 'й', 'в', 'у', 'не', 'на', 'що', 'з', 'це', 'як', 'ми', 'ви', 'я', 'для', 'але', 'вже', 'та', 'від', 'до', 'всі', 'наш', 'наша', 'ваш', 'був', 'була', 'сьогодні', 'тільки', 'або', 'чи'],
  hi: ['है', 'हैं', 'के', 'की', 'का', 'में', 'से', 'को', 'और', 'यह', 'वह', 'नहीं', 'पर', 'भी', 'हम', 'आप', 'मैं', 'था', 'थी', 'हमने', 'आपके', 'आपकी', 'लिए', 'कि', 'तो'],
} as const;

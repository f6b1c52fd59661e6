// Pairs of our own writing, English and German: on one topic each, a concrete post (what happened, to whom,
// how much, when) and a vague one of about the same length that promises, hypes or teases and names nothing.
// Topics vary on purpose (sports, science, local news, a launch, personal life, business, transport, school),
// so a rule that passes them reads the principle, not a topic's words.
import type { SubstancePair } from './substancePair';

export const ENGLISH_PAIRS: readonly SubstancePair[] = [
  {
    lang: 'en',
    topic: 'sports',
    concrete: 'Our under-12 girls won the county cup 3-1 on Saturday in Leeds; Maya Patel scored twice in the last ten minutes.',
    vague: 'Huge things are happening with our youth teams this season and honestly the future looks incredible for all of us!',
  },
  {
    lang: 'en',
    topic: 'science',
    concrete: 'Researchers at the University of Bristol found that bees exposed to 5 ppm of the pesticide foraged 30% less over two weeks.',
    vague: 'Something big is happening in bee research right now and it is going to change everything we thought we knew. Exciting times!',
  },
  {
    lang: 'en',
    topic: 'local news',
    concrete:
      'The Elm Street library reopens on 4 March after a £2.1 million refit, with 40 new study desks and Sunday hours from 10 to 4.',
    vague: 'Big news for our neighbourhood is on the way and trust me, it is going to be amazing for everyone who lives here. More soon!',
  },
  {
    lang: 'en',
    topic: 'product launch',
    concrete:
      'Version 3.2 of our notes app ships today: offline sync, search across 10,000 notes in under a second, and dark mode on Android.',
    vague: 'We have been working on something really special and we cannot wait to share it with you. It will be a total game changer.',
  },
  {
    lang: 'en',
    topic: 'personal life',
    concrete: 'Ran my first half marathon in Cardiff on Sunday in 2:04, eleven months after I could not jog to the end of my street.',
    vague: 'This year has been a wild ride and I feel like something amazing is about to happen. Big changes ahead, and I am so ready.',
  },
  {
    lang: 'en',
    topic: 'business',
    concrete: 'Our bakery hired two apprentices in January and now opens at 6:30 instead of 8, selling about 150 more loaves a week.',
    vague: 'Exciting changes are coming to our little business and the next chapter is going to be the best one yet. Watch this space!',
  },
  {
    lang: 'en',
    topic: 'transport',
    concrete: 'From Monday the number 9 bus runs every 10 minutes instead of 20 between Central Station and the hospital, until midnight.',
    vague: 'Getting around town is about to get so much better, with major improvements on the way that will change everything for us.',
  },
  {
    lang: 'en',
    topic: 'school',
    concrete: "Hillside Primary raised £4,800 at Friday's fair, enough to replace the 12 broken laptops in Year 6 before the summer exams.",
    vague: 'Our school community is buzzing and something incredible is coming very soon. It is going to be epic for our kids, stay tuned!',
  },
];

export const GERMAN_PAIRS: readonly SubstancePair[] = [
  {
    lang: 'de',
    topic: 'sports',
    concrete: 'Der SC Freiburg hat am Samstag 3:1 gegen Mainz gewonnen; Vincenzo Grifo traf zweimal in den letzten zehn Minuten.',
    vague: 'Bei unserem Verein tut sich gerade etwas ganz Großes und die Saison wird einfach unvergesslich für alle. Seid gespannt, Leute!',
  },
  {
    lang: 'de',
    topic: 'science',
    concrete: 'Forscher der Uni Heidelberg haben gezeigt, dass 20 Minuten Gehen am Tag den Blutdruck ihrer Patienten um 8 Prozent senkt.',
    vague: 'In der Forschung passiert gerade so viel, und das, was da auf uns zukommt, wird alles verändern. Bleibt dran, es lohnt sich!',
  },
  {
    lang: 'de',
    topic: 'local news',
    concrete: 'Die Stadtbibliothek Kassel öffnet ab dem 3. März auch sonntags von 14 bis 18 Uhr und hat 12 neue Arbeitsplätze bekommen.',
    vague:
      'Für unser Viertel stehen große Dinge bevor, und ehrlich gesagt wird das für alle Nachbarn richtig toll. Bald gibt es mehr dazu!',
  },
  {
    lang: 'de',
    topic: 'product launch',
    concrete: 'Heute erscheint Version 2.0 unserer Rezept-App: 500 neue Gerichte, eine geteilte Einkaufsliste und ein Offline-Modus.',
    vague: 'Wir arbeiten seit Monaten an etwas ganz Besonderem und können es kaum erwarten, es euch zu zeigen. Das wird der Wahnsinn!',
  },
  {
    lang: 'de',
    topic: 'personal life',
    concrete: 'Am Sonntag bin ich in Hamburg meinen ersten Halbmarathon gelaufen, in 1:59, ein Jahr nachdem ich das Rauchen aufgab.',
    vague:
      'Dieses Jahr war eine echte Achterbahnfahrt und ich spüre, dass etwas Großes auf mich wartet. Das Beste kommt noch, ganz sicher.',
  },
  {
    lang: 'de',
    topic: 'business',
    concrete:
      'Unsere Bäckerei in Leipzig hat im Januar zwei Azubis eingestellt und öffnet jetzt um 6:30 statt um 8 Uhr, mit 150 Brötchen mehr.',
    vague: 'Unser kleines Unternehmen erlebt gerade eine spannende Zeit, und die nächsten Monate werden großartig. Ihr werdet es lieben!',
  },
  {
    lang: 'de',
    topic: 'transport',
    concrete: 'Ab Montag fährt die Linie 5 zwischen Hauptbahnhof und Klinikum alle 10 statt alle 20 Minuten, und zwar bis Mitternacht.',
    vague: 'Unterwegs in der Stadt wird bald alles viel einfacher, denn es kommen große Veränderungen, die für uns alle großartig sind.',
  },
  {
    lang: 'de',
    topic: 'school',
    concrete: 'Die Grundschule am Park hat beim Sommerfest 3.200 Euro gesammelt, genug für 10 neue Tablets in der vierten Klasse.',
    vague: 'An unserer Schule liegt etwas Besonderes in der Luft, und bald gibt es eine riesige Überraschung. Das wird ein Knaller!',
  },
];

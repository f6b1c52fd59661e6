// Pairs of our own writing, Spanish, French, Portuguese and Italian: on one topic each, a concrete post (what
// happened, to whom, how much, when) and a vague one of about the same length that promises, hypes or teases
// and names nothing. The same spread of topics as the English and German pairs, written anew in each language.
import type { SubstancePair } from './substancePair';

export const SPANISH_PAIRS: readonly SubstancePair[] = [
  {
    lang: 'es',
    topic: 'sports',
    concrete: 'El Betis ganó 2-0 al Getafe el domingo con goles de Isco y Fekir; es su quinta victoria seguida en el Villamarín.',
    vague: 'Se vienen tiempos increíbles para nuestro equipo y esta temporada va a ser histórica, ya lo veréis. ¡No os lo perdáis!',
  },
  {
    lang: 'es',
    topic: 'science',
    concrete: 'Un equipo del CSIC en Granada ha medido que el olivar con cubierta vegetal pierde un 60 % menos de suelo con la lluvia.',
    vague: 'La ciencia está a punto de darnos una sorpresa enorme y lo que viene lo cambiará todo. Muy pronto os contamos más, ¡atentos!',
  },
  {
    lang: 'es',
    topic: 'local news',
    concrete: 'Desde el lunes la línea 27 de autobús pasa cada 8 minutos por la avenida de la Constitución, en lugar de cada 15.',
    vague: 'Se vienen cosas muy buenas para el barrio y la verdad es que va a ser espectacular para todos los vecinos. ¡Pronto más!',
  },
  {
    lang: 'es',
    topic: 'product launch',
    concrete:
      'Hoy lanzamos la versión 2.0 de nuestra app de recetas: 500 platos nuevos, lista de la compra compartida y modo sin conexión.',
    vague: 'Llevamos meses preparando algo muy especial y estamos deseando enseñároslo. Va a ser un antes y un después. ¡Muy pronto!',
  },
  {
    lang: 'es',
    topic: 'personal life',
    concrete: 'Ayer terminé mi primer maratón en Valencia en 4 horas y 10 minutos, un año después de empezar a correr con mi hermana.',
    vague: 'Este año ha sido una montaña rusa y siento que algo grande está por llegar. Se vienen grandes cambios y estoy más que lista.',
  },
  {
    lang: 'es',
    topic: 'business',
    concrete:
      'Nuestra librería de Zaragoza vendió 1.200 libros en la feria de abril, el doble que el año pasado, con firmas de autores locales.',
    vague: 'Nuestra pequeña librería vive un momento mágico y lo mejor está por venir. Estamos preparando novedades que os van a encantar.',
  },
  {
    lang: 'es',
    topic: 'culture',
    concrete: 'El Museo de Bellas Artes de Sevilla abrirá gratis los jueves por la tarde a partir de marzo, de 17 a 20 horas.',
    vague: 'La cultura en nuestra ciudad está cambiando y lo que viene es increíble. Nada volverá a ser igual, así que estad atentos.',
  },
  {
    lang: 'es',
    topic: 'school',
    concrete: 'El instituto Ramón y Cajal estrena este curso un laboratorio de robótica con 30 kits, pagado por la asociación de padres.',
    vague: 'En nuestro instituto se respira algo especial y este curso va a ser inolvidable para toda la comunidad. ¡Se viene algo grande!',
  },
];

export const FRENCH_PAIRS: readonly SubstancePair[] = [
  {
    lang: 'fr',
    topic: 'sports',
    concrete: "Le Stade Toulousain a battu le Racing 92 par 31 à 17 samedi, avec deux essais d'Antoine Dupont en seconde période.",
    vague: "Il se passe quelque chose de fou dans notre club en ce moment et la suite va être historique pour tous. Restez à l'écoute !",
  },
  {
    lang: 'fr',
    topic: 'science',
    concrete: "Des chercheurs de l'Inserm à Lyon ont montré qu'une marche de 20 minutes par jour réduit de 15 % la tension des patients.",
    vague: 'La recherche sur la santé vit une véritable révolution et ce qui arrive va tout changer pour nous tous. À suivre !',
  },
  {
    lang: 'fr',
    topic: 'local news',
    concrete: 'La médiathèque de Nantes ouvre le dimanche de 14 h à 18 h à partir du 3 mars, avec 12 postes informatiques de plus.',
    vague:
      "De belles choses se préparent pour notre quartier et franchement ce sera génial pour tous les habitants. Plus d'infos bientôt !",
  },
  {
    lang: 'fr',
    topic: 'product launch',
    concrete:
      "Notre application de covoiturage sort aujourd'hui en version 4 : trajets partagés jusqu'à 200 km et paiement par carte intégré.",
    vague: "Notre équipe travaille sur quelque chose d'énorme depuis des mois et vous allez adorer. Ce sera un vrai tournant, patience !",
  },
  {
    lang: 'fr',
    topic: 'personal life',
    concrete: "J'ai couru mon premier semi-marathon à Bordeaux dimanche en 1 h 58, un an après avoir arrêté de fumer.",
    vague: "Cette année a été pleine de rebondissements et je sens que de grandes choses m'attendent. Le plus beau reste à venir.",
  },
  {
    lang: 'fr',
    topic: 'business',
    concrete:
      'Notre boulangerie de Lille a embauché deux apprentis en janvier et ouvre désormais à 6 h 30, avec 120 baguettes de plus par jour.',
    vague:
      'Notre petite entreprise vit une période incroyable et les prochains mois seront exceptionnels. On a hâte de tout vous dévoiler !',
  },
  {
    lang: 'fr',
    topic: 'transport',
    concrete: "Dès lundi, le tram T2 passera toutes les 5 minutes entre la gare et l'hôpital, contre 9 aujourd'hui, jusqu'à minuit.",
    vague: 'Se déplacer en ville va devenir tellement plus simple, avec de grands changements à venir qui vont tout changer pour nous.',
  },
  {
    lang: 'fr',
    topic: 'school',
    concrete: "L'école Jules Ferry a récolté 3 200 € à la kermesse de samedi, de quoi remplacer les 10 tablettes cassées du CM2.",
    vague: 'Notre école vit un moment magique et une grande surprise arrive très bientôt. Ça va être incroyable pour nos enfants !',
  },
];

export const PORTUGUESE_PAIRS: readonly SubstancePair[] = [
  {
    lang: 'pt',
    topic: 'sports',
    concrete: 'O Sporting venceu o Braga por 3-1 no sábado, com dois golos de Gyökeres nos últimos dez minutos do jogo em Alvalade.',
    vague: 'Está a acontecer algo enorme no nosso clube e esta época vai ser histórica para todos nós. Fiquem atentos, que isto promete!',
  },
  {
    lang: 'pt',
    topic: 'science',
    concrete: 'Investigadores da Universidade de Coimbra mostraram que 20 minutos de caminhada por dia baixam 8 % a tensão dos doentes.',
    vague: 'A investigação em saúde está a viver uma revolução e o que aí vem vai mudar tudo o que sabemos. Aguardem, vale a pena!',
  },
  {
    lang: 'pt',
    topic: 'local news',
    concrete: 'A biblioteca municipal do Porto passa a abrir ao domingo das 14h às 18h a partir de 3 de março, com 12 computadores novos.',
    vague: 'Grandes novidades estão a caminho do nosso bairro e sinceramente vai ser incrível para todos os moradores. Em breve contamos!',
  },
  {
    lang: 'pt',
    topic: 'product launch',
    concrete: 'Lançámos hoje a versão 2.0 da nossa app de receitas: 500 pratos novos, lista de compras partilhada e modo offline.',
    vague: 'Andamos há meses a preparar algo muito especial e mal podemos esperar para vos mostrar. Vai ser épico, prometemos!',
  },
  {
    lang: 'pt',
    topic: 'personal life',
    concrete: 'No domingo corri a minha primeira meia maratona em Lisboa, em 1h59, um ano depois de deixar de fumar.',
    vague: 'Este ano foi uma montanha-russa e sinto que algo grande está para chegar. O melhor ainda está por vir, tenho a certeza.',
  },
  {
    lang: 'pt',
    topic: 'business',
    concrete:
      'A nossa padaria em Braga contratou dois aprendizes em janeiro e agora abre às 6h30 em vez das 8h, com mais 150 pães por dia.',
    vague: 'O nosso pequeno negócio vive uma fase incrível e os próximos meses vão ser fantásticos. Vocês vão adorar tudo o que vem aí!',
  },
  {
    lang: 'pt',
    topic: 'transport',
    concrete: 'A partir de segunda-feira, o autocarro 702 passa de 10 em 10 minutos entre o Marquês e o hospital, até à meia-noite.',
    vague: 'Andar pela cidade vai ficar muito mais fácil, com grandes mudanças a chegar que vão mudar tudo para todos nós.',
  },
  {
    lang: 'pt',
    topic: 'school',
    concrete:
      'A Escola Básica da Sé angariou 3200 euros na feira de sábado, o suficiente para substituir os 10 tablets avariados do 4.º ano.',
    vague: 'Na nossa escola sente-se algo especial no ar e uma grande surpresa chega muito em breve. Vai ser demais para os miúdos!',
  },
];

export const ITALIAN_PAIRS: readonly SubstancePair[] = [
  {
    lang: 'it',
    topic: 'sports',
    concrete: "L'Atalanta ha battuto il Torino 3-1 sabato a Bergamo, con due gol di Lookman negli ultimi dieci minuti.",
    vague: 'Nel nostro club sta succedendo qualcosa di enorme e questa stagione sarà storica per tutti noi. Restate connessi!',
  },
  {
    lang: 'it',
    topic: 'science',
    concrete: "Ricercatori dell'Università di Padova hanno mostrato che 20 minuti di cammino al giorno abbassano dell'8 % la pressione.",
    vague: 'La ricerca medica sta vivendo una rivoluzione e quello che arriva cambierà tutto ciò che sappiamo. Presto altre novità!',
  },
  {
    lang: 'it',
    topic: 'local news',
    concrete: 'La biblioteca civica di Torino aprirà la domenica dalle 14 alle 18 dal 3 marzo, con 12 nuove postazioni per lo studio.',
    vague: 'Grandi novità in arrivo per il nostro quartiere e sinceramente sarà fantastico per tutti gli abitanti. Non perdetevi nulla!',
  },
  {
    lang: 'it',
    topic: 'product launch',
    concrete: 'Oggi esce la versione 2.0 della nostra app di ricette: 500 piatti nuovi, lista della spesa condivisa e modalità offline.',
    vague: "Da mesi lavoriamo a qualcosa di davvero speciale e non vediamo l'ora di mostrarvelo. Sarà pazzesco, promesso!",
  },
  {
    lang: 'it',
    topic: 'personal life',
    concrete: 'Domenica ho corso la mia prima mezza maratona a Firenze in 1 ora e 59, un anno dopo aver smesso di fumare.',
    vague: "Quest'anno è stato un ottovolante e sento che qualcosa di grande sta per arrivare. Il meglio deve ancora venire.",
  },
  {
    lang: 'it',
    topic: 'business',
    concrete:
      'Il nostro forno di Bologna ha assunto due apprendisti a gennaio e ora apre alle 6:30 invece delle 8, con 150 pagnotte in più.',
    vague: 'La nostra piccola azienda vive un momento magico e i prossimi mesi saranno incredibili. Vi piacerà tutto quello che arriva!',
  },
  {
    lang: 'it',
    topic: 'transport',
    concrete: "Da lunedì il tram 4 passa ogni 5 minuti tra la stazione e l'ospedale, invece di ogni 9, fino a mezzanotte.",
    vague: 'Muoversi in città diventerà molto più semplice, con grandi cambiamenti in arrivo che cambieranno tutto per tutti noi.',
  },
  {
    lang: 'it',
    topic: 'school',
    concrete: 'La scuola elementare Manzoni ha raccolto 3.200 euro alla festa di sabato, abbastanza per sostituire 10 tablet rotti.',
    vague: 'Nella nostra scuola si respira un’aria speciale e una grande sorpresa arriva prestissimo. Sarà pazzesco per i bambini!',
  },
];

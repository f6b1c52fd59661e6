// The same concrete posts in every language the editor reads: each written in English, then translated by
// hand into Spanish, German, French, Portuguese and Italian, keeping every fact (the numbers, names, places
// and what happened) and the register. The engine should judge the content, not the language it is said in:
// `npm run eval`'s languages section scores each translation against its English twin. One post also has a
// Thai and a Hindi version, judged on what any script shows. Written for Preflight's evaluation; not
// taken from any benchmark.

export const TWIN_LANGUAGES = ['es', 'de', 'fr', 'pt', 'it'] as const;
export type TwinLanguage = (typeof TWIN_LANGUAGES)[number];

export interface LanguageTwin {
  id: string;
  en: string;
  translations: Record<TwinLanguage, string>;
  /** Versions in scripts the lexicons do not read (Thai, Hindi), where there are any. */
  otherScripts?: Partial<Record<'th' | 'hi', string>>;
}

export const LANGUAGE_TWINS: readonly LanguageTwin[] = [
  {
    id: 'checkout',
    en:
      'We cut our checkout page load from 3.2 seconds to 1.1 by moving product images to a CDN in ' +
      'Frankfurt. Mobile orders rose 14% in the first two weeks.',
    translations: {
      es:
        'Bajamos la carga de nuestra página de pago de 3,2 segundos a 1,1 al mover las imágenes de producto ' +
        'a una CDN en Fráncfort. Los pedidos desde el móvil subieron un 14 % en las dos primeras semanas.',
      de:
        'Wir haben die Ladezeit unserer Checkout-Seite von 3,2 auf 1,1 Sekunden gesenkt, indem wir die ' +
        'Produktbilder auf ein CDN in Frankfurt verlegt haben. Die mobilen Bestellungen stiegen in den ' +
        'ersten zwei Wochen um 14 %.',
      fr:
        'Nous avons fait passer le chargement de notre page de paiement de 3,2 secondes à 1,1 en déplaçant ' +
        'les images des produits vers un CDN à Francfort. Les commandes sur mobile ont augmenté de 14 % en ' +
        'deux semaines.',
      pt:
        'Reduzimos o carregamento da nossa página de pagamento de 3,2 segundos para 1,1 ao mover as imagens ' +
        'dos produtos para uma CDN em Frankfurt. Os pedidos pelo celular subiram 14% nas duas primeiras ' +
        'semanas.',
      it:
        'Abbiamo ridotto il caricamento della nostra pagina di pagamento da 3,2 secondi a 1,1 spostando le ' +
        'immagini dei prodotti su una CDN a Francoforte. Gli ordini da mobile sono saliti del 14% nelle ' +
        'prime due settimane.',
    },
    otherScripts: {
      th: 'เราลดเวลาโหลดหน้าชำระเงินจาก 3.2 วินาทีเหลือ 1.1 วินาที ด้วยการย้ายรูปสินค้าไปไว้บน CDN ที่แฟรงก์เฟิร์ต ยอดสั่งซื้อผ่านมือถือเพิ่มขึ้น 14% ในสองสัปดาห์แรก',
      hi:
        'हमने उत्पादों की तस्वीरें फ़्रैंकफ़र्ट के एक CDN पर ले जाकर अपने चेकआउट पेज का लोड समय 3.2 सेकंड से घटाकर 1.1 सेकंड कर ' +
        'दिया। पहले दो हफ़्तों में मोबाइल से ऑर्डर 14% बढ़ गए।',
    },
  },
  {
    id: 'library',
    en:
      'The library on Carver Road now opens on Sundays from 10 to 4. The council found the money by ' +
      'sharing the building with the youth centre, and 600 people signed up for cards in the first month.',
    translations: {
      es:
        'La biblioteca de Carver Road abre ahora los domingos de 10 a 4. El ayuntamiento encontró el dinero ' +
        'compartiendo el edificio con el centro juvenil, y 600 personas se sacaron el carné en el primer mes.',
      de:
        'Die Bibliothek in der Carver Road hat jetzt sonntags von 10 bis 16 Uhr geöffnet. Die Stadt hat das ' +
        'Geld gefunden, indem sie das Gebäude mit dem Jugendzentrum teilt, und im ersten Monat haben sich ' +
        '600 Menschen einen Ausweis geholt.',
      fr:
        'La bibliothèque de Carver Road ouvre désormais le dimanche de 10 h à 16 h. La mairie a trouvé ' +
        'l’argent en partageant le bâtiment avec le centre pour les jeunes, et 600 personnes ont pris une ' +
        'carte le premier mois.',
      pt:
        'A biblioteca da Carver Road agora abre aos domingos das 10 às 16 horas. A prefeitura encontrou o ' +
        'dinheiro dividindo o prédio com o centro da juventude, e 600 pessoas tiraram a carteirinha no ' +
        'primeiro mês.',
      it:
        'La biblioteca di Carver Road ora apre la domenica dalle 10 alle 16. Il comune ha trovato i soldi ' +
        'condividendo l’edificio con il centro giovani, e 600 persone hanno fatto la tessera nel primo mese.',
    },
  },
  {
    id: 'playground',
    en:
      'Thank you to the 35 neighbours who repainted the playground on Oak Lane last Saturday. The swings ' +
      'are yellow again and the kids were back on them by noon.',
    translations: {
      es:
        'Gracias a los 35 vecinos que repintaron el parque infantil de Oak Lane el sábado pasado. Los ' +
        'columpios vuelven a ser amarillos y a mediodía los niños ya estaban otra vez en ellos.',
      de:
        'Danke an die 35 Nachbarn, die am Samstag den Spielplatz in der Oak Lane neu gestrichen haben. Die ' +
        'Schaukeln sind wieder gelb, und mittags saßen die Kinder schon wieder darauf.',
      fr:
        'Merci aux 35 voisins qui ont repeint l’aire de jeux d’Oak Lane samedi dernier. Les balançoires sont ' +
        'de nouveau jaunes et à midi les enfants étaient déjà remontés dessus.',
      pt:
        'Obrigado aos 35 vizinhos que pintaram de novo o parquinho da Oak Lane no sábado passado. Os ' +
        'balanços estão amarelos outra vez e ao meio-dia as crianças já tinham voltado a brincar neles.',
      it:
        'Grazie ai 35 vicini che sabato scorso hanno ridipinto il parco giochi di Oak Lane. Le altalene sono ' +
        'di nuovo gialle e a mezzogiorno i bambini ci erano già tornati sopra.',
    },
  },
  {
    id: 'bakery',
    en:
      'Our bakery throws away about 40 loaves every Monday. We tried baking less on Sundays, but then we ' +
      'run out by 11. How do other small bakeries plan the Monday dough?',
    translations: {
      es:
        'Nuestra panadería tira unas 40 barras de pan cada lunes. Probamos a hornear menos los domingos, ' +
        'pero entonces nos quedamos sin pan a las 11. ¿Cómo planifican la masa del lunes otras panaderías ' +
        'pequeñas?',
      de:
        'Unsere Bäckerei wirft jeden Montag etwa 40 Brote weg. Wir haben versucht, sonntags weniger zu ' +
        'backen, aber dann ist um 11 Uhr alles ausverkauft. Wie planen andere kleine Bäckereien den Teig für ' +
        'Montag?',
      fr:
        'Notre boulangerie jette environ 40 pains chaque lundi. Nous avons essayé de moins cuire le ' +
        'dimanche, mais alors il n’y a plus rien à 11 h. Comment les autres petites boulangeries ' +
        'prévoient-elles la pâte du lundi ?',
      pt:
        'Nossa padaria joga fora cerca de 40 pães toda segunda-feira. Tentamos assar menos aos domingos, mas ' +
        'aí o pão acaba às 11. Como outras padarias pequenas planejam a massa de segunda?',
      it:
        'Il nostro panificio butta via circa 40 pagnotte ogni lunedì. Abbiamo provato a cuocere meno la ' +
        'domenica, ma poi alle 11 il pane è finito. Come pianificano l’impasto del lunedì gli altri piccoli ' +
        'panifici?',
    },
  },
  {
    id: 'runner',
    en:
      'Tip for new runners: slow your easy runs down until you can speak in full sentences. I ran my first ' +
      'half marathon in 2:05 after eight weeks of that, with no knee pain.',
    translations: {
      es:
        'Un consejo para quien empieza a correr: baja el ritmo de las carreras suaves hasta que puedas ' +
        'hablar con frases completas. Corrí mi primera media maratón en 2:05 después de ocho semanas así, ' +
        'sin dolor de rodilla.',
      de:
        'Tipp für alle, die mit dem Laufen anfangen: Lauf die lockeren Einheiten so langsam, dass du in ' +
        'ganzen Sätzen sprechen kannst. Ich bin nach acht Wochen so meinen ersten Halbmarathon in 2:05 ' +
        'gelaufen, ohne Knieschmerzen.',
      fr:
        'Un conseil pour qui débute la course : ralentis tes sorties faciles jusqu’à pouvoir parler en ' +
        'phrases complètes. J’ai couru mon premier semi-marathon en 2:05 après huit semaines comme ça, sans ' +
        'douleur au genou.',
      pt:
        'Dica para quem está começando a correr: diminua o ritmo das corridas leves até conseguir falar ' +
        'frases inteiras. Corri minha primeira meia maratona em 2:05 depois de oito semanas assim, sem dor ' +
        'no joelho.',
      it:
        'Un consiglio per chi inizia a correre: rallenta le uscite facili finché riesci a parlare con frasi ' +
        'complete. Ho corso la mia prima mezza maratona in 2:05 dopo otto settimane così, senza dolore al ' +
        'ginocchio.',
    },
  },
  {
    id: 'map_editor',
    en:
      'Version 2.0 of our open-source map editor is out today. It loads a 50 MB city map in 4 seconds ' +
      'instead of 30, and it works offline on a phone.',
    translations: {
      es:
        'Hoy sale la versión 2.0 de nuestro editor de mapas de código abierto. Carga un mapa de ciudad de 50 ' +
        'MB en 4 segundos en lugar de 30, y funciona sin conexión en el móvil.',
      de:
        'Version 2.0 unseres Open-Source-Karteneditors ist ab heute verfügbar. Er lädt eine 50 MB große ' +
        'Stadtkarte in 4 statt 30 Sekunden und funktioniert offline auf dem Handy.',
      fr:
        'La version 2.0 de notre éditeur de cartes open source sort aujourd’hui. Il charge une carte de ' +
        'ville de 50 Mo en 4 secondes au lieu de 30, et il fonctionne hors ligne sur un téléphone.',
      pt:
        'A versão 2.0 do nosso editor de mapas de código aberto saiu hoje. Ele carrega um mapa de cidade de ' +
        '50 MB em 4 segundos em vez de 30 e funciona offline no celular.',
      it:
        'La versione 2.0 del nostro editor di mappe open source esce oggi. Carica una mappa di città da 50 ' +
        'MB in 4 secondi invece di 30 e funziona offline sul telefono.',
    },
  },
];

import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const marocco: TripSeed = {
  slug: 'marocco-casablanca-fes-marrakech',
  aliases: ['marocco'],
  title: 'Marocco, le città imperiali',
  subtitle: 'Da Casablanca a Marrakech passando per Rabat, Meknès, Volubilis e la medina di Fès',
  country: 'Marocco',
  category: 'culturale',
  durationDays: 7,
  priceCents: 100000,
  singleSupplementCents: 28000,
  depositPolicy: { kind: 'percent', value: 40 },
  cancellationTable: 'standard',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'amber',
  description: [
    "Un viaggio attraverso le città che hanno fatto la storia del Marocco: la moderna Casablanca con la sua grande moschea sull'oceano, Rabat la capitale, la Meknès del sultano Moulay Ismail, le rovine romane di Volubilis, la medina millenaria di Fès e infine Marrakech, rossa e vivace ai piedi dell'Atlante.",
    "Scopriamo i souk, le madrase decorate di zellige e legno di cedro, i palazzi e i giardini con guide locali che parlano italiano, sempre affiancati dall'accompagnatore partito con il gruppo dall'Italia. Nella medina di Fès, un labirinto di vicoli senza automobili, la guida è indispensabile; a Marrakech lasciamo tempo per vivere la piazza Jemaa el-Fna al tramonto.",
    "Le tappe sono pensate per non stancare, con un'unica giornata lunga di trasferimento tra Fès e Marrakech attraverso i boschi di cedri del Medio Atlante. Voli, hotel 4 stelle, colazioni, pullman privato e visite guidate sono già compresi nella quota: nessuna cassa comune.",
  ],
  highlights: [
    "La Moschea Hassan II di Casablanca, visitata anche all'interno",
    'Rabat: la Torre Hassan e la Kasbah degli Udaya',
    'Meknès e la porta monumentale di Bab Mansour',
    'Le rovine romane e i mosaici di Volubilis',
    'Una giornata intera nella medina di Fès con guida locale',
    'I boschi di cedri del Medio Atlante',
    'Marrakech: i Palazzi, i souk e la piazza Jemaa el-Fna',
  ],
  facts: [
    { label: 'Ritmo', value: 'Tranquillo, con una sola giornata lunga di trasferimento' },
    { label: 'Hotel', value: '4 stelle, vicino ai centri storici' },
    { label: 'Pasti', value: 'Colazione inclusa ogni giorno' },
    { label: 'Accompagnatore', value: "Dall'Italia, con il gruppo per tutto il viaggio" },
    { label: 'Periodo migliore', value: 'Da marzo a maggio e da settembre a novembre' },
  ],
  flights:
    'Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino, con arrivo a Casablanca e rientro da Marrakech, diretti o con uno scalo a seconda della data, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
  itinerary: [
    {
      day: 1,
      title: 'Benvenuti a Casablanca',
      subtitle: "Volo dall'Italia e tramonto sull'Atlantico",
      morning: {
        title: "Volo dall'Italia e trasferimento in hotel",
        description:
          "Ritrovo in aeroporto a Milano Malpensa o Roma Fiumicino con l'accompagnatore e volo per Casablanca. All'arrivo all'aeroporto Mohammed V ci attende il pullman privato: circa 30 km e tre quarti d'ora fino all'hotel. Consegna delle camere dalle 15:00.",
      },
      afternoon: {
        title: 'La Corniche e la Moschea Hassan II al tramonto',
        description:
          "Nel tardo pomeriggio breve giro in pullman con l'accompagnatore lungo la Corniche di Aïn Diab, il lungomare di Casablanca, fino alla spianata della Moschea Hassan II, costruita in parte sull'oceano, con il minareto alto 210 metri. Rientro in hotel e cena libera.",
      },
    },
    {
      day: 2,
      title: 'Casablanca e Rabat',
      subtitle: 'La grande moschea e la capitale sul fiume Bou Regreg',
      morning: {
        title: 'Visita alla Moschea Hassan II',
        description:
          "Dopo colazione, con la guida locale, visitiamo l'interno della Moschea Hassan II, una delle poche in Marocco aperte ai non musulmani: la sala di preghiera, i soffitti in legno di cedro, i marmi e i bagni rituali. Le visite seguono orari fissi, ridotti il venerdì, e si entra senza scarpe. Partenza poi per Rabat, a circa 90 km, un'ora e un quarto di strada.",
      },
      afternoon: {
        title: 'La Torre Hassan e la Kasbah degli Udaya',
        description:
          "Dopo il pranzo libero visitiamo con la guida la spianata della Torre Hassan, il minareto incompiuto del XII secolo, e il Mausoleo di Mohammed V con le sue guardie in alta uniforme. Passeggiata nella Kasbah degli Udaya, tra case bianche e azzurre, fino al giardino andaluso e al caffè affacciato sull'estuario. Sistemazione in hotel a Rabat e serata libera.",
      },
    },
    {
      day: 3,
      title: 'Meknès e Volubilis',
      subtitle: "La città del sultano Moulay Ismail e la Roma d'Africa",
      morning: {
        title: 'Meknès, la Versailles del Marocco',
        description:
          "Partenza per Meknès, circa 140 km e un'ora e tre quarti di autostrada. Con la guida ammiriamo Bab Mansour, una delle porte più belle del Marocco, la piazza El Hedim e i granai e le scuderie reali di Heri es-Souani, costruiti per dodicimila cavalli. Pranzo libero in città.",
      },
      afternoon: {
        title: 'Le rovine romane di Volubilis e arrivo a Fès',
        description:
          "A una trentina di chilometri da Meknès visitiamo Volubilis, patrimonio UNESCO, con l'arco di Caracalla, la basilica e i mosaici delle case patrizie ancora al loro posto; la visita dura circa un'ora e mezza, su un terreno sterrato e in gran parte piano. Proseguiamo per Fès (circa 80 km, un'ora e mezza) e sistemazione in hotel per due notti.",
      },
    },
    {
      day: 4,
      title: 'Fès, la medina millenaria',
      subtitle: 'Un giorno intero nel cuore spirituale del Marocco',
      morning: {
        title: 'Fès el-Bali con la guida',
        description:
          "Entriamo nella medina da Bab Boujloud, la porta di maioliche blu e verdi. Con la guida percorriamo la Talaa Kebira tra botteghe di artigiani e visitiamo la Medersa Bou Inania, capolavoro merinide del XIV secolo, la fontana Nejjarine e l'ingresso della moschea Al-Qarawiyyin, fondata nell'859. Dalle terrazze dei negozi guardiamo le vasche colorate della conceria Chouara.",
      },
      afternoon: {
        title: 'Fès el-Jdid e il panorama della medina',
        description:
          "Dopo il pranzo libero nella medina, rientro in hotel per una pausa. Nel tardo pomeriggio, in pullman, raggiungiamo le porte dorate del Palazzo Reale e il Mellah, l'antico quartiere ebraico, per salire infine alle Tombe Merinidi da cui si abbraccia con lo sguardo tutta la medina al tramonto. Cena libera.",
      },
    },
    {
      day: 5,
      title: 'Attraverso il Medio Atlante',
      subtitle: 'Da Fès a Marrakech tra cedri, altopiani e oliveti',
      morning: {
        title: 'Ifrane e la foresta di cedri',
        description:
          'È la giornata più lunga del viaggio: circa 500 km e otto ore con le soste, in pullman privato con posti comodi. Partiamo presto verso Ifrane, cittadina a 1.650 metri dalle case con i tetti spioventi, e ci fermiamo nella foresta di cedri vicino ad Azrou, dove vivono le bertucce.',
      },
      afternoon: {
        title: 'Verso Marrakech',
        description:
          'Dopo il pranzo lungo la strada scendiamo dalle montagne verso la piana di Béni Mellal, tra oliveti e aranceti, con soste regolari per sgranchirsi le gambe. Arrivo a Marrakech nel tardo pomeriggio, sistemazione in hotel per due notti e serata libera per riposare.',
      },
    },
    {
      day: 6,
      title: 'Marrakech, la città rossa',
      subtitle: 'Palazzi, souk e la piazza Jemaa el-Fna',
      morning: {
        title: 'Koutoubia, Tombe Saadiane e Palazzo Bahia',
        description:
          "Con la guida partiamo dalla Koutoubia, il minareto del XII secolo simbolo della città, per visitare le Tombe Saadiane, riscoperte nel 1917 dopo secoli di oblio, e il Palazzo Bahia, con i cortili, i giardini e i soffitti dipinti dell'Ottocento. Pranzo libero e pausa in hotel nelle ore più calde.",
      },
      afternoon: {
        title: 'I souk e Jemaa el-Fna al tramonto',
        description:
          'Nel pomeriggio visitiamo la Medersa Ben Youssef, con il grande cortile di stucchi e cedro, e attraversiamo con la guida i souk dei tintori, dei ramai e dei fabbri. Al tramonto ci affacciamo dalla terrazza di un caffè su Jemaa el-Fna, quando la piazza si riempie di musicisti, cantastorie e bancarelle. Cena libera.',
      },
    },
    {
      day: 7,
      title: 'Arrivederci Marocco',
      subtitle: 'Ultime ore a Marrakech e volo di rientro in Italia',
      morning: {
        title: 'Mattinata libera o Giardino Majorelle',
        description:
          'Colazione con calma e rilascio delle camere entro le 11:00; i bagagli restano custoditi in hotel. Per chi lo desidera, visita facoltativa al Giardino Majorelle, con il suo blu intenso, i cactus e le fontane; per gli altri, ultimi acquisti nei souk o relax in piscina.',
      },
      afternoon: {
        title: 'Trasferimento in aeroporto e rientro',
        description:
          "All'orario concordato il pullman privato ci porta all'aeroporto di Marrakech Menara, a circa un quarto d'ora dal centro. Volo per Milano Malpensa o Roma Fiumicino con l'accompagnatore, che resta con il gruppo fino all'arrivo in Italia.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di andata e ritorno da Milano Malpensa o Roma Fiumicino (arrivo a Casablanca, rientro da Marrakech), con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
        'Trasferimenti|Pullman privato con aria condizionata per tutti gli spostamenti del programma.',
        'Hotel|6 notti in hotel 4 stelle: 1 a Casablanca, 1 a Rabat, 2 a Fès, 2 a Marrakech, in camera doppia con bagno privato.',
        'Colazione|Colazione a buffet ogni mattina in hotel.',
        'Visite guidate|Visite con guida locale in lingua italiana come da programma, con gli ingressi alla Moschea Hassan II, a Volubilis, alla Medersa Bou Inania, alle Tombe Saadiane, al Palazzo Bahia e alla Medersa Ben Youssef.',
        "Accompagnatore|Un accompagnatore che parte dall'Italia e resta con il gruppo per tutto il viaggio.",
        'Politica di cancellazione|Penali chiare e proporzionate ai giorni che mancano alla partenza (vedi le domande frequenti).',
        'Nessuna cassa comune|Quello che è compreso è già nella quota: in viaggio non si versa nulla al gruppo.',
      ],
    },
    {
      id: 'excluded',
      title: 'La quota non comprende',
      items: [
        'Pasti|Pranzi e cene, e le bevande.',
        "Ingressi|Ingressi a musei, monumenti e giardini non indicati alla voce 'La quota comprende', tra cui il Giardino Majorelle.",
        'Mance|Mance a guide, autisti e facchini: in Marocco sono un gesto abituale, ma restano alla libera scelta di ciascuno.',
        "Assicurazione|Assicurazione di viaggio medica e di annullamento, facoltativa ma consigliata fuori dall'Unione Europea.",
        'Tasse locali|Eventuale tassa di soggiorno richiesta in hotel.',
        'Extra personali|Telefono, lavanderia, minibar, acquisti e tutto quanto non indicato alla voce precedente.',
      ],
    },
    {
      id: 'packing',
      title: 'Cosa mettere in valigia',
      items: [
        'Scarpe|Scarpe chiuse, comode e con una buona suola: i vicoli delle medine sono irregolari, in pendenza e a volte scivolosi.',
        'Abbigliamento|Abiti leggeri e discreti, che coprano spalle e ginocchia, adatti alle medine e ai luoghi religiosi.',
        "Strati per la sera|Una giacca o un maglione: anche nelle stagioni calde le sere possono essere fresche, e d'inverno a Fès e sul Medio Atlante fa freddo.",
        'Sole|Cappello, occhiali da sole, crema solare e una borraccia.',
        'Medicinali|I farmaci abituali nel bagaglio a mano con la prescrizione, e qualcosa per i piccoli disturbi intestinali.',
        'Liquidi|Nel bagaglio a mano liquidi in contenitori da massimo 100 ml ciascuno.',
        'Valuta|In Marocco si usa il dirham, che non si può esportare se non in piccole somme: si cambia sul posto, poco per volta. Nei souk servono contanti.',
      ],
    },
    {
      id: 'documents',
      title: 'Documenti necessari',
      items: [
        "Passaporto|Serve il passaporto, con validità residua di almeno 6 mesi oltre la data del rientro. La carta d'identità non basta.",
        'Visto|Per i cittadini italiani in viaggio turistico fino a 90 giorni non è richiesto il visto.',
        'Al momento della prenotazione|Nome e cognome esattamente come sul passaporto, oltre ai suoi dati, necessari per i biglietti aerei e per la registrazione negli hotel.',
        "Copia dei documenti|Consigliamo di portare una fotocopia del passaporto, separata dall'originale, e di salvarne una foto sul telefono.",
      ],
    },
    {
      id: 'hotel',
      title: 'Gli hotel',
      items: [
        'Posizione|Hotel 4 stelle scelti vicino ai centri storici, raggiungibili in pullman fino alla porta: nelle medine le auto non entrano.',
        'Camere|Camere doppie con bagno privato, aria condizionata, Wi-Fi e ascensore; a Marrakech hotel con piscina.',
        'Orari|Consegna delle camere dalle 15:00, rilascio entro le 11:00; nei giorni di trasferimento i bagagli viaggiano con noi sul pullman.',
        'Camera singola|Disponibile con un supplemento di 280 € per persona.',
      ],
    },
  ],
  faqs: [
    {
      id: 'gruppo',
      question: 'Quante persone ci sono nel gruppo e chi viaggia con voi?',
      answer: [
        `Il gruppo è di massimo ${STANDARD_GROUP_SIZE} persone. Viaggiano con noi soprattutto persone sopra i 45 anni che preferiscono un ritmo tranquillo, e molti partono da soli: viaggiare in gruppo, con un accompagnatore italiano, rende il Marocco semplice e rilassante anche per chi ci va per la prima volta.`,
        "Chi viaggia da solo può chiedere di condividere la camera doppia con un altro partecipante dello stesso sesso: cerchiamo l'abbinamento, ma non possiamo garantirlo in anticipo; in alternativa c'è la camera singola.",
      ],
    },
    {
      id: 'camera-singola',
      question: 'Posso avere una camera singola?',
      answer: [
        'Sì, il supplemento per la camera singola è di 280 € per persona per tutto il viaggio. Le singole disponibili sono limitate: conviene richiederla al momento della prenotazione.',
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore e cosa fa?",
      answer: [
        "L'accompagnatore parte con il gruppo dall'Italia, viaggia sullo stesso volo e rimane con voi fino al rientro. Coordina orari e trasferimenti, fa da tramite con hotel e autisti, vi aiuta negli acquisti e nel cambio della valuta e consiglia dove mangiare.",
        'Le visite sono condotte da guide locali autorizzate che parlano italiano: nelle medine di Fès e di Marrakech restano con il gruppo per tutto il percorso.',
      ],
    },
    {
      id: 'documenti',
      question: 'Quali documenti servono?',
      answer: [
        "Serve il passaporto, valido almeno 6 mesi oltre la data del rientro: il Marocco non fa parte dell'area Schengen e la carta d'identità non è sufficiente. Per i cittadini italiani in viaggio turistico non serve il visto.",
        'Al momento della prenotazione ti chiediamo i dati del passaporto, con nome e cognome esattamente come vi sono scritti.',
      ],
    },
    {
      id: 'bagaglio',
      question: 'Quanto bagaglio posso portare?',
      answer: [
        "Sono compresi un bagaglio in stiva da 23 kg e un bagaglio a mano da 8 kg. Lascia un po' di spazio per tappeti, ceramiche e spezie.",
        'Nel bagaglio a mano i liquidi devono stare in contenitori da massimo 100 ml ciascuno.',
      ],
    },
    {
      id: 'clima-abbigliamento',
      question: 'Che tempo troverò e come mi vesto?',
      answer: [
        'In primavera e in autunno le giornate sono calde e soleggiate, tra 22 e 30 gradi. In estate a Fès e Marrakech si superano spesso i 38 gradi: in quei mesi facciamo le visite al mattino e nel tardo pomeriggio. In inverno le giornate sono miti, ma le sere sono fredde e sul Medio Atlante può esserci neve.',
        "Consigliamo abiti leggeri e discreti che coprano spalle e ginocchia, una giacca per la sera e scarpe chiuse e comode. Per la Moschea Hassan II non è richiesto un abbigliamento particolare oltre a quello discreto, ma all'ingresso si tolgono le scarpe.",
      ],
    },
    {
      id: 'pasti',
      question: 'Quali pasti sono compresi?',
      answer: [
        "È compresa la colazione ogni mattina in hotel. Pranzi e cene sono liberi: l'accompagnatore indica locali affidabili dove assaggiare tajine, couscous, la pastilla di Fès e il tè alla menta, e per chi lo desidera organizza cene insieme al gruppo.",
        "Consigliamo di bere solo acqua in bottiglia. L'alcol si trova negli hotel e in alcuni ristoranti; durante il Ramadan molti locali di giorno restano chiusi.",
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una particolare preparazione fisica?',
      answer: [
        'Basta essere in grado di camminare per due o tre ore con pause. La medina di Fès è la visita più impegnativa, con vicoli in salita e in discesa, gradini e fondo irregolare; a Volubilis si cammina su sterrato. Il quinto giorno si trascorre in gran parte in pullman, con soste regolari.',
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* a Casablanca, vicino alla Corniche',
      stars: 4,
      description:
        'Hotel moderno a pochi minuti dalla Moschea Hassan II e dal lungomare. Camere con bagno privato, aria condizionata e Wi-Fi, ristorante e bar, colazione a buffet con dolci marocchini.',
    },
    {
      name: 'Hotel 4* nel centro di Rabat',
      stars: 4,
      description:
        'In posizione comoda tra la ville nouvelle e la medina, a breve distanza dalla Torre Hassan. Camere tranquille e confortevoli, ascensore, reception aperta 24 ore su 24.',
    },
    {
      name: 'Hotel 4* a Fès, alle porte della medina',
      stars: 4,
      description:
        "Edificio in stile tradizionale con decorazioni in zellige e stucco, raggiungibile in pullman fino all'ingresso, a pochi minuti da Bab Boujloud. Camere spaziose, giardino interno, terrazza con vista sui tetti della città vecchia.",
    },
    {
      name: "Hotel 4* a Marrakech, nel quartiere dell'Hivernage",
      stars: 4,
      description:
        "Hotel con giardino e piscina a un quarto d'ora a piedi dalla Koutoubia e da Jemaa el-Fna. Camere ampie con aria condizionata, ristorante, colazione a buffet servita anche all'aperto.",
    },
  ],
  image: {
    file: 'marocco-casablanca-fes-marrakech.svg',
    alt: "Illustrazione della piazza Jemaa el-Fna di Marrakech al tramonto, con il minareto della Koutoubia, le palme e le cime innevate dell'Atlante all'orizzonte",
  },
  en: {
    title: 'Morocco, the imperial cities',
    subtitle: 'From Casablanca to Marrakech by way of Rabat, Meknes, Volubilis and the medina of Fez',
    description: [
      "A journey through the cities that shaped Morocco's history: modern Casablanca with its great mosque above the ocean, Rabat the capital, Meknes of Sultan Moulay Ismail, the Roman ruins of Volubilis, the thousand-year-old medina of Fez and finally Marrakech, red and lively at the foot of the Atlas.",
      'We explore souks, madrasas decorated with zellige tiles and cedar wood, palaces and gardens with Italian-speaking local guides, always alongside the escort who flew out with the group from Italy. In the car-free maze of the Fez medina a guide is essential; in Marrakech we leave time to enjoy Jemaa el-Fna square at sunset.',
      'The stages are planned so as not to tire you, with just one long travel day between Fez and Marrakech through the cedar forests of the Middle Atlas. Flights, 4-star hotels, breakfasts, a private coach and guided visits are all included, with no common cash fund.',
    ],
    highlights: [
      'The Hassan II Mosque in Casablanca, visited inside too',
      'Rabat: the Hassan Tower and the Kasbah of the Udayas',
      'Meknes and the monumental Bab Mansour gate',
      'The Roman ruins and mosaics of Volubilis',
      'A full day in the medina of Fez with a local guide',
      'The cedar forests of the Middle Atlas',
      'Marrakech: palaces, souks and Jemaa el-Fna square',
    ],
    imageAlt:
      'Illustration of Jemaa el-Fna square in Marrakech at sunset, with the Koutoubia minaret, palm trees and the snowy Atlas on the horizon',
  },
};

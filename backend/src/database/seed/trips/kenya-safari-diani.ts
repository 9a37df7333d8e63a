import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const kenya: TripSeed = {
  slug: 'kenya-safari-diani',
  aliases: ['kenya'],
  title: 'Kenya: safari e mare di Diani',
  subtitle: "Gli elefanti rossi di Tsavo, le sorgenti di Mzima e la sabbia bianca dell'Oceano Indiano",
  country: 'Kenya',
  category: 'safari',
  durationDays: 8,
  priceCents: 290000,
  singleSupplementCents: 55000,
  depositPolicy: { kind: 'fixedPerPerson', value: 80000 },
  cancellationTable: 'kenya',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'green',
  description: [
    "Un viaggio che unisce le due anime del Kenya: la savana sconfinata dei parchi di Tsavo e la costa tropicale di Diani, affacciata sull'Oceano Indiano. Per tre giorni esploriamo Tsavo Est e Tsavo Ovest in fuoristrada 4x4 con il tetto apribile, alla ricerca di elefanti coperti di polvere rossa, leoni, giraffe, zebre e bufali, e dormiamo in lodge affacciati sulle pozze d'acqua dove gli animali vengono a bere al tramonto.",
    'Poi si scende verso il mare: tre notti in un resort sulla spiaggia di Diani, sabbia bianca, palme e acqua calda protetta dalla barriera corallina. Qui il programma si fa leggero, con una visita al centro che protegge le scimmie colobo e tanto tempo per il riposo, il bagno e le passeggiate sulla battigia con la bassa marea.',
    "Il ritmo del safari è quello della natura: uscite all'alba e nel tardo pomeriggio, quando gli animali sono più attivi, e pause nelle ore calde. Un accompagnatore parte con te dall'Italia e resta con il gruppo fino al rientro, mentre autisti e guide locali esperti conoscono ogni pista e ogni abitudine degli animali.",
  ],
  highlights: [
    'Game drive a Tsavo Est tra gli elefanti rossi e le pozze di Aruba',
    "Le sorgenti di Mzima a Tsavo Ovest, con gli ippopotami osservati sott'acqua",
    'Fuoristrada 4x4 con tetto apribile e posto finestrino per tutti',
    'Notti in lodge affacciati sulla savana',
    "Tre notti sulla spiaggia di Diani, sull'Oceano Indiano",
    'La visita al centro di protezione delle scimmie colobo di Diani',
  ],
  facts: [
    { label: 'Ritmo', value: "Safari con uscite all'alba e pause nelle ore calde, poi mare in relax" },
    { label: 'Hotel', value: 'Lodge nei parchi di Tsavo e resort 4* a Diani' },
    { label: 'Pasti', value: 'Pensione completa in safari, mezza pensione a Diani' },
    { label: 'Accompagnatore', value: "Dall'Italia per tutto il viaggio, con autisti-guida locali" },
    { label: 'Periodo migliore', value: 'Da giugno a ottobre e da dicembre a marzo' },
  ],
  flights:
    'Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino a Mombasa, diretti o con uno scalo, andata e ritorno.',
  itinerary: [
    {
      day: 1,
      title: 'Partenza per il Kenya',
      subtitle: 'Milano Malpensa o Roma Fiumicino - Mombasa',
      morning: {
        title: 'Ritrovo in aeroporto e volo',
        description:
          "Ritrovo in aeroporto con l'accompagnatore circa tre ore prima della partenza e volo di linea per Mombasa. Il Kenya è avanti di 2 ore rispetto all'Italia (1 ora con l'ora legale), quindi niente jet lag.",
      },
      afternoon: {
        title: 'Arrivo a Mombasa',
        description:
          "Arrivo all'aeroporto di Mombasa in serata, controllo dei documenti con l'eTA già approvata e incontro con il corrispondente locale. Trasferimento in circa mezz'ora all'hotel sulla costa nord, a Nyali, per una notte di riposo prima del safari.",
      },
    },
    {
      day: 2,
      title: 'Verso Tsavo Est',
      subtitle: 'Mombasa - Tsavo Est, primo game drive',
      morning: {
        title: "In viaggio verso l'interno",
        description:
          'Dopo la colazione saliamo sui fuoristrada 4x4, al massimo 6 persone per veicolo e tutte con il posto finestrino. Percorriamo i circa 160 km che separano Mombasa da Voi, poco più di tre ore con una sosta, ed entriamo a Tsavo Est, il parco più grande del Kenya. Sistemazione nel lodge e pranzo.',
      },
      afternoon: {
        title: 'Il primo game drive',
        description:
          'Dopo una pausa nelle ore più calde, verso le 16:00 apriamo il tetto dei fuoristrada e partiamo per il primo game drive. Qui gli elefanti si coprono di terra rossa per proteggersi dal sole e dagli insetti: spesso si incontrano già lungo le prime piste. Rientro al lodge al tramonto e cena.',
      },
    },
    {
      day: 3,
      title: 'Tsavo Est, una giornata nella savana',
      subtitle: "Game drive all'alba e nel pomeriggio",
      morning: {
        title: "L'alba nella savana",
        description:
          'Sveglia presto, un caffè e alle 6:30 si parte, quando la luce è morbida e gli animali sono più attivi: è il momento migliore per incontrare leoni e ghepardi. Facciamo sosta alla diga di Aruba, dove si radunano elefanti, bufali e uccelli acquatici, e rientriamo al lodge per una colazione abbondante.',
      },
      afternoon: {
        title: 'Riposo e game drive al tramonto',
        description:
          "Pranzo e riposo al lodge, magari guardando dalla terrazza gli animali che si avvicinano alla pozza. Nel pomeriggio nuovo game drive verso la roccia di Mudanda, un lungo dorso di pietra che raccoglie l'acqua piovana e attira animali da tutta la zona. Cena al lodge.",
      },
    },
    {
      day: 4,
      title: 'Tsavo Ovest',
      subtitle: 'Le sorgenti di Mzima e la colata lavica di Shetani',
      morning: {
        title: 'Da Tsavo Est a Tsavo Ovest',
        description:
          'Dopo la colazione lasciamo Tsavo Est e, attraversata la strada Mombasa-Nairobi, entriamo a Tsavo Ovest: circa tre ore di viaggio con game drive lungo il percorso. Il paesaggio cambia, con colline vulcaniche e vegetazione più fitta; nelle mattine limpide si scorge in lontananza il Kilimanjaro. Pranzo al lodge.',
      },
      afternoon: {
        title: 'Mzima Springs e Shetani',
        description:
          "Visitiamo le sorgenti di Mzima, acque limpidissime che sgorgano dalle colline Chyulu: da una vasca di osservazione sommersa si vedono ippopotami e pesci nuotare a pochi metri. Proseguiamo verso la colata lavica nera di Shetani, formata da un'eruzione di qualche secolo fa. Rientro al lodge per la cena.",
      },
    },
    {
      day: 5,
      title: 'Dalla savana al mare',
      subtitle: 'Tsavo Ovest - Diani Beach',
      morning: {
        title: 'Ultimo sguardo sulla savana',
        description:
          "Breve game drive all'alba per chi lo desidera, poi colazione e partenza verso la costa. È la giornata di trasferimento più lunga del viaggio, circa sei ore con soste comode e il pranzo lungo la strada, ma i fuoristrada sono attrezzati e il paesaggio cambia di continuo.",
      },
      afternoon: {
        title: 'Arrivo a Diani',
        description:
          "Superata Mombasa, scendiamo lungo la costa sud fino a Diani, una delle spiagge più belle dell'Africa orientale. Sistemazione nel resort, primo bagno nell'Oceano Indiano o semplicemente un tramonto in riva al mare. Cena nel resort.",
      },
    },
    {
      day: 6,
      title: 'Diani e le scimmie colobo',
      subtitle: 'Una visita breve e tanto mare',
      morning: {
        title: 'Il centro di protezione dei colobo',
        description:
          'Visita guidata a piedi al centro che da anni protegge le scimmie colobo dal manto bianco e nero, minacciate dalla strada e dai cavi elettrici lungo la costa. Le guide ci accompagnano su un breve sentiero nella foresta costiera e ci raccontano come le aiutano, anche con i ponti di corda sopra la strada.',
      },
      afternoon: {
        title: 'Pomeriggio in spiaggia',
        description:
          "Pranzo libero e pomeriggio a disposizione tra spiaggia e piscina. Con la bassa marea si può camminare a lungo sulla battigia e osservare le pozze tra i coralli; l'accompagnatore può organizzare per chi lo desidera un massaggio o una passeggiata al tramonto. Cena nel resort.",
      },
    },
    {
      day: 7,
      title: 'Giornata libera a Diani',
      subtitle: 'Riposo o escursione facoltativa a Wasini',
      morning: {
        title: 'Mare o escursione in dhow',
        description:
          "Giornata tutta libera. Chi lo desidera può partecipare all'escursione facoltativa al parco marino di Kisite-Mpunguti e all'isola di Wasini, circa un'ora a sud di Diani: navigazione in dhow, snorkeling tra i coralli e, spesso, l'incontro con i delfini.",
      },
      afternoon: {
        title: "L'ultima sera sull'oceano",
        description:
          'Pomeriggio di relax e preparazione delle valigie. In serata ci ritroviamo tutti insieme per la cena nel resort e per raccontarci le emozioni del safari.',
      },
    },
    {
      day: 8,
      title: 'Rientro in Italia',
      subtitle: 'Diani - Mombasa - Italia',
      morning: {
        title: "Trasferimento all'aeroporto",
        description:
          "Colazione e check-out entro le 11:00. Trasferimento all'aeroporto di Mombasa, circa un'ora e mezza a seconda del traffico, con l'accompagnatore che segue il gruppo al check-in.",
      },
      afternoon: {
        title: 'Volo di rientro',
        description:
          "Volo di linea per Milano Malpensa o Roma Fiumicino, diretto o con uno scalo. Arrivo in Italia in serata o nella notte, a seconda dell'orario del volo.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di linea andata e ritorno in classe economica da Milano Malpensa o Roma Fiumicino a Mombasa, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
        'Hotel e lodge|7 notti in camera doppia: 1 a Mombasa, 2 in lodge a Tsavo Est, 1 in lodge a Tsavo Ovest, 3 in resort 4* a Diani.',
        'Pasti|Prima colazione ogni giorno, pensione completa durante il safari (dal pranzo del giorno 2 al pranzo del giorno 5) e cene nel resort di Diani.',
        'Safari|Game drive come da programma in fuoristrada 4x4 con tetto apribile, massimo 6 persone per veicolo, con autista-guida locale.',
        'Parchi|Ingressi ai parchi nazionali di Tsavo Est e Tsavo Ovest e alle sorgenti di Mzima.',
        'Visite|Visita guidata al centro di protezione delle scimmie colobo di Diani.',
        'Trasferimenti|Tutti i trasferimenti da e per gli aeroporti e tra i parchi e la costa.',
        "Accompagnatore|Un accompagnatore dall'Italia per tutta la durata del viaggio.",
        'Cancellazione|Condizioni di cancellazione chiare, riportate nelle domande frequenti.',
        'Nessuna cassa comune|Tutto ciò che è compreso è già pagato: durante il viaggio non ti chiediamo di versare denaro in una cassa comune.',
      ],
    },
    {
      id: 'excluded',
      title: 'La quota non comprende',
      items: [
        "eTA|L'autorizzazione elettronica di viaggio per il Kenya: 30 USD se richiesta online, 50 USD all'arrivo.",
        'Pasti|La cena del primo giorno, i pranzi a Diani e le bevande.',
        'Mance|Mance per autisti-guida e personale dei lodge, consuete in Kenya e lasciate alla tua discrezione.',
        "Escursioni facoltative|L'escursione in dhow al parco marino di Kisite-Mpunguti e all'isola di Wasini e ogni attività non indicata nel programma.",
        'Assicurazione|Assicurazione medico-bagaglio e assicurazione annullamento (circa il 6% della quota), che consigliamo.',
        'Extra personali|Lavanderia, telefono, souvenir e tutto quanto non indicato nella voce "La quota comprende".',
      ],
    },
    {
      id: 'packing',
      title: 'Cosa mettere in valigia',
      items: [
        'Valigia|Meglio una borsa morbida o una valigia di medie dimensioni: nei fuoristrada lo spazio per i bagagli è limitato.',
        "Per il safari|Abiti comodi in colori neutri (beige, kaki, verde oliva), un pile o una giacca per le uscite all'alba, cappello, occhiali da sole e una sciarpa leggera contro la polvere.",
        'Per il mare|Costume, telo mare, crema solare ad alta protezione e scarpette da scoglio per camminare tra i coralli con la bassa marea.',
        'Contro le zanzare|Repellente, maniche lunghe e pantaloni lunghi per la sera.',
        'Binocolo e fotocamera|Un binocolo fa la differenza nei game drive; porta batterie e schede di memoria di scorta.',
        'Elettricità|Prese di tipo G (tre lamelle, come nel Regno Unito) a 240 V: serve un adattatore.',
        'Sacchetti di plastica|In Kenya i sacchetti di plastica monouso sono vietati: non metterli in valigia.',
        'Medicinali|I farmaci abituali nella confezione originale, con quanto ti ha consigliato il tuo medico.',
      ],
    },
    {
      id: 'documents',
      title: 'Documenti necessari',
      items: [
        "Passaporto|Passaporto con validità residua di almeno 6 mesi oltre la data di rientro e almeno due pagine libere. La carta d'identità non è sufficiente.",
        "eTA|Per entrare in Kenya serve l'autorizzazione elettronica di viaggio (eTA): costa 30 USD se richiesta online prima della partenza, 50 USD se ottenuta all'arrivo. Ti consigliamo di richiederla online e ti aiutiamo a compilarla.",
        "Salute|Per vaccinazioni e profilassi antimalarica chiedi consiglio al tuo medico o all'ambulatorio di medicina dei viaggi della tua ASL, con qualche settimana di anticipo.",
        "Altre cittadinanze|Se non hai la cittadinanza italiana, verifica i requisiti d'ingresso con l'ambasciata del Kenya prima di prenotare.",
      ],
    },
    {
      id: 'hotel',
      title: 'Gli hotel',
      items: [
        "Mombasa|Hotel 4* sulla costa nord, a Nyali, per la prima notte: comodo dall'aeroporto, con giardino e piscina.",
        "Tsavo Est|Lodge 4* vicino all'ingresso di Voi, con terrazza affacciata su una pozza frequentata dagli animali.",
        'Tsavo Ovest|Lodge 4* costruito tra le rocce vulcaniche, con vista sulla savana e, nelle giornate limpide, sul Kilimanjaro.',
        'Diani|Resort 4* direttamente sulla spiaggia, con piscina, giardino tropicale e ristorante.',
        'Orari|Check-in dalle 15:00, check-out entro le 11:00; nei lodge gli orari seguono quelli dei game drive.',
      ],
    },
  ],
  faqs: [
    {
      id: 'gruppo',
      question: 'Quante persone ci sono nel gruppo e chi viaggia con voi?',
      answer: [
        `Il gruppo è al massimo di ${STANDARD_GROUP_SIZE} persone, divise nei fuoristrada con al massimo 6 persone per veicolo. Viaggiano con noi soprattutto persone sopra i 45 anni; molte partono da sole e trovano nel gruppo compagni di viaggio.`,
        'Se viaggi da solo puoi chiederci di condividere la camera doppia con un altro partecipante dello stesso sesso: lo proponiamo quando è possibile, altrimenti prima di confermare ti proponiamo la camera singola.',
      ],
    },
    {
      id: 'camera-singola',
      question: 'Posso avere una camera singola?',
      answer: [
        "Sì, con un supplemento di 550 € per l'intero viaggio, valido per tutte le notti in hotel, lodge e resort.",
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore?",
      answer: [
        "È una persona del nostro team che parte con il gruppo dall'Italia e resta con voi fino al rientro. Coordina autisti-guida e lodge, traduce quando serve e si occupa degli imprevisti.",
        'Nei game drive viaggia a turno sui diversi fuoristrada, così ognuno ha modo di chiedergli informazioni e consigli.',
      ],
    },
    {
      id: 'documenti-salute',
      question: 'Quali documenti servono e sono necessarie vaccinazioni?',
      answer: [
        "Serve il passaporto con validità di almeno 6 mesi oltre la data di rientro. Bisogna inoltre ottenere l'autorizzazione elettronica di viaggio eTA: 30 USD se la richiedi online prima della partenza, 50 USD all'arrivo. Ti inviamo le istruzioni e ti aiutiamo a compilarla.",
        "Per vaccinazioni e profilassi antimalarica non diamo indicazioni mediche: parlane con il tuo medico o con l'ambulatorio di medicina dei viaggi della tua ASL almeno un mese prima di partire, e consulta le indicazioni aggiornate su viaggiaresicuri.it.",
      ],
    },
    {
      id: 'bagaglio',
      question: 'Quanto bagaglio posso portare?',
      answer: [
        'Puoi portare una valigia da 23 kg in stiva e un bagaglio a mano da 8 kg. In cabina i liquidi sono ammessi in contenitori da massimo 100 ml ciascuno.',
        'Nei fuoristrada lo spazio è limitato: una borsa morbida o una valigia di medie dimensioni è la scelta migliore, e uno zainetto per il binocolo e la macchina fotografica durante i game drive.',
      ],
    },
    {
      id: 'clima',
      question: 'Che clima troverò e come mi vesto?',
      answer: [
        "I periodi migliori sono le stagioni secche, da giugno a ottobre e da dicembre a marzo. Nei parchi le mattine possono essere fresche, intorno ai 16-18 gradi, mentre di giorno si superano facilmente i 28; sulla costa fa caldo tutto l'anno, con un'umidità alta. Le piogge più intense cadono tra aprile e maggio.",
        "Per il safari servono abiti a strati in colori neutri e un pile per l'alba; per Diani abiti leggeri, costume e protezione solare alta.",
      ],
    },
    {
      id: 'pasti',
      question: 'Come funzionano i pasti?',
      answer: [
        'Durante il safari la pensione completa è inclusa, dal pranzo del secondo giorno al pranzo del quinto: nei lodge si mangia a buffet, con piatti internazionali e qualche specialità keniota. A Diani sono comprese colazione e cena nel resort, mentre i pranzi sono liberi.',
        'Bevi solo acqua in bottiglia sigillata. Se hai allergie o segui una dieta particolare, comunicacelo alla prenotazione.',
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una buona forma fisica?',
      answer: [
        'Non servono particolari doti atletiche: durante i game drive si resta seduti nei fuoristrada e si cammina poco. Le piste però sono sterrate e a tratti sconnesse, e alcune giornate prevedono diverse ore di strada, la più lunga il quinto giorno.',
        'Se hai problemi alla schiena o difficoltà di movimento parlane con noi prima di prenotare: ti diciamo con sincerità cosa aspettarti.',
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* sulla costa nord di Mombasa (Nyali)',
      stars: 4,
      description:
        "Per la prima notte, a circa mezz'ora dall'aeroporto, affacciato sulla spiaggia di Nyali. Camere climatizzate con zanzariere, giardino tropicale, piscina e ristorante.",
    },
    {
      name: 'Lodge 4* a Tsavo Est',
      stars: 4,
      description:
        "Nel parco, non lontano dall'ingresso di Voi: camere e cottage con veranda, piscina e una terrazza sulla pozza d'acqua dove al tramonto arrivano elefanti e bufali. Pasti a buffet e serate tranquille sotto le stelle.",
    },
    {
      name: 'Lodge 4* a Tsavo Ovest',
      stars: 4,
      description:
        'Costruito in pietra lavica, con vista sulla savana e, nelle mattine limpide, sul Kilimanjaro. Camere semplici e confortevoli con zanzariere, ristorante panoramico e una pozza illuminata la sera.',
    },
    {
      name: 'Resort 4* sulla spiaggia di Diani',
      stars: 4,
      description:
        'Direttamente sulla spiaggia di sabbia bianca, tra palme e giardini tropicali. Camere climatizzate, ampia piscina, lettini in spiaggia, ristorante con cucina internazionale e di pesce.',
    },
  ],
  image: {
    file: 'kenya-safari-diani.svg',
    alt: "Illustrazione della savana di Tsavo al tramonto, con elefanti rossi e un'acacia a ombrello, e sullo sfondo una spiaggia con palme sull'Oceano Indiano",
  },
  en: {
    title: 'Kenya: safari and the sea at Diani',
    subtitle: 'The red elephants of Tsavo, the Mzima springs and the white sand of the Indian Ocean',
    description:
      "A trip that brings together the two sides of Kenya: the endless savannah of the Tsavo parks and the tropical coast of Diani on the Indian Ocean. For three days we explore Tsavo East and Tsavo West in 4x4 vehicles with a pop-up roof, looking for elephants covered in red dust, lions, giraffes, zebras and buffaloes, and we sleep in lodges overlooking the waterholes where animals come to drink at sunset.\n\nThen we head down to the sea: three nights in a beach resort at Diani, with white sand, palm trees and warm water sheltered by the reef. The programme becomes light, with a visit to the centre that protects the colobus monkeys and plenty of time to rest and swim.\n\nThe safari follows nature's rhythm: drives at dawn and in the late afternoon, breaks in the hottest hours. An escort travels with you from Italy, while experienced local driver-guides know every track and every animal habit.",
    highlights: [
      'Game drives in Tsavo East among the red elephants and the Aruba waterholes',
      'The Mzima springs in Tsavo West, with hippos seen underwater',
      '4x4 vehicles with pop-up roof and a window seat for everyone',
      'Nights in lodges overlooking the savannah',
      'Three nights on Diani beach, on the Indian Ocean',
      'A visit to the colobus monkey conservation centre in Diani',
    ],
  },
};

import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const giappone: TripSeed = {
  slug: 'giappone-tokyo-kyoto-nara',
  aliases: ['giappone'],
  title: 'Giappone: Tokyo, Kyoto e Nara',
  subtitle: 'Templi, giardini e il profilo del Fuji, in shinkansen e con la valigia che viaggia da sola',
  country: 'Giappone',
  category: 'culturale',
  durationDays: 9,
  priceCents: 240000,
  singleSupplementCents: 59000,
  depositPolicy: { kind: 'percent', value: 40 },
  cancellationTable: 'standard',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'red',
  description: [
    "Il Giappone sa sorprendere anche chi pensa di conoscerlo: a Tokyo un santuario immerso in una foresta si trova a pochi passi dall'incrocio più affollato del mondo, e a Kyoto basta svoltare in un vicolo per ritrovarsi tra case di legno, lanterne e giardini di muschio. Questo viaggio ti accompagna dalla capitale moderna all'antica capitale imperiale, con una notte in ryokan tra le montagne di Hakone, dove nelle giornate limpide il Monte Fuji si specchia nel lago Ashi.",
    "Ci spostiamo come si spostano i giapponesi: in treno. La Romancecar ci porta a Hakone, lo shinkansen ci conduce a Kyoto in circa due ore, mentre le valigie grandi viaggiano per conto loro, spedite da Tokyo direttamente all'hotel di Kyoto. Tu porti con te solo una borsa leggera per la notte in montagna.",
    "Il ritmo è tranquillo: visite al mattino, pomeriggi con tempo libero, hotel centrali vicini alla metropolitana e un accompagnatore partito con te dall'Italia che pensa a biglietti, orari e piccoli imprevisti. Le guide locali ti raccontano templi, riti e abitudini di un paese in cui anche togliersi le scarpe ha le sue regole.",
  ],
  highlights: [
    'Il tempio Senso-ji di Asakusa e il santuario Meiji Jingu a Tokyo',
    'Una notte in ryokan a Hakone con bagno termale e cena kaiseki',
    'Il lago Ashi e la valle vulcanica di Owakudani, con vista sul Fuji nelle giornate limpide',
    "Lo shinkansen da Odawara a Kyoto e la valigia spedita da un hotel all'altro",
    "Il Padiglione d'Oro, la foresta di bambù di Arashiyama e il quartiere di Gion",
    'I mille torii di Fushimi Inari e il Grande Buddha di Nara tra i cervi in libertà',
  ],
  facts: [
    { label: 'Ritmo', value: 'Tranquillo: visite al mattino, pomeriggi spesso liberi' },
    { label: 'Hotel', value: '4* centrali a Tokyo e Kyoto, ryokan a Hakone' },
    { label: 'Pasti', value: 'Prima colazione ogni giorno e cena tradizionale in ryokan' },
    { label: 'Accompagnatore', value: "Dall'Italia per tutto il viaggio, con guide locali" },
    { label: 'Periodo migliore', value: 'Primavera (fine marzo-maggio) e autunno (ottobre-novembre)' },
  ],
  flights:
    'Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino per Tokyo, diretti o con un solo scalo, e rientro da Osaka Kansai con uno scalo.',
  itinerary: [
    {
      day: 1,
      title: 'Partenza per il Giappone',
      subtitle: 'Milano Malpensa o Roma Fiumicino - Tokyo',
      morning: {
        title: 'Ritrovo in aeroporto',
        description:
          "Ritrovo in aeroporto circa tre ore prima del volo con l'accompagnatore, che ti aiuta con il check-in e consegna a ciascuno il kit di viaggio con programma e contatti utili. Chi parte dall'altro aeroporto incontra il gruppo allo scalo o direttamente a Tokyo.",
      },
      afternoon: {
        title: 'Volo notturno verso Tokyo',
        description:
          "Partenza con volo di linea per Tokyo: il viaggio dura tra le 13 e le 16 ore a seconda dello scalo. Il Giappone è avanti di 8 ore rispetto all'Italia (7 con l'ora legale): il consiglio è di dormire il più possibile in volo e bere molta acqua per arrivare più riposati.",
      },
    },
    {
      day: 2,
      title: 'Benvenuti a Tokyo',
      subtitle: 'Arrivo, Asakusa e il tempio Senso-ji',
      morning: {
        title: 'Arrivo e trasferimento in hotel',
        description:
          "Atterraggio a Tokyo Haneda o Narita e incontro con la guida locale. In pullman privato raggiungiamo l'hotel in centro (circa 40 minuti da Haneda, un'ora e mezza da Narita), dove lasciamo i bagagli in deposito in attesa delle camere, disponibili dalle 15:00. Pranzo libero in uno dei piccoli locali di ramen o udon del quartiere.",
      },
      afternoon: {
        title: 'Asakusa e il Senso-ji',
        description:
          "Prima passeggiata ad Asakusa, il quartiere che conserva l'atmosfera della vecchia Edo. Varchiamo la porta Kaminarimon con la sua grande lanterna rossa, percorriamo la via di bancarelle Nakamise-dori e visitiamo il Senso-ji, il tempio più antico della città. Rientro in hotel, sistemazione nelle camere e serata libera per riposare.",
      },
    },
    {
      day: 3,
      title: 'Tokyo tra tradizione e modernità',
      subtitle: 'Meiji Jingu, Omotesando e Shibuya',
      morning: {
        title: 'Il santuario Meiji Jingu',
        description:
          "Iniziamo dal santuario Meiji Jingu, dedicato all'imperatore che aprì il Giappone al mondo, immerso in una foresta di circa centomila alberi nel cuore della città. Passiamo sotto i grandi torii di legno e, con un po' di fortuna, assistiamo a una cerimonia shintoista. Poi una passeggiata lungo il viale alberato di Omotesando, tra architetture firmate dai grandi nomi giapponesi.",
      },
      afternoon: {
        title: "Shibuya e la città dall'alto",
        description:
          "Dopo il pranzo libero raggiungiamo Shibuya per vedere l'incrocio più famoso del mondo e la statua del fedele cane Hachiko. Saliamo poi a un osservatorio panoramico per abbracciare con lo sguardo la distesa di Tokyo, che nelle giornate limpide arriva fino al Fuji. Rientro in hotel nel tardo pomeriggio e serata libera.",
      },
    },
    {
      day: 4,
      title: 'Mercati, giardini e Ginza',
      subtitle: 'Tsukiji, Hama-rikyu e la spedizione delle valigie',
      morning: {
        title: 'Il mercato esterno di Tsukiji e Hama-rikyu',
        description:
          "Al mercato esterno di Tsukiji assaggiamo con la guida omelette dolce, spiedini e frutta di stagione tra i banchi di pesce, coltelli e alghe secche. A pochi minuti a piedi ci attende il giardino Hama-rikyu, antica residenza degli shogun, dove nella casa da tè sull'acqua ci viene servito un matcha con un dolcetto tradizionale.",
      },
      afternoon: {
        title: 'Tempo libero a Ginza',
        description:
          "Pomeriggio libero a Ginza, tra grandi magazzini, cartolerie e i piani alimentari sotterranei dove curiosare e comprare dolci. In serata l'accompagnatore organizza con l'hotel la spedizione delle valigie grandi a Kyoto: per la notte a Hakone basterà una borsa piccola con il necessario.",
      },
    },
    {
      day: 5,
      title: 'Hakone e il Monte Fuji',
      subtitle: 'Romancecar, lago Ashi e notte in ryokan',
      morning: {
        title: 'In Romancecar verso le montagne',
        description:
          "Dalla stazione di Shinjuku il treno panoramico Romancecar ci porta in circa un'ora e mezza a Hakone-Yumoto, porta d'ingresso di una zona di vulcani, boschi e sorgenti termali. Proseguiamo in pullman fino al lago Ashi e, dopo il pranzo libero, saliamo sul battello che attraversa il lago, con il torii rosso del santuario di Hakone che sembra galleggiare sull'acqua.",
      },
      afternoon: {
        title: 'Owakudani e la sera in ryokan',
        description:
          'Con la funivia raggiungiamo Owakudani, la valle dei vapori vulcanici dove si cuociono le uova nere nelle acque sulfuree: nelle giornate limpide il Fuji appare vicinissimo, mentre con le nuvole resta nascosto e lo si cerca il giorno dopo. In ryokan indossiamo lo yukata, proviamo il bagno termale e ceniamo con una cena kaiseki di molte piccole portate.',
      },
    },
    {
      day: 6,
      title: 'In shinkansen verso Kyoto',
      subtitle: 'Odawara - Kyoto, Kiyomizu-dera e Gion',
      morning: {
        title: 'Il treno proiettile',
        description:
          'Colazione giapponese con calma e, per chi vuole, un ultimo bagno termale. In pullman scendiamo a Odawara (circa 30 minuti) e saliamo sullo shinkansen: in circa due ore siamo a Kyoto. Conviene sedersi sul lato destro del treno, da cui nelle giornate serene si vede il Fuji poco dopo la partenza.',
      },
      afternoon: {
        title: 'Da Kiyomizu-dera a Gion',
        description:
          'Dopo il pranzo libero e il check-in, dove ritroviamo le valigie arrivate da Tokyo, visitiamo il Kiyomizu-dera con la sua grande terrazza di legno affacciata sulla città. Scendiamo a piedi per le stradine di Sannenzaka e Ninenzaka fino al santuario Yasaka e a Gion, il quartiere delle case da tè, dove al tramonto capita di incrociare una maiko. Serata libera.',
      },
    },
    {
      day: 7,
      title: "Kyoto, l'antica capitale",
      subtitle: "Padiglione d'Oro e Arashiyama",
      morning: {
        title: 'Kinkaku-ji e la foresta di bambù',
        description:
          "Visitiamo il Kinkaku-ji, il Padiglione d'Oro che si riflette nel suo stagno, uno dei luoghi simbolo del Giappone. In pullman raggiungiamo poi Arashiyama, a ovest della città, per passeggiare nella foresta di bambù e nel giardino del tempio Tenryu-ji, patrimonio UNESCO, disegnato nel Trecento attorno a uno stagno e alle colline.",
      },
      afternoon: {
        title: 'Pomeriggio libero',
        description:
          "Rientro in centro per il pranzo libero e pomeriggio a disposizione. L'accompagnatore suggerisce il mercato coperto di Nishiki, lungo quasi 400 metri, e per chi lo desidera può prenotare una cerimonia del tè facoltativa. La sera è piacevole passeggiare lungo il vicolo di Pontocho, affacciato sul fiume Kamo.",
      },
    },
    {
      day: 8,
      title: 'Fushimi Inari e Nara',
      subtitle: 'I mille torii, il Grande Buddha e i cervi',
      morning: {
        title: 'Fushimi Inari Taisha',
        description:
          "Partenza presto per arrivare al santuario di Fushimi Inari prima della folla: percorriamo con calma il primo tratto dei sentieri coperti da migliaia di torii arancioni, circa 45 minuti di cammino con qualche gradino, senza salire fino alla cima. Proseguiamo poi per Nara, a circa un'ora di pullman.",
      },
      afternoon: {
        title: 'Nara, prima capitale del Giappone',
        description:
          'Nel grande parco di Nara vivono liberi oltre mille cervi, considerati messaggeri degli dei. Visitiamo il Todai-ji, dove in una delle più grandi costruzioni in legno del mondo siede il Grande Buddha di bronzo alto 15 metri, e il santuario Kasuga Taisha con le sue lanterne di pietra e bronzo. Rientro a Kyoto nel tardo pomeriggio e ultima serata libera.',
      },
    },
    {
      day: 9,
      title: 'Rientro in Italia',
      subtitle: 'Kyoto - Osaka Kansai - Italia',
      morning: {
        title: "Trasferimento all'aeroporto",
        description:
          "Dopo la colazione, trasferimento in pullman privato all'aeroporto internazionale di Osaka Kansai, a circa un'ora e mezza da Kyoto. L'accompagnatore segue il gruppo al check-in e ai controlli.",
      },
      afternoon: {
        title: 'Volo di rientro',
        description:
          "Volo di linea con uno scalo verso Milano Malpensa o Roma Fiumicino. Grazie al fuso orario, che in questa direzione fa guadagnare ore, l'arrivo in Italia è previsto in serata dello stesso giorno o nella notte, a seconda dello scalo.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di linea andata e ritorno in classe economica da Milano Malpensa o Roma Fiumicino, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
        'Hotel|7 notti in camera doppia: 3 a Tokyo e 3 a Kyoto in hotel 4* centrali, 1 in ryokan a Hakone.',
        'Pasti|Prima colazione ogni giorno e cena tradizionale kaiseki nel ryokan di Hakone.',
        'Trasporti|Trasferimenti in pullman privato, treno Romancecar per Hakone, shinkansen da Odawara a Kyoto, battello sul lago Ashi e funivia di Owakudani.',
        "Spedizione bagagli|Invio di una valigia per persona dall'hotel di Tokyo all'hotel di Kyoto.",
        "Visite|Visite guidate come da programma con guide locali, con gli ingressi ai templi, santuari e giardini indicati nell'itinerario.",
        "Accompagnatore|Un accompagnatore dall'Italia per tutta la durata del viaggio.",
        'Cancellazione|Condizioni di cancellazione chiare, riportate nelle domande frequenti.',
        'Nessuna cassa comune|Tutto ciò che è compreso è già pagato: durante il viaggio non ti chiediamo di versare denaro in una cassa comune.',
      ],
    },
    {
      id: 'excluded',
      title: 'La quota non comprende',
      items: [
        'Pasti|Pranzi e cene non indicati nel programma, e le bevande.',
        'Mance|In Giappone la mancia non fa parte delle abitudini e non è attesa.',
        'Ingressi|Ingressi a siti e attività non indicati nel programma, come la cerimonia del tè facoltativa a Kyoto.',
        'Assicurazione|Assicurazione di viaggio medico-bagaglio e annullamento, che consigliamo vivamente: in Giappone le cure mediche sono costose.',
        'Tasse locali|Eventuali tasse di soggiorno richieste dagli hotel di Tokyo e Kyoto.',
        'Extra personali|Lavanderia, telefono, spedizioni di acquisti e tutto quanto non indicato nella voce "La quota comprende".',
      ],
    },
    {
      id: 'packing',
      title: 'Cosa mettere in valigia',
      items: [
        'Scarpe|Scarpe comode, già rodate e facili da sfilare: nei templi, nel ryokan e in alcuni ristoranti si tolgono le scarpe. Meglio avere calze in buono stato.',
        'Abbigliamento|Capi a strati, una giacca leggera impermeabile e un maglione: a Hakone la sera è più fresco che in città.',
        'Borsa per Hakone|Uno zaino o una borsa piccola per la notte in ryokan, mentre la valigia grande viaggia verso Kyoto.',
        'Elettricità|Le prese sono di tipo A (due lamelle piatte) a 100 V: porta un adattatore e verifica che i caricabatterie accettino 100-240 V.',
        'Contanti|Yen in contanti per templi, piccoli ristoranti e mercati; le carte sono accettate sempre più spesso ma non ovunque.',
        'Piccole cose utili|Un fazzoletto di stoffa (molti bagni non hanno asciugamani) e un sacchetto per i rifiuti: i cestini pubblici sono rari.',
        'Medicinali|Farmaci abituali nella confezione originale. Alcuni farmaci da banco, per esempio quelli con pseudoefedrina, non sono ammessi in Giappone: nel dubbio chiedici prima di partire.',
      ],
    },
    {
      id: 'documents',
      title: 'Documenti necessari',
      items: [
        "Passaporto|Passaporto con validità residua di almeno 6 mesi oltre la data di rientro e almeno una pagina libera. La carta d'identità non è sufficiente.",
        'Visto|Per i cittadini italiani non serve un visto per soggiorni turistici fino a 90 giorni.',
        "Visit Japan Web|Registrazione online facoltativa che velocizza i controlli di immigrazione e dogana all'arrivo: ti spieghiamo come compilarla.",
        "Altre cittadinanze|Se non hai la cittadinanza italiana, verifica i requisiti d'ingresso con l'ambasciata del Giappone prima di prenotare.",
        'Assicurazione|Porta con te i recapiti della tua assicurazione sanitaria di viaggio.',
      ],
    },
    {
      id: 'hotel',
      title: 'Gli hotel',
      items: [
        "Tokyo|Hotel 4* in zona Ginza, a pochi passi dalla metropolitana: camere compatte come d'uso in Giappone, ma moderne e silenziose.",
        "Hakone|Ryokan tradizionale con sorgente termale, camere in stile giapponese con futon su tatami (letti all'occidentale su richiesta, secondo disponibilità).",
        'Kyoto|Hotel 4* nel centro, tra la stazione e il quartiere di Shijo, comodo per passeggiare la sera verso Gion e Pontocho.',
        'Orari|Check-in dalle 15:00, check-out entro le 11:00.',
      ],
    },
  ],
  faqs: [
    {
      id: 'gruppo',
      question: 'Quante persone ci sono nel gruppo e chi viaggia con voi?',
      answer: [
        `Il gruppo è al massimo di ${STANDARD_GROUP_SIZE} persone. Viaggiano con noi soprattutto persone sopra i 45 anni che cercano un ritmo tranquillo e la compagnia giusta; molte partono da sole e trovano nel gruppo compagni di viaggio.`,
        'Se viaggi da solo puoi chiederci di condividere la camera doppia con un altro partecipante dello stesso sesso: lo proponiamo quando è possibile, altrimenti prima di confermare ti proponiamo la camera singola.',
      ],
    },
    {
      id: 'camera-singola',
      question: 'Posso avere una camera singola?',
      answer: [
        "Sì, con un supplemento di 590 € per l'intero viaggio. Nel ryokan di Hakone la camera singola è soggetta a disponibilità: ti confermiamo la sistemazione al momento della prenotazione.",
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore?",
      answer: [
        "È una persona del nostro team che parte con il gruppo dall'Italia e resta con voi fino al rientro. Si occupa di biglietti, treni, spedizione dei bagagli e orari, traduce quando serve e affianca le guide locali durante le visite.",
        'Per qualsiasi necessità, anche di salute, è il tuo riferimento giorno e notte.',
      ],
    },
    {
      id: 'documenti',
      question: 'Quali documenti servono?',
      answer: [
        "Serve il passaporto con validità di almeno 6 mesi oltre la data di rientro; la carta d'identità non basta. I cittadini italiani non hanno bisogno di visto per un viaggio turistico.",
        'Prima della partenza ti inviamo le istruzioni per la registrazione facoltativa su Visit Japan Web, che rende più veloci i controlli in aeroporto.',
      ],
    },
    {
      id: 'bagaglio',
      question: 'Quanto bagaglio posso portare?',
      answer: [
        'Puoi portare una valigia da 23 kg in stiva e un bagaglio a mano da 8 kg. In cabina i liquidi sono ammessi in contenitori da massimo 100 ml ciascuno.',
        "Da Tokyo a Kyoto la valigia grande viene spedita da un hotel all'altro: per la notte a Hakone tieni con te una borsa piccola con il necessario. Una valigia con ruote robuste aiuta nelle stazioni.",
      ],
    },
    {
      id: 'clima',
      question: 'Che clima troverò e come mi vesto?',
      answer: [
        "In primavera e in autunno le giornate sono miti, tra 15 e 22 gradi, con serate più fresche, soprattutto a Hakone. L'estate è calda e umida, con la stagione delle piogge tra giugno e metà luglio; l'inverno è freddo ma spesso limpido, il momento migliore per vedere il Fuji.",
        'Consigliamo abiti a strati e comodi, scarpe facili da togliere e una giacca impermeabile leggera. Nei templi non ci sono regole rigide di abbigliamento, ma è gradito un aspetto sobrio.',
      ],
    },
    {
      id: 'pasti',
      question: 'Come funzionano i pasti?',
      answer: [
        "Sono comprese la prima colazione ogni giorno e la cena kaiseki nel ryokan di Hakone. Pranzi e altre cene sono liberi: l'accompagnatore ti suggerisce i locali migliori, dai ramen ai sushi ai piccoli ristoranti di quartiere.",
        'Se hai allergie, intolleranze o segui una dieta particolare, comunicacelo alla prenotazione: la cucina giapponese usa spesso salsa di soia, pesce e brodo di pesce anche dove non ci si aspetta.',
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una buona forma fisica?',
      answer: [
        'Basta essere abituati a camminare: in media si percorrono dai 5 agli 8 km al giorno, con soste frequenti. Nelle stazioni e nei templi ci sono scale, e a Fushimi Inari facciamo solo il primo tratto del sentiero.',
        'Se hai difficoltà di movimento parlane con noi prima di prenotare: ti diciamo con sincerità quali giornate possono risultare impegnative.',
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* a Tokyo (Ginza)',
      stars: 4,
      description:
        'In una via tranquilla di Ginza, a pochi minuti a piedi dalla metropolitana e dal mercato di Tsukiji. Camere compatte ma ben insonorizzate, con bagno giapponese di ultima generazione, ristorante per la colazione a buffet con piatti occidentali e giapponesi.',
    },
    {
      name: 'Ryokan tradizionale 4* a Hakone',
      stars: 4,
      description:
        "Locanda tradizionale tra i boschi, con vasche termali interne e all'aperto separate per uomini e donne. Camere con tatami e futon, yukata a disposizione degli ospiti, cena kaiseki e colazione giapponese servite con cura.",
    },
    {
      name: 'Hotel 4* nel centro di Kyoto (Shijo)',
      stars: 4,
      description:
        'Nella zona di Shijo, tra la stazione e i quartieri storici, vicino a metropolitana, negozi e al mercato di Nishiki. Camere moderne e silenziose, ampia colazione a buffet e personale abituato ad accogliere i gruppi.',
    },
  ],
  image: {
    file: 'giappone-tokyo-kyoto-nara.svg',
    alt: 'Illustrazione del Monte Fuji innevato dietro una pagoda rossa a cinque piani, con rami di ciliegio in fiore e un torii sul lago in primo piano',
  },
  en: {
    title: 'Japan: Tokyo, Kyoto and Nara',
    subtitle: 'Temples, gardens and the outline of Mount Fuji, by bullet train while your suitcase travels on its own',
    description:
      'Japan surprises even those who think they know it: in Tokyo a forest shrine lies a short walk from the busiest crossing in the world, and in Kyoto one turn into a lane brings you among wooden houses, lanterns and moss gardens. This trip takes you from the modern capital to the old imperial one, with a night in a ryokan in the Hakone mountains, where on clear days Mount Fuji is reflected in Lake Ashi.\n\nWe travel the way the Japanese do, by train: the Romancecar to Hakone and the shinkansen to Kyoto in about two hours, while the large suitcases are forwarded from the Tokyo hotel straight to the one in Kyoto.\n\nThe pace is gentle: visits in the morning, free time in the afternoon, central hotels close to the subway, local guides and an escort who travels with you from Italy and takes care of tickets, timetables and small surprises.',
    highlights: [
      'Senso-ji temple in Asakusa and the Meiji Jingu shrine in Tokyo',
      'A night in a ryokan in Hakone with hot spring bath and kaiseki dinner',
      'Lake Ashi and the volcanic valley of Owakudani, with Fuji views on clear days',
      'The shinkansen from Odawara to Kyoto, with luggage forwarded between hotels',
      'The Golden Pavilion, the Arashiyama bamboo grove and the Gion district',
      'The thousand torii of Fushimi Inari and the Great Buddha of Nara among free-roaming deer',
    ],
  },
};

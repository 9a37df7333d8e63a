import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const thailandia: TripSeed = {
  slug: 'thailandia',
  aliases: ['thailand'],
  title: 'Thailandia: Bangkok e il Nord',
  subtitle: 'Templi dorati, il fiume Chao Phraya, Chiang Mai e il Tempio Bianco di Chiang Rai',
  country: 'Thailandia',
  category: 'culturale',
  durationDays: 8,
  priceCents: 160000,
  singleSupplementCents: null,
  depositPolicy: { kind: 'fixedPerPerson', value: 50000 },
  cancellationTable: 'standard',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'green',
  description: [
    "Bangkok è una città che si scopre meglio dall'acqua: lungo il fiume Chao Phraya si affacciano il Grande Palazzo, il tempio del Buddha sdraiato e le guglie di porcellana del Wat Arun, mentre nei canali di Thonburi sopravvivono le case su palafitte. Da qui risaliamo la storia del regno del Siam fino alle rovine di Ayutthaya, l'antica capitale, tra teste di Buddha avvolte dalle radici degli alberi e torri affacciate sul fiume.",
    "Con un volo di poco più di un'ora raggiungiamo poi il Nord, più verde e più fresco: Chiang Mai con i suoi templi di legno e il santuario del Doi Suthep sulla montagna, una mattina in un santuario etico dove gli elefanti salvati dal lavoro vivono liberi e non si cavalcano, e infine Chiang Rai con il candido Tempio Bianco e il Tempio Blu.",
    "Il ritmo è pensato per il clima tropicale: visite nelle ore più fresche, pause nel primo pomeriggio, hotel centrali e comodi. Un accompagnatore parte con te dall'Italia e resta con il gruppo per tutto il viaggio, affiancato da guide locali che ti raccontano la Thailandia buddhista, le sue regole di rispetto nei templi e la sua cucina.",
  ],
  highlights: [
    'Il Grande Palazzo, il Buddha di Smeraldo e il Buddha sdraiato del Wat Pho',
    'Il Wat Arun e i canali di Thonburi in barca dalla coda lunga',
    'Le rovine di Ayutthaya, patrimonio UNESCO',
    'Il tempio del Doi Suthep al tramonto, sopra Chiang Mai',
    'Una mattina in un santuario etico per elefanti, senza monta né spettacoli',
    'Il Tempio Bianco e il Tempio Blu di Chiang Rai',
  ],
  facts: [
    { label: 'Ritmo', value: 'Tranquillo: visite nelle ore fresche, pause nelle ore calde' },
    { label: 'Hotel', value: '4* centrali a Bangkok, Chiang Mai e Chiang Rai' },
    { label: 'Pasti', value: 'Prima colazione ogni giorno e pranzo al santuario degli elefanti' },
    { label: 'Accompagnatore', value: "Dall'Italia per tutto il viaggio, con guide locali" },
    { label: 'Periodo migliore', value: 'Da novembre a febbraio, stagione secca e meno calda' },
  ],
  flights:
    'Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino per Bangkok con uno scalo, voli interni Bangkok-Chiang Mai e Chiang Rai-Bangkok, rientro in Italia con uno scalo.',
  itinerary: [
    {
      day: 1,
      title: 'Partenza per la Thailandia',
      subtitle: 'Milano Malpensa o Roma Fiumicino - Bangkok',
      morning: {
        title: 'Ritrovo in aeroporto',
        description:
          "Ritrovo in aeroporto con l'accompagnatore circa tre ore prima del volo. Check-in insieme e consegna del kit di viaggio con programma, contatti utili e qualche parola di thailandese per cominciare.",
      },
      afternoon: {
        title: 'Volo notturno verso Bangkok',
        description:
          "Partenza con volo di linea e uno scalo: il viaggio dura complessivamente tra le 13 e le 16 ore. La Thailandia è avanti di 6 ore rispetto all'Italia (5 con l'ora legale), quindi conviene dormire in volo per arrivare riposati.",
      },
    },
    {
      day: 2,
      title: 'Benvenuti a Bangkok',
      subtitle: 'Arrivo e prima sera sul fiume',
      morning: {
        title: 'Arrivo e trasferimento in hotel',
        description:
          "Atterraggio all'aeroporto di Suvarnabhumi e incontro con la guida locale. In pullman privato raggiungiamo l'hotel sul fiume Chao Phraya in circa un'ora, a seconda del traffico; lasciamo i bagagli in deposito in attesa delle camere, disponibili dalle 15:00.",
      },
      afternoon: {
        title: 'Il Chao Phraya al tramonto',
        description:
          "Dopo il check-in e qualche ora di riposo, saliamo sul battello che risale il fiume, la strada più antica della città: sfilano i templi, i grattacieli e le case di legno sull'acqua, fino al Wat Arun che si illumina all'imbrunire. Rientro in hotel e cena libera.",
      },
    },
    {
      day: 3,
      title: 'La Bangkok dei re',
      subtitle: 'Grande Palazzo, Wat Pho, Wat Arun e i canali',
      morning: {
        title: 'Il Grande Palazzo e il Wat Pho',
        description:
          "Entriamo di buon mattino al Grande Palazzo, residenza dei re del Siam, e al Wat Phra Kaew, il tempio che custodisce il Buddha di Smeraldo, piccola statua di giada venerata da tutto il paese. A dieci minuti a piedi visitiamo il Wat Pho, con il Buddha sdraiato lungo 46 metri e ricoperto di foglia d'oro, sede della più antica scuola di massaggio thailandese.",
      },
      afternoon: {
        title: 'Wat Arun e i canali di Thonburi',
        description:
          "Pranzo libero e pausa in hotel nelle ore più calde. Verso le 16:00 attraversiamo il fiume in traghetto fino al Wat Arun, il Tempio dell'Alba, con le sue torri decorate di porcellana colorata, poi proseguiamo in barca dalla coda lunga nei canali di Thonburi, tra case su palafitte e piccoli templi di quartiere.",
      },
    },
    {
      day: 4,
      title: "Ayutthaya, l'antica capitale",
      subtitle: 'Escursione alle rovine patrimonio UNESCO',
      morning: {
        title: 'Wat Mahathat e Wat Phra Si Sanphet',
        description:
          "Partenza in pullman per Ayutthaya, circa 80 km a nord di Bangkok e un'ora e mezza di strada. Capitale del Siam per oltre quattro secoli fino alla distruzione del 1767, conserva templi in mattoni di grande fascino: al Wat Mahathat vediamo la celebre testa di Buddha avvolta dalle radici di un albero, al Wat Phra Si Sanphet i tre grandi chedi allineati.",
      },
      afternoon: {
        title: 'Wat Chaiwatthanaram e rientro',
        description:
          "Dopo il pranzo libero visitiamo il Wat Chaiwatthanaram, con la sua torre centrale in stile khmer affacciata sul fiume. Rientro a Bangkok nel pomeriggio e serata libera: l'accompagnatore può prenotare una cena-crociera sul fiume o una lezione di cucina thailandese facoltative.",
      },
    },
    {
      day: 5,
      title: 'Verso il Nord: Chiang Mai',
      subtitle: 'Volo interno e la città vecchia',
      morning: {
        title: 'Volo per Chiang Mai',
        description:
          "Trasferimento all'aeroporto e volo interno per Chiang Mai, circa un'ora e un quarto. Il Nord ci accoglie con un clima più fresco e un ritmo più lento; trasferimento in hotel e pranzo libero.",
      },
      afternoon: {
        title: 'I templi della città vecchia',
        description:
          "Passeggiata nella città vecchia racchiusa dal fossato e dalle antiche mura: il Wat Phra Singh, con le sue sale in legno intagliato in stile Lanna, e il Wat Chedi Luang, il grande chedi crollato in parte per un terremoto nel Cinquecento. In serata il mercato notturno è a pochi minuti dall'hotel; per chi lo desidera, cena con danze tradizionali khantoke facoltativa.",
      },
    },
    {
      day: 6,
      title: 'Gli elefanti e il Doi Suthep',
      subtitle: 'Santuario etico e tramonto sulla montagna',
      morning: {
        title: 'Una mattina con gli elefanti',
        description:
          "Partenza alle 8:00 per un santuario etico sulle colline, a circa un'ora e mezza da Chiang Mai, che accoglie elefanti riscattati dal lavoro nel disboscamento e nel turismo. Qui gli elefanti non si cavalcano e non fanno spettacoli: li osserviamo da vicino, prepariamo il loro cibo e li seguiamo a piedi mentre si muovono nella foresta, ascoltando i racconti dei mahout. Pranzo al santuario.",
      },
      afternoon: {
        title: 'Il Wat Phra That Doi Suthep',
        description:
          'Rientro in hotel per una pausa e, nel tardo pomeriggio, salita in minibus al Doi Suthep, circa 40 minuti di tornanti. Il tempio, con il suo chedi dorato, si raggiunge con oltre 300 gradini fiancheggiati da serpenti naga oppure con una piccola funicolare; dalla terrazza si guarda il sole calare su Chiang Mai. Cena libera.',
      },
    },
    {
      day: 7,
      title: 'Chiang Rai e il Tempio Bianco',
      subtitle: 'Chiang Mai - Chiang Rai',
      morning: {
        title: 'In viaggio verso Chiang Rai',
        description:
          'Dopo la colazione partiamo per Chiang Rai, circa 190 km e tre ore di strada tra risaie e colline, con una sosta alle sorgenti termali di Mae Khachan. Prima di entrare in città visitiamo il Wat Rong Khun, il Tempio Bianco, opera contemporanea di un artista thailandese, tutta bianca e specchi, ricca di simboli sorprendenti.',
      },
      afternoon: {
        title: 'Il Tempio Blu e la città',
        description:
          "Dopo il pranzo libero e il check-in visitiamo il Wat Rong Suea Ten, il Tempio Blu, con i suoi interni blu intenso e oro e un grande Buddha bianco. Serata libera: il mercato notturno di Chiang Rai è ideale per un'ultima cena a base di piatti del Nord.",
      },
    },
    {
      day: 8,
      title: 'Rientro in Italia',
      subtitle: 'Chiang Rai - Bangkok - Italia',
      morning: {
        title: 'Volo per Bangkok',
        description:
          "Colazione e trasferimento all'aeroporto di Chiang Rai, a circa 20 minuti dall'hotel. Volo interno per Bangkok, poco più di un'ora, e coincidenza con il volo intercontinentale.",
      },
      afternoon: {
        title: 'Volo di rientro',
        description:
          "Volo di linea con uno scalo verso Milano Malpensa o Roma Fiumicino. Grazie al fuso orario l'arrivo in Italia è previsto in serata o nelle prime ore del giorno seguente, a seconda dello scalo.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di linea andata e ritorno in classe economica da Milano Malpensa o Roma Fiumicino, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg, e i voli interni Bangkok-Chiang Mai e Chiang Rai-Bangkok.',
        'Hotel|6 notti in camera doppia in hotel 4* centrali: 3 a Bangkok, 2 a Chiang Mai, 1 a Chiang Rai.',
        'Pasti|Prima colazione ogni giorno e pranzo al santuario degli elefanti.',
        'Trasporti|Trasferimenti ed escursioni in pullman o minibus privato climatizzato, battello sul Chao Phraya, barca dalla coda lunga nei canali di Thonburi.',
        "Visite|Visite guidate come da programma con guide locali, con gli ingressi ai templi e ai siti indicati nell'itinerario.",
        'Elefanti|La mattina nel santuario etico degli elefanti, con trasferimento e pranzo.',
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
        'Escursioni facoltative|La cena-crociera sul Chao Phraya, la lezione di cucina thailandese a Bangkok, la cena con danze khantoke a Chiang Mai e il massaggio thailandese tradizionale.',
        'Mance|Mance per guide, autisti e personale degli hotel, consuete in Thailandia e lasciate alla tua discrezione.',
        'Ingressi|Ingressi a musei e siti non indicati nel programma.',
        'Assicurazione|Assicurazione di viaggio medico-bagaglio e annullamento, che consigliamo.',
        'Extra personali|Lavanderia, telefono, souvenir e tutto quanto non indicato nella voce "La quota comprende".',
      ],
    },
    {
      id: 'packing',
      title: 'Cosa mettere in valigia',
      items: [
        'Abiti per i templi|Spalle e ginocchia coperte: pantaloni lunghi o gonne sotto il ginocchio e magliette con le maniche. Al Grande Palazzo i controlli sono severi, quindi niente canottiere né pantaloncini.',
        "Abbigliamento|Capi leggeri in cotone o lino, un golfino per l'aria condizionata e, da dicembre a febbraio, una giacca per le sere più fresche del Nord.",
        'Scarpe|Scarpe comode e facili da sfilare: nei templi si entra scalzi. Per il santuario degli elefanti servono scarpe chiuse che possono sporcarsi.',
        'Sole e zanzare|Cappello, occhiali da sole, crema solare e repellente per insetti.',
        'Pioggia|Da giugno a ottobre un ombrello pieghevole o una mantellina leggera.',
        'Elettricità|Le prese accettano spesso le spine europee a due poli, a 220 V; un adattatore universale resta utile.',
        'Contanti|Baht in contanti per mercati, mance e piccoli acquisti; le carte sono accettate in hotel e nei negozi più grandi.',
      ],
    },
    {
      id: 'documents',
      title: 'Documenti necessari',
      items: [
        "Passaporto|Passaporto con validità residua di almeno 6 mesi oltre la data di rientro e almeno una pagina libera. La carta d'identità non è sufficiente.",
        'Visto|Per i cittadini italiani in viaggio turistico breve non serve il visto.',
        "Carta di arrivo digitale|Nei tre giorni precedenti l'arrivo va compilata online, gratuitamente, la Thailand Digital Arrival Card (TDAC): ti inviamo le istruzioni e ti aiutiamo a compilarla.",
        "Salute|Non sono richieste vaccinazioni obbligatorie per chi arriva dall'Italia; per consigli sanitari rivolgiti al tuo medico o all'ambulatorio di medicina dei viaggi della tua ASL.",
        "Altre cittadinanze|Se non hai la cittadinanza italiana, verifica i requisiti d'ingresso con l'ambasciata di Thailandia prima di prenotare.",
      ],
    },
    {
      id: 'hotel',
      title: 'Gli hotel',
      items: [
        'Bangkok|Hotel 4* sulla riva del Chao Phraya, vicino alla metropolitana sopraelevata e ai battelli di linea, con piscina.',
        'Chiang Mai|Hotel 4* a pochi passi dalla città vecchia e dal mercato notturno.',
        "Chiang Rai|Hotel 4* in centro, vicino alla torre dell'orologio e al mercato notturno.",
        'Orari|Check-in dalle 15:00, check-out entro le 11:00.',
      ],
    },
  ],
  faqs: [
    {
      id: 'gruppo',
      question: 'Quante persone ci sono nel gruppo e chi viaggia con voi?',
      answer: [
        `Il gruppo è al massimo di ${STANDARD_GROUP_SIZE} persone. Viaggiano con noi soprattutto persone sopra i 45 anni che cercano un ritmo tranquillo; molte partono da sole e trovano nel gruppo compagni di viaggio.`,
        'Se viaggi da solo puoi chiederci di condividere la camera doppia con un altro partecipante dello stesso sesso: lo proponiamo quando è possibile, altrimenti prima di confermare ti proponiamo la camera singola.',
      ],
    },
    {
      id: 'camera-singola',
      question: 'Posso avere una camera singola?',
      answer: [
        'Sì, la camera singola è disponibile su richiesta: contattaci e ti comunichiamo disponibilità e supplemento prima della conferma.',
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore?",
      answer: [
        "È una persona del nostro team che parte con il gruppo dall'Italia e resta con voi fino al rientro. Coordina guide, trasferimenti e voli interni, traduce quando serve e vi aiuta a orientarvi tra mercati, ristoranti e usanze locali.",
        'Per qualsiasi necessità, anche di salute, è il tuo riferimento per tutto il viaggio.',
      ],
    },
    {
      id: 'documenti',
      question: 'Quali documenti servono?',
      answer: [
        "Serve il passaporto con validità di almeno 6 mesi oltre la data di rientro; la carta d'identità non basta. Per un viaggio turistico breve i cittadini italiani non hanno bisogno di visto.",
        "Nei tre giorni prima dell'arrivo va compilata online la Thailand Digital Arrival Card, gratuita: ti inviamo le istruzioni passo per passo.",
      ],
    },
    {
      id: 'bagaglio',
      question: 'Quanto bagaglio posso portare?',
      answer: [
        'Puoi portare una valigia da 23 kg in stiva e un bagaglio a mano da 8 kg. In cabina i liquidi sono ammessi in contenitori da massimo 100 ml ciascuno.',
        "Con due voli interni conviene viaggiare leggeri e lasciare un po' di spazio per i tessuti e gli acquisti dei mercati del Nord.",
      ],
    },
    {
      id: 'clima',
      question: 'Che clima troverò e come mi vesto?',
      answer: [
        'Da novembre a febbraio il clima è secco e piacevole, con giornate intorno ai 30 gradi a Bangkok e mattine e sere fresche al Nord. Da marzo a maggio fa molto caldo, mentre da giugno a ottobre arrivano i monsoni, con acquazzoni brevi e intensi di solito nel pomeriggio.',
        "Porta abiti leggeri e traspiranti, ma ricorda che nei templi spalle e ginocchia vanno coperte e le scarpe si tolgono all'ingresso.",
      ],
    },
    {
      id: 'pasti',
      question: 'Come funzionano i pasti?',
      answer: [
        "Sono comprese la prima colazione ogni giorno e il pranzo al santuario degli elefanti. Gli altri pasti sono liberi, così puoi scegliere tra ristoranti, mercati e cucina di strada: l'accompagnatore ti indica i posti più affidabili.",
        'La cucina thailandese può essere molto piccante: basta chiedere «mai phet» per un piatto non piccante. Se hai allergie o intolleranze, comunicacelo alla prenotazione.',
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una buona forma fisica?',
      answer: [
        "Basta essere abituati a camminare qualche chilometro al giorno. Il caldo è l'aspetto più impegnativo, per questo le visite si svolgono nelle ore più fresche con pause frequenti; al Doi Suthep i gradini si possono evitare con la funicolare.",
        'Se hai difficoltà di movimento parlane con noi prima di prenotare: ti diciamo con sincerità quali giornate possono risultare impegnative.',
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* sul fiume Chao Phraya (Bangkok)',
      stars: 4,
      description:
        "Sulla riva del fiume, vicino al molo dei battelli e alla metropolitana sopraelevata: camere climatizzate, molte con vista sull'acqua, piscina all'aperto e ampia colazione a buffet con piatti thailandesi e internazionali.",
    },
    {
      name: 'Hotel 4* vicino alla città vecchia (Chiang Mai)',
      stars: 4,
      description:
        'A pochi passi dal fossato della città vecchia e dal mercato notturno, in stile Lanna con legno e tessuti locali. Camere spaziose, piscina in giardino e ristorante.',
    },
    {
      name: 'Hotel 4* in centro a Chiang Rai',
      stars: 4,
      description:
        "Nel centro della città, a breve distanza dalla torre dell'orologio e dal mercato notturno. Camere confortevoli e tranquille, piscina e colazione a buffet.",
    },
  ],
  image: {
    file: 'thailandia.svg',
    alt: 'Illustrazione delle guglie dorate di un tempio di Bangkok sul fiume con una barca dalla coda lunga, e sullo sfondo colline verdi del Nord con un elefante tra la vegetazione',
  },
  en: {
    title: 'Thailand: Bangkok and the North',
    subtitle: 'Golden temples, the Chao Phraya river, Chiang Mai and the White Temple of Chiang Rai',
    description:
      'Bangkok is best discovered from the water: along the Chao Phraya river stand the Grand Palace, the temple of the Reclining Buddha and the porcelain spires of Wat Arun, while the canals of Thonburi still keep their houses on stilts. From here we go back through the history of Siam to the ruins of Ayutthaya, the old capital.\n\nA flight of just over an hour takes us to the greener, cooler North: Chiang Mai with its wooden temples and the Doi Suthep shrine on the mountain, a morning at an ethical sanctuary where elephants rescued from work live freely and are never ridden, and finally Chiang Rai with the White Temple and the Blue Temple.\n\nThe pace suits the tropical climate: visits in the cooler hours, breaks in the early afternoon, central hotels. An escort travels with you from Italy for the whole trip, together with local guides who explain Buddhist Thailand, temple etiquette and its cuisine.',
    highlights: [
      'The Grand Palace, the Emerald Buddha and the Reclining Buddha of Wat Pho',
      'Wat Arun and the Thonburi canals by long-tail boat',
      'The ruins of Ayutthaya, a UNESCO World Heritage Site',
      'Doi Suthep temple at sunset above Chiang Mai',
      'A morning at an ethical elephant sanctuary, with no riding and no shows',
      'The White Temple and the Blue Temple of Chiang Rai',
    ],
  },
};

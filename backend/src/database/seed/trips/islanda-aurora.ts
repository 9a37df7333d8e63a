import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const islandaAurora: TripSeed = {
  slug: 'islanda-aurora',
  aliases: [],
  title: 'Islanda Aurora & Natura',
  subtitle: "Le notti d'inverno a caccia dell'aurora boreale e le giornate tra ghiacci, cascate e vulcani",
  country: 'Islanda',
  category: 'naturalistico',
  durationDays: 6,
  priceCents: 160000,
  singleSupplementCents: null,
  depositPolicy: { kind: 'percent', value: 40 },
  cancellationTable: 'standard',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'purple',
  description: [
    'Da settembre a marzo, quando le notti islandesi tornano buie, il cielo può accendersi di veli verdi e violacei che ondeggiano sopra le montagne. Questo viaggio è pensato per darvi più occasioni possibili di vederli: dormiamo in campagna, lontano dalle luci, tre notti su cinque, controlliamo ogni giorno le previsioni e, quando il cielo si apre, usciamo la sera con il pullman verso i luoghi più bui.',
    "Lo diciamo con chiarezza: l'aurora boreale non è mai garantita. Dipende dall'attività del sole e soprattutto dalle nuvole, e nessuno può prometterla. Per questo le giornate hanno un programma ricco anche senza di lei: la penisola di Snæfellsnes con il monte Kirkjufell, il Circolo d'Oro con Þingvellir, Geysir e Gullfoss, le cascate e la spiaggia nera della costa sud e, quando le condizioni lo rendono sicuro, una grotta di ghiaccio nel cuore di un ghiacciaio.",
    "L'inverno islandese è meno rigido di quanto si pensi, ma è ventoso e cambia in fretta: l'accompagnatore partito dall'Italia con il gruppo e la guida locale adattano ogni giorno orari e tappe al meteo e alle strade. Voli, hotel, colazioni, visite guidate e uscite serali per l'aurora sono già compresi: nessuna cassa comune.",
  ],
  highlights: [
    "Uscite serali a caccia dell'aurora boreale, quando il cielo lo permette",
    'Il monte Kirkjufell e le scogliere della penisola di Snæfellsnes',
    "Þingvellir, Geysir e Gullfoss, il Circolo d'Oro sotto la neve",
    'Seljalandsfoss, Skógafoss e la spiaggia nera di Reynisfjara',
    'Una grotta di ghiaccio nel ghiacciaio Mýrdalsjökull, facoltativa e solo quando è sicura',
    'Hotel di campagna lontani dalle luci, per guardare il cielo appena fuori dalla porta',
  ],
  facts: [
    { label: 'Periodo', value: 'Da settembre a marzo, la stagione delle notti buie' },
    { label: 'Ritmo', value: 'Moderato, con giornate brevi e serate di osservazione facoltative' },
    { label: 'Hotel', value: '3 e 4 stelle, a Reykjavík e in campagna lontano dalle luci' },
    { label: 'Pasti', value: 'Colazione inclusa ogni giorno' },
    { label: 'Accompagnatore', value: "Dall'Italia, con il gruppo per tutto il viaggio" },
  ],
  flights:
    "Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino all'aeroporto di Keflavík, diretti quando operati nel periodo della partenza (circa quattro ore di volo) oppure con uno scalo in Europa, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.",
  itinerary: [
    {
      day: 1,
      title: 'Benvenuti in Islanda',
      subtitle: "Volo dall'Italia, Reykjavík e il primo sguardo al cielo",
      morning: {
        title: "Volo dall'Italia e trasferimento a Reykjavík",
        description:
          "Ritrovo in aeroporto a Milano Malpensa o Roma Fiumicino con l'accompagnatore e volo per Keflavík. All'arrivo il pullman privato ci porta a Reykjavík, circa 50 km e tre quarti d'ora tra i campi di lava della penisola di Reykjanes. In Islanda l'orologio va indietro di un'ora rispetto all'Italia, di due quando da noi è in vigore l'ora legale.",
      },
      afternoon: {
        title: "Reykjavík e l'incontro sull'aurora",
        description:
          "Dalle 15:00 consegna delle camere e breve passeggiata in centro, tra la Hallgrímskirkja, la Laugavegur e il porto vecchio, finché c'è luce. Prima di cena l'accompagnatore spiega come funzionano le previsioni dell'aurora, come vestirsi per le serate all'aperto e come fotografarla anche con il telefono. Cena libera; se il cielo è sereno e l'attività è alta, la si può già cercare dal lungomare.",
      },
    },
    {
      day: 2,
      title: 'La penisola di Snæfellsnes',
      subtitle: "L'Islanda in miniatura, sotto il ghiacciaio di Jules Verne",
      morning: {
        title: 'Da Reykjavík alla costa sud della penisola',
        description:
          'Partenza verso nord attraverso il tunnel sotto lo Hvalfjörður e Borgarnes: circa 190 km e due ore e mezza di strada, con una sosta per il caffè. Raggiungiamo la costa meridionale di Snæfellsnes, dominata dal vulcano coperto di ghiaccio Snæfellsjökull, da cui Jules Verne fece partire il suo «Viaggio al centro della Terra», e ci fermiamo alla chiesetta nera di Búðir, sola in mezzo alla lava.',
      },
      afternoon: {
        title: "Arnarstapi, Djúpalónssandur e la prima notte d'aurora",
        description:
          "Breve passeggiata sulle scogliere di basalto di Arnarstapi, con il grande arco di roccia sul mare, poi la spiaggia di ciottoli neri di Djúpalónssandur, dove restano i resti di ferro di un peschereccio naufragato. Sistemazione in un hotel di campagna sulla penisola, lontano da ogni luce. Dopo cena, se le previsioni sono favorevoli, si osserva il cielo direttamente dall'hotel: basta uscire dalla porta ben coperti.",
      },
    },
    {
      day: 3,
      title: 'Kirkjufell e ritorno in città',
      subtitle: "Il monte più fotografato d'Islanda e una serata sotto il cielo",
      morning: {
        title: 'Kirkjufell e Grundarfjörður',
        description:
          'Ci spostiamo sul versante nord della penisola fino al Kirkjufell, il monte a punta che si specchia nel fiordo, con la piccola cascata di Kirkjufellsfoss a pochi minuti a piedi dal parcheggio. Sosta nel villaggio di pescatori di Grundarfjörður e poi rientro verso Reykjavík, circa 180 km e due ore e mezza di strada, con pranzo libero lungo il percorso.',
      },
      afternoon: {
        title: "Pomeriggio libero e serata a caccia dell'aurora",
        description:
          "Arrivo a Reykjavík nel primo pomeriggio e tempo libero: chi vuole può concedersi un bagno facoltativo alla Sky Lagoon, a un quarto d'ora dal centro, o visitare Perlan e le sue sale sui ghiacciai. Se le previsioni lo consigliano, verso le 21:00 partiamo in pullman per due o tre ore verso un luogo buio fuori città; se il cielo è coperto, l'uscita viene rinviata a un'altra sera.",
      },
    },
    {
      day: 4,
      title: "Il Circolo d'Oro d'inverno",
      subtitle: 'Þingvellir, Geysir e Gullfoss, poi la campagna del sud',
      morning: {
        title: 'Il parco nazionale di Þingvellir',
        description:
          'A circa 45 km da Reykjavík, Þingvellir è il luogo dove dal 930 si riuniva il parlamento degli islandesi e dove la frattura tra le placche nordamericana ed euroasiatica si vede a occhio nudo. Con la guida percorriamo la gola di Almannagjá, una passeggiata piana di circa un chilometro che in inverno può essere innevata: i ramponcini sulle scarpe aiutano molto.',
      },
      afternoon: {
        title: 'Geysir, Gullfoss e la notte in campagna',
        description:
          "Nella valle di Haukadalur il geyser Strokkur erutta ogni cinque-dieci minuti, e nell'aria fredda la sua colonna di vapore è ancora più spettacolare. Pranzo libero e poi Gullfoss, spesso in parte ghiacciata, che si ammira dai belvedere vicino al parcheggio. In serata arrivo all'hotel di campagna nella zona di Hella, dove restiamo due notti; dopo cena, se il cielo è sereno, l'aurora si cerca nei prati intorno all'hotel.",
      },
    },
    {
      day: 5,
      title: 'La costa sud e il ghiaccio',
      subtitle: 'Cascate, spiaggia nera e una grotta nel ghiacciaio',
      morning: {
        title: 'Seljalandsfoss, Skógafoss e la grotta di ghiaccio',
        description:
          "Seljalandsfoss e Skógafoss, alte entrambe circa 60 metri, si ammirano dal basso con brevi camminate; d'inverno il sentiero dietro Seljalandsfoss è spesso chiuso per il ghiaccio. Chi lo desidera prosegue verso Vík per l'escursione facoltativa alla grotta di ghiaccio del Mýrdalsjökull, con mezzi fuoristrada e guide glaciali certificate che forniscono casco e ramponi. Le grotte cambiano di continuo: sono le guide a decidere ogni giorno se entrare è sicuro, e in caso contrario l'escursione viene annullata.",
      },
      afternoon: {
        title: "Reynisfjara, Vík e l'ultima sera",
        description:
          "Il gruppo si ritrova alla spiaggia nera di Reynisfjara, con le colonne di basalto e i faraglioni di Reynisdrangar: le onde qui sono improvvise e pericolose, e restiamo sempre lontani dalla riva. Breve sosta al villaggio di Vík e rientro all'hotel di Hella, circa 90 km e un'ora e un quarto. Cena di saluto facoltativa insieme al gruppo e ultima serata di osservazione se il cielo lo permette.",
      },
    },
    {
      day: 6,
      title: 'Rientro in Italia',
      subtitle: 'Verso Keflavík e il volo di ritorno',
      morning: {
        title: "Mattinata con calma e partenza per l'aeroporto",
        description:
          "Colazione senza fretta e rilascio delle camere entro le 11:00. Trasferimento in pullman verso l'aeroporto di Keflavík, circa 140 km e due ore di strada, con una sosta a Hveragerði, il paese delle serre riscaldate dal calore della terra.",
      },
      afternoon: {
        title: 'Volo di ritorno in Italia',
        description:
          "Operazioni d'imbarco e volo di rientro a Milano Malpensa o Roma Fiumicino con l'accompagnatore, con arrivo in serata. Se il volo è nel pomeriggio, dal finestrino può capitare di vedere il sole che tramonta sull'Atlantico già a metà giornata.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di andata e ritorno da Milano Malpensa o Roma Fiumicino per Keflavík, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
        "Trasferimenti|Pullman privato con autista per tutto il viaggio, comprese le uscite serali per l'aurora.",
        'Hotel|5 notti in hotel 3 e 4 stelle, in camera doppia con bagno privato: 2 notti a Reykjavík, 1 sulla penisola di Snæfellsnes e 2 nella campagna del sud.',
        'Colazione|Colazione a buffet ogni mattina in hotel.',
        'Visite guidate|Guida locale in lingua italiana e le visite a Snæfellsnes, Kirkjufell, Þingvellir, Geysir, Gullfoss, Seljalandsfoss, Skógafoss e Reynisfjara indicate nel programma.',
        "Caccia all'aurora|Le uscite serali in pullman verso luoghi bui, organizzate quando le previsioni lo consigliano.",
        "Accompagnatore|Un accompagnatore che parte dall'Italia e resta con il gruppo per tutto il viaggio.",
        'Politica di cancellazione|Penali chiare e proporzionate ai giorni che mancano alla partenza (vedi le domande frequenti).',
        'Nessuna cassa comune|Quello che è compreso è già nella quota: in viaggio non si versa nulla al gruppo.',
      ],
    },
    {
      id: 'excluded',
      title: 'La quota non comprende',
      items: [
        'Pasti|Pranzi e cene e le bevande.',
        'Attività facoltative|Escursione alla grotta di ghiaccio, Sky Lagoon, Perlan e altre proposte facoltative.',
        "Ingressi|Ingressi e attività non indicati alla voce 'La quota comprende'.",
        'Mance|Mance a guide e autisti, lasciate alla libera scelta di ciascuno.',
        'Assicurazione|Assicurazione di viaggio medica e di annullamento, facoltativa.',
        'Extra personali|Telefono, lavanderia, minibar e tutto quanto non indicato alla voce precedente.',
      ],
    },
    {
      id: 'packing',
      title: 'Cosa mettere in valigia',
      items: [
        "Strati caldi|Biancheria termica, maglione di lana o pile, piumino e sopra una giacca impermeabile e antivento con cappuccio: per le serate all'aperto si sta fermi a lungo e il freddo si sente.",
        'Testa, mani e piedi|Berretto di lana, guanti caldi (meglio un paio sottile sotto uno pesante), sciarpa o scaldacollo, calze di lana.',
        'Pantaloni impermeabili|Da indossare sopra i pantaloni normali con neve, vento e spruzzi delle cascate.',
        'Scarpe|Scarponcini impermeabili con suola scolpita e un paio di ramponcini da calzare sulle scarpe per i sentieri ghiacciati.',
        'Per le serate|Una piccola torcia frontale, meglio con luce rossa, una batteria di scorta per il telefono (il freddo la scarica in fretta) e, per chi fotografa, un treppiede leggero.',
        'Costume da bagno|Per le lagune e le piscine geotermiche.',
        'Medicinali|I farmaci abituali nel bagaglio a mano, con la prescrizione se necessario.',
        'Liquidi|Nel bagaglio a mano liquidi in contenitori da massimo 100 ml ciascuno.',
      ],
    },
    {
      id: 'documents',
      title: 'Documenti necessari',
      items: [
        "Carta d'identità o passaporto|L'Islanda fa parte dell'area Schengen: basta la carta d'identità valida per l'espatrio, oppure il passaporto, validi per tutta la durata del viaggio.",
        'Tessera sanitaria|La Tessera europea di assicurazione malattia (TEAM), sul retro della tessera sanitaria, è valida anche in Islanda.',
        "Al momento della prenotazione|Nome e cognome esattamente come sul documento con cui si viaggia, necessari per l'emissione dei biglietti aerei.",
      ],
    },
    {
      id: 'hotel',
      title: 'Gli hotel',
      items: [
        'Reykjavík|Hotel 4 stelle in centro, a pochi minuti a piedi dalla Laugavegur e dal porto vecchio.',
        "In campagna|Hotel 3 e 4 stelle scelti lontano dalle luci dei paesi, così l'aurora si può cercare appena fuori dalla porta; molti hanno una vasca calda all'aperto.",
        "Sveglia dell'aurora|In diversi hotel di campagna si può chiedere alla reception di essere avvisati di notte se l'aurora compare.",
        'Orari|Consegna delle camere dalle 15:00, rilascio entro le 11:00.',
        'Camera singola|Su richiesta e secondo disponibilità: nelle zone rurali le singole sono poche.',
      ],
    },
  ],
  faqs: [
    {
      id: 'aurora-garantita',
      question: "L'aurora boreale è garantita?",
      answer: [
        "No, e diffidate di chi la promette. L'aurora dipende dall'attività del sole, che si prevede solo con pochi giorni di anticipo, e soprattutto dal cielo sereno: con le nuvole non si vede, anche quando è fortissima.",
        "Quello che possiamo fare è aumentare le probabilità: viaggiamo nei mesi bui, dormiamo in campagna tre notti su cinque, controlliamo ogni giorno le previsioni del servizio meteorologico islandese e usciamo la sera quando c'è una buona occasione. Molti gruppi la vedono, alcuni più volte, altri nessuna: il resto del programma vale il viaggio anche senza.",
      ],
    },
    {
      id: 'gruppo-camera-singola',
      question: 'Quante persone ci sono nel gruppo? Posso avere una camera singola?',
      answer: [
        `Il gruppo è di massimo ${STANDARD_GROUP_SIZE} persone. Viaggiano con noi soprattutto persone sopra i 45 anni che amano un ritmo tranquillo, e molti partono da soli: in gruppo ci si trova bene fin dal primo giorno.`,
        "Chi viaggia da solo può chiedere di condividere la camera doppia con un altro partecipante dello stesso sesso: cerchiamo l'abbinamento, ma non possiamo garantirlo in anticipo.",
        'La camera singola è disponibile su richiesta, con un supplemento che ti comunichiamo al momento della prenotazione. Negli hotel di campagna le singole sono poche: conviene chiederla subito.',
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore e cosa fa?",
      answer: [
        "L'accompagnatore parte con il gruppo dall'Italia, viaggia sullo stesso volo e rimane con voi fino al rientro. Ogni giorno controlla meteo, strade e previsioni dell'aurora, decide con la guida gli orari delle uscite serali e si occupa di ogni imprevisto.",
        'Durante le visite ci accompagna una guida locale che parla italiano.',
      ],
    },
    {
      id: 'documenti',
      question: 'Quali documenti servono?',
      answer: [
        "L'Islanda è nell'area Schengen: basta la carta d'identità valida per l'espatrio, oppure il passaporto, in corso di validità per tutto il viaggio. Porta con te anche la tessera sanitaria europea, valida in Islanda.",
      ],
    },
    {
      id: 'bagaglio',
      question: 'Quanto bagaglio posso portare?',
      answer: [
        'Sono compresi un bagaglio in stiva da 23 kg e un bagaglio a mano da 8 kg. Gli abiti invernali pesano: conviene viaggiare con il piumino e gli scarponi addosso.',
        'Nel bagaglio a mano i liquidi devono stare in contenitori da massimo 100 ml ciascuno.',
      ],
    },
    {
      id: 'clima-abbigliamento',
      question: 'Che tempo troverò e come mi vesto?',
      answer: [
        "Nel sud dell'Islanda d'inverno le temperature restano spesso intorno allo zero, ma il vento fa percepire molto più freddo. A settembre e a marzo le giornate sono lunghe come da noi; a dicembre e gennaio la luce dura quattro o cinque ore, e le visite si concentrano in quelle ore.",
        "Neve, pioggia e vento possono far cambiare l'ordine delle tappe o annullare una visita: l'accompagnatore decide ogni mattina sulla base delle previsioni e delle condizioni delle strade. Per le serate all'aperto vestitevi come per una giornata sulla neve, a strati e con testa, mani e piedi ben coperti.",
      ],
    },
    {
      id: 'pasti',
      question: 'Quali pasti sono compresi?',
      answer: [
        "È compresa la colazione ogni mattina in hotel. Pranzi e cene sono liberi: a mezzogiorno ci fermiamo in caffè e punti di ristoro lungo la strada, la sera in campagna si cena nel ristorante dell'hotel, comodo prima delle uscite per l'aurora.",
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una particolare preparazione fisica?',
      answer: [
        "No. Le passeggiate sono brevi e su sentieri facili, ma d'inverno possono essere innevati o ghiacciati: i ramponcini fanno la differenza. Le serate per l'aurora sono facoltative e si svolgono vicino al pullman o all'hotel.",
        "La grotta di ghiaccio richiede un po' più di agilità: si cammina per una ventina di minuti su ghiaccio e ghiaia con ramponi e casco. Chi preferisce non farla resta con l'accompagnatore lungo la costa.",
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* in centro a Reykjavík (zona Laugavegur)',
      stars: 4,
      description:
        'Hotel dalle linee nordiche a pochi passi dalla Laugavegur e a dieci minuti a piedi dal porto vecchio. Camere calde e silenziose con bagno privato e Wi-Fi, ascensore, colazione a buffet e un salotto con camino per la sera.',
    },
    {
      name: 'Hotel 3* di campagna sulla penisola di Snæfellsnes',
      stars: 3,
      description:
        'Casa di campagna ampliata tra la lava e il mare, con la vista sul ghiacciaio Snæfellsjökull e nessuna luce intorno. Camere semplici con bagno privato, ristorante con pesce del giorno e una grande vetrata per guardare il cielo restando al caldo.',
    },
    {
      name: 'Hotel 4* di campagna nella zona di Hella',
      stars: 4,
      description:
        "Hotel tra i pascoli del sud, comodo per il Circolo d'Oro e la costa meridionale, con il profilo del vulcano Hekla all'orizzonte. Camere ampie con bagno privato, ristorante con cucina islandese e vasche calde all'aperto da cui, nelle notti fortunate, si guarda l'aurora.",
    },
  ],
  image: {
    file: 'islanda-aurora.svg',
    alt: "Illustrazione notturna dell'Islanda: l'aurora boreale verde e viola sopra il monte Kirkjufell innevato, con una piccola cascata in primo piano e il cielo pieno di stelle",
  },
  en: {
    title: 'Iceland Aurora & Nature',
    subtitle: 'Winter nights hunting the northern lights and days among glaciers, waterfalls and volcanoes',
    description:
      'From September to March, when the Icelandic nights are dark again, the sky may light up with green and violet curtains swaying above the mountains. This trip is designed to give you as many chances as possible to see them: three nights out of five are spent in the countryside, away from city lights, we check the forecasts every day and, when the sky clears, we head out by coach in the evening to the darkest spots.\n\nWe say it plainly: the northern lights are never guaranteed. They depend on solar activity and above all on the clouds, and nobody can promise them. That is why the days are full even without them: the Snæfellsnes peninsula and Mount Kirkjufell, the Golden Circle with Þingvellir, Geysir and Gullfoss, the waterfalls and black beach of the south coast and, when conditions make it safe, an ice cave inside a glacier.\n\nThe Icelandic winter is milder than you might think, but windy and changeable: the escort who flies out from Italy with the group and the local guide adapt times and stops every day to the weather and the roads. Flights, hotels, breakfasts, guided visits and the evening aurora outings are all included, with no common cash fund.',
    highlights: [
      'Evening northern lights outings, whenever the sky allows',
      'Mount Kirkjufell and the cliffs of the Snæfellsnes peninsula',
      'Þingvellir, Geysir and Gullfoss: the Golden Circle under snow',
      'Seljalandsfoss, Skógafoss and the black beach of Reynisfjara',
      'An ice cave in the Mýrdalsjökull glacier, optional and only when safe',
      'Country hotels far from the lights, with the sky right outside the door',
    ],
    imageAlt:
      'An illustrated Icelandic night: green and violet northern lights above snow-covered Mount Kirkjufell, with a small waterfall in the foreground and a starry sky',
  },
};

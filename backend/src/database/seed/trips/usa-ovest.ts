import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const usaOvest: TripSeed = {
  slug: 'usa-ovest',
  aliases: [],
  title: 'USA Ovest: parchi e grandi città',
  subtitle: 'Da Los Angeles a Las Vegas, attraverso il Grand Canyon, i canyon dello Utah e la Death Valley',
  country: 'Stati Uniti',
  category: 'naturalistico',
  durationDays: 10,
  priceCents: 290000,
  singleSupplementCents: 68000,
  depositPolicy: { kind: 'percent', value: 30 },
  cancellationTable: 'standard',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'amber',
  description: [
    "Il West americano è quello dei film, ed è ancora più grande di come lo si immagina: il Grand Canyon che si apre all'improvviso ai piedi del bordo, le onde di arenaria di Antelope Canyon, i pinnacoli arancioni di Bryce, le pareti di Zion, il sale bianco della Death Valley. In dieci giorni percorriamo un grande anello tra California, Nevada, Arizona e Utah, con Los Angeles e Las Vegas come porte d'ingresso, e un accompagnatore partito dall'Italia con il gruppo.",
    'Lo diciamo subito: è il viaggio più «on the road» del nostro catalogo. Le distanze americane sono grandi e alcune giornate prevedono quattro o cinque ore di pullman; le abbiamo spezzate con soste frequenti, pranzi lungo la strada e luoghi che meritano la deviazione, come la diga di Hoover o la Route 66 di Seligman. In cambio, nei parchi si cammina poco e su sentieri facili, e i panorami più belli si raggiungono a pochi passi dal pullman.',
    'Viaggiamo su un pullman privato con autista e aria condizionata, dormiamo in hotel comodi in città e in lodge e motel scelti a ridosso degli ingressi dei parchi, per vedere il Grand Canyon e Bryce con la luce del tramonto. Voli, hotel, colazioni, ingressi ai parchi nazionali, visite guidate e accompagnatore sono già compresi: nessuna cassa comune.',
  ],
  highlights: [
    'Il Grand Canyon al tramonto dal South Rim',
    'Antelope Canyon con le guide navajo e il meandro di Horseshoe Bend',
    'I pinnacoli di Bryce Canyon e le pareti rosse di Zion',
    'Badwater Basin e Zabriskie Point nella Death Valley',
    'La Strip di Las Vegas di sera e la diga di Hoover',
    'Un tratto della Route 66 a Seligman',
    'Los Angeles tra Hollywood, Griffith Observatory e il molo di Santa Monica',
  ],
  facts: [
    { label: 'Ritmo', value: 'Dinamico: diverse giornate di strada, con soste frequenti e passeggiate brevi' },
    { label: 'Hotel', value: '4 stelle in città, lodge e motel 3 stelle vicino ai parchi' },
    { label: 'Pasti', value: 'Colazione inclusa ogni giorno' },
    { label: 'Accompagnatore', value: "Dall'Italia, con il gruppo per tutto il viaggio" },
    { label: 'Periodo migliore', value: 'Primavera (aprile-giugno) e autunno (settembre-ottobre)' },
  ],
  flights:
    'Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino per Los Angeles, diretti quando disponibili oppure con uno scalo in Europa o negli Stati Uniti (circa 13-17 ore di viaggio), con rientro in volo notturno; bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
  itinerary: [
    {
      day: 1,
      title: 'Benvenuti a Los Angeles',
      subtitle: "Il lungo volo dall'Italia e l'arrivo in California",
      morning: {
        title: "Volo dall'Italia",
        description:
          "Ritrovo in aeroporto a Milano Malpensa o Roma Fiumicino con l'accompagnatore e volo per Los Angeles. Il viaggio è lungo, tra le 13 e le 17 ore a seconda dello scalo, ma si vola verso ovest inseguendo il sole: a Los Angeles sono nove ore in meno rispetto all'Italia, e si arriva nello stesso giorno della partenza.",
      },
      afternoon: {
        title: 'Arrivo e riposo',
        description:
          "Controlli di frontiera all'aeroporto LAX, dove si presentano il passaporto e l'ESTA, e trasferimento in pullman privato in hotel. Il tempo di percorrenza dipende molto dal traffico, che a Los Angeles non è mai un dettaglio: di solito tra quaranta minuti e un'ora. Sistemazione in camera e serata libera per riposare.",
      },
    },
    {
      day: 2,
      title: 'Los Angeles',
      subtitle: 'Hollywood, le colline di Griffith Park e il tramonto sul Pacifico',
      morning: {
        title: 'Griffith Observatory e Hollywood',
        description:
          "Con la guida saliamo al Griffith Observatory, l'osservatorio in stile Art Déco sulle colline, da cui si vedono la scritta Hollywood, il centro e, nelle giornate limpide, l'oceano. Scendiamo poi su Hollywood Boulevard, lungo la Walk of Fame con le sue stelle sul marciapiede, fino al TCL Chinese Theatre con le impronte delle star nel cemento. In pullman attraversiamo Beverly Hills e Rodeo Drive.",
      },
      afternoon: {
        title: 'Santa Monica e Venice',
        description:
          "Pranzo libero e pomeriggio sul Pacifico: il molo di Santa Monica, dove un cartello segna la fine della Route 66, e per chi vuole una passeggiata lungo la spiaggia fino a Venice Beach, con i suoi canali e il lungomare animato. Tempo libero fino al tramonto sull'oceano e rientro in hotel. Cena libera.",
      },
    },
    {
      day: 3,
      title: 'Da Los Angeles a Las Vegas',
      subtitle: 'Il deserto del Mojave e le luci della Strip',
      morning: {
        title: 'Attraverso il Mojave',
        description:
          "Partenza dopo colazione verso nord-est: circa 435 km e, traffico permettendo, quattro ore e mezza di guida fino a Las Vegas. Usciti dalla città, la strada sale e attraversa il deserto del Mojave tra alberi di Giosuè e montagne spoglie. Sosta a Calico, una città mineraria dell'argento nata nel 1881 e oggi restaurata, con le sue case di legno e la vecchia miniera.",
      },
      afternoon: {
        title: 'Las Vegas di sera',
        description:
          "Pranzo libero lungo la strada e arrivo a Las Vegas nel pomeriggio, con il tempo di sistemarsi in camera e riposare. Di sera la città si accende: passeggiata con l'accompagnatore lungo la Strip, tra le fontane danzanti davanti al Bellagio, la torre Eiffel in miniatura e i canali di Venezia ricostruiti al coperto. Cena libera e, per chi vuole, uno spettacolo facoltativo.",
      },
    },
    {
      day: 4,
      title: 'Verso il Grand Canyon',
      subtitle: 'La diga di Hoover, la Route 66 e il primo tramonto sul canyon',
      morning: {
        title: 'La diga di Hoover',
        description:
          "Lasciamo Las Vegas presto: oggi la strada è di circa 450 km, quasi cinque ore di guida divise in tre tappe. La prima, a tre quarti d'ora dalla città, è la diga di Hoover, costruita negli anni Trenta sul fiume Colorado al confine tra Nevada e Arizona: la si guarda dall'alto, dalla passerella pedonale del grande ponte ad arco che scavalca il canyon, e poi da vicino, percorrendo il coronamento.",
      },
      afternoon: {
        title: 'Seligman e il South Rim',
        description:
          "Pranzo libero a Seligman, uno dei paesi che hanno conservato lo spirito della Route 66, con le pompe di benzina d'epoca e le vecchie insegne. Proseguiamo per Williams fino al parco nazionale del Grand Canyon, dove arriviamo nel tardo pomeriggio: dal belvedere di Mather Point, a pochi passi dal parcheggio, guardiamo il sole calare sul canyon, profondo qui circa 1.500 metri. Sistemazione a Tusayan, a pochi chilometri dall'ingresso.",
      },
    },
    {
      day: 5,
      title: 'Grand Canyon e Horseshoe Bend',
      subtitle: 'Il bordo del canyon a piedi e il meandro del Colorado',
      morning: {
        title: 'Il Rim Trail e la Desert View Drive',
        description:
          "Al mattino camminiamo con calma lungo il Rim Trail, un sentiero asfaltato e pianeggiante sul bordo del canyon, fino al museo di geologia di Yavapai. Chi lo desidera può prenotare un sorvolo facoltativo in elicottero dall'aeroporto di Tusayan. Poi percorriamo la Desert View Drive, 40 km di belvedere sul fiume Colorado, fino alla torre di pietra di Desert View.",
      },
      afternoon: {
        title: 'Verso Page e Horseshoe Bend',
        description:
          'Pranzo libero al Cameron Trading Post, lo storico emporio in terra navajo affacciato sul fiume Little Colorado, e poi circa due ore di strada tra i deserti colorati fino a Page, sul lago Powell. Prima del tramonto raggiungiamo Horseshoe Bend con un sentiero di circa 1,2 km, largo e pianeggiante: dal bordo, 300 metri più in basso, il Colorado disegna un ferro di cavallo perfetto. Sistemazione in hotel a Page.',
      },
    },
    {
      day: 6,
      title: 'Antelope Canyon e Bryce Canyon',
      subtitle: 'Le onde di arenaria e la città dei pinnacoli',
      morning: {
        title: 'Antelope Canyon',
        description:
          "Antelope Canyon si visita solo con le guide navajo autorizzate: in piccoli gruppi si entra in una fessura nella roccia dove la luce scivola sulle pareti di arenaria scolpite dall'acqua, in un percorso di circa un'ora, con alcune scale metalliche a seconda del canyon assegnato. Non si possono portare zaini né borse. In questa zona Arizona, Utah e Nazione Navajo non sempre hanno la stessa ora: ci pensa l'accompagnatore.",
      },
      afternoon: {
        title: 'Bryce Canyon al tramonto',
        description:
          "Circa 240 km e tre ore di strada, passando per Kanab e il Red Canyon, ci portano nello Utah, a Bryce Canyon, tra 2.400 e 2.700 metri di quota. Dal Sunset Point si guarda l'anfiteatro di migliaia di pinnacoli arancioni e bianchi, gli hoodoos; lungo il bordo, il sentiero piano tra Sunset e Sunrise Point è di circa 800 metri. Sistemazione in un lodge appena fuori dal parco.",
      },
    },
    {
      day: 7,
      title: 'Bryce e Zion',
      subtitle: 'Tra i pinnacoli al mattino e nella valle di Zion al pomeriggio',
      morning: {
        title: "Inspiration Point e il Queen's Garden",
        description:
          "Con la luce del mattino, quando i pinnacoli sembrano accendersi, visitiamo Inspiration Point e Bryce Point. Chi se la sente scende con l'accompagnatore lungo il Queen's Garden Trail, il sentiero più facile verso il fondo dell'anfiteatro: circa 3 km andata e ritorno, con un dislivello di un centinaio di metri da risalire con calma, vista la quota. Gli altri restano ai belvedere o nel lodge.",
      },
      afternoon: {
        title: 'Il parco nazionale di Zion',
        description:
          "Circa 140 km e due ore di strada, con l'ultimo tratto sulla Zion-Mount Carmel Highway, tra tornanti e una galleria di quasi due chilometri scavata nella roccia negli anni Trenta. Nel fondovalle di Zion, con la navetta del parco (in servizio da marzo a novembre), raggiungiamo il Riverside Walk, una passeggiata piana di circa 3,5 km andata e ritorno lungo il fiume Virgin, tra pareti rosse alte centinaia di metri. Sistemazione a Springdale, all'ingresso del parco.",
      },
    },
    {
      day: 8,
      title: 'Da Zion alla Death Valley',
      subtitle: 'Il ritorno in Nevada e il tramonto a Zabriskie Point',
      morning: {
        title: 'Verso Las Vegas',
        description:
          "Partenza dopo colazione verso sud-ovest: circa 260 km e due ore e mezza di guida fino a Las Vegas, dove si torna all'ora del Pacifico e si guadagna un'ora. Sosta per il pranzo libero in città e un po' di tempo per gli ultimi acquisti.",
      },
      afternoon: {
        title: 'Death Valley e Zabriskie Point',
        description:
          'Circa 200 km e due ore di strada attraverso Pahrump ci portano nella Death Valley, in California, il parco più caldo e asciutto del Nordamerica. Al tramonto saliamo a Zabriskie Point, a pochi passi dal parcheggio, per vedere le colline di fango ondulate diventare oro e viola. Sistemazione in hotel nella zona di Furnace Creek, nel cuore del parco.',
      },
    },
    {
      day: 9,
      title: 'Death Valley e ritorno a Los Angeles',
      subtitle: 'Il punto più basso del Nordamerica e il volo notturno',
      morning: {
        title: "Badwater Basin e l'Artist's Drive",
        description:
          "Partiamo presto, nelle ore più fresche, per Badwater Basin, una distesa di sale bianco a 86 metri sotto il livello del mare: si cammina qualche centinaio di metri sulla crosta di sale. Poi percorriamo l'Artist's Drive, una strada panoramica a senso unico tra colline color verde, rosa e viola, con la sosta all'Artist's Palette.",
      },
      afternoon: {
        title: 'Verso Los Angeles e il volo di rientro',
        description:
          "È la tappa più lunga del viaggio: circa 450 km e cinque ore di strada, con il pranzo libero lungo il percorso, fino all'aeroporto di Los Angeles, dove arriviamo nel tardo pomeriggio. Per avere un margine sicuro sul traffico, il volo di rientro è sempre serale. Imbarco con l'accompagnatore e notte in volo.",
      },
    },
    {
      day: 10,
      title: 'Rientro in Italia',
      subtitle: 'Arrivo a Milano Malpensa o Roma Fiumicino',
      morning: {
        title: 'In volo verso casa',
        description:
          "Notte e mattinata in volo verso l'Italia, con l'eventuale scalo in Europa. Viaggiando verso est l'orologio corre avanti di nove ore: conviene cercare di dormire durante il volo.",
      },
      afternoon: {
        title: 'Arrivo in Italia',
        description:
          "Arrivo a Milano Malpensa o Roma Fiumicino nel pomeriggio o in serata, a seconda dello scalo, con l'accompagnatore che vi saluta dopo il ritiro dei bagagli. Per riprendersi dal fuso orario serve di solito qualche giorno: non fissate impegni importanti per l'indomani.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di andata e ritorno da Milano Malpensa o Roma Fiumicino per Los Angeles, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
        "Trasferimenti|Pullman privato con autista e aria condizionata per tutto il viaggio, dall'arrivo a Los Angeles al ritorno in aeroporto.",
        'Hotel|8 notti in camera doppia con bagno privato: hotel 4 stelle a Los Angeles e a Las Vegas, lodge e motel 3 stelle vicino ai parchi.',
        'Colazione|Colazione ogni mattina in hotel.',
        "Visite guidate|Guida locale in lingua italiana a Los Angeles e le visite indicate nel programma con l'accompagnatore.",
        'Ingressi|Ingressi ai parchi nazionali di Grand Canyon, Bryce Canyon, Zion e Death Valley e visita guidata di Antelope Canyon con guide navajo.',
        "Accompagnatore|Un accompagnatore che parte dall'Italia e resta con il gruppo per tutto il viaggio.",
        'Politica di cancellazione|Penali chiare e proporzionate ai giorni che mancano alla partenza (vedi le domande frequenti).',
        'Nessuna cassa comune|Quello che è compreso è già nella quota: in viaggio non si versa nulla al gruppo.',
      ],
    },
    {
      id: 'excluded',
      title: 'La quota non comprende',
      items: [
        "ESTA|L'autorizzazione elettronica ESTA, da richiedere e pagare online sul sito ufficiale del governo statunitense.",
        'Pasti|Pranzi e cene e le bevande.',
        'Attività facoltative|Sorvolo in elicottero del Grand Canyon, spettacoli a Las Vegas e altre proposte facoltative.',
        "Ingressi|Ingressi e attività non indicati alla voce 'La quota comprende'.",
        'Mance|Negli Stati Uniti le mance fanno parte della retribuzione: al ristorante si lascia di solito il 15-20% del conto; le mance ad autista e guide sono lasciate alla scelta di ciascuno.',
        'Assicurazione|Assicurazione di viaggio medica e di annullamento: per gli Stati Uniti, dove le cure mediche sono molto costose, consigliamo vivamente una polizza medica con massimali elevati.',
        'Extra personali|Telefono, lavanderia, minibar, resort fee e tutto quanto non indicato alla voce precedente.',
      ],
    },
    {
      id: 'packing',
      title: 'Cosa mettere in valigia',
      items: [
        "Abbigliamento a strati|Nello stesso viaggio si passa dai 35 gradi della Death Valley alle mattine fresche di Bryce, a oltre 2.400 metri: magliette leggere, una felpa o un pile e una giacca a vento. Una maglia in più serve anche per l'aria condizionata, sempre molto forte.",
        'Scarpe|Scarpe da camminata comode con una buona suola, e un paio di sandali o scarpe leggere per le città.',
        'Sole|Cappello a tesa larga, occhiali da sole, crema solare ad alta protezione, burrocacao e una borraccia da riempire spesso.',
        'Adattatore|Negli Stati Uniti le prese sono di tipo americano a 120 volt: serve un adattatore; quasi tutti i caricabatterie moderni funzionano senza trasformatore.',
        'Medicinali|I farmaci abituali nel bagaglio a mano, nella confezione originale e con la prescrizione, possibilmente in inglese.',
        'Liquidi|Nel bagaglio a mano liquidi in contenitori da massimo 100 ml ciascuno.',
        "Valuta|Si paga in dollari e quasi ovunque con carta: una carta di credito è indispensabile, anche perché gli hotel la chiedono come garanzia all'arrivo.",
      ],
    },
    {
      id: 'documents',
      title: 'Documenti necessari',
      items: [
        "Passaporto|Passaporto elettronico individuale con validità residua di almeno 6 mesi oltre la data di rientro. La carta d'identità non è valida.",
        "ESTA|Per entrare negli Stati Uniti senza visto serve l'autorizzazione elettronica ESTA, da richiedere online sul sito ufficiale almeno 72 ore prima della partenza; meglio farlo subito dopo la prenotazione. Diffidate dei siti non ufficiali che chiedono cifre più alte.",
        "Quando serve il visto|Chi ha viaggiato in alcuni paesi indicati dalle autorità statunitensi (tra cui Cuba, Iran e Siria) o ha avuto in passato un ESTA negato non può usare l'ESTA e deve chiedere un visto al consolato: segnalatecelo al momento della prenotazione.",
        "Al momento della prenotazione|Nome e cognome esattamente come sul passaporto, necessari per l'emissione dei biglietti aerei.",
      ],
    },
    {
      id: 'hotel',
      title: 'Gli hotel',
      items: [
        'Los Angeles e Las Vegas|Hotel 4 stelle in posizione comoda: a Los Angeles in una zona tranquilla vicina a Hollywood, a Las Vegas direttamente sulla Strip.',
        'Vicino ai parchi|Lodge e motel 3 stelle a Tusayan, Page, Bryce Canyon City, Springdale e nella Death Valley: semplici, puliti e soprattutto a pochi minuti dagli ingressi, per godere della luce del mattino e del tramonto.',
        "Camere|Negli Stati Uniti le camere doppie hanno spesso due letti grandi; tutte hanno bagno privato e aria condizionata. Le colazioni nei motel sono semplici, all'americana.",
        'Orari|Consegna delle camere dalle 15:00, rilascio entro le 11:00.',
        'Camera singola|Disponibile con un supplemento di 680 € per persona.',
      ],
    },
  ],
  faqs: [
    {
      id: 'gruppo',
      question: 'Quante persone ci sono nel gruppo e chi viaggia con voi?',
      answer: [
        `Il gruppo è di massimo ${STANDARD_GROUP_SIZE} persone. Viaggiano con noi soprattutto persone sopra i 45 anni che amano un ritmo tranquillo, e molti partono da soli: in gruppo ci si trova bene fin dal primo giorno.`,
        "Chi viaggia da solo può chiedere di condividere la camera doppia con un altro partecipante dello stesso sesso: cerchiamo l'abbinamento, ma non possiamo garantirlo in anticipo.",
      ],
    },
    {
      id: 'camera-singola',
      question: 'Posso avere una camera singola?',
      answer: [
        'Sì, la camera singola è disponibile con un supplemento di 680 € per persona, valido per tutte le notti del viaggio.',
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore e cosa fa?",
      answer: [
        "L'accompagnatore parte con il gruppo dall'Italia, viaggia sullo stesso volo e rimane con voi fino al rientro. Si occupa degli orari, dei fusi orari che cambiano tra uno stato e l'altro, degli ingressi ai parchi e di ogni imprevisto, e durante le lunghe tappe in pullman racconta la storia e la natura del West.",
        'A Los Angeles ci accompagna una guida locale che parla italiano; ad Antelope Canyon le visite sono condotte dalle guide navajo autorizzate.',
      ],
    },
    {
      id: 'documenti',
      question: "Quali documenti servono? Cos'è l'ESTA?",
      answer: [
        "Serve il passaporto elettronico, con validità residua di almeno 6 mesi oltre la data di rientro: la carta d'identità non è valida.",
        "L'ESTA è l'autorizzazione elettronica che permette ai cittadini italiani di entrare negli Stati Uniti per turismo senza visto. Si richiede e si paga online sul sito ufficiale del governo statunitense, almeno 72 ore prima della partenza, e di solito la risposta arriva in pochi minuti. Consigliamo di farla subito dopo la prenotazione: senza ESTA approvato non si può salire sull'aereo.",
      ],
    },
    {
      id: 'bagaglio',
      question: 'Quanto bagaglio posso portare?',
      answer: [
        'Sono compresi un bagaglio in stiva da 23 kg e un bagaglio a mano da 8 kg.',
        'Nel bagaglio a mano i liquidi devono stare in contenitori da massimo 100 ml ciascuno. Cambiando hotel quasi ogni sera, conviene tenere in una borsa piccola il necessario per la notte.',
      ],
    },
    {
      id: 'clima-abbigliamento',
      question: 'Che tempo troverò e come mi vesto?',
      answer: [
        'In primavera e in autunno le giornate sono di solito soleggiate: a Los Angeles e Las Vegas tra 20 e 30 gradi, mentre al Grand Canyon e a Bryce, che sono in quota, le mattine possono essere fredde, anche vicine allo zero. In estate la Death Valley supera spesso i 45 gradi: in quel caso la visitiamo nelle ore più fresche e con soste brevi.',
        'Consigliamo abiti a strati, un cappello, crema solare e scarpe comode, e di bere spesso anche quando non si ha sete: il clima del deserto è molto secco.',
      ],
    },
    {
      id: 'pasti',
      question: 'Quali pasti sono compresi?',
      answer: [
        "È compresa la colazione ogni mattina; nei motel vicino ai parchi è semplice, all'americana. Pranzi e cene sono liberi: lungo la strada ci fermiamo in diner e locali tipici, e nei paesi dei parchi la sera l'accompagnatore indica i ristoranti migliori o organizza, per chi lo desidera, una cena insieme al gruppo.",
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una particolare preparazione fisica?',
      answer: [
        "Non servono allenamenti particolari: i belvedere principali sono a pochi passi dal pullman e le passeggiate sono brevi e facili. Le camminate più lunghe, come il Queen's Garden Trail a Bryce, sono facoltative.",
        'Bisogna però mettere in conto diverse giornate con quattro o cinque ore di pullman, cambi di hotel frequenti, la quota di Bryce (oltre 2.400 metri) e il caldo della Death Valley. Chi ha problemi di salute ne parli prima con il proprio medico e con noi.',
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* a Los Angeles (zona Hollywood)',
      stars: 4,
      description:
        'Hotel moderno in una zona tranquilla a pochi minuti da Hollywood Boulevard, comodo per le visite in città. Camere ampie con bagno privato, aria condizionata e Wi-Fi, piscina sul tetto, ristorante e parcheggio per il pullman.',
    },
    {
      name: 'Hotel 4* sulla Strip di Las Vegas',
      stars: 4,
      description:
        'Grande hotel con casinò al centro della Strip, a pochi passi dalle fontane del Bellagio: si esce dalla porta e si è già nello spettacolo. Camere ampie e silenziose, piscine, ristoranti e caffè aperti a ogni ora.',
    },
    {
      name: "Lodge 3* all'ingresso del Grand Canyon (Tusayan)",
      stars: 3,
      description:
        "Lodge in legno e pietra tra i pini, a pochi chilometri dall'ingresso sud del parco e dal bordo del canyon. Camere confortevoli con bagno privato, ristorante e un camino nella hall per le sere fresche.",
    },
    {
      name: 'Motel 3* nei paesi dei parchi (Page, Bryce, Springdale)',
      stars: 3,
      description:
        "Motel e piccoli hotel curati, scelti vicino agli ingressi di Bryce e Zion e al centro di Page, con le camere che si aprono sul paesaggio. Bagno privato, aria condizionata, colazione all'americana e, spesso, una piscina per rinfrescarsi la sera.",
    },
  ],
  image: {
    file: 'usa-ovest.svg',
    alt: "Illustrazione del Grand Canyon al tramonto, con le pareti di roccia a strati arancioni e rosse, il fiume Colorado sul fondo e una strada diritta che attraversa il deserto verso l'orizzonte",
  },
  en: {
    title: 'USA West: national parks and great cities',
    subtitle: 'From Los Angeles to Las Vegas, through the Grand Canyon, the canyons of Utah and Death Valley',
    description:
      'The American West is the West of the movies, and it is even bigger than you imagine: the Grand Canyon suddenly opening at your feet, the sandstone waves of Antelope Canyon, the orange spires of Bryce, the walls of Zion, the white salt of Death Valley. In ten days we travel a great loop through California, Nevada, Arizona and Utah, with Los Angeles and Las Vegas as gateways and an escort who flies out from Italy with the group.\n\nLet us be clear from the start: this is the most on-the-road trip in our catalogue. American distances are vast and some days include four or five hours by coach; we have broken them up with frequent stops, lunches along the way and places worth the detour, such as the Hoover Dam or Route 66 at Seligman. In return, walking in the parks is short and easy, and the finest viewpoints are a few steps from the coach.\n\nWe travel in a private air-conditioned coach with a driver, sleep in comfortable city hotels and in lodges and motels close to the park entrances, so we can see the Grand Canyon and Bryce in the sunset light. Flights, hotels, breakfasts, national park entrance fees, guided visits and the escort are all included, with no common cash fund.',
    highlights: [
      'The Grand Canyon at sunset from the South Rim',
      'Antelope Canyon with Navajo guides and the Horseshoe Bend meander',
      'The spires of Bryce Canyon and the red walls of Zion',
      'Badwater Basin and Zabriskie Point in Death Valley',
      'The Las Vegas Strip by night and the Hoover Dam',
      'A stretch of Route 66 at Seligman',
      'Los Angeles: Hollywood, Griffith Observatory and Santa Monica Pier',
    ],
    imageAlt:
      'An illustration of the Grand Canyon at sunset, with layered orange and red rock walls, the Colorado River below and a straight road crossing the desert towards the horizon',
  },
};

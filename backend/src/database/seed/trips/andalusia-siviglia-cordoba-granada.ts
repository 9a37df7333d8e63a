import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const andalusia: TripSeed = {
  slug: 'andalusia-siviglia-cordoba-granada',
  aliases: ['andalusia', 'andalusia-tour-culturale'],
  title: "Andalusia, l'anima moresca della Spagna",
  subtitle: "Siviglia, Córdoba e Granada in sette giorni, dall'Alcázar alla Mezquita fino all'Alhambra",
  country: 'Spagna',
  category: 'culturale',
  durationDays: 7,
  priceCents: 100000,
  singleSupplementCents: 32000,
  depositPolicy: { kind: 'percent', value: 40 },
  cancellationTable: 'standard',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'amber',
  description: [
    "Otto secoli di presenza araba, la Reconquista, l'oro delle Americhe: l'Andalusia racconta tutto questo nei suoi palazzi, nei cortili fioriti e nelle stradine imbiancate a calce. Questo viaggio unisce le sue tre città più belle, Siviglia, Córdoba e Granada, con spostamenti brevi in pullman privato e notti in hotel centrali.",
    "A Siviglia ci fermiamo tre notti per goderci senza fretta la Cattedrale con la Giralda, il Real Alcázar, il Barrio de Santa Cruz e la Plaza de España. A Córdoba entriamo nella Mezquita, una foresta di colonne e archi bianchi e rossi, e passeggiamo nella Judería. A Granada il viaggio culmina all'Alhambra, con i Palazzi Nasridi e i giardini del Generalife, e al tramonto sul belvedere dell'Albaicín.",
    "L'accompagnatore parte con il gruppo dall'Italia e resta con voi fino al rientro; le visite sono guidate da guide locali in italiano. Voli, hotel, colazioni, trasferimenti e visite sono già compresi nella quota: nessuna cassa comune e tempo libero ogni giorno per tapas, un caffè in piazza o uno spettacolo di flamenco.",
  ],
  highlights: [
    "L'Alhambra di Granada con i Palazzi Nasridi e il Generalife",
    'La Mezquita-Cattedrale di Córdoba',
    'La Cattedrale di Siviglia e la Giralda',
    'Il Real Alcázar e il Barrio de Santa Cruz',
    'La Plaza de España e il Parco di María Luisa',
    "Il tramonto sull'Alhambra dal Mirador de San Nicolás",
    'Tre notti a Siviglia e spostamenti brevi in pullman privato',
  ],
  facts: [
    { label: 'Ritmo', value: 'Tranquillo: tappe brevi, pause nelle ore più calde' },
    { label: 'Hotel', value: '4 stelle in centro a Siviglia, Córdoba e Granada' },
    { label: 'Pasti', value: 'Colazione inclusa ogni giorno' },
    { label: 'Accompagnatore', value: "Dall'Italia, con il gruppo per tutto il viaggio" },
    { label: 'Periodo migliore', value: 'Primavera e autunno; in luglio e agosto fa molto caldo' },
  ],
  flights:
    'Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino, con arrivo a Siviglia e rientro da Málaga, diretti o con uno scalo a seconda della data, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
  itinerary: [
    {
      day: 1,
      title: 'Benvenuti a Siviglia',
      subtitle: "Volo dall'Italia e prima sera andalusa",
      morning: {
        title: "Volo dall'Italia e trasferimento in hotel",
        description:
          "Ritrovo in aeroporto a Milano Malpensa o Roma Fiumicino con l'accompagnatore e volo per Siviglia. L'aeroporto di San Pablo è a circa 10 km dal centro: in una ventina di minuti di pullman privato siamo in hotel. Consegna delle camere dalle 15:00.",
      },
      afternoon: {
        title: 'Passeggiata sul Guadalquivir',
        description:
          "Quando il sole si abbassa, passeggiata con l'accompagnatore lungo il Guadalquivir fino alla Torre del Oro, la torre almohade che sorvegliava il porto delle flotte dirette in America. Sosta in una piazza per le prime tapas; cena libera.",
      },
    },
    {
      day: 2,
      title: 'Siviglia monumentale',
      subtitle: 'La Cattedrale, la Giralda e il Real Alcázar',
      morning: {
        title: 'La Cattedrale e la Giralda',
        description:
          "Con la guida locale entriamo nella Cattedrale di Siviglia, la più grande chiesa gotica del mondo, con l'enorme retablo dorato e il monumento funebre di Cristoforo Colombo. Chi lo desidera sale sulla Giralda, l'antico minareto, percorrendo trentacinque rampe senza gradini, mentre gli altri riposano nel Patio de los Naranjos.",
      },
      afternoon: {
        title: 'Il Real Alcázar e il Barrio de Santa Cruz',
        description:
          "Dopo la pausa pranzo visitiamo il Real Alcázar, residenza reale ancora in uso, con il Palazzo di Pietro I decorato in stile mudéjar e i grandi giardini con fontane e aranci. Usciamo nel Barrio de Santa Cruz, l'antico quartiere ebraico di vicoli, piazzette e patii fioriti. Serata libera.",
      },
    },
    {
      day: 3,
      title: 'Plaza de España e Triana',
      subtitle: 'Il parco, il quartiere delle ceramiche e la sera del flamenco',
      morning: {
        title: 'Plaza de España e il Parco di María Luisa',
        description:
          "Con la guida raggiungiamo la Plaza de España, costruita per l'Esposizione Ibero-Americana del 1929, con il grande emiciclo, i ponticelli sul canale e le panchine di azulejos dedicate alle province spagnole. Passeggiata all'ombra del Parco di María Luisa, tra fontane, palme e padiglioni.",
      },
      afternoon: {
        title: 'Triana e tempo libero',
        description:
          'Attraversiamo il Ponte di Triana per entrare nel quartiere dei ceramisti e dei marinai: il mercato coperto, le botteghe di azulejos, la Calle Betis affacciata sul fiume. Pomeriggio libero per il riposo. La sera, facoltativo, uno spettacolo di flamenco in un tablao del centro.',
      },
    },
    {
      day: 4,
      title: 'Córdoba e la Mezquita',
      subtitle: 'La capitale del califfato e la sua foresta di colonne',
      morning: {
        title: 'Da Siviglia a Córdoba',
        description:
          "Rilascio delle camere e partenza in pullman privato per Córdoba: circa 140 km, un'ora e tre quarti di strada nella campagna della valle del Guadalquivir. Sistemazione dei bagagli in hotel, nella Judería, e breve pausa.",
      },
      afternoon: {
        title: 'La Mezquita-Cattedrale e la Judería',
        description:
          "Con la guida visitiamo la Mezquita, iniziata nell'VIII secolo: centinaia di colonne e archi a doppio colore, il mihrab decorato di mosaici d'oro e, nel cuore della moschea, la cattedrale rinascimentale. Passeggiata nella Judería fino alla Calleja de las Flores e al Ponte Romano sul Guadalquivir, bellissimo al tramonto. Cena libera.",
      },
    },
    {
      day: 5,
      title: "Granada e l'Albaicín",
      subtitle: "Tra gli uliveti fino all'ultimo regno arabo di Spagna",
      morning: {
        title: 'Da Córdoba a Granada',
        description:
          "Dopo colazione partiamo per Granada: circa 200 km e due ore e mezza di strada tra colline coperte di ulivi, con una sosta lungo il percorso. All'arrivo sistemazione in hotel in centro e tempo per il pranzo libero.",
      },
      afternoon: {
        title: "L'Albaicín e il Mirador de San Nicolás",
        description:
          "Con la guida saliamo nell'Albaicín, l'antico quartiere arabo di vicoli bianchi e carmenes con giardino, a bordo dei piccoli autobus urbani che si arrampicano tra le case, e poi scendiamo a piedi con calma. Al Mirador de San Nicolás aspettiamo il tramonto davanti all'Alhambra, con la Sierra Nevada alle spalle. Cena libera: a Granada con ogni bevanda arriva una tapa.",
      },
    },
    {
      day: 6,
      title: "L'Alhambra",
      subtitle: 'I Palazzi Nasridi, il Generalife e la Cappella Reale',
      morning: {
        title: 'Alhambra e Generalife',
        description:
          "Giornata dedicata al capolavoro dell'arte nasride. Con la guida entriamo nei Palazzi Nasridi all'orario assegnato: il Patio de los Arrayanes, la Sala degli Ambasciatori, il Patio de los Leones. Completiamo con l'Alcazaba, il Palazzo di Carlo V e i giardini del Generalife. La visita dura circa tre ore e mezza, con soste all'ombra.",
      },
      afternoon: {
        title: 'La Cappella Reale e tempo libero',
        description:
          "Dopo la pausa pranzo, breve visita alla Cappella Reale, dove riposano Isabella di Castiglia e Ferdinando d'Aragona, accanto alla Cattedrale. Resto del pomeriggio libero per riposare o curiosare nell'Alcaicería, l'antico mercato della seta. Per chi lo desidera, cena di arrivederci con il gruppo.",
      },
    },
    {
      day: 7,
      title: 'Arrivederci Andalusia',
      subtitle: 'Da Granada a Málaga e volo di rientro in Italia',
      morning: {
        title: 'Mattinata libera a Granada',
        description:
          "Colazione con calma e rilascio delle camere entro le 11:00; i bagagli restano custoditi in hotel. Ultime ore libere tra le vie del centro per un caffè o gli ultimi acquisti, ceramiche, olio d'oliva, ventagli.",
      },
      afternoon: {
        title: "Trasferimento all'aeroporto di Málaga e rientro",
        description:
          "Partenza in pullman privato per l'aeroporto di Málaga, a circa 130 km, un'ora e mezza di strada. Volo per Milano Malpensa o Roma Fiumicino con l'accompagnatore, che resta con il gruppo fino all'arrivo in Italia.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di andata e ritorno da Milano Malpensa o Roma Fiumicino (arrivo a Siviglia, rientro da Málaga), con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
        "Trasferimenti|Pullman privato per tutti gli spostamenti del programma: aeroporti, Siviglia–Córdoba, Córdoba–Granada; biglietti del minibus urbano per la salita all'Albaicín.",
        'Hotel|6 notti in hotel 4 stelle in centro: 3 a Siviglia, 1 a Córdoba, 2 a Granada, in camera doppia con bagno privato.',
        'Colazione|Colazione a buffet ogni mattina in hotel.',
        "Visite guidate|Visite con guida locale in lingua italiana come da programma, con gli ingressi alla Cattedrale e alla Giralda di Siviglia, al Real Alcázar, alla Mezquita di Córdoba, all'Alhambra con Generalife e alla Cappella Reale di Granada.",
        "Accompagnatore|Un accompagnatore che parte dall'Italia e resta con il gruppo per tutto il viaggio.",
        'Politica di cancellazione|Penali chiare e proporzionate ai giorni che mancano alla partenza (vedi le domande frequenti).',
        'Nessuna cassa comune|Quello che è compreso è già nella quota: in viaggio non si versa nulla al gruppo.',
      ],
    },
    {
      id: 'excluded',
      title: 'La quota non comprende',
      items: [
        'Pasti|Pranzi e cene, comprese eventuali cene di gruppo, e le bevande.',
        "Ingressi|Ingressi a musei e monumenti non indicati alla voce 'La quota comprende'.",
        'Attività facoltative|Spettacolo di flamenco e altre proposte per il tempo libero.',
        'Mance|Mance a guide e autisti, lasciate alla libera scelta di ciascuno.',
        'Assicurazione|Assicurazione di viaggio medica e di annullamento, facoltativa.',
        'Tasse locali|Eventuale tassa di soggiorno richiesta in hotel.',
        'Extra personali|Telefono, lavanderia, minibar e tutto quanto non indicato alla voce precedente.',
      ],
    },
    {
      id: 'packing',
      title: 'Cosa mettere in valigia',
      items: [
        "Scarpe|Scarpe comode con suola antiscivolo: le strade dell'Albaicín sono ripide e lastricate, e i pavimenti dei monumenti a volte lisci.",
        'Sole|Cappello, occhiali da sole, crema solare e una borraccia, in ogni stagione.',
        'Abbigliamento a strati|Abiti leggeri di giorno e una maglia o una giacca per la sera; in inverno un cappotto, soprattutto per Granada.',
        'Luoghi di culto|Spalle e ginocchia coperte per entrare nella Cattedrale di Siviglia e nella Mezquita.',
        'Medicinali|I farmaci abituali nel bagaglio a mano, con la prescrizione se necessario.',
        'Liquidi|Nel bagaglio a mano liquidi in contenitori da massimo 100 ml ciascuno.',
      ],
    },
    {
      id: 'documents',
      title: 'Documenti necessari',
      items: [
        "Carta d'identità o passaporto|La Spagna fa parte dell'area Schengen: basta la carta d'identità valida per l'espatrio, oppure il passaporto, validi per tutta la durata del viaggio.",
        "Alhambra|I biglietti dell'Alhambra sono nominativi: alla prenotazione servono nome, cognome e numero del documento con cui viaggerete, che va mostrato all'ingresso dei Palazzi Nasridi.",
        'Tessera sanitaria|La Tessera europea di assicurazione malattia (TEAM), sul retro della tessera sanitaria.',
      ],
    },
    {
      id: 'hotel',
      title: 'Gli hotel',
      items: [
        'Posizione|Hotel 4 stelle nei centri storici, a pochi minuti a piedi dai monumenti principali.',
        'Camere|Camere doppie con bagno privato, aria condizionata, Wi-Fi e ascensore.',
        'Orari|Consegna delle camere dalle 15:00, rilascio entro le 11:00; nei giorni di trasferimento i bagagli viaggiano con noi sul pullman.',
        'Camera singola|Disponibile con un supplemento di 320 € per persona.',
      ],
    },
  ],
  faqs: [
    {
      id: 'gruppo',
      question: 'Quante persone ci sono nel gruppo e chi viaggia con voi?',
      answer: [
        `Il gruppo è di massimo ${STANDARD_GROUP_SIZE} persone. Viaggiano con noi soprattutto persone sopra i 45 anni che cercano un ritmo tranquillo, e molti partono da soli: dopo la prima cena di tapas ci si conosce già tutti.`,
        "Chi viaggia da solo può chiedere di condividere la camera doppia con un altro partecipante dello stesso sesso: cerchiamo l'abbinamento, ma non possiamo garantirlo in anticipo; in alternativa c'è la camera singola.",
      ],
    },
    {
      id: 'camera-singola',
      question: 'Posso avere una camera singola?',
      answer: [
        'Sì, il supplemento per la camera singola è di 320 € per persona per tutto il viaggio. Le singole disponibili sono limitate: conviene richiederla al momento della prenotazione.',
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore e cosa fa?",
      answer: [
        "L'accompagnatore parte con il gruppo dall'Italia, viaggia sullo stesso volo e rimane con voi fino al rientro. Coordina trasferimenti, orari e prenotazioni, risolve gli imprevisti e consiglia ristoranti, locali di tapas e spettacoli.",
        "Le visite sono condotte da guide locali autorizzate che parlano italiano; all'Alhambra e nella Mezquita usiamo auricolari per sentire bene la guida anche tra la folla.",
      ],
    },
    {
      id: 'documenti',
      question: 'Quali documenti servono?',
      answer: [
        "La Spagna è nell'area Schengen: basta la carta d'identità valida per l'espatrio, oppure il passaporto, in corso di validità per tutto il viaggio.",
        "I biglietti dell'Alhambra sono nominativi: al momento della prenotazione ti chiediamo il numero del documento con cui viaggerai, da portare con te il giorno della visita.",
      ],
    },
    {
      id: 'bagaglio',
      question: 'Quanto bagaglio posso portare?',
      answer: [
        'Sono compresi un bagaglio in stiva da 23 kg e un bagaglio a mano da 8 kg.',
        'Nel bagaglio a mano i liquidi devono stare in contenitori da massimo 100 ml ciascuno.',
      ],
    },
    {
      id: 'clima-abbigliamento',
      question: 'Che tempo troverò e come mi vesto?',
      answer: [
        'In primavera e in autunno le giornate sono tiepide e luminose, tra 20 e 28 gradi. In luglio e agosto Siviglia e Córdoba superano spesso i 40 gradi: in quei mesi spostiamo le visite al mattino e lasciamo libere le ore più calde. In inverno le giornate sono miti, ma a Granada, ai piedi della Sierra Nevada, la sera fa freddo.',
        'Consigliamo abiti leggeri a strati, cappello e crema solare, e scarpe comode con una buona suola.',
      ],
    },
    {
      id: 'pasti',
      question: 'Quali pasti sono compresi?',
      answer: [
        "È compresa la colazione ogni mattina in hotel. Pranzi e cene sono liberi: in Andalusia si mangia tardi e volentieri a base di tapas, e l'accompagnatore indica i locali migliori e, per chi lo desidera, organizza cene insieme al gruppo.",
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una particolare preparazione fisica?',
      answer: [
        "Basta essere in grado di camminare per due o tre ore con pause. La visita dell'Alhambra è la più impegnativa, circa tre ore e mezza a piedi con qualche salita; nell'Albaicín saliamo con il minibus urbano e scendiamo a piedi. La salita sulla Giralda è facoltativa.",
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* nel centro storico di Siviglia (Barrio de Santa Cruz)',
      stars: 4,
      description:
        'Casa signorile andalusa con patio interno, a pochi passi dalla Cattedrale e dal Real Alcázar. Camere con bagno privato, aria condizionata e Wi-Fi, terrazza sul tetto con vista sulla Giralda.',
    },
    {
      name: 'Hotel 4* nella Judería di Córdoba',
      stars: 4,
      description:
        'Edificio tradizionale con cortili fioriti, a cinque minuti a piedi dalla Mezquita. Camere fresche e silenziose, colazione servita nel patio nella bella stagione.',
    },
    {
      name: 'Hotel 4* in centro a Granada, vicino alla Cattedrale',
      stars: 4,
      description:
        "In posizione comoda tra la Cattedrale, la Plaza Nueva e i piedi dell'Albaicín. Camere moderne con aria condizionata e riscaldamento, ascensore, colazione a buffet abbondante.",
    },
  ],
  image: {
    file: 'andalusia-siviglia-cordoba-granada.svg',
    alt: "Illustrazione dell'Alhambra di Granada sulla collina al tramonto, con le torri rosse tra i cipressi e le cime innevate della Sierra Nevada sullo sfondo",
  },
  en: {
    title: 'Andalusia, the Moorish soul of Spain',
    subtitle: 'Seville, Córdoba and Granada in seven days, from the Alcázar and the Mezquita to the Alhambra',
    description: [
      'Eight centuries of Moorish rule, the Reconquista, the gold of the Americas: Andalusia tells all of it in its palaces, flower-filled courtyards and whitewashed lanes. This trip links its three finest cities, Seville, Córdoba and Granada, with short private-coach transfers and central hotels.',
      'We spend three nights in Seville to enjoy the Cathedral and the Giralda, the Real Alcázar, the Barrio de Santa Cruz and Plaza de España without hurrying. In Córdoba we step into the Mezquita, a forest of columns and red-and-white arches, and stroll through the Jewish Quarter. Granada crowns the journey with the Alhambra, the Nasrid Palaces and the Generalife gardens, and a sunset from the Albaicín.',
      'The escort flies out from Italy with the group and stays until you are home; visits are led by Italian-speaking local guides. Flights, hotels, breakfasts, transfers and visits are all included, with no common cash fund and free time every day for tapas, a coffee in the square or a flamenco show.',
    ],
    highlights: [
      'The Alhambra of Granada with the Nasrid Palaces and the Generalife',
      'The Mosque-Cathedral of Córdoba',
      'Seville Cathedral and the Giralda',
      'The Real Alcázar and the Barrio de Santa Cruz',
      'Plaza de España and María Luisa Park',
      'Sunset over the Alhambra from the Mirador de San Nicolás',
      'Three nights in Seville and short transfers by private coach',
    ],
    imageAlt:
      'Illustration of the Alhambra of Granada on its hill at sunset, with red towers among the cypresses and the snowy peaks of the Sierra Nevada behind',
  },
};

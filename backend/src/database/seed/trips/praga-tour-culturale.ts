import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const praga: TripSeed = {
  slug: 'praga-tour-culturale',
  aliases: ['praga'],
  title: "Praga, la città d'oro",
  subtitle: 'Cinque giorni tra castelli, ponti sulla Moldava e piazze gotiche, con calma e in buona compagnia',
  country: 'Repubblica Ceca',
  category: 'culturale',
  durationDays: 5,
  priceCents: 80000,
  singleSupplementCents: null,
  depositPolicy: { kind: 'percent', value: 40 },
  cancellationTable: 'standard',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'purple',
  description: [
    "Praga si lascia scoprire a piedi, un passo alla volta: le guglie della Città Vecchia, le statue barocche del Ponte Carlo, il profilo del Castello che domina la Moldava. In cinque giorni la visitiamo senza fretta, con un accompagnatore partito dall'Italia insieme al gruppo e guide locali che parlano italiano e raccontano mille anni di storia boema con passione.",
    "Il programma alterna le visite guidate ai luoghi simbolo, il Castello con la Cattedrale di San Vito, Malá Strana, il Quartiere Ebraico di Josefov, la Città Nuova e l'altura di Vyšehrad, a pomeriggi liberi per sedersi in un caffè liberty, ascoltare un concerto in una chiesa o tornare con calma nei luoghi che più vi hanno colpito.",
    "L'hotel è in pieno centro, così ogni giorno si parte a piedi e si può rientrare a riposare quando lo si desidera. Voli dall'Italia, hotel, colazioni, visite guidate e accompagnatore sono già compresi: nessuna cassa comune, nessun pensiero organizzativo.",
  ],
  highlights: [
    'Il Castello di Praga e la Cattedrale di San Vito con guida locale',
    'Il Ponte Carlo e le sue trenta statue al tramonto',
    "L'Orologio Astronomico nella Piazza della Città Vecchia",
    'Il Quartiere Ebraico di Josefov e le sue sinagoghe',
    'Malá Strana, il quartiere barocco ai piedi del Castello',
    "Vyšehrad, l'altura delle leggende con la vista sulla Moldava",
    'Hotel centrale e ritmo tranquillo, con pomeriggi liberi',
  ],
  facts: [
    { label: 'Ritmo', value: 'Tranquillo: visite a piedi in centro con pause frequenti' },
    { label: 'Hotel', value: '4 stelle in posizione centrale' },
    { label: 'Pasti', value: 'Colazione inclusa ogni giorno' },
    { label: 'Accompagnatore', value: "Dall'Italia, con il gruppo per tutto il viaggio" },
    { label: 'Periodo migliore', value: 'Da aprile a ottobre; a dicembre i mercatini di Natale' },
  ],
  flights:
    "Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino all'aeroporto Václav Havel di Praga, diretti quando disponibili (circa un'ora e mezza da Milano e due ore da Roma), con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.",
  itinerary: [
    {
      day: 1,
      title: 'Benvenuti a Praga',
      subtitle: "Volo dall'Italia e prima passeggiata nella Città Vecchia",
      morning: {
        title: "Volo dall'Italia e trasferimento in hotel",
        description:
          "Ritrovo in aeroporto a Milano Malpensa o Roma Fiumicino con l'accompagnatore e volo per Praga. All'arrivo all'aeroporto Václav Havel ci attende il pullman privato: circa 17 km e una quarantina di minuti per raggiungere l'hotel in centro. Deposito dei bagagli e, dalle 15:00, consegna delle camere.",
      },
      afternoon: {
        title: "La Piazza della Città Vecchia e l'Orologio Astronomico",
        description:
          "Dopo un momento di riposo, prima passeggiata con l'accompagnatore fino alla Piazza della Città Vecchia, dominata dalle torri gotiche della Chiesa di Santa Maria di Týn. Allo scoccare dell'ora assistiamo alla sfilata degli Apostoli dell'Orologio Astronomico, in funzione dal 1410. Cena libera: l'accompagnatore suggerisce qualche birreria storica a pochi passi dall'hotel.",
      },
    },
    {
      day: 2,
      title: 'Il Castello e Malá Strana',
      subtitle: 'La collina dei re di Boemia e il quartiere barocco sotto le sue mura',
      morning: {
        title: 'Castello di Praga e Cattedrale di San Vito',
        description:
          "Con la guida locale saliamo in pullman fino a Hradčany, evitando la lunga salita a piedi. Visitiamo il complesso del Castello: la Cattedrale di San Vito con la vetrata dipinta da Alfons Mucha, l'Antico Palazzo Reale con la grande Sala di Vladislao, la Basilica romanica di San Giorgio e il Vicolo d'Oro con le sue casette colorate. A mezzogiorno, tempo permettendo, il cambio della guardia con la fanfara nel primo cortile.",
      },
      afternoon: {
        title: 'Malá Strana e il Ponte Carlo al tramonto',
        description:
          "Scendiamo con calma lungo la via Nerudova, tutta in discesa, fino alla piazza di Malá Strana e alla Chiesa di San Nicola, capolavoro del barocco praghese. Dopo una sosta per un caffè, passiamo accanto al Muro di John Lennon e all'isola di Kampa, per attraversare il Ponte Carlo nella luce del tardo pomeriggio. Rientro a piedi in hotel e serata libera.",
      },
    },
    {
      day: 3,
      title: 'Josefov e la Città Vecchia',
      subtitle: 'La memoria ebraica di Praga e un pomeriggio tutto per sé',
      morning: {
        title: 'Il Quartiere Ebraico di Josefov',
        description:
          "Mattinata dedicata con la guida al Quartiere Ebraico, a dieci minuti a piedi dall'hotel. Visitiamo la Sinagoga Vecchia-Nuova, la più antica d'Europa ancora in uso, la Sinagoga Pinkas, sulle cui pareti sono scritti i nomi di quasi 80.000 ebrei di Boemia e Moravia vittime della Shoah, l'Antico Cimitero Ebraico con le sue lapidi sovrapposte e la Sinagoga Spagnola dalle decorazioni moresche. Le sinagoghe e il Museo Ebraico chiudono il sabato e nelle festività ebraiche: in quelle date la visita viene spostata a un altro giorno.",
      },
      afternoon: {
        title: 'Tempo libero tra caffè e concerti',
        description:
          "Pomeriggio libero per riposare o per proseguire a proprio ritmo. L'accompagnatore propone una passeggiata facoltativa fino alla Casa Municipale, gioiello liberty del 1912, e alla Torre delle Polveri, oppure una crociera di un'ora sulla Moldava. La sera, per chi lo desidera, un concerto di musica classica in una delle chiese della Città Vecchia.",
      },
    },
    {
      day: 4,
      title: 'La Città Nuova e Vyšehrad',
      subtitle: 'Dalla Piazza San Venceslao alla rocca delle leggende',
      morning: {
        title: 'Piazza San Venceslao e la Casa Danzante',
        description:
          'Con la guida percorriamo la Città Nuova, fondata da Carlo IV nel 1348: la Piazza San Venceslao, teatro della Rivoluzione di Velluto del 1989, con il Museo Nazionale sullo sfondo, e poi il lungofiume fino alla Casa Danzante di Frank Gehry e Vlado Milunić. Un breve tratto in pullman ci porta a Vyšehrad.',
      },
      afternoon: {
        title: 'Vyšehrad e pomeriggio libero',
        description:
          "Sull'altura di Vyšehrad, luogo delle leggende sulla fondazione di Praga, visitiamo la Basilica dei Santi Pietro e Paolo e il cimitero dove riposano Dvořák, Smetana e Mucha, con una bella vista sul fiume. Rientro in centro nel primo pomeriggio e tempo libero per gli ultimi acquisti: cristallo di Boemia, granati, marionette. Cena libera, con l'accompagnatore disponibile a prenotare una taverna tipica per chi lo desidera.",
      },
    },
    {
      day: 5,
      title: 'Arrivederci Praga',
      subtitle: 'Ultime ore in città e volo di rientro in Italia',
      morning: {
        title: 'Mattinata libera',
        description:
          'Colazione senza fretta e rilascio delle camere entro le 11:00; i bagagli restano custoditi in hotel. Ultime ore libere per tornare al Ponte Carlo, entrare in un caffè storico o fare una passeggiata nei giardini sotto il Castello.',
      },
      afternoon: {
        title: 'Trasferimento in aeroporto e rientro',
        description:
          "All'orario concordato il pullman privato ci riporta all'aeroporto Václav Havel. Volo per Milano Malpensa o Roma Fiumicino, con l'accompagnatore che viaggia con il gruppo fino all'arrivo in Italia.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di andata e ritorno da Milano Malpensa o Roma Fiumicino, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
        "Trasferimenti|Pullman privato dall'aeroporto all'hotel e ritorno, e per la salita al Castello e a Vyšehrad.",
        'Hotel|4 notti in hotel 4 stelle in posizione centrale, in camera doppia con bagno privato.',
        'Colazione|Colazione a buffet ogni mattina in hotel.',
        'Visite guidate|Visite con guida locale in lingua italiana come da programma, con gli ingressi al percorso del Castello di Praga, al circuito del Museo Ebraico e alla Sinagoga Vecchia-Nuova.',
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
        "Ingressi|Ingressi a musei e monumenti non indicati alla voce 'La quota comprende'.",
        'Attività facoltative|Crociera sulla Moldava, concerti e altre proposte facoltative.',
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
        'Scarpe|Scarpe comode e già rodate, con suola che tenga bene sul pavé: a Praga si cammina molto sui ciottoli.',
        'Abbigliamento a strati|Una giacca leggera impermeabile o un ombrello in ogni stagione; in inverno cappotto, berretto, guanti e sciarpa.',
        'Zainetto|Uno zaino piccolo o una borsa a tracolla per acqua, occhiali e una maglia in più durante le visite.',
        'Medicinali|I farmaci abituali nel bagaglio a mano, con la prescrizione se necessario.',
        'Liquidi|Nel bagaglio a mano liquidi in contenitori da massimo 100 ml ciascuno.',
        'Valuta|In Repubblica Ceca si usa la corona ceca; le carte di pagamento sono accettate quasi ovunque.',
      ],
    },
    {
      id: 'documents',
      title: 'Documenti necessari',
      items: [
        "Carta d'identità o passaporto|La Repubblica Ceca fa parte dell'area Schengen: basta la carta d'identità valida per l'espatrio, oppure il passaporto, validi per tutta la durata del viaggio.",
        'Tessera sanitaria|La Tessera europea di assicurazione malattia (TEAM), sul retro della tessera sanitaria.',
        "Al momento della prenotazione|Nome e cognome esattamente come sul documento con cui si viaggia, necessari per l'emissione dei biglietti aerei.",
      ],
    },
    {
      id: 'hotel',
      title: 'Gli hotel',
      items: [
        'Posizione|Hotel 4 stelle in centro, a pochi minuti a piedi dalla Città Vecchia o da Malá Strana.',
        'Camere|Camere doppie con bagno privato, aria condizionata o riscaldamento, Wi-Fi e ascensore.',
        'Orari|Consegna delle camere dalle 15:00, rilascio entro le 11:00; i bagagli possono restare in custodia in hotel.',
        'Camera singola|Disponibile su richiesta, con supplemento comunicato alla prenotazione.',
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
        'Sì, la camera singola è disponibile su richiesta, con un supplemento che ti comunichiamo al momento della prenotazione in base alla data scelta. Le singole negli hotel del centro sono poche: conviene chiederla subito.',
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore e cosa fa?",
      answer: [
        "L'accompagnatore parte con il gruppo dall'Italia, viaggia sullo stesso volo e rimane con voi fino al rientro. Si occupa dei trasferimenti, degli orari e di ogni imprevisto, consiglia ristoranti e attività per il tempo libero.",
        'Le visite ai monumenti sono condotte da guide locali autorizzate che parlano italiano.',
      ],
    },
    {
      id: 'documenti',
      question: 'Quali documenti servono?',
      answer: [
        "La Repubblica Ceca è nell'area Schengen: basta la carta d'identità valida per l'espatrio, oppure il passaporto, in corso di validità per tutto il viaggio. Porta con te anche la tessera sanitaria europea.",
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
        'Praga ha un clima continentale: in estate le giornate sono tiepide, spesso tra 20 e 25 gradi, con qualche temporale; in primavera e in autunno è fresco; in inverno le temperature scendono spesso sotto lo zero.',
        'Consigliamo abiti a strati, una giacca impermeabile leggera e, soprattutto, scarpe comode con una buona suola per il pavé.',
      ],
    },
    {
      id: 'pasti',
      question: 'Quali pasti sono compresi?',
      answer: [
        "È compresa la colazione ogni mattina in hotel. Pranzi e cene sono liberi: così ognuno sceglie quanto e dove mangiare, e l'accompagnatore suggerisce locali tipici e, per chi lo desidera, organizza cene insieme al gruppo.",
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una particolare preparazione fisica?',
      answer: [
        'No, basta essere in grado di camminare per due o tre ore al giorno con pause frequenti. Nel centro di Praga ci sono strade acciottolate e qualche salita: per il Castello e per Vyšehrad usiamo il pullman, e i pomeriggi liberi permettono di riposare.',
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* in centro storico (Staré Město)',
      stars: 4,
      description:
        'Palazzo storico ristrutturato a pochi minuti a piedi dalla Piazza della Città Vecchia e dal Ponte Carlo. Camere con bagno privato, aria condizionata e Wi-Fi, ascensore, colazione a buffet e reception aperta 24 ore su 24.',
    },
    {
      name: 'Hotel 4* a Malá Strana',
      stars: 4,
      description:
        'Edificio barocco nelle vie quiete sotto il Castello, a cinque minuti dal Ponte Carlo. Camere confortevoli con arredi classici, sala colazioni con vista sui tetti e un piccolo bar per la sera.',
    },
    {
      name: 'Hotel 4* nella Città Nuova (Nové Město)',
      stars: 4,
      description:
        'Hotel moderno vicino alla Casa Municipale, comodo per raggiungere a piedi la Città Vecchia e la Piazza San Venceslao. Camere ampie e silenziose, ascensore, colazione abbondante con prodotti locali.',
    },
  ],
  image: {
    file: 'praga-tour-culturale.svg',
    alt: 'Illustrazione del Ponte Carlo sulla Moldava al tramonto, con il Castello di Praga e le guglie della Cattedrale di San Vito sulla collina',
  },
  en: {
    title: 'Prague, the golden city',
    subtitle: 'Five days of castles, bridges over the Vltava and Gothic squares, at an easy pace and in good company',
    description: [
      'Prague is best discovered on foot, one step at a time: the spires of the Old Town, the baroque statues of Charles Bridge, the Castle standing above the Vltava. Over five days we explore it without hurrying, with an escort who flies out from Italy with the group and Italian-speaking local guides.',
      'The programme balances guided visits to the great sights, the Castle and St Vitus Cathedral, Malá Strana, the Jewish Quarter of Josefov, the New Town and Vyšehrad, with free afternoons for an Art Nouveau café, a concert in a church or a second look at your favourite places.',
      'The hotel is right in the centre, so every day starts on foot and you can rest whenever you like. Flights from Italy, hotels, breakfasts, guided visits and the escort are all included, with no common cash fund.',
    ],
    highlights: [
      'Prague Castle and St Vitus Cathedral with a local guide',
      'Charles Bridge and its thirty statues at sunset',
      'The Astronomical Clock on Old Town Square',
      'The Jewish Quarter of Josefov and its synagogues',
      'Malá Strana, the baroque quarter below the Castle',
      'Vyšehrad, the hill of legends overlooking the Vltava',
      'A central hotel and an easy pace, with free afternoons',
    ],
    imageAlt:
      'Illustration of Charles Bridge over the Vltava at sunset, with Prague Castle and the spires of St Vitus Cathedral on the hill',
  },
};

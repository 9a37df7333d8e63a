import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const vienna: TripSeed = {
  slug: 'vienna-tour-culturale',
  aliases: ['vienna'],
  title: 'Vienna imperiale',
  subtitle: 'Sei giorni tra palazzi asburgici, caffè storici, Klimt e la Valle del Danubio',
  country: 'Austria',
  category: 'culturale',
  durationDays: 6,
  priceCents: 90000,
  singleSupplementCents: 29000,
  depositPolicy: { kind: 'percent', value: 40 },
  cancellationTable: 'standard',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'red',
  description: [
    "Vienna è una capitale elegante e ordinata, fatta per essere vissuta con calma: i saloni della Hofburg dove vissero Francesco Giuseppe e Sissi, le sale di Schönbrunn, l'oro del Bacio di Klimt al Belvedere, il profumo di caffè e di torta Sacher nei locali storici del centro.",
    "In sei giorni alterniamo visite guidate con guide locali in italiano e ore libere per un concerto, un museo o una passeggiata lungo il Ring. Un'intera giornata è dedicata alla Valle della Wachau, patrimonio UNESCO, con l'Abbazia di Melk e, nella bella stagione, la navigazione sul Danubio fino al borgo di Dürnstein.",
    "Si vola dall'Italia con l'accompagnatore, che resta con il gruppo fino al rientro. L'hotel è in posizione centrale, vicino alla metropolitana, e la quota comprende già voli, hotel, colazioni e visite guidate: nessuna cassa comune.",
  ],
  highlights: [
    'La Hofburg, gli Appartamenti Imperiali e il Museo di Sissi',
    'Il Castello di Schönbrunn e la Gloriette',
    'Il Bacio di Klimt al Belvedere Superiore',
    'Il Duomo di Santo Stefano e il centro storico UNESCO',
    "L'Abbazia di Melk e la Valle della Wachau sul Danubio",
    'I caffè viennesi e una serata facoltativa di musica classica',
  ],
  facts: [
    { label: 'Ritmo', value: 'Tranquillo: una visita principale al giorno e tempo libero' },
    { label: 'Hotel', value: '4 stelle in posizione centrale' },
    { label: 'Pasti', value: 'Colazione inclusa ogni giorno' },
    { label: 'Accompagnatore', value: "Dall'Italia, con il gruppo per tutto il viaggio" },
    { label: 'Periodo migliore', value: 'Da aprile a ottobre; a dicembre i mercatini di Natale' },
  ],
  flights:
    "Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino all'aeroporto di Vienna-Schwechat, diretti quando disponibili (circa un'ora e mezza di volo), con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.",
  itinerary: [
    {
      day: 1,
      title: 'Benvenuti a Vienna',
      subtitle: "Volo dall'Italia e prima passeggiata nel cuore della città",
      morning: {
        title: "Volo dall'Italia e trasferimento in hotel",
        description:
          "Ritrovo in aeroporto a Milano Malpensa o Roma Fiumicino con l'accompagnatore e volo per Vienna. All'arrivo a Schwechat, il pullman privato ci porta in hotel in circa mezz'ora (18 km). Deposito dei bagagli e consegna delle camere dalle 15:00.",
      },
      afternoon: {
        title: 'Il Duomo di Santo Stefano e il Graben',
        description:
          "Passeggiata di benvenuto con l'accompagnatore fino al Duomo di Santo Stefano, con il tetto di tegole colorate e la guglia gotica di 136 metri. Proseguiamo lungo il Graben, con la Colonna della Peste, e la Kärntner Straße fino all'Opera di Stato. Cena libera e primo assaggio della cucina viennese.",
      },
    },
    {
      day: 2,
      title: 'La Vienna degli Asburgo',
      subtitle: 'La Hofburg, Sissi e i caffè storici',
      morning: {
        title: 'Hofburg: Appartamenti Imperiali e Museo di Sissi',
        description:
          'Con la guida locale entriamo nella Hofburg, per oltre sei secoli residenza degli Asburgo. Il percorso comprende la Collezione delle argenterie di corte, il Museo di Sissi e gli Appartamenti Imperiali di Francesco Giuseppe ed Elisabetta. Passeggiata nei cortili fino alla Heldenplatz e alla Scuola di Equitazione Spagnola.',
      },
      afternoon: {
        title: 'La Biblioteca Nazionale e un caffè storico',
        description:
          "Nel primo pomeriggio visitiamo la Sala di Stato (Prunksaal) della Biblioteca Nazionale Austriaca, una delle biblioteche barocche più belle d'Europa, con affreschi e globi antichi. Poi tempo libero: l'accompagnatore indica i caffè storici del centro dove sedersi davanti a una fetta di Sachertorte o di strudel.",
      },
    },
    {
      day: 3,
      title: 'Schönbrunn',
      subtitle: "La residenza estiva dell'imperatore e i suoi giardini",
      morning: {
        title: 'Il Castello di Schönbrunn',
        description:
          "In metropolitana o in pullman raggiungiamo Schönbrunn, a circa 5 km dal centro. Con la guida visitiamo le sale di rappresentanza e gli appartamenti privati della famiglia imperiale, dalla Sala degli Specchi dove suonò il piccolo Mozart alla Grande Galleria. La visita dura circa un'ora.",
      },
      afternoon: {
        title: 'I giardini, la Gloriette e la sera in musica',
        description:
          'Tempo libero nel grande parco barocco: chi se la sente sale con calma alla Gloriette per la vista sul castello e sulla città, chi preferisce si ferma al caffè o ai giardini fioriti. Rientro in hotel nel pomeriggio. La sera, facoltativo, un concerto di musiche di Mozart e Strauss.',
      },
    },
    {
      day: 4,
      title: 'Klimt, il Belvedere e il Ring',
      subtitle: "Dall'arte barocca alla Secessione viennese",
      morning: {
        title: 'Il Belvedere e il Bacio di Klimt',
        description:
          'Con la guida visitiamo il Belvedere Superiore, palazzo barocco del principe Eugenio di Savoia, che custodisce la più grande collezione di dipinti di Gustav Klimt, tra cui Il Bacio, e opere di Schiele e Kokoschka. Scendiamo poi attraverso i giardini terrazzati verso il Belvedere Inferiore.',
      },
      afternoon: {
        title: 'Karlskirche, Secessione e Naschmarkt',
        description:
          "Breve passeggiata fino alla Karlskirche, con la sua cupola e le due colonne istoriate, e al Palazzo della Secessione dalla cupola di foglie d'alloro dorate. Tempo libero al Naschmarkt, il mercato più colorato della città (chiuso la domenica), oppure al Museo di Storia dell'Arte per chi vuole vedere Bruegel e Tiziano.",
      },
    },
    {
      day: 5,
      title: 'La Valle della Wachau',
      subtitle: "L'Abbazia di Melk e il Danubio fino a Dürnstein",
      morning: {
        title: "L'Abbazia di Melk",
        description:
          "Partenza in pullman privato verso ovest: circa 90 km e un'ora e un quarto di strada fino a Melk. Con la guida visitiamo l'abbazia benedettina affacciata sul Danubio, trionfo del barocco austriaco, con la biblioteca, la terrazza panoramica e la chiesa dorata.",
      },
      afternoon: {
        title: 'In battello sul Danubio fino a Dürnstein',
        description:
          "Da aprile a ottobre navighiamo in battello da Melk a Dürnstein, circa un'ora e mezza tra vigneti, albicocchi e castelli; negli altri mesi il percorso si fa in pullman lungo il fiume. Passeggiata nel borgo dove fu imprigionato Riccardo Cuor di Leone, poi rientro a Vienna (circa un'ora). Serata facoltativa in un Heuriger, le osterie dei viticoltori di Grinzing.",
      },
    },
    {
      day: 6,
      title: 'Arrivederci Vienna',
      subtitle: 'Ultime ore in città e volo di rientro in Italia',
      morning: {
        title: 'Mattinata libera',
        description:
          'Colazione con calma e rilascio delle camere entro le 11:00; i bagagli restano custoditi in hotel. Ultime ore libere: un giro sulla Ruota Panoramica del Prater, gli acquisti sulla Mariahilfer Straße o un ultimo caffè in centro.',
      },
      afternoon: {
        title: 'Trasferimento in aeroporto e rientro',
        description:
          "All'orario concordato il pullman privato ci accompagna all'aeroporto di Vienna-Schwechat. Volo per Milano Malpensa o Roma Fiumicino con l'accompagnatore, che resta con il gruppo fino all'arrivo in Italia.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di andata e ritorno da Milano Malpensa o Roma Fiumicino, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
        "Trasferimenti|Pullman privato dall'aeroporto all'hotel e ritorno, e per l'escursione nella Valle della Wachau.",
        'Hotel|5 notti in hotel 4 stelle in posizione centrale, in camera doppia con bagno privato.',
        'Colazione|Colazione a buffet ogni mattina in hotel.',
        "Visite guidate|Visite con guida locale in lingua italiana come da programma, con gli ingressi alla Hofburg (Appartamenti Imperiali, Museo di Sissi, Argenterie), alla Biblioteca Nazionale, a Schönbrunn, al Belvedere Superiore e all'Abbazia di Melk.",
        'Battello sul Danubio|Navigazione da Melk a Dürnstein da aprile a ottobre.',
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
        "Ingressi|Ingressi a musei e monumenti non indicati alla voce 'La quota comprende', per esempio il Museo di Storia dell'Arte.",
        'Attività facoltative|Concerti, serata in un Heuriger, Ruota Panoramica del Prater.',
        'Trasporti in città|Biglietti dei mezzi pubblici per gli spostamenti nel tempo libero.',
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
        'Scarpe|Scarpe comode e già rodate: le visite si fanno in gran parte a piedi e i parchi di Schönbrunn sono grandi.',
        'Abbigliamento a strati|Una giacca leggera impermeabile o un ombrello; in inverno cappotto, berretto, guanti e sciarpa.',
        "Per la sera|Un capo un po' più elegante per chi sceglie il concerto o una cena in un bel ristorante.",
        'Zainetto|Uno zaino piccolo o una borsa a tracolla; nei musei gli zaini grandi vanno lasciati al guardaroba.',
        'Medicinali|I farmaci abituali nel bagaglio a mano, con la prescrizione se necessario.',
        'Liquidi|Nel bagaglio a mano liquidi in contenitori da massimo 100 ml ciascuno.',
      ],
    },
    {
      id: 'documents',
      title: 'Documenti necessari',
      items: [
        "Carta d'identità o passaporto|L'Austria fa parte dell'area Schengen: basta la carta d'identità valida per l'espatrio, oppure il passaporto, validi per tutta la durata del viaggio.",
        'Tessera sanitaria|La Tessera europea di assicurazione malattia (TEAM), sul retro della tessera sanitaria.',
        "Al momento della prenotazione|Nome e cognome esattamente come sul documento con cui si viaggia, necessari per l'emissione dei biglietti aerei.",
      ],
    },
    {
      id: 'hotel',
      title: 'Gli hotel',
      items: [
        "Posizione|Hotel 4 stelle all'interno o a ridosso del Ring, vicino a una fermata della metropolitana.",
        'Camere|Camere doppie con bagno privato, aria condizionata, Wi-Fi e ascensore.',
        'Orari|Consegna delle camere dalle 15:00, rilascio entro le 11:00; i bagagli possono restare in custodia in hotel.',
        'Camera singola|Disponibile con un supplemento di 290 € per persona.',
      ],
    },
  ],
  faqs: [
    {
      id: 'gruppo',
      question: 'Quante persone ci sono nel gruppo e chi viaggia con voi?',
      answer: [
        `Il gruppo è di massimo ${STANDARD_GROUP_SIZE} persone. Viaggiano con noi soprattutto persone sopra i 45 anni che preferiscono un ritmo tranquillo, e molti partono da soli: il clima del gruppo è sereno e si fa amicizia facilmente.`,
        "Chi viaggia da solo può chiedere di condividere la camera doppia con un altro partecipante dello stesso sesso: cerchiamo l'abbinamento, ma non possiamo garantirlo in anticipo; in alternativa c'è la camera singola.",
      ],
    },
    {
      id: 'camera-singola',
      question: 'Posso avere una camera singola?',
      answer: [
        'Sì, il supplemento per la camera singola è di 290 € per persona per tutto il viaggio. Le singole disponibili sono limitate: conviene richiederla al momento della prenotazione.',
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore e cosa fa?",
      answer: [
        "L'accompagnatore parte con il gruppo dall'Italia, viaggia sullo stesso volo e rimane con voi fino al rientro. Coordina trasferimenti e orari, risolve gli imprevisti e consiglia ristoranti, concerti e attività per il tempo libero.",
        'Le visite sono condotte da guide locali autorizzate che parlano italiano.',
      ],
    },
    {
      id: 'documenti',
      question: 'Quali documenti servono?',
      answer: [
        "L'Austria è nell'area Schengen: basta la carta d'identità valida per l'espatrio, oppure il passaporto, in corso di validità per tutto il viaggio. Porta con te anche la tessera sanitaria europea.",
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
        'Vienna ha un clima continentale: estati calde, spesso tra 25 e 30 gradi, primavera e autunno miti e piacevoli, inverni freddi con temperature intorno allo zero e a volte neve.',
        'Consigliamo abiti a strati, una giacca impermeabile leggera e scarpe comode; in inverno un cappotto caldo, guanti e berretto.',
      ],
    },
    {
      id: 'pasti',
      question: 'Quali pasti sono compresi?',
      answer: [
        "È compresa la colazione ogni mattina in hotel. Pranzi e cene sono liberi: l'accompagnatore suggerisce dove assaggiare la Wiener Schnitzel, il gulasch o i dolci dei caffè storici e, per chi lo desidera, organizza cene insieme al gruppo.",
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una particolare preparazione fisica?',
      answer: [
        "No, basta essere in grado di camminare per due o tre ore al giorno con pause. Le distanze più lunghe si coprono in pullman o in metropolitana, la salita alla Gloriette è facoltativa e ogni giorno c'è tempo per riposare.",
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* nel centro storico (Innere Stadt)',
      stars: 4,
      description:
        'Palazzo ottocentesco a pochi passi dal Ring e dal Duomo di Santo Stefano. Camere classiche con bagno privato, aria condizionata e Wi-Fi, ascensore, colazione a buffet servita in una sala con gli stucchi originali.',
    },
    {
      name: "Hotel 4* vicino all'Opera di Stato",
      stars: 4,
      description:
        "In posizione comoda tra l'Opera, il Naschmarkt e la Karlsplatz, con la metropolitana sotto casa. Camere silenziose e confortevoli, bar e reception aperta 24 ore su 24.",
    },
    {
      name: 'Hotel 4* a Neubau, vicino al Quartiere dei Musei',
      stars: 4,
      description:
        'Hotel moderno in un quartiere vivace, a dieci minuti a piedi dalla Hofburg e dal Quartiere dei Musei. Camere ampie e luminose, colazione abbondante con prodotti austriaci.',
    },
  ],
  image: {
    file: 'vienna-tour-culturale.svg',
    alt: 'Illustrazione del Castello di Schönbrunn con i giardini fioriti e la Gloriette sulla collina, sotto un cielo caldo al tramonto',
  },
  en: {
    title: 'Imperial Vienna',
    subtitle: 'Six days of Habsburg palaces, historic cafés, Klimt and the Danube valley',
    description: [
      "Vienna is an elegant, orderly capital made to be enjoyed slowly: the rooms of the Hofburg where Franz Joseph and Sisi lived, the halls of Schönbrunn, the gold of Klimt's Kiss at the Belvedere, the scent of coffee and Sachertorte in the old cafés of the centre.",
      'Over six days we combine guided visits with Italian-speaking local guides and free time for a concert, a museum or a stroll along the Ring. A full day is devoted to the Wachau valley, a UNESCO World Heritage site, with Melk Abbey and, in the warmer months, a boat trip on the Danube to the village of Dürnstein.',
      'You fly from Italy with the escort, who stays with the group until you are home again. The hotel is central and close to the underground, and flights, hotels, breakfasts and guided visits are all included, with no common cash fund.',
    ],
    highlights: [
      'The Hofburg, the Imperial Apartments and the Sisi Museum',
      'Schönbrunn Palace and the Gloriette',
      "Klimt's Kiss at the Upper Belvedere",
      "St Stephen's Cathedral and the UNESCO-listed old town",
      'Melk Abbey and the Wachau valley on the Danube',
      'Viennese cafés and an optional evening of classical music',
    ],
    imageAlt:
      'Illustration of Schönbrunn Palace with its flower gardens and the Gloriette on the hill, under a warm sunset sky',
  },
};

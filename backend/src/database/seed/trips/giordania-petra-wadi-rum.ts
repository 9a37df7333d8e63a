import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const giordania: TripSeed = {
  slug: 'giordania-petra-wadi-rum',
  aliases: ['giordania'],
  title: 'Giordania, Petra e Wadi Rum',
  subtitle: 'La città rosa dei Nabatei, una notte nel deserto e il galleggiare nel Mar Morto',
  country: 'Giordania',
  category: 'culturale',
  durationDays: 7,
  priceCents: 140000,
  singleSupplementCents: 36000,
  depositPolicy: { kind: 'percent', value: 40 },
  cancellationTable: 'standard',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'red',
  description: [
    "Ci sono luoghi che si sognano per anni, e Petra è uno di questi: si cammina nella penombra del Siq, una gola stretta tra pareti alte fino a ottanta metri, e all'improvviso, da una fessura di luce, compare la facciata rosa del Tesoro. In sette giorni la Giordania ci accoglie con la sua ospitalità proverbiale e ci porta dalle colonne romane di Jerash ai mosaici di Madaba, dal Monte Nebo, dove la tradizione vuole che Mosè abbia visto la Terra Promessa, fino al silenzio rosso del Wadi Rum.",
    "Il programma è pensato per godersi ogni tappa senza affanno: a Petra dedichiamo un'intera giornata con la guida, partendo presto per camminare nelle ore più fresche, e il giorno dopo visitiamo la Piccola Petra, più raccolta e tranquilla. Nel Wadi Rum saliamo sui fuoristrada dei beduini fino al tramonto e dormiamo in un campo tendato sotto un cielo pienissimo di stelle; l'ultima sera è sul Mar Morto, a oltre 400 metri sotto il livello del mare, dove si galleggia senza alcuno sforzo.",
    `Il gruppo è piccolo, al massimo ${STANDARD_GROUP_SIZE} persone, con un accompagnatore partito dall'Italia e guide locali che parlano italiano. Voli, hotel, colazioni, cena al campo, visite guidate e trasferimenti in pullman privato sono già compresi: nessuna cassa comune.`,
  ],
  highlights: [
    'Petra per un giorno intero: il Siq, il Tesoro, le Tombe Reali e il Teatro',
    'La Piccola Petra, il caravanserraglio dei Nabatei con gli affreschi del I secolo',
    'Il Wadi Rum in fuoristrada con i beduini e una notte in campo tendato',
    'Jerash, una delle città romane meglio conservate del Medio Oriente',
    'La mappa a mosaico di Madaba e il panorama dal Monte Nebo',
    'Il bagno nel Mar Morto, a oltre 400 metri sotto il livello del mare',
    'La Cittadella di Amman e il Teatro romano',
  ],
  facts: [
    { label: 'Ritmo', value: 'Tranquillo, con una giornata a Petra più impegnativa a piedi' },
    { label: 'Hotel', value: '4 stelle, un campo tendato nel deserto e un resort sul Mar Morto' },
    { label: 'Pasti', value: 'Colazione ogni giorno e cena al campo nel Wadi Rum' },
    { label: 'Accompagnatore', value: "Dall'Italia, con il gruppo per tutto il viaggio" },
    { label: 'Periodo migliore', value: 'Primavera (marzo-maggio) e autunno (settembre-novembre)' },
  ],
  flights:
    "Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino all'aeroporto Queen Alia di Amman, diretti quando disponibili (tra tre e quattro ore di volo) oppure con uno scalo, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.",
  itinerary: [
    {
      day: 1,
      title: 'Benvenuti ad Amman',
      subtitle: "Volo dall'Italia e prima sera nella capitale",
      morning: {
        title: "Volo dall'Italia",
        description:
          "Ritrovo in aeroporto a Milano Malpensa o Roma Fiumicino con l'accompagnatore e volo per Amman. In Giordania l'orologio va avanti di un'ora rispetto all'Italia quando da noi è in vigore l'ora legale, di due nel resto dell'anno. All'arrivo all'aeroporto Queen Alia si sbrigano le formalità per il visto, già predisposte con il Jordan Pass.",
      },
      afternoon: {
        title: 'Trasferimento in hotel e passeggiata serale',
        description:
          "Il pullman privato ci porta in città, circa 35 km e quaranta minuti. Dalle 15:00 consegna delle camere e tempo per riposare. In serata, per chi lo desidera, breve passeggiata con l'accompagnatore lungo Rainbow Street, tra caffè, botteghe e terrazze affacciate sulle colline di Amman. Cena libera.",
      },
    },
    {
      day: 2,
      title: 'Amman e Jerash',
      subtitle: 'La Cittadella, il Teatro romano e la Pompei del Medio Oriente',
      morning: {
        title: 'La Cittadella e il Teatro romano',
        description:
          "Con la guida saliamo in pullman sul Jabal al-Qal'a, la collina della Cittadella abitata da oltre settemila anni: le colonne del Tempio di Ercole, il palazzo omayyade con la sua cupola e il piccolo museo archeologico, con una vista che abbraccia tutta la città vecchia. Scendiamo poi al Teatro romano del II secolo, scavato nel fianco della collina, che poteva accogliere circa seimila spettatori.",
      },
      afternoon: {
        title: 'Jerash, la città delle mille colonne',
        description:
          "Dopo il pranzo libero, circa 50 km e un'ora di strada verso nord portano a Jerash, l'antica Gerasa. Entriamo dall'Arco di Adriano e, con la guida, percorriamo la grande piazza ovale, il cardo colonnato ancora lastricato con i solchi dei carri, il Tempio di Artemide e il Teatro Sud. Il sito è grande e tutto all'aperto: la passeggiata dura circa due ore, su terreno piano ma irregolare. Rientro ad Amman e serata libera.",
      },
    },
    {
      day: 3,
      title: 'Madaba, il Monte Nebo e la strada per Petra',
      subtitle: 'Mosaici bizantini, il panorama di Mosè e il castello di Shobak',
      morning: {
        title: 'Madaba e il Monte Nebo',
        description:
          'A circa 35 km da Amman, Madaba è la città dei mosaici: nella chiesa greco-ortodossa di San Giorgio si conserva la mappa della Terra Santa del VI secolo, con la più antica rappresentazione di Gerusalemme giunta fino a noi. Dieci chilometri più in là saliamo sul Monte Nebo, dove il memoriale di Mosè custodisce altri splendidi mosaici e, nelle giornate limpide, lo sguardo arriva dalla valle del Giordano fino al Mar Morto.',
      },
      afternoon: {
        title: 'Verso sud, fino a Wadi Musa',
        description:
          'Pranzo libero e poi la Desert Highway verso sud, circa tre ore di strada con una sosta al castello crociato di Shobak, il Montréal costruito nel 1115 da Baldovino I su un colle isolato. Arrivo in serata a Wadi Musa, il paese alle porte di Petra, e sistemazione in hotel per due notti. Cena libera e riposo: domani si parte presto.',
      },
    },
    {
      day: 4,
      title: 'Petra, la città rosa',
      subtitle: 'Una giornata intera nella capitale dei Nabatei',
      morning: {
        title: 'Il Siq e il Tesoro',
        description:
          "Partiamo presto, quando l'aria è fresca e la luce accende la pietra. Dal centro visitatori un sentiero in leggera discesa porta all'ingresso del Siq, la gola lunga circa 1,2 km che si percorre tra pareti alte decine di metri, fino allo svelarsi del Tesoro (al-Khazneh). Con la guida proseguiamo lungo la Via delle Facciate fino al grande Teatro nabateo, scavato nella roccia.",
      },
      afternoon: {
        title: 'Le Tombe Reali e il ritorno con calma',
        description:
          "Visitiamo le Tombe Reali, tra cui la Tomba dell'Urna, e la Via Colonnata fino al tempio di Qasr al-Bint, poi pranzo libero in uno dei ristoranti all'interno del sito. Chi ha buone gambe può salire con l'accompagnatore al Monastero (ad-Deir), circa 800 gradini di roccia; gli altri hanno tempo libero per riposare e fotografare. Il ritorno all'ingresso è di circa 4 km in lieve salita; per chi si stanca esistono mezzi elettrici a pagamento lungo il percorso principale. La sera, il lunedì, il mercoledì e il giovedì, è possibile assistere a Petra by Night, facoltativo.",
      },
    },
    {
      day: 5,
      title: 'Piccola Petra e Wadi Rum',
      subtitle: 'Un caravanserraglio nabateo e il tramonto nel deserto',
      morning: {
        title: 'La Piccola Petra (Siq al-Barid)',
        description:
          "A circa 15 km da Wadi Musa, la Piccola Petra era una stazione delle carovane che portavano incenso e spezie: un canyon breve e raccolto, con case, cisterne e sale da banchetto scavate nella roccia. In una di queste si conservano affreschi del I secolo con tralci di vite e uccelli. Si visita in un'ora, con una passeggiata facile e qualche gradino.",
      },
      afternoon: {
        title: 'Il Wadi Rum in fuoristrada',
        description:
          "Circa 120 km e un'ora e tre quarti di strada ci portano al Wadi Rum, il deserto di Lawrence d'Arabia. Saliamo sui fuoristrada guidati dai beduini per un giro di circa tre ore tra le montagne di arenaria: la fonte di Lawrence, il canyon di Khazali con le incisioni rupestri, le dune di sabbia rossa e gli archi di roccia, fino al tramonto. Sistemazione nel campo tendato, cena beduina cotta sotto la sabbia e una notte di stelle.",
      },
    },
    {
      day: 6,
      title: 'Verso il Mar Morto',
      subtitle: 'Dal deserto al punto più basso della Terra',
      morning: {
        title: "L'alba nel deserto e la strada della Wadi Araba",
        description:
          "Chi vuole si alza per vedere l'alba colorare le rocce, poi colazione al campo. Lasciamo il Wadi Rum verso il Mar Morto lungo la strada della Wadi Araba: circa 320 km e quattro ore di viaggio, spezzati da una sosta per il caffè e dal pranzo libero. Il paesaggio scende lentamente sotto il livello del mare, tra montagne nude e piccoli villaggi agricoli.",
      },
      afternoon: {
        title: 'Il bagno nel Mar Morto',
        description:
          "Arrivo al resort sul Mar Morto, a oltre 400 metri sotto il livello del mare, e pomeriggio di riposo. Nell'acqua dieci volte più salata del mare si galleggia senza sforzo: basta entrare con calma, non immergere la testa e non radersi prima del bagno. Chi vuole prova i fanghi neri sulla spiaggia dell'hotel. Cena di saluto facoltativa insieme al gruppo.",
      },
    },
    {
      day: 7,
      title: 'Rientro in Italia',
      subtitle: 'Betania oltre il Giordano e il volo di ritorno',
      morning: {
        title: 'Betania oltre il Giordano',
        description:
          "Se l'orario del volo lo permette, visita facoltativa a Betania oltre il Giordano (al-Maghtas), a una ventina di minuti dal resort, luogo che la tradizione indica come quello del battesimo di Gesù, patrimonio UNESCO: una passeggiata tra tamerici e canneti fino al fiume. In alternativa, mattinata libera in riva al Mar Morto. Rilascio delle camere entro le 11:00.",
      },
      afternoon: {
        title: 'Volo di ritorno in Italia',
        description:
          "Trasferimento all'aeroporto Queen Alia, circa 70 km e un'ora di strada, e volo di rientro a Milano Malpensa o Roma Fiumicino con l'accompagnatore, con arrivo in serata.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di andata e ritorno da Milano Malpensa o Roma Fiumicino per Amman, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
        'Trasferimenti|Pullman privato con autista e aria condizionata per tutto il viaggio.',
        'Hotel|6 notti: 2 ad Amman e 2 a Wadi Musa in hotel 4 stelle, 1 in campo tendato nel Wadi Rum e 1 in resort sul Mar Morto, in camera doppia con bagno privato.',
        'Pasti|Colazione ogni mattina e cena beduina al campo nel Wadi Rum.',
        'Visite guidate|Guida locale in lingua italiana per le visite di Amman, Jerash, Madaba, Monte Nebo, Shobak, Petra e Piccola Petra indicate nel programma.',
        'Wadi Rum|Giro in fuoristrada di circa tre ore con autisti beduini.',
        "Accompagnatore|Un accompagnatore che parte dall'Italia e resta con il gruppo per tutto il viaggio.",
        'Politica di cancellazione|Penali chiare e proporzionate ai giorni che mancano alla partenza (vedi le domande frequenti).',
        'Nessuna cassa comune|Quello che è compreso è già nella quota: in viaggio non si versa nulla al gruppo.',
      ],
    },
    {
      id: 'excluded',
      title: 'La quota non comprende',
      items: [
        "Jordan Pass|Il Jordan Pass, da acquistare online prima della partenza: comprende il visto d'ingresso e gli ingressi a Petra, Jerash, Wadi Rum e a molti altri siti. Vi aiutiamo noi a sceglierlo e a comprarlo.",
        'Ingressi|Ingressi non compresi nel Jordan Pass, come quelli del Monte Nebo, della chiesa di San Giorgio a Madaba e di Betania oltre il Giordano.',
        'Pasti|Pranzi e cene non indicati, e le bevande.',
        "Attività facoltative|Petra by Night, mezzi elettrici all'interno di Petra, fanghi e trattamenti al Mar Morto.",
        'Mance|Mance a guide, autisti e personale degli hotel, consuetudine in Giordania e lasciate alla libera scelta di ciascuno.',
        'Assicurazione|Assicurazione di viaggio medica e di annullamento, facoltativa ma consigliata.',
        'Extra personali|Telefono, lavanderia, minibar e tutto quanto non indicato alla voce precedente.',
      ],
    },
    {
      id: 'packing',
      title: 'Cosa mettere in valigia',
      items: [
        'Scarpe|Scarpe da camminata comode e già rodate, con suola robusta: a Petra si camminano molti chilometri su sabbia, pietra e gradini.',
        'Abiti leggeri e coprenti|Pantaloni lunghi o gonne sotto il ginocchio e maglie che coprano le spalle, in cotone o lino: proteggono dal sole e sono rispettosi delle abitudini locali. Alle signore un foulard per i luoghi di culto.',
        "Per la sera e il deserto|Una felpa o un piumino leggero: nel Wadi Rum e a Petra le notti sono fresche anche in primavera e in autunno, e d'inverno fa freddo.",
        'Sole|Cappello, occhiali da sole, crema solare ad alta protezione e una borraccia.',
        'Mar Morto|Costume da bagno e ciabatte di gomma: il fondo è sassoso e i cristalli di sale pungono.',
        'Medicinali|I farmaci abituali nel bagaglio a mano, con la prescrizione se necessario.',
        'Liquidi|Nel bagaglio a mano liquidi in contenitori da massimo 100 ml ciascuno.',
        'Valuta|In Giordania si usa il dinaro giordano; le carte sono accettate negli hotel e nei negozi più grandi, ma conviene avere dei contanti per mance e piccoli acquisti.',
      ],
    },
    {
      id: 'documents',
      title: 'Documenti necessari',
      items: [
        "Passaporto|Passaporto con validità residua di almeno 6 mesi oltre la data di rientro, con almeno una pagina libera. La carta d'identità non è valida per la Giordania.",
        "Visto e Jordan Pass|Il visto turistico si può ottenere all'arrivo ad Amman; noi consigliamo il Jordan Pass, acquistato online prima della partenza, che comprende il visto per chi resta almeno tre notti nel paese e gli ingressi ai siti principali, Petra compresa.",
        "Al momento della prenotazione|Nome e cognome esattamente come sul passaporto, necessari per l'emissione dei biglietti aerei e dei permessi.",
      ],
    },
    {
      id: 'hotel',
      title: 'Gli hotel',
      items: [
        'Amman|Hotel 4 stelle nei quartieri centrali della città, con ristorante e ascensore.',
        "Wadi Musa|Hotel 4 stelle a pochi minuti a piedi dall'ingresso di Petra, comodo per partire presto e rientrare a riposare.",
        'Wadi Rum|Campo tendato nel deserto, con tende spaziose, letti veri, bagno privato con doccia calda e una grande tenda comune per la cena intorno al fuoco.',
        'Mar Morto|Resort 4 stelle con spiaggia privata sul Mar Morto e piscine.',
        'Orari|Consegna delle camere dalle 15:00, rilascio entro le 11:00.',
        'Camera singola|Disponibile con un supplemento di 360 € per persona.',
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
        'Sì, la camera singola è disponibile con un supplemento di 360 € per persona, valido per tutte le notti del viaggio, compresa la tenda nel Wadi Rum.',
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore e cosa fa?",
      answer: [
        "L'accompagnatore parte con il gruppo dall'Italia, viaggia sullo stesso volo e rimane con voi fino al rientro. Si occupa degli orari, dei trasferimenti, del Jordan Pass e di ogni imprevisto, e consiglia ristoranti e attività per il tempo libero.",
        'Le visite sono condotte da guide locali autorizzate che parlano italiano; nel Wadi Rum ci accompagnano gli autisti beduini del campo.',
      ],
    },
    {
      id: 'documenti',
      question: 'Quali documenti servono? Serve il visto?',
      answer: [
        "Serve il passaporto, con validità residua di almeno 6 mesi oltre la data di rientro: la carta d'identità non basta.",
        "Per entrare in Giordania serve un visto turistico, che si può ottenere all'arrivo. Noi consigliamo il Jordan Pass, da acquistare online sul sito ufficiale prima della partenza: per chi resta almeno tre notti nel paese comprende il visto e include gli ingressi a Petra, Jerash, Wadi Rum e a molti altri siti. Dopo la prenotazione ti mandiamo le istruzioni passo passo.",
      ],
    },
    {
      id: 'bagaglio',
      question: 'Quanto bagaglio posso portare?',
      answer: [
        'Sono compresi un bagaglio in stiva da 23 kg e un bagaglio a mano da 8 kg.',
        'Nel bagaglio a mano i liquidi devono stare in contenitori da massimo 100 ml ciascuno. Per la notte nel Wadi Rum basta una borsa piccola con il necessario: le valigie restano sul pullman.',
      ],
    },
    {
      id: 'clima-abbigliamento',
      question: 'Che tempo troverò e come mi vesto?',
      answer: [
        'In primavera e in autunno le giornate sono soleggiate e piacevoli, spesso tra 20 e 28 gradi, mentre la sera nel deserto e a Petra, che si trova a circa mille metri di quota, si scende anche sotto i 10 gradi. In estate al Mar Morto e nel Wadi Rum si superano facilmente i 35 gradi; in inverno Amman e Petra possono essere fredde e piovose.',
        'Consigliamo abiti leggeri e coprenti, a strati per la sera, cappello e scarpe comode. In città e nei luoghi religiosi è apprezzato un abbigliamento che copra spalle e ginocchia.',
      ],
    },
    {
      id: 'pasti',
      question: 'Quali pasti sono compresi?',
      answer: [
        "Sono comprese la colazione ogni mattina e la cena al campo nel Wadi Rum, con lo zarb, carne e verdure cotte lentamente in un forno scavato nella sabbia. Gli altri pranzi e cene sono liberi: la cucina giordana, con hummus, falafel, mansaf e dolci al miele, è buona e conveniente, e l'accompagnatore suggerisce i locali migliori.",
        "Per chi lo desidera, l'accompagnatore organizza cene insieme al gruppo.",
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una particolare preparazione fisica?',
      answer: [
        'Basta essere abituati a camminare. La giornata di Petra è la più impegnativa: tra andata e ritorno si percorrono circa 8-10 km, su sabbia e pietra, con soste frequenti; la salita al Monastero è facoltativa. Per chi ha difficoltà esistono mezzi elettrici a pagamento lungo il percorso principale.',
        'Le altre visite sono brevi e su terreno facile. I fuoristrada del Wadi Rum sobbalzano sulla sabbia: chi ha problemi alla schiena ce lo segnali, possiamo riservargli il posto davanti.',
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* ad Amman (Jabal Amman)',
      stars: 4,
      description:
        'Hotel moderno sulla collina di Jabal Amman, a pochi minuti da Rainbow Street e dalla città vecchia. Camere spaziose con bagno privato, aria condizionata e Wi-Fi, ristorante con cucina mediorientale e terrazza panoramica per la sera.',
    },
    {
      name: "Hotel 4* a Wadi Musa, vicino all'ingresso di Petra",
      stars: 4,
      description:
        'A pochi minuti a piedi dal centro visitatori di Petra, per partire presto e tornare a riposare a metà giornata. Camere con bagno privato e aria condizionata, ristorante, bar e un piccolo hammam per sciogliere le gambe dopo la visita.',
    },
    {
      name: 'Resort 4* sul Mar Morto',
      stars: 4,
      description:
        'Resort affacciato sul Mar Morto, con accesso diretto alla spiaggia privata, piscine, giardini e un centro benessere. Camere ampie con balcone e bagno privato, ristoranti e vista sulle colline della Cisgiordania al tramonto.',
    },
  ],
  image: {
    file: 'giordania-petra-wadi-rum.svg',
    alt: 'Illustrazione della facciata del Tesoro di Petra, scolpita nella roccia rosa e vista dalla fine della gola del Siq, con le dune rosse e le montagne di arenaria del Wadi Rum sullo sfondo',
  },
  en: {
    title: 'Jordan, Petra and Wadi Rum',
    subtitle: 'The rose-red city of the Nabataeans, a night in the desert and floating in the Dead Sea',
    description: `Some places are dreamt of for years, and Petra is one of them: you walk through the half-light of the Siq, a narrow gorge between walls up to eighty metres high, and suddenly, through a crack of light, the rose-coloured facade of the Treasury appears. In seven days Jordan welcomes us with its legendary hospitality and takes us from the Roman columns of Jerash to the mosaics of Madaba, from Mount Nebo, where tradition says Moses saw the Promised Land, to the red silence of Wadi Rum.\n\nThe programme lets you enjoy every stop without rushing: we spend a whole day in Petra with the guide, setting off early to walk in the coolest hours, and the next day we visit Little Petra, smaller and quieter. In Wadi Rum we ride the Bedouins' four-wheel drives until sunset and sleep in a desert camp under a sky full of stars; the last evening is on the Dead Sea, more than 400 metres below sea level, where you float without any effort.\n\nThe group is small, at most ${STANDARD_GROUP_SIZE} people, with an escort who flies out from Italy and Italian-speaking local guides. Flights, hotels, breakfasts, dinner at the camp, guided visits and private coach transfers are all included, with no common cash fund.`,
    highlights: [
      'A full day in Petra: the Siq, the Treasury, the Royal Tombs and the Theatre',
      'Little Petra, the Nabataean caravan stop with first-century frescoes',
      'Wadi Rum by four-wheel drive with the Bedouins and a night in a desert camp',
      'Jerash, one of the best-preserved Roman cities in the Middle East',
      'The mosaic map of Madaba and the view from Mount Nebo',
      'A dip in the Dead Sea, more than 400 metres below sea level',
      'The Amman Citadel and the Roman Theatre',
    ],
    imageAlt:
      'An illustration of the Treasury of Petra, carved into rose-coloured rock and seen from the end of the Siq gorge, with the red dunes and sandstone mountains of Wadi Rum behind',
  },
};

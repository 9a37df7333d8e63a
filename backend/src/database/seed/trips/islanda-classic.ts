import { STANDARD_GROUP_SIZE } from './standard-content.js';
import type { TripSeed } from './trip-seed.js';

export const islandaClassic: TripSeed = {
  slug: 'islanda-classic',
  aliases: ['islanda'],
  title: 'Islanda Classic',
  subtitle: 'Cascate, geyser, spiagge nere e la laguna degli iceberg, in sei giorni ben dosati',
  country: 'Islanda',
  category: 'naturalistico',
  durationDays: 6,
  priceCents: 160000,
  singleSupplementCents: null,
  depositPolicy: { kind: 'percent', value: 40 },
  cancellationTable: 'standard',
  maxGroupSize: STANDARD_GROUP_SIZE,
  heroTheme: 'blue',
  description: [
    "L'Islanda è una terra giovane, che si vede ancora nascere: geyser che sbuffano ogni pochi minuti, cascate che scendono da pareti di basalto, spiagge di sabbia nera battute dall'oceano e lingue di ghiaccio che si sciolgono in una laguna piena di iceberg. In sei giorni percorriamo il grande classico dell'isola, da Reykjavík al Circolo d'Oro e lungo la costa meridionale fino a Jökulsárlón, con un accompagnatore partito dall'Italia insieme al gruppo.",
    "Il viaggio segue la Ring Road, la strada che gira intorno all'isola, senza inseguire i chilometri: le soste sono molte, le passeggiate brevi e su sentieri facili, e chi vuole può sempre restare al belvedere mentre gli altri si avvicinano alla cascata. Dormiamo in hotel scelti con cura, in centro a Reykjavík e in campagna vicino ai luoghi che visitiamo, per partire ogni mattina senza levatacce.",
    "Si parte in due stagioni molto diverse. In estate le giornate sono lunghissime e la luce non se ne va quasi mai; in inverno il paesaggio è coperto di neve, le ore di luce sono poche e la sera si può sperare nell'aurora boreale. Voli dall'Italia, hotel, colazioni, visite guidate e accompagnatore sono già compresi: nessuna cassa comune.",
  ],
  highlights: [
    'Þingvellir, dove si cammina tra le placche americana ed europea',
    'Il geyser Strokkur, che erutta ogni cinque-dieci minuti, e la cascata di Gullfoss',
    'Seljalandsfoss e Skógafoss, le due grandi cascate della costa sud',
    'La spiaggia nera di Reynisfjara e i faraglioni di Vík',
    'La laguna glaciale di Jökulsárlón e la Diamond Beach',
    'Reykjavík a piedi, dalla Hallgrímskirkja al porto vecchio',
    'Un bagno caldo facoltativo alla Sky Lagoon o alla Blue Lagoon',
  ],
  facts: [
    { label: 'Ritmo', value: 'Moderato: molte soste, passeggiate brevi, una giornata di strada più lunga' },
    { label: 'Hotel', value: '3 e 4 stelle, in centro a Reykjavík e in campagna lungo la costa sud' },
    { label: 'Pasti', value: 'Colazione inclusa ogni giorno' },
    { label: 'Accompagnatore', value: "Dall'Italia, con il gruppo per tutto il viaggio" },
    {
      label: 'Stagioni',
      value: 'Estate (giugno-agosto) con il sole di mezzanotte; inverno (novembre-marzo) con neve e aurore',
    },
  ],
  flights:
    "Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino all'aeroporto di Keflavík, a 50 km da Reykjavík, diretti quando operati nel periodo della partenza (circa quattro ore di volo) oppure con uno scalo in Europa, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.",
  itinerary: [
    {
      day: 1,
      title: 'Benvenuti in Islanda',
      subtitle: "Volo dall'Italia e prima passeggiata a Reykjavík",
      morning: {
        title: "Volo dall'Italia e trasferimento a Reykjavík",
        description:
          "Ritrovo in aeroporto a Milano Malpensa o Roma Fiumicino con l'accompagnatore e volo per Keflavík. All'arrivo ci attende il pullman privato: circa 50 km e tre quarti d'ora attraverso i campi di lava muschiosi della penisola di Reykjanes. In Islanda l'orologio va indietro di un'ora rispetto all'Italia in inverno e di due in estate.",
      },
      afternoon: {
        title: 'Reykjavík, la piccola capitale',
        description:
          "Dalle 15:00 consegna delle camere e un po' di riposo. Poi prima passeggiata con l'accompagnatore: la chiesa di Hallgrímskirkja, con l'ascensore che sale sulla torre per la vista sui tetti colorati, la via Skólavörðustígur, la Laugavegur con i suoi negozi di lana, fino al porto vecchio, all'auditorium Harpa e alla scultura del Sun Voyager sul lungomare. Cena libera: l'accompagnatore suggerisce qualche locale di pesce vicino al porto.",
      },
    },
    {
      day: 2,
      title: "Il Circolo d'Oro",
      subtitle: 'Þingvellir, Geysir e Gullfoss',
      morning: {
        title: 'Parco nazionale di Þingvellir',
        description:
          "Partenza con calma verso Þingvellir, a circa 45 km e tre quarti d'ora da Reykjavík, patrimonio UNESCO. Qui si riuniva dal 930 l'Alþingi, uno dei parlamenti più antichi del mondo, e qui la terra si apre: con la guida percorriamo la gola di Almannagjá, una passeggiata pianeggiante di circa un chilometro lungo il bordo della placca nordamericana, con vista sul lago e sulla piccola cascata di Öxarárfoss.",
      },
      afternoon: {
        title: 'Il geyser Strokkur e la cascata di Gullfoss',
        description:
          "Un'ora di strada porta alla valle di Haukadalur, dove il geyser Strokkur lancia la sua colonna d'acqua bollente a 15-20 metri ogni cinque-dieci minuti, tra pozze fumanti e terreno colorato. Pranzo libero e poi, a 10 km, Gullfoss, la «cascata d'oro» che precipita in due salti nel canyon del fiume Hvítá, con belvedere raggiungibili a piedi dal parcheggio. In serata trasferimento (circa un'ora e mezza) all'hotel di campagna nella zona di Hella.",
      },
    },
    {
      day: 3,
      title: 'Cascate e sabbia nera',
      subtitle: 'Seljalandsfoss, Skógafoss, Reynisfjara e Vík',
      morning: {
        title: 'Seljalandsfoss e Skógafoss',
        description:
          "Seljalandsfoss scende per 60 metri da un'antica scogliera: in estate un sentiero bagnato permette di passarci dietro (serve la giacca impermeabile), mentre in inverno il passaggio viene chiuso quando è ghiacciato e la si ammira dal davanti. Trenta chilometri più a est c'è Skógafoss, larga 25 metri e alta 60: ci si avvicina camminando sul prato piatto, e chi se la sente può salire i circa 500 gradini della scala che porta al belvedere in cima.",
      },
      afternoon: {
        title: 'La spiaggia di Reynisfjara e il villaggio di Vík',
        description:
          "Dopo il pranzo libero raggiungiamo Reynisfjara, la spiaggia di sabbia nera con le colonne di basalto e i faraglioni di Reynisdrangar. È un luogo bellissimo ma con onde improvvise e molto pericolose: restiamo sempre lontani dalla riva, seguendo le indicazioni dell'accompagnatore. Poi Vík, il villaggio più a sud dell'Islanda, con la chiesetta dal tetto rosso sulla collina. Sistemazione in hotel nella zona di Vík e serata libera.",
      },
    },
    {
      day: 4,
      title: 'Verso i ghiacciai',
      subtitle: 'Il campo di lava di Eldhraun e la laguna di Jökulsárlón',
      morning: {
        title: 'Eldhraun e il canyon di Fjaðrárgljúfur',
        description:
          'Oggi la strada verso est è di circa 190 km, che percorriamo in quasi tre ore spezzate da diverse soste. Attraversiamo Eldhraun, un immenso campo di lava del Settecento ricoperto di muschio verde, e ci fermiamo a Fjaðrárgljúfur, un canyon stretto e profondo che si ammira da un sentiero in leggera salita. Pranzo libero a Kirkjubæjarklaustur, con la calotta del Vatnajökull che comincia ad affacciarsi sulla strada.',
      },
      afternoon: {
        title: 'Jökulsárlón e la Diamond Beach',
        description:
          "La laguna di Jökulsárlón è piena di iceberg staccati dal ghiacciaio Breiðamerkurjökull, azzurri, bianchi o striati di cenere, e spesso vi nuotano le foche. In estate è possibile una navigazione facoltativa tra i ghiacci con i mezzi anfibi; tutto l'anno si cammina lungo la riva. Dall'altra parte della strada, sulla Diamond Beach, i blocchi di ghiaccio arenati brillano sulla sabbia nera. In serata sistemazione in hotel nella zona di Skaftafell.",
      },
    },
    {
      day: 5,
      title: 'Ritorno a Reykjavík',
      subtitle: 'Skaftafell al mattino e la tappa più lunga del viaggio',
      morning: {
        title: 'Una passeggiata a Skaftafell',
        description:
          "Nel parco di Skaftafell, ai piedi del Vatnajökull, facciamo una passeggiata facile e quasi pianeggiante di circa un'ora fino alla lingua del ghiacciaio Skaftafellsjökull. Chi ha buone gambe può invece salire con l'accompagnatore alla cascata di Svartifoss, incorniciata da colonne di basalto (circa un'ora e mezza andata e ritorno, in salita). In inverno, per chi lo desidera, è possibile un'escursione facoltativa in una grotta di ghiaccio con guide glaciali certificate, solo quando le condizioni sono sicure.",
      },
      afternoon: {
        title: 'La strada del ritorno e la sera in città',
        description:
          "È la giornata di strada più lunga, circa 330 km fino a Reykjavík, che dividiamo con soste per il pranzo libero, un caffè e le fotografie: si arriva in città nel tardo pomeriggio. Chi vuole può terminare la giornata con un bagno facoltativo nelle acque calde della Sky Lagoon, a un quarto d'ora dal centro, affacciata sull'oceano. Cena libera o, per chi lo desidera, cena di saluto insieme al gruppo.",
      },
    },
    {
      day: 6,
      title: 'Rientro in Italia',
      subtitle: 'Ultime ore a Reykjavík o alla Blue Lagoon e volo di ritorno',
      morning: {
        title: 'Mattinata libera',
        description:
          "Mattinata libera per gli ultimi acquisti, un caffè in centro o una visita al museo nazionale. Le camere vanno lasciate entro le 11:00; i bagagli restano in custodia in hotel. In alternativa, se l'orario del volo lo permette, sosta facoltativa alla Blue Lagoon, sulla strada per l'aeroporto: la zona di Grindavík è stata interessata negli ultimi anni da eruzioni vulcaniche e la laguna ha chiuso a più riprese, per cui la proposta viene confermata solo se è aperta.",
      },
      afternoon: {
        title: 'Volo di ritorno in Italia',
        description:
          "Trasferimento in pullman all'aeroporto di Keflavík, circa 50 km e tre quarti d'ora, in tempo per le operazioni d'imbarco. Volo di rientro a Milano Malpensa o Roma Fiumicino con l'accompagnatore, con arrivo in serata.",
      },
    },
  ],
  infoSections: [
    {
      id: 'included',
      title: 'La quota comprende',
      items: [
        'Voli|Voli di andata e ritorno da Milano Malpensa o Roma Fiumicino per Keflavík, con bagaglio in stiva da 23 kg e bagaglio a mano da 8 kg.',
        "Trasferimenti|Pullman privato con autista per tutto il viaggio, dall'arrivo alla partenza.",
        'Hotel|5 notti in hotel 3 e 4 stelle, in camera doppia con bagno privato: 2 notti a Reykjavík e 3 lungo la costa meridionale.',
        'Colazione|Colazione a buffet ogni mattina in hotel.',
        "Visite guidate|Guida locale in lingua italiana per il Circolo d'Oro e la costa sud, e le visite a Þingvellir, Geysir, Gullfoss, Seljalandsfoss, Skógafoss, Reynisfjara, Jökulsárlón e Skaftafell indicate nel programma.",
        "Accompagnatore|Un accompagnatore che parte dall'Italia e resta con il gruppo per tutto il viaggio.",
        'Politica di cancellazione|Penali chiare e proporzionate ai giorni che mancano alla partenza (vedi le domande frequenti).',
        'Nessuna cassa comune|Quello che è compreso è già nella quota: in viaggio non si versa nulla al gruppo.',
      ],
    },
    {
      id: 'excluded',
      title: 'La quota non comprende',
      items: [
        "Pasti|Pranzi e cene e le bevande: in Islanda i ristoranti sono cari, e l'accompagnatore indica ogni giorno le soluzioni più semplici.",
        'Attività facoltative|Navigazione sulla laguna di Jökulsárlón, grotta di ghiaccio in inverno, Sky Lagoon o Blue Lagoon, ascensore della Hallgrímskirkja.',
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
        'Abbigliamento a strati|In ogni stagione: maglia termica, pile o maglione di lana, giacca impermeabile e antivento con cappuccio. In inverno anche piumino, berretto, guanti e sciarpa.',
        'Pantaloni impermeabili|Utili sotto gli spruzzi delle cascate e con la pioggia, che in Islanda arriva spesso di traverso.',
        'Scarpe|Scarpe da trekking leggere e impermeabili, con suola scolpita; in inverno dei ramponcini da calzare sulle scarpe per i sentieri ghiacciati.',
        "Costume da bagno|Per le lagune calde e per le piscine geotermiche, frequentate dagli islandesi tutto l'anno.",
        'Mascherina per dormire|In estate il sole tramonta dopo le 23 e il cielo resta chiaro tutta la notte.',
        'Medicinali|I farmaci abituali nel bagaglio a mano, con la prescrizione se necessario.',
        'Liquidi|Nel bagaglio a mano liquidi in contenitori da massimo 100 ml ciascuno.',
        'Valuta|In Islanda si usa la corona islandese, ma le carte di pagamento sono accettate ovunque, anche per piccole cifre: i contanti servono raramente.',
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
        'Costa sud|Hotel di campagna 3 e 4 stelle, scelti vicino ai luoghi da visitare per ridurre i trasferimenti: semplici e curati, spesso con ristorante interno, molto comodo la sera.',
        'Camere|Camere doppie con bagno privato, riscaldamento e Wi-Fi; negli hotel di campagna le camere sono spesso al piano terra.',
        'Orari|Consegna delle camere dalle 15:00, rilascio entro le 11:00.',
        'Camera singola|Su richiesta e secondo disponibilità: nelle zone rurali le singole sono poche.',
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
        'Sì, la camera singola è disponibile su richiesta, con un supplemento che ti comunichiamo al momento della prenotazione. Negli hotel di campagna islandesi le singole sono poche: conviene chiederla subito.',
      ],
    },
    {
      id: 'accompagnatore',
      question: "Chi è l'accompagnatore e cosa fa?",
      answer: [
        "L'accompagnatore parte con il gruppo dall'Italia, viaggia sullo stesso volo e rimane con voi fino al rientro. Si occupa degli orari, dei trasferimenti e di ogni imprevisto, e in Islanda controlla ogni giorno meteo e condizioni delle strade per adattare il programma.",
        'Lungo il percorso ci accompagna una guida locale che parla italiano e racconta la geologia, la storia e le saghe dei luoghi che attraversiamo.',
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
        'Sono compresi un bagaglio in stiva da 23 kg e un bagaglio a mano da 8 kg.',
        'Nel bagaglio a mano i liquidi devono stare in contenitori da massimo 100 ml ciascuno.',
      ],
    },
    {
      id: 'clima-abbigliamento',
      question: 'Che tempo troverò e come mi vesto?',
      answer: [
        'In estate le temperature stanno di solito tra 10 e 15 gradi, con giornate di luce quasi infinite; in inverno si va poco sotto o poco sopra lo zero, ma il vento fa percepire molto più freddo, e a dicembre le ore di luce sono quattro o cinque. In ogni stagione il tempo cambia in fretta, anche più volte nello stesso giorno.',
        "La regola è vestirsi a strati, con una giacca e dei pantaloni impermeabili e scarpe chiuse con una buona suola. In inverno il programma può cambiare ordine per la neve o il vento: l'accompagnatore decide ogni mattina in base alle previsioni ufficiali.",
      ],
    },
    {
      id: 'pasti',
      question: 'Quali pasti sono compresi?',
      answer: [
        "È compresa la colazione ogni mattina in hotel. Pranzi e cene sono liberi: a mezzogiorno ci fermiamo in caffè e punti di ristoro lungo la strada, dove si mangia una zuppa di carne d'agnello o un piatto di pesce; la sera, in campagna, si cena quasi sempre nel ristorante dell'hotel.",
        "Per chi lo desidera, l'accompagnatore organizza cene insieme al gruppo.",
      ],
    },
    {
      id: 'forma-fisica',
      question: 'Serve una particolare preparazione fisica?',
      answer: [
        "No. Le passeggiate sono brevi, da dieci minuti a un'ora, su sentieri facili ma a volte bagnati, sassosi o ghiacciati. Le salite, come la scala di Skógafoss o il sentiero per Svartifoss, sono sempre facoltative.",
        'Alcune giornate prevedono diverse ore di pullman, con soste frequenti: la più lunga è il ritorno da Skaftafell a Reykjavík.',
      ],
    },
  ],
  hotels: [
    {
      name: 'Hotel 4* in centro a Reykjavík (zona Laugavegur)',
      stars: 4,
      description:
        'Hotel moderno dalle linee nordiche, a pochi passi dalla Laugavegur e a dieci minuti a piedi dal porto vecchio e dalla Hallgrímskirkja. Camere calde e silenziose con bagno privato e Wi-Fi, ascensore e colazione a buffet con skyr, pane di segale e pesce affumicato.',
    },
    {
      name: 'Hotel 3* di campagna nella zona di Hella',
      stars: 3,
      description:
        "Struttura a un piano in mezzo ai pascoli, con vista sul vulcano Hekla nelle giornate limpide. Camere semplici e accoglienti con bagno privato, ristorante interno con cucina islandese e una vasca calda all'aperto.",
    },
    {
      name: 'Hotel 3* nella zona di Vík',
      stars: 3,
      description:
        'Hotel raccolto alle porte del villaggio, tra le scogliere e il mare. Camere con bagno privato e riscaldamento, sala colazioni luminosa e ristorante per la sera.',
    },
    {
      name: 'Hotel 4* nella zona di Skaftafell',
      stars: 4,
      description:
        'Hotel contemporaneo isolato nella pianura sotto il Vatnajökull, comodo per Jökulsárlón e il parco di Skaftafell. Grandi vetrate sul ghiacciaio, camere ampie con bagno privato e ristorante con piatti di pesce e agnello.',
    },
  ],
  image: {
    file: 'islanda-classic.svg',
    alt: 'Illustrazione di un paesaggio islandese: una cascata che scende da una parete di roccia verde, una spiaggia di sabbia nera con faraglioni e, sullo sfondo, un ghiacciaio sotto un cielo azzurro',
  },
  en: {
    title: 'Iceland Classic',
    subtitle: 'Waterfalls, geysers, black beaches and the iceberg lagoon in six well-paced days',
    description:
      "Iceland is a young land you can still watch being born: geysers that blow every few minutes, waterfalls pouring off basalt walls, black sand beaches pounded by the ocean and glaciers melting into a lagoon full of icebergs. In six days we follow the island's great classic route, from Reykjavík to the Golden Circle and along the south coast to Jökulsárlón, with an escort who flies out from Italy with the group.\n\nThe trip follows the Ring Road without chasing the miles: there are plenty of stops, the walks are short and on easy paths, and anyone can stay at the viewpoint while the others get closer to the falls. We sleep in carefully chosen hotels, in central Reykjavík and in the countryside near the places we visit, so mornings never start too early.\n\nDepartures run in two very different seasons. In summer the days are endless and the light hardly fades; in winter the landscape is covered in snow, daylight is short and in the evening you may hope for the northern lights. Flights from Italy, hotels, breakfasts, guided visits and the escort are all included, with no common cash fund.",
    highlights: [
      'Þingvellir, where you walk between the American and European plates',
      'The Strokkur geyser, erupting every five to ten minutes, and Gullfoss falls',
      'Seljalandsfoss and Skógafoss, the two great waterfalls of the south coast',
      'The black beach of Reynisfjara and the sea stacks of Vík',
      'The Jökulsárlón glacier lagoon and Diamond Beach',
      'Reykjavík on foot, from Hallgrímskirkja to the old harbour',
      'An optional warm soak at the Sky Lagoon or the Blue Lagoon',
    ],
    imageAlt:
      'An illustrated Icelandic landscape: a waterfall pouring off a green rock wall, a black sand beach with sea stacks and, in the background, a glacier under a blue sky',
  },
};

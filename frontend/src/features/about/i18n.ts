import { registerMessages } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

/** Interface text of this feature; English must have exactly the same keys. */
const it = {
  pageTitle: 'Chi Siamo',
  seoDescription:
    "Siamo un'agenzia di viaggi di Lucca: viaggi in piccoli gruppi con accompagnatore dall'Italia, ritmo tranquillo, hotel centrali e nessuna cassa comune.",
  eyebrow: 'Agenzia di viaggi a {{city}}',
  lead: "Organizziamo viaggi in piccoli gruppi per chi ama scoprire il mondo con calma, in buona compagnia e senza pensieri, con un accompagnatore che parte insieme a voi dall'Italia.",
  browseTrips: 'Guarda i Viaggi',
  loadError: 'Non siamo riusciti a caricare questa pagina.',
  retry: 'Riprova',
  claims: {
    label: 'Chi ha già viaggiato con noi',
    travellers: '{{count}}+ viaggiatori',
    travellersText: 'hanno già viaggiato con noi',
    rating: '{{rating}} su 5',
    ratingText: 'da {{count}} recensioni',
    readReviews: 'Leggi le recensioni',
    newTab: '(si apre in una nuova scheda)',
  },
  story: {
    title: 'Chi siamo',
    intro:
      "{{brand}} è un'agenzia di viaggi di {{city}}. Nasce da un'idea semplice: viaggiare bene, senza fretta, in un gruppo piccolo dove ci si conosce per nome. I nostri viaggi sono pensati soprattutto per chi ha più di 45 anni e desidera vedere il mondo con i tempi giusti.",
    smallGroupsTitle: 'Piccoli gruppi',
    smallGroupsText:
      "Pochi partecipanti per partenza: ci si muove con agilità, si entra nei musei senza lunghe attese e c'è sempre tempo per una domanda alla guida.",
    escortTitle: "Accompagnatore dall'Italia",
    escortText: "Un nostro accompagnatore parte con il gruppo dall'aeroporto italiano e resta con voi fino al rientro.",
    paceTitle: 'Ritmo tranquillo',
    paceText: 'Giornate equilibrate, con pause e tempo libero: niente sveglie all’alba se non servono davvero.',
    hotelsTitle: 'Hotel in centro',
    hotelsText:
      "Scegliamo hotel in posizione centrale, per uscire a piedi la sera e riposare tra una visita e l'altra.",
    noFundTitle: 'Nessuna cassa comune',
    noFundText:
      'Quello che è compreso lo paghi al momento della prenotazione: durante il viaggio non ti chiediamo quote per una cassa comune.',
  },
  steps: {
    title: 'Come funziona',
    chooseTitle: 'Scegli il viaggio e la data',
    chooseText:
      'Sfoglia i nostri viaggi, leggi il programma giorno per giorno e scegli la data di partenza che preferisci.',
    talkTitle: 'Parla con un consulente o prenota online',
    talkText:
      'Scrivi su WhatsApp a un nostro consulente per ogni domanda, oppure prenota direttamente online in pochi passaggi.',
    depositTitle: "Versa l'acconto con un bonifico",
    depositText:
      "Confermi il posto con un bonifico bancario dell'acconto; il saldo si versa 30 giorni prima della partenza.",
    departTitle: "Parti con l'accompagnatore",
    departText:
      "Il giorno della partenza incontri l'accompagnatore all'aeroporto di Milano Malpensa o di Roma Fiumicino e da lì si parte tutti insieme.",
  },
  included: {
    title: 'Cosa è incluso',
    intro: 'In ogni viaggio trovi già compreso:',
    flights: "Voli di andata e ritorno dall'Italia",
    hotels: 'Hotel selezionati, in posizione centrale',
    breakfast: 'Colazione ogni giorno',
    visits: 'Visite guidate previste dal programma',
    escort: "Accompagnatore dall'Italia per tutto il viaggio",
    guides: 'Guide locali esperte',
    cancellation: 'Condizioni di cancellazione chiare, scritte prima della prenotazione',
    note: 'Il dettaglio di cosa è compreso, e di cosa non lo è, è scritto nella pagina di ogni viaggio.',
  },
  coordinators: {
    title: 'I nostri accompagnatori',
    text1:
      "Gli accompagnatori sono persone del nostro team o collaboratori di fiducia, parlano italiano e conoscono bene le destinazioni. Partono con il gruppo dall'Italia e si occupano di tutto ciò che rende il viaggio sereno: il check-in in aeroporto, i trasferimenti, gli orari, il dialogo con gli hotel e con le guide locali.",
    text2: 'Sono il vostro punto di riferimento per qualsiasi necessità, dal primo all’ultimo giorno.',
    teamLink: 'Conosci il nostro team',
  },
  faq: {
    title: 'Domande frequenti',
    aloneQuestion: 'Posso partecipare se viaggio da solo o da sola?',
    aloneAnswer1:
      'Certo. Molti dei nostri viaggiatori partono da soli e trovano nel gruppo una compagnia piacevole, con l’accompagnatore sempre presente.',
    aloneAnswer2:
      'Se desideri una camera tutta per te, puoi scegliere la camera singola: il supplemento è indicato nella pagina di ogni viaggio.',
    coordinatorsQuestion: 'Chi sono gli accompagnatori?',
    coordinatorsAnswer1:
      "Sono persone del nostro team o collaboratori di fiducia che parlano italiano e partono con il gruppo dall'Italia. Nei luoghi di visita li affiancano guide locali esperte.",
    coordinatorsAnswer2: 'I nomi degli accompagnatori di ogni partenza sono indicati accanto alla data.',
    cancellationQuestion: 'Cosa succede se devo annullare il viaggio?',
    cancellationAnswer1:
      'Puoi annullare in qualsiasi momento scrivendoci. La penale dipende da quanti giorni mancano alla partenza: prima ci avvisi, più bassa è la penale.',
    cancellationAnswer2: 'Le penali sono indicate nella pagina di ogni viaggio e nei Termini e condizioni.',
    termsLink: 'Leggi i Termini e condizioni',
  },
  cta: {
    title: 'Pronto a partire?',
    text: 'Guarda le prossime partenze oppure scrivici: ti aiutiamo a scegliere il viaggio giusto per te.',
    trips: 'Scopri i Nostri Viaggi',
    contact: 'Contattaci',
  },
};

const en: typeof it = {
  pageTitle: 'About us',
  seoDescription:
    'We are a travel agency in Lucca: small-group trips with an escort from Italy, a relaxed pace, central hotels and no common cash fund.',
  eyebrow: 'Travel agency in {{city}}',
  lead: 'We organise small-group trips for people who like to discover the world calmly, in good company and without worries, with an escort who travels with you from Italy.',
  browseTrips: 'See our trips',
  loadError: 'We could not load this page.',
  retry: 'Try again',
  claims: {
    label: 'Who has travelled with us',
    travellers: '{{count}}+ travellers',
    travellersText: 'have already travelled with us',
    rating: '{{rating}} out of 5',
    ratingText: 'from {{count}} reviews',
    readReviews: 'Read the reviews',
    newTab: '(opens in a new tab)',
  },
  story: {
    title: 'Who we are',
    intro:
      '{{brand}} is a travel agency in {{city}}. It grew from a simple idea: travelling well, without hurry, in a small group where people know each other by name. Our trips are designed above all for people over 45 who want to see the world at the right pace.',
    smallGroupsTitle: 'Small groups',
    smallGroupsText:
      'Few travellers per departure: the group moves easily, museums come without long queues and there is always time to ask the guide a question.',
    escortTitle: 'An escort from Italy',
    escortText:
      'One of our escorts leaves with the group from the Italian airport and stays with you until you are back.',
    paceTitle: 'A relaxed pace',
    paceText: 'Balanced days with breaks and free time: no dawn alarms unless they are really worth it.',
    hotelsTitle: 'Central hotels',
    hotelsText: 'We choose centrally located hotels, so you can walk out in the evening and rest between visits.',
    noFundTitle: 'No common cash fund',
    noFundText: 'What is included is paid when you book: during the trip we do not ask you to pay into a common fund.',
  },
  steps: {
    title: 'How it works',
    chooseTitle: 'Choose the trip and the date',
    chooseText: 'Browse our trips, read the day-by-day programme and choose the departure date you prefer.',
    talkTitle: 'Talk to a consultant or book online',
    talkText: 'Write to one of our consultants on WhatsApp with any question, or book online yourself in a few steps.',
    depositTitle: 'Pay the deposit by bank transfer',
    depositText: 'A bank transfer of the deposit secures your place; the balance is due 30 days before departure.',
    departTitle: 'Leave with the escort',
    departText:
      'On the day of departure you meet the escort at Milano Malpensa or Roma Fiumicino airport, and from there everyone leaves together.',
  },
  included: {
    title: 'What is included',
    intro: 'Every trip already includes:',
    flights: 'Return flights from Italy',
    hotels: 'Selected, centrally located hotels',
    breakfast: 'Breakfast every day',
    visits: 'The guided visits of the programme',
    escort: 'An escort from Italy for the whole trip',
    guides: 'Experienced local guides',
    cancellation: 'Clear cancellation terms, written before you book',
    note: 'What is included, and what is not, is listed in detail on the page of each trip.',
  },
  coordinators: {
    title: 'Our escorts',
    text1:
      'Our escorts are members of our team or trusted collaborators who speak Italian and know the destinations well. They leave with the group from Italy and take care of everything that makes a trip easy: airport check-in, transfers, timings, and dealing with hotels and local guides.',
    text2: 'They are there for anything you need, from the first day to the last.',
    teamLink: 'Meet our team',
  },
  faq: {
    title: 'Frequently asked questions',
    aloneQuestion: 'Can I join if I travel alone?',
    aloneAnswer1:
      'Of course. Many of our travellers come on their own and find pleasant company in the group, with the escort always at hand.',
    aloneAnswer2:
      'If you would like a room to yourself you can choose a single room: the supplement is shown on the page of each trip.',
    coordinatorsQuestion: 'Who are the escorts?',
    coordinatorsAnswer1:
      'Members of our team or trusted collaborators who speak Italian and leave with the group from Italy. At each place they work alongside experienced local guides.',
    coordinatorsAnswer2: 'The names of the escorts of each departure are shown next to its date.',
    cancellationQuestion: 'What happens if I have to cancel the trip?',
    cancellationAnswer1:
      'You can cancel at any time by writing to us. The cancellation charge depends on how many days are left before departure: the earlier you tell us, the lower it is.',
    cancellationAnswer2: 'The charges are shown on the page of each trip and in the Terms and conditions.',
    termsLink: 'Read the Terms and conditions',
  },
  cta: {
    title: 'Ready to go?',
    text: 'Look at the next departures or write to us: we will help you choose the right trip.',
    trips: 'Discover our trips',
    contact: 'Contact us',
  },
};

// Arrives with the feature's code, not with every page.
void registerMessages('about', { it, en });

/** `t` for the feature's strings (`about.…`) and the shared ones; importing it registers them. */
export const useAboutTranslation = useTranslation<{ about: typeof it }>;

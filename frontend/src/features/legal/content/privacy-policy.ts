import {
  facts,
  link,
  list,
  mail,
  paragraph,
  phoneLink,
  subheading,
  type CompanyFacts,
  type LegalDocument,
} from '../legal-document';

/** When the text below last changed; update it with every change of substance. */
export const PRIVACY_POLICY_UPDATED = '2026-11-22';

const GARANTE_URL = 'https://www.garanteprivacy.it';

/**
 * The privacy notice (GDPR arts. 13-14). It describes what the site really stores: keep it in
 * step with the contact_requests and bookings tables, the language cookie, the localStorage
 * keys and the consent-gated marketing tags.
 */
export function privacyPolicy(language: 'it' | 'en', company: CompanyFacts): LegalDocument {
  return language === 'en' ? privacyPolicyEn(company) : privacyPolicyIt(company);
}

function privacyPolicyIt(c: CompanyFacts): LegalDocument {
  return {
    intro: [
      paragraph(
        `Questa informativa spiega quali dati personali tratta ${c.legalName} quando visiti il sito ${c.brand}, ci scrivi o prenoti un viaggio, perché li trattiamo, per quanto tempo li conserviamo e quali diritti hai. È redatta ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (di seguito «GDPR») e del Codice in materia di protezione dei dati personali (D.Lgs. 196/2003, come modificato dal D.Lgs. 101/2018).`,
      ),
    ],
    sections: [
      {
        id: 'titolare',
        title: '1. Chi è il titolare del trattamento',
        blocks: [
          paragraph('Il titolare del trattamento è:'),
          facts(
            ['Società', c.legalName],
            ['Sede', c.address],
            ['Partita IVA', c.vatNumber],
            ['E-mail', mail(c.email)],
            ['Telefono', phoneLink(c.phone)],
          ),
          paragraph(
            'Per qualsiasi domanda su questa informativa o sui tuoi dati puoi scriverci all’indirizzo e-mail indicato sopra.',
          ),
        ],
      },
      {
        id: 'dati',
        title: '2. Quali dati trattiamo',
        blocks: [
          subheading('Quando ci scrivi con il modulo di contatto'),
          list(
            'nome, indirizzo e-mail e, se lo indichi, numero di telefono;',
            'il motivo per cui ci scrivi, se lo scegli, e il testo del messaggio;',
            'se arrivi dalla pagina di un viaggio: il viaggio, le date e l’aeroporto di partenza a cui si riferisce la richiesta;',
            'la data e l’ora in cui hai dichiarato di aver letto questa informativa;',
            'un codice ricavato dall’indirizzo di rete (indirizzo IP) del tuo dispositivo con una chiave segreta (hash con chiave): non conserviamo l’indirizzo IP in chiaro e usiamo questo codice solo per limitare gli invii ripetuti in pochi minuti dallo stesso dispositivo;',
            'l’etichetta della campagna pubblicitaria o promozionale da cui sei arrivato sul sito (per esempio «ads»), se presente.',
          ),
          subheading('Quando prenoti un viaggio online'),
          list(
            'nome e cognome di ogni viaggiatore;',
            'la data di nascita, che serve ad applicare il prezzo ridotto ai bambini sotto i 12 anni;',
            'indirizzo di residenza e numero di passaporto, quando li indichi o quando sono necessari per i voli, gli hotel o l’ingresso nel Paese di destinazione;',
            'l’indirizzo e-mail e il numero di telefono della persona di riferimento per la prenotazione;',
            'i dati della prenotazione: viaggio, date, aeroporto di partenza, numero di adulti e bambini, importi, stato del pagamento e il riferimento di pagamento («Ricevuta» seguito da un numero) da indicare nella causale del bonifico;',
            'i dati del bonifico che riceviamo dalla nostra banca: nome di chi lo esegue, importo, data e causale.',
          ),
          paragraph(
            'Ti chiediamo di non scriverci dati sulla salute se non servono. Se ci comunichi esigenze particolari (per esempio alimentari o di mobilità) per organizzare il viaggio, le usiamo solo a questo scopo e con il tuo consenso esplicito.',
          ),
          subheading('Quando scegli di scriverci su WhatsApp'),
          paragraph(
            'Se dal sito apri una conversazione su WhatsApp con un nostro consulente, registriamo il clic: il numero del consulente, il messaggio precompilato (viaggio, date, aeroporto e numero di viaggiatori), la data e l’ora, la pagina da cui sei arrivato e il tipo di browser (user agent). La conversazione avviene poi su WhatsApp, servizio di WhatsApp Ireland Limited, secondo la sua informativa.',
          ),
          subheading('Nel tuo browser'),
          paragraph(
            'Se scegli una lingua con il selettore IT/EN, il sito la ricorda in un solo cookie proprio, tecnico, «language» (valore «it» o «en», durata un anno), così che le pagine ti arrivino già nella tua lingua. Salva poi nella memoria locale del tuo browser (localStorage), solo sul tuo dispositivo, queste informazioni:',
          ),
          list(
            '«referralSource»: l’etichetta della campagna da cui sei arrivato, per mostrarti le pagine a essa dedicate e indicarla nelle tue eventuali richieste o prenotazioni;',
            '«referralCampaign»: la promozione del sito che hai seguito (per esempio quella del viaggio in Islanda), da indicare anch’essa nelle tue richieste o prenotazioni;',
            '«cookieConsent»: la tua scelta sugli strumenti di marketing (accettati o rifiutati) e la sua data, per non chiedertela a ogni visita.',
          ),
          paragraph(
            'Queste informazioni restano sul tuo dispositivo; ci arrivano solo la lingua scelta, con ogni pagina richiesta, e l’etichetta della campagna, insieme a una richiesta o a una prenotazione. Puoi cancellarle in qualsiasi momento dalle impostazioni del browser, cancellando i dati di questo sito.',
          ),
          subheading('Strumenti di marketing, solo con il tuo consenso'),
          paragraph(
            'Se l’agenzia li attiva, il sito può usare il pixel di Meta (Facebook) e il tag di conversione di Google Ads per misurare i risultati delle nostre pubblicità. Questi strumenti vengono caricati solo dopo che li hai accettati nel banner dei cookie: se rifiuti, o finché non scegli, non vengono caricati. Se li accetti, Meta Platforms Ireland Limited e Google Ireland Limited possono installare propri cookie e ricevere informazioni sul tuo browser e sulle pagine che visiti, come titolari autonomi, secondo le loro informative.',
          ),
          paragraph(
            'Puoi cambiare scelta o revocare il consenso in qualsiasi momento con il pulsante «Cookie» in fondo a ogni pagina: da quel momento non inviamo più nulla a Meta e a Google. I cookie che hanno già salvato si cancellano dalle impostazioni del browser. La revoca non rende illecito quanto avvenuto prima.',
          ),
          subheading('Dati tecnici di navigazione'),
          paragraph(
            'Per far funzionare il sito e proteggerlo da abusi, i server che lo ospitano registrano dati tecnici sulle richieste ricevute (come data e ora, pagina richiesta, esito e, sul server di frontiera, l’indirizzo IP). Il nostro programma registra per ogni richiesta solo il metodo, la pagina senza parametri, l’esito e il tempo di risposta, senza indirizzo IP né contenuto dei moduli.',
          ),
        ],
      },
      {
        id: 'finalita',
        title: '3. Perché li trattiamo e su quale base giuridica',
        blocks: [
          facts(
            [
              'Rispondere alle tue richieste',
              'Misure precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR).',
            ],
            [
              'Organizzare il viaggio prenotato e gestire i pagamenti',
              'Esecuzione del contratto di viaggio (art. 6, par. 1, lett. b GDPR).',
            ],
            [
              'Adempiere gli obblighi di legge (fiscali, contabili, norme sui pacchetti turistici, richieste delle autorità)',
              'Obbligo legale (art. 6, par. 1, lett. c GDPR).',
            ],
            [
              'Limitare gli invii ripetuti e proteggere il sito da abusi',
              'Legittimo interesse alla sicurezza del servizio (art. 6, par. 1, lett. f GDPR).',
            ],
            [
              'Sapere da quale campagna arrivano richieste, prenotazioni e contatti su WhatsApp',
              'Legittimo interesse a valutare le nostre iniziative promozionali (art. 6, par. 1, lett. f GDPR); non creiamo profili individuali.',
            ],
            [
              'Esigenze particolari di salute comunicate per il viaggio',
              'Consenso esplicito (art. 9, par. 2, lett. a GDPR).',
            ],
            [
              'Misurare le pubblicità con Meta e Google',
              'Consenso (art. 6, par. 1, lett. a GDPR e art. 122 del Codice privacy), revocabile in qualsiasi momento.',
            ],
          ),
          paragraph(
            'I campi obbligatori del modulo di contatto e dei dati di prenotazione sono necessari: senza di essi non possiamo risponderti o organizzare il viaggio. Gli altri dati sono facoltativi.',
          ),
        ],
      },
      {
        id: 'conservazione',
        title: '4. Per quanto tempo conserviamo i dati',
        blocks: [
          list(
            'Richieste di contatto: per il tempo necessario a risponderti e a seguire l’eventuale prenotazione, e comunque non oltre 24 mesi dall’ultimo contatto. Il codice ricavato dall’indirizzo di rete è conservato insieme alla richiesta e cancellato con essa.',
            'Prenotazioni e pagamenti: per la durata del contratto e poi per 10 anni, come richiesto dalle norme civilistiche e fiscali sulla conservazione dei documenti contabili (art. 2220 del Codice civile). I dati dei viaggiatori che non servono a questi obblighi, come i numeri di passaporto, sono conservati solo per il tempo necessario al viaggio e alla gestione di eventuali reclami.',
            'Clic verso WhatsApp: non oltre 24 mesi.',
            'Dati nel tuo browser: restano sul tuo dispositivo finché non li cancelli.',
            'Dati tecnici di navigazione: per un periodo breve, salvo che servano ad accertare un abuso.',
          ),
        ],
      },
      {
        id: 'destinatari',
        title: '5. A chi comunichiamo i dati',
        blocks: [
          paragraph(
            'I tuoi dati sono trattati dal personale dell’agenzia autorizzato e possono essere comunicati solo a:',
          ),
          list(
            'il fornitore che ospita il sito e il database, che agisce come nostro responsabile del trattamento (art. 28 GDPR);',
            'compagnie aeree, hotel, guide e corrispondenti locali che forniscono i servizi del viaggio prenotato, limitatamente ai dati necessari (per esempio nomi, date di nascita e passaporti);',
            'il servizio di messaggistica Telegram, se l’agenzia lo usa per avvisare il proprio personale di ogni nuova prenotazione: il messaggio contiene il viaggio, le date, il numero di viaggiatori, gli importi e i recapiti della persona di riferimento;',
            'la nostra banca, che riceve i bonifici: i pagamenti avvengono solo con bonifico bancario sul conto dell’agenzia, e il sito non raccoglie dati di carte di pagamento;',
            'consulenti fiscali e autorità pubbliche, quando lo prevede la legge.',
          ),
          paragraph('Non vendiamo i tuoi dati e non li usiamo per inviarti pubblicità senza il tuo consenso.'),
        ],
      },
      {
        id: 'trasferimenti',
        title: '6. Trasferimenti fuori dall’Unione europea',
        blocks: [
          paragraph(
            'Se prenoti un viaggio verso un Paese fuori dallo Spazio economico europeo, i dati necessari sono trasmessi agli hotel, alle guide e ai fornitori locali di quel Paese, perché il trasferimento è necessario all’esecuzione del contratto (art. 49, par. 1, lett. b GDPR).',
          ),
          paragraph(
            'Se accetti gli strumenti di marketing, Meta e Google possono trasferire dati negli Stati Uniti sulla base dell’EU-U.S. Data Privacy Framework e delle clausole contrattuali standard della Commissione europea. Se l’agenzia usa Telegram per le notifiche delle prenotazioni, i dati di quei messaggi possono essere trattati anche fuori dallo Spazio economico europeo.',
          ),
        ],
      },
      {
        id: 'diritti',
        title: '7. I tuoi diritti e come esercitarli',
        blocks: [
          paragraph('In qualsiasi momento puoi chiederci:'),
          list(
            'di accedere ai tuoi dati e riceverne copia (art. 15 GDPR);',
            'di correggerli o completarli (art. 16);',
            'di cancellarli, quando non siamo tenuti a conservarli (art. 17);',
            'di limitarne il trattamento (art. 18);',
            'di riceverli in un formato leggibile da un computer o di farli trasmettere a un altro titolare (art. 20);',
            'di non trattarli più per le finalità basate sul nostro legittimo interesse (opposizione, art. 21);',
            'di revocare il consenso che hai dato, senza conseguenze su quanto avvenuto prima (art. 7, par. 3).',
          ),
          paragraph(
            'Per esercitare i tuoi diritti scrivi a ',
            mail(c.email),
            ` oppure per posta a ${c.legalName}, ${c.address}. Ti rispondiamo senza ritardo e comunque entro un mese; per richieste complesse il termine può essere prorogato di due mesi, e in tal caso ti avvisiamo. Potremmo chiederti di confermare la tua identità.`,
          ),
          paragraph(
            'Non prendiamo decisioni basate unicamente su trattamenti automatizzati, compresa la profilazione.',
          ),
        ],
      },
      {
        id: 'reclamo',
        title: '8. Reclamo al Garante',
        blocks: [
          paragraph(
            'Se ritieni che il trattamento dei tuoi dati violi il GDPR, puoi proporre reclamo al Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Roma, ',
            link('www.garanteprivacy.it', GARANTE_URL),
            '), o all’autorità di controllo dello Stato dell’Unione in cui vivi o lavori, oppure rivolgerti al giudice (artt. 77-79 GDPR).',
          ),
        ],
      },
      {
        id: 'minori',
        title: '9. Minori',
        blocks: [
          paragraph(
            'Il sito è rivolto a persone maggiorenni. I dati dei minori che partecipano a un viaggio ci sono comunicati da chi ne ha la responsabilità genitoriale, al momento della prenotazione.',
          ),
        ],
      },
      {
        id: 'modifiche',
        title: '10. Modifiche a questa informativa',
        blocks: [
          paragraph(
            'Se cambiamo il modo in cui trattiamo i dati aggiorniamo questa pagina e la data di ultimo aggiornamento indicata in alto.',
          ),
        ],
      },
    ],
  };
}

function privacyPolicyEn(c: CompanyFacts): LegalDocument {
  return {
    intro: [
      paragraph(
        `This notice explains which personal data ${c.legalName} processes when you visit the ${c.brand} website, write to us or book a trip, why, for how long, and what your rights are. It is given under articles 13 and 14 of Regulation (EU) 2016/679 ("GDPR") and the Italian Personal Data Protection Code (Legislative Decree 196/2003 as amended by Legislative Decree 101/2018). The Italian version prevails.`,
      ),
    ],
    sections: [
      {
        id: 'titolare',
        title: '1. Who the controller is',
        blocks: [
          paragraph('The controller is:'),
          facts(
            ['Company', c.legalName],
            ['Registered office', c.address],
            ['VAT number', c.vatNumber],
            ['E-mail', mail(c.email)],
            ['Phone', phoneLink(c.phone)],
          ),
        ],
      },
      {
        id: 'dati',
        title: '2. Which data we process',
        blocks: [
          subheading('When you write to us with the contact form'),
          list(
            'your name, e-mail address and, if you give it, your phone number;',
            'the reason you are writing, if you choose one, and your message;',
            'if you come from a trip page: the trip, dates and departure airport your request is about;',
            'the date and time you declared you had read this notice;',
            'a code derived from your device’s network (IP) address with a secret key (a keyed hash): we do not keep the IP address itself and use the code only to limit repeated submissions within a few minutes from the same device;',
            'the tag of the advertising or promotional campaign that brought you to the site (for example "ads"), if any.',
          ),
          subheading('When you book a trip online'),
          list(
            'the first and last name of each traveller;',
            'the date of birth, used to apply the reduced price for children under 12;',
            'home address and passport number, when you give them or when flights, hotels or the destination country require them;',
            'the e-mail address and phone number of the contact person for the booking;',
            'the booking itself: trip, dates, departure airport, number of adults and children, amounts, payment status and the payment reference ("Ricevuta" and a number) to quote with the bank transfer;',
            'the transfer details our bank gives us: payer name, amount, date and reference.',
          ),
          paragraph(
            'Please do not send us health data unless it is needed. If you tell us about special needs (for example dietary or mobility needs) to organise the trip, we use them only for that purpose and with your explicit consent.',
          ),
          subheading('When you choose to write to us on WhatsApp'),
          paragraph(
            'If you open a WhatsApp conversation with one of our consultants from the site, we record the click: the consultant’s number, the prefilled message (trip, dates, airport and number of travellers), date and time, the page you came from and your browser type (user agent). The conversation then takes place on WhatsApp, a service of WhatsApp Ireland Limited, under its own privacy policy.',
          ),
          subheading('In your browser'),
          paragraph(
            'If you choose a language with the IT/EN switch, the site remembers it in a single technical cookie of its own, "language" (value "it" or "en", kept for one year), so that pages reach you already in your language. It also keeps these items in your browser’s local storage (localStorage), on your device only:',
          ),
          list(
            '"referralSource": the campaign tag you arrived with, to show you the pages of that campaign and to note it with any request or booking you make;',
            '"referralCampaign": the site promotion you followed (the Iceland trip\'s, for instance), also noted with any request or booking you make;',
            '"cookieConsent": your choice about the marketing tools (accepted or refused) and its date, so that we do not ask at every visit.',
          ),
          paragraph(
            'These items stay on your device; only the chosen language reaches us, with every page requested, and the campaign tag, with a request or a booking. You can delete them at any time by clearing this site’s data in your browser settings.',
          ),
          subheading('Marketing tools, only with your consent'),
          paragraph(
            'If the agency enables them, the site may use the Meta (Facebook) pixel and the Google Ads conversion tag to measure the results of our advertising. They are loaded only after you accept them in the cookie banner: if you refuse, or until you choose, they are not loaded. If you accept, Meta Platforms Ireland Limited and Google Ireland Limited may set their own cookies and receive information about your browser and the pages you visit, as independent controllers under their own policies. You can change your choice or withdraw consent at any time with the "Cookie" button at the bottom of every page: from then on nothing is sent to Meta or Google. Cookies they have already set can be deleted in your browser settings. Withdrawal does not affect what happened before.',
          ),
          subheading('Technical browsing data'),
          paragraph(
            'To run the site and protect it from abuse, the servers hosting it record technical data about the requests they receive (such as date and time, requested page, outcome and, on the front server, the IP address). Our own application records only the method, the page without parameters, the outcome and the response time of each request, with no IP address and no form content.',
          ),
        ],
      },
      {
        id: 'finalita',
        title: '3. Why we process them and on which legal basis',
        blocks: [
          facts(
            ['Answering your requests', 'Steps taken at your request before a contract (art. 6(1)(b) GDPR).'],
            [
              'Organising the booked trip and handling payments',
              'Performance of the travel contract (art. 6(1)(b) GDPR).',
            ],
            [
              'Meeting legal obligations (tax, accounting, package travel rules, requests from authorities)',
              'Legal obligation (art. 6(1)(c) GDPR).',
            ],
            [
              'Limiting repeated submissions and protecting the site from abuse',
              'Legitimate interest in the security of the service (art. 6(1)(f) GDPR).',
            ],
            [
              'Knowing which campaign brings requests, bookings and WhatsApp contacts',
              'Legitimate interest in assessing our promotions (art. 6(1)(f) GDPR); we build no individual profiles.',
            ],
            ['Special health needs you tell us about for the trip', 'Explicit consent (art. 9(2)(a) GDPR).'],
            [
              'Measuring advertising with Meta and Google',
              'Consent (art. 6(1)(a) GDPR and art. 122 of the Italian Privacy Code), which you can withdraw at any time.',
            ],
          ),
          paragraph(
            'The required fields of the contact form and of the booking are necessary: without them we cannot answer you or organise the trip. Everything else is optional.',
          ),
        ],
      },
      {
        id: 'conservazione',
        title: '4. How long we keep the data',
        blocks: [
          list(
            'Contact requests: as long as needed to answer and to follow up any booking, and no longer than 24 months after the last contact. The code derived from the network address is kept with the request and deleted with it.',
            'Bookings and payments: for the duration of the contract and then 10 years, as Italian civil and tax law requires for accounting records (art. 2220 of the Civil Code). Traveller data not needed for those obligations, such as passport numbers, is kept only as long as the trip and the handling of any complaint require.',
            'WhatsApp clicks: no longer than 24 months.',
            'Data in your browser: it stays on your device until you delete it.',
            'Technical browsing data: for a short period, unless needed to investigate abuse.',
          ),
        ],
      },
      {
        id: 'destinatari',
        title: '5. Who receives the data',
        blocks: [
          paragraph('Your data is handled by authorised agency staff and may be disclosed only to:'),
          list(
            'the provider hosting the site and the database, acting as our processor (art. 28 GDPR);',
            'airlines, hotels, guides and local partners providing the services of the booked trip, only the data they need (for example names, dates of birth and passports);',
            'the Telegram messaging service, if the agency uses it to alert its staff of each new booking: the message holds the trip, dates, number of travellers, amounts and the contact person’s details;',
            'our bank, which receives the transfers: payments are made only by bank transfer to the agency’s account, and the site collects no payment card data;',
            'tax advisers and public authorities, where the law requires it.',
          ),
          paragraph('We do not sell your data and do not use it to send you advertising without your consent.'),
        ],
      },
      {
        id: 'trasferimenti',
        title: '6. Transfers outside the European Union',
        blocks: [
          paragraph(
            'If you book a trip to a country outside the European Economic Area, the data needed is sent to the hotels, guides and local suppliers there, because the transfer is necessary for the contract (art. 49(1)(b) GDPR). If you accept the marketing tools, Meta and Google may transfer data to the United States under the EU-U.S. Data Privacy Framework and the European Commission’s standard contractual clauses. If the agency uses Telegram for booking alerts, the data in those messages may also be processed outside the European Economic Area.',
          ),
        ],
      },
      {
        id: 'diritti',
        title: '7. Your rights and how to exercise them',
        blocks: [
          paragraph(
            'You may at any time ask us for access to your data and a copy of it, its correction, its erasure where we are not required to keep it, the restriction of its processing, its portability, and you may object to processing based on our legitimate interest or withdraw any consent you gave (arts. 7 and 15-21 GDPR).',
          ),
          paragraph(
            'Write to ',
            mail(c.email),
            ` or by post to ${c.legalName}, ${c.address}. We answer without delay and within one month; for complex requests this may be extended by two months, and we will tell you. We may ask you to confirm your identity. We take no decisions based solely on automated processing, including profiling.`,
          ),
        ],
      },
      {
        id: 'reclamo',
        title: '8. Complaints to the supervisory authority',
        blocks: [
          paragraph(
            'If you believe the processing of your data breaches the GDPR, you may lodge a complaint with the Italian Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Roma, ',
            link('www.garanteprivacy.it', GARANTE_URL),
            '), or with the supervisory authority of the EU country where you live or work, or go to court (arts. 77-79 GDPR).',
          ),
        ],
      },
      {
        id: 'minori',
        title: '9. Minors',
        blocks: [
          paragraph(
            'The site is meant for adults. The data of minors taking part in a trip is given to us, when booking, by the person with parental responsibility.',
          ),
        ],
      },
      {
        id: 'modifiche',
        title: '10. Changes to this notice',
        blocks: [paragraph('If we change how we process data we update this page and the date at its top.')],
      },
    ],
  };
}

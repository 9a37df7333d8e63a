import {
  facts,
  link,
  list,
  mail,
  paragraph,
  phoneLink,
  subheading,
  table,
  type CompanyFacts,
  type LegalDocument,
} from '../legal-document';

/** When the text below last changed; update it with every change of substance. */
export const TERMS_UPDATED = '2026-11-22';

const VIAGGIARE_SICURI_URL = 'https://www.viaggiaresicuri.it';

/**
 * The booking terms. The figures (40 % deposit, balance 30 days before, full payment within
 * 40 days, 5-hour hold, children under 12 at half price, the two penalty tables) are the
 * agency's standard rules that the booking service applies; a trip may state its own.
 */
export function termsAndConditions(language: 'it' | 'en', company: CompanyFacts): LegalDocument {
  return language === 'en' ? termsEn(company) : termsIt(company);
}

function termsIt(c: CompanyFacts): LegalDocument {
  return {
    intro: [
      paragraph(
        `Queste condizioni regolano la prenotazione dei viaggi organizzati da ${c.legalName} (${c.brand}). Valgono insieme al programma di ogni viaggio, pubblicato nella sua pagina, e alle norme sui pacchetti turistici del Codice del Turismo (D.Lgs. 79/2011). Se la pagina di un viaggio indica condizioni diverse, per quel viaggio valgono quelle.`,
      ),
    ],
    sections: [
      {
        id: 'organizzatore',
        title: '1. Organizzatore',
        blocks: [
          facts(
            ['Società', c.legalName],
            ['Sede', c.address],
            ['Partita IVA', c.vatNumber],
            ['E-mail', mail(c.email)],
            ['Telefono', phoneLink(c.phone)],
          ),
        ],
      },
      {
        id: 'prenotazione',
        title: '2. Come si prenota',
        blocks: [
          paragraph(
            'Puoi prenotare online dalla pagina del viaggio, scegliendo la data e l’aeroporto di partenza, oppure tramite un nostro consulente su WhatsApp, che ti invia un link di prenotazione personale. Al momento della prenotazione indichi i nomi dei viaggiatori e i recapiti di una persona di riferimento.',
          ),
          paragraph(
            'La prenotazione è confermata solo dopo che abbiamo ricevuto il pagamento dell’acconto, o dell’intero importo quando è dovuto. Con la conferma ricevi il riepilogo del viaggio e degli importi.',
          ),
        ],
      },
      {
        id: 'prezzi',
        title: '3. Prezzi e bambini',
        blocks: [
          list(
            'Il prezzo è per persona ed è indicato nella pagina del viaggio e per ogni data di partenza: vale il prezzo della data scelta. Comprende quanto elencato tra i servizi inclusi del viaggio.',
            'Il supplemento per la camera singola, quando previsto, è indicato a parte nella pagina del viaggio.',
            'I bambini che alla data di inizio del viaggio non hanno ancora compiuto 12 anni pagano la metà del prezzo, salvo diversa indicazione nella pagina del viaggio. Per applicare la riduzione occorre indicare la data di nascita al momento della prenotazione; senza data di nascita si applica il prezzo intero.',
            'Gli importi dovuti sono calcolati al momento della prenotazione e indicati nella pagina di pagamento e nella conferma.',
          ),
        ],
      },
      {
        id: 'pagamento',
        title: '4. Acconto, saldo e pagamento con bonifico',
        blocks: [
          subheading('Acconto e saldo'),
          list(
            'Alla prenotazione si versa un acconto pari al 40 % del prezzo totale, salvo che la pagina del viaggio indichi un acconto diverso (un’altra percentuale o un importo fisso per persona).',
            'Il saldo va versato entro 30 giorni prima della data di partenza.',
            'Se prenoti quando mancano 40 giorni o meno alla partenza, si versa subito l’intero importo.',
          ),
          subheading('Pagamento con bonifico'),
          list(
            'I pagamenti si effettuano con bonifico bancario sul conto dell’agenzia indicato nella pagina di pagamento. Il pagamento con carta al momento non è disponibile.',
            'Dopo una prenotazione online i posti restano riservati per 5 ore. Entro questo termine esegui il bonifico, indicando nella causale il riferimento della prenotazione («Ricevuta» seguito da un numero), e conferma dalla pagina di pagamento di averlo eseguito.',
            'Se entro 5 ore il bonifico non viene segnalato, la prenotazione scade e i posti tornano disponibili per altri viaggiatori.',
            'Confermiamo la prenotazione quando il bonifico risulta accreditato sul nostro conto.',
          ),
        ],
      },
      {
        id: 'cancellazione',
        title: '5. Se devi annullare il viaggio',
        blocks: [
          paragraph(
            'Puoi annullare la prenotazione in qualsiasi momento prima della partenza scrivendoci a ',
            mail(c.email),
            '. La penale dipende dai giorni di calendario che mancano alla partenza nel giorno in cui riceviamo la tua comunicazione e, dove non è indicato un importo fisso, è una percentuale del prezzo totale del viaggio di ciascun partecipante che annulla. Se la pagina del viaggio indica penali diverse, valgono quelle.',
          ),
          table(
            'Penali di cancellazione: condizioni standard',
            ['Quando annulli', 'Penale'],
            [
              ['Fino a 30 giorni prima della partenza', '25 %'],
              ['Da 29 a 15 giorni prima', '50 %'],
              ['Da 14 a 7 giorni prima', '75 %'],
              ['Meno di 7 giorni prima', '100 %'],
            ],
          ),
          table(
            'Penali di cancellazione: safari in Kenya',
            ['Quando annulli', 'Penale'],
            [
              ['Fino a 45 giorni prima della partenza', '100 € per persona'],
              ['Da 44 a 31 giorni prima', '25 %'],
              ['Da 30 a 15 giorni prima', '50 %'],
              ['Meno di 15 giorni prima', '100 %'],
            ],
          ),
          paragraph(
            'Da quanto hai già versato tratteniamo la penale e ti rimborsiamo la differenza; se la penale supera quanto versato, resta dovuta la parte mancante.',
          ),
          paragraph(
            'Puoi annullare senza penali se nel luogo di destinazione o nelle sue immediate vicinanze si verificano circostanze inevitabili e straordinarie che incidono in modo sostanziale sul viaggio o sul trasporto verso la destinazione: in questo caso ti rimborsiamo integralmente quanto versato, come previsto dal Codice del Turismo.',
          ),
          paragraph(
            'Invece di annullare puoi cedere la prenotazione a un’altra persona che soddisfa le condizioni del viaggio, avvisandoci almeno 7 giorni prima della partenza. Gli eventuali costi aggiuntivi della cessione, per esempio il cambio di nome sui biglietti aerei, sono a carico di chi cede e di chi subentra, che ne rispondono insieme.',
          ),
        ],
      },
      {
        id: 'modifiche',
        title: '6. Se siamo noi a modificare o annullare il viaggio',
        blocks: [
          paragraph(
            'Se dobbiamo annullare una partenza, per esempio per circostanze inevitabili e straordinarie o perché non si raggiunge il numero minimo di partecipanti indicato nel programma, ti avvisiamo il prima possibile e ti rimborsiamo integralmente quanto versato, oppure, se preferisci, ti proponiamo un’altra data. Se dobbiamo modificare in modo significativo un elemento essenziale del viaggio, ti informiamo subito e puoi scegliere se accettare la modifica o annullare senza penali.',
          ),
        ],
      },
      {
        id: 'documenti',
        title: '7. Documenti di viaggio',
        blocks: [
          paragraph(
            'Ogni viaggiatore è responsabile di avere con sé documenti validi per il viaggio: passaporto o carta d’identità valida per l’espatrio, secondo la destinazione, ed eventuali visti, autorizzazioni elettroniche d’ingresso e vaccinazioni richiesti dal Paese di destinazione e da quelli di transito. Per molte destinazioni il passaporto deve essere valido almeno 6 mesi oltre la data di rientro.',
          ),
          paragraph(
            'Nella pagina di ogni viaggio trovi le indicazioni sui documenti; ti consigliamo di verificarle prima di prenotare e prima di partire anche sul sito ',
            link('Viaggiare Sicuri', VIAGGIARE_SICURI_URL),
            ' del Ministero degli Affari Esteri. I cittadini non italiani devono informarsi presso le rappresentanze del Paese di destinazione. Se un viaggiatore non può partire o entrare nel Paese perché i suoi documenti non sono in regola, si applicano le penali di cancellazione.',
          ),
        ],
      },
      {
        id: 'durante',
        title: '8. Durante il viaggio',
        blocks: [
          paragraph(
            'L’accompagnatore e le guide locali seguono il programma pubblicato; l’ordine delle visite può cambiare per ragioni pratiche, senza togliere nulla di ciò che è compreso. Se qualcosa non corrisponde a quanto previsto, segnalalo subito all’accompagnatore, perché possiamo rimediare sul posto; puoi scriverci anche dopo il rientro.',
          ),
          paragraph(
            'Come previsto dal Codice del Turismo, l’organizzatore è responsabile dell’esecuzione dei servizi compresi nel viaggio ed è coperto da una garanzia per i casi di insolvenza o fallimento e da un’assicurazione di responsabilità civile, i cui estremi sono indicati nella conferma di prenotazione.',
          ),
        ],
      },
      {
        id: 'contatti',
        title: '9. Reclami, dati personali e legge applicabile',
        blocks: [
          paragraph(
            'Per qualsiasi richiesta o reclamo scrivi a ',
            mail(c.email),
            ' o chiama il ',
            phoneLink(c.phone),
            '.',
          ),
          paragraph(
            'Come trattiamo i tuoi dati è spiegato nell’',
            link('Informativa sulla privacy', '/privacy-policy'),
            '.',
          ),
          paragraph(
            'Queste condizioni sono regolate dalla legge italiana. Per le controversie con i consumatori è competente il giudice del luogo in cui il consumatore risiede o ha domicilio.',
          ),
        ],
      },
    ],
  };
}

function termsEn(c: CompanyFacts): LegalDocument {
  return {
    intro: [
      paragraph(
        `These terms govern bookings of the trips organised by ${c.legalName} (${c.brand}). They apply together with the programme of each trip, published on its page, and with the package travel rules of the Italian Tourism Code (Legislative Decree 79/2011). Where a trip page states different terms, those apply to that trip. The Italian version prevails.`,
      ),
    ],
    sections: [
      {
        id: 'organizzatore',
        title: '1. Organiser',
        blocks: [
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
        id: 'prenotazione',
        title: '2. How to book',
        blocks: [
          paragraph(
            'You can book online from the trip page, choosing the date and the departure airport, or through one of our consultants on WhatsApp, who sends you a personal booking link. A booking is confirmed only once we have received the deposit, or the full amount when that is due; the confirmation summarises the trip and the amounts.',
          ),
        ],
      },
      {
        id: 'prezzi',
        title: '3. Prices and children',
        blocks: [
          list(
            'Prices are per person, shown on the trip page and for each departure date: the price of the chosen date applies. It covers what the trip lists as included. A single-room supplement, where offered, is shown separately.',
            'Children who are not yet 12 on the first day of the trip pay half price, unless the trip page states otherwise. Give their date of birth when booking; without it the full price applies.',
            'The amounts due are calculated when you book and shown on the payment page and in the confirmation.',
          ),
        ],
      },
      {
        id: 'pagamento',
        title: '4. Deposit, balance and payment by bank transfer',
        blocks: [
          list(
            'A deposit of 40 % of the total price is paid when booking, unless the trip page states a different deposit (another percentage or a fixed amount per person).',
            'The balance is due 30 days before departure.',
            'If you book 40 days or less before departure, the full amount is due at once.',
            'Payments are made by bank transfer to the agency account shown on the payment page; card payment is not available at the moment.',
            'After an online booking the seats are held for 5 hours. Within that time make the transfer, quoting the booking reference ("Ricevuta" and a number), and confirm on the payment page that you have made it. If no transfer is reported within 5 hours, the booking expires and the seats are released.',
            'We confirm the booking once the transfer has reached our account.',
          ),
        ],
      },
      {
        id: 'cancellazione',
        title: '5. If you cancel',
        blocks: [
          paragraph(
            'You can cancel at any time before departure by writing to ',
            mail(c.email),
            '. The charge depends on the calendar days left before departure on the day we receive your message and, unless a fixed amount is shown, is a share of the total trip price of each cancelling traveller. Where a trip page states different charges, those apply.',
          ),
          table(
            'Cancellation charges: standard terms',
            ['When you cancel', 'Charge'],
            [
              ['Up to 30 days before departure', '25 %'],
              ['29 to 15 days before', '50 %'],
              ['14 to 7 days before', '75 %'],
              ['Less than 7 days before', '100 %'],
            ],
          ),
          table(
            'Cancellation charges: Kenya safari',
            ['When you cancel', 'Charge'],
            [
              ['Up to 45 days before departure', '€100 per person'],
              ['44 to 31 days before', '25 %'],
              ['30 to 15 days before', '50 %'],
              ['Less than 15 days before', '100 %'],
            ],
          ),
          paragraph(
            'We keep the charge out of what you have paid and refund the rest; if the charge exceeds what you have paid, the difference remains due. You may cancel free of charge if unavoidable and extraordinary circumstances at or near the destination significantly affect the trip, and we refund everything you paid. Instead of cancelling you may transfer the booking to another person who meets the trip conditions, telling us at least 7 days before departure; any extra cost (such as renaming flight tickets) is borne jointly by both of you.',
          ),
        ],
      },
      {
        id: 'modifiche',
        title: '6. If we change or cancel the trip',
        blocks: [
          paragraph(
            'If we must cancel a departure, for example because of unavoidable and extraordinary circumstances or because the minimum number of travellers stated in the programme is not reached, we tell you as soon as possible and refund everything you paid, or offer you another date if you prefer. If we must significantly change an essential part of the trip, we tell you at once and you may accept the change or cancel free of charge.',
          ),
        ],
      },
      {
        id: 'documenti',
        title: '7. Travel documents',
        blocks: [
          paragraph(
            'Each traveller is responsible for carrying valid documents: a passport or an identity card valid for travel abroad, depending on the destination, and any visas, electronic travel authorisations and vaccinations required by the destination and transit countries. Many destinations require a passport valid for at least 6 months after the return date. Each trip page describes the documents needed; please also check the Italian Foreign Ministry’s ',
            link('Viaggiare Sicuri', VIAGGIARE_SICURI_URL),
            ' site before booking and before leaving. Non-Italian citizens should ask the destination country’s consulate. If a traveller cannot leave or enter the country because their documents are not in order, the cancellation charges apply.',
          ),
        ],
      },
      {
        id: 'durante',
        title: '8. During the trip',
        blocks: [
          paragraph(
            'The escort and local guides follow the published programme; the order of visits may change for practical reasons without removing anything included. If something is not as described, tell the escort at once so that we can put it right on the spot. As the Tourism Code requires, the organiser is responsible for the services included in the trip and is covered by insolvency protection and by liability insurance, whose details are given in the booking confirmation.',
          ),
        ],
      },
      {
        id: 'contatti',
        title: '9. Complaints, personal data and governing law',
        blocks: [
          paragraph('For any request or complaint write to ', mail(c.email), ' or call ', phoneLink(c.phone), '.'),
          paragraph('How we handle your data is explained in the ', link('Privacy policy', '/privacy-policy'), '.'),
          paragraph(
            'These terms are governed by Italian law. Disputes with consumers belong to the court of the place where the consumer lives.',
          ),
        ],
      },
    ],
  };
}

/**
 * The error catalogue: one stable code per failure a client may meet, with its HTTP status
 * and the Italian text shown to the user. Feature modules add their codes here and throw
 * `new AppError('CODE')`; the global filter turns it into the response of API.md.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'Alcuni dati non sono validi. Controlla i campi evidenziati.' },
  INVALID_JSON: { status: 400, message: 'La richiesta non è leggibile: il testo inviato non è un JSON valido.' },
  BAD_REQUEST: { status: 400, message: 'La richiesta non è valida.' },
  /** A value the validation let through and the database refused (length, characters, format). */
  INVALID_INPUT: {
    status: 400,
    message: 'Alcuni dati non possono essere accettati: controlla la lunghezza dei campi e i caratteri usati.',
  },
  UNAUTHORIZED: { status: 401, message: "Accesso non autorizzato. Effettua di nuovo l'accesso." },
  FORBIDDEN: { status: 403, message: 'Non hai i permessi per questa operazione.' },
  NOT_FOUND: { status: 404, message: 'La risorsa richiesta non esiste.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Operazione non consentita su questa risorsa.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La richiesta è troppo grande.' },
  URI_TOO_LONG: { status: 414, message: "L'indirizzo richiesto è troppo lungo." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Formato della richiesta non supportato: usa JSON.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Troppe richieste. Attendi qualche istante e riprova.' },
  CONTACT_RATE_LIMITED: {
    status: 429,
    message: 'Hai già inviato diverse richieste. Riprova tra qualche minuto oppure chiamaci.',
  },
  CONTACT_REQUEST_NOT_FOUND: { status: 404, message: 'La richiesta di contatto indicata non esiste.' },
  TRIP_NOT_FOUND: { status: 404, message: 'Il viaggio che cerchi non esiste o non è più in catalogo.' },
  DEPARTURE_NOT_FOUND: {
    status: 404,
    message: "La data di partenza scelta non è più disponibile. Scegline un'altra tra quelle proposte.",
  },
  DEPARTURE_SOLD_OUT: { status: 409, message: "Questa partenza è al completo: scegli un'altra data." },
  NOT_ENOUGH_SEATS: {
    status: 409,
    message: 'Non ci sono abbastanza posti liberi per tutti i viaggiatori su questa partenza.',
  },
  DEPARTURE_EXISTS: { status: 409, message: 'Questo viaggio ha già una partenza in questa data.' },
  SEATS_BELOW_TAKEN: {
    status: 409,
    message: 'Non puoi ridurre i posti sotto quelli già prenotati su questa partenza.',
  },
  /** The catalogue text is a fallback: the answer names the coordinator and the other departure. */
  COORDINATOR_BUSY: {
    status: 409,
    message: 'Un coordinatore indicato accompagna già un altro gruppo in queste date: scegline un altro.',
  },
  MINIMUM_GROUP_DECIDED: {
    status: 409,
    message: 'Per questa partenza è già stato deciso se confermarla o annullarla per il gruppo minimo.',
  },
  MINIMUM_GROUP_REACHED: {
    status: 409,
    message: 'Questa partenza ha già raggiunto il gruppo minimo: è confermata e non c’è nulla da decidere.',
  },
  DEPARTURE_STARTED: {
    status: 409,
    message: 'Il viaggio parte oggi o è già partito: non si può più decidere sul gruppo minimo.',
  },
  DEPARTURE_CANCELLED_FOR_MINIMUM: {
    status: 409,
    message:
      'Questa partenza è stata annullata perché non ha raggiunto il gruppo minimo e i clienti sono stati avvisati: non si può riaprire.',
  },
  WHATSAPP_HANDOFF_NOT_FOUND: { status: 404, message: 'La richiesta WhatsApp indicata non esiste.' },
  WHATSAPP_RATE_LIMITED: {
    status: 429,
    message: 'Troppe richieste in poco tempo. Attendi qualche minuto oppure chiamaci.',
  },
  CHECKOUT_RATE_LIMITED: {
    status: 429,
    message: 'Troppe richieste in poco tempo. Attendi qualche minuto e riprova.',
  },
  INVALID_CREDENTIALS: { status: 401, message: 'Email o password non corretti.' },
  LOGIN_THROTTLED: {
    status: 429,
    message: 'Troppi tentativi di accesso non riusciti. Attendi 15 minuti e riprova.',
  },
  CURRENT_PASSWORD_INCORRECT: {
    status: 400,
    message: 'La password attuale non è corretta.',
  },
  PASSWORD_UNCHANGED: {
    status: 400,
    message: 'La nuova password deve essere diversa da quella attuale.',
  },
  ADMIN_USER_NOT_FOUND: { status: 404, message: "L'amministratore indicato non esiste." },
  ADMIN_USER_EMAIL_TAKEN: { status: 409, message: 'Esiste già un amministratore con questa email.' },
  ADMIN_USER_SELF_DISABLE: {
    status: 409,
    message: 'Non puoi disattivare il tuo account: chiedi a un altro amministratore di farlo.',
  },
  FORBIDDEN_ROLE: {
    status: 403,
    message: 'Solo un titolare può farlo: chiedi a chi gestisce gli account dello staff.',
  },
  STEP_UP_REQUIRED: {
    status: 403,
    message: 'Per questa operazione inserisci di nuovo la tua password.',
  },
  LAST_OWNER: {
    status: 409,
    message: 'Deve restare almeno un titolare attivo: nomina prima un altro titolare.',
  },
  IBAN_SWITCH_PENDING: {
    status: 409,
    message: "C'è già un cambio dell'IBAN attivo in attesa: approvalo o annullalo prima di chiederne un altro.",
  },
  IBAN_SWITCH_NOT_FOUND: { status: 404, message: "Il cambio dell'IBAN attivo indicato non è in attesa." },
  SAME_OWNER: {
    status: 403,
    message: "Questa richiesta deve approvarla un altro titolare, non chi l'ha fatta.",
  },
  /** Decision A8: an owner made after a request could be the requester's own making. */
  OWNER_TOO_RECENT: {
    status: 403,
    message:
      'Sei diventato titolare dopo questa richiesta: può approvarla solo un titolare che lo era già quando è stata fatta.',
  },
  OWNER_GRANT_NOT_FOUND: { status: 404, message: 'La richiesta di nomina a titolare indicata non è in attesa.' },
  ADMIN_USER_INACTIVE: {
    status: 409,
    message: 'Questo account è disattivato: riattivalo prima di renderlo titolare.',
  },
  INVALID_IBAN: {
    status: 400,
    message: "L'IBAN non è valido: controlla di averlo copiato per intero e senza errori.",
  },
  IBAN_NOT_FOUND: { status: 404, message: "L'IBAN indicato non esiste." },
  IBAN_ALREADY_EXISTS: { status: 409, message: 'Questo IBAN è già stato salvato.' },
  IBAN_ALREADY_ACTIVE: { status: 409, message: 'Questo IBAN è già attivo' },
  /** Decision A8: a new IBAN pays nothing until another owner approves it, or its 24 hours pass. */
  IBAN_PENDING_APPROVAL: {
    status: 409,
    message:
      "Questo IBAN è in attesa di approvazione: si potrà usare quando un altro titolare lo approva, o dopo 24 ore se c'è un solo titolare.",
  },
  IBAN_NOT_PENDING: {
    status: 409,
    message: "Questo IBAN non è in attesa di approvazione: non c'è niente da decidere.",
  },
  IBAN_INACTIVE: {
    status: 409,
    message: 'Questo IBAN è disattivato: riattivalo oppure scegline un altro.',
  },
  ACTIVE_IBAN_DEACTIVATION: {
    status: 409,
    message: "Questo è l'IBAN attivo del sistema: scegli prima un altro IBAN attivo.",
  },
  /** Two staff editing the site settings at once: the later save names a version that is gone. */
  SITE_SETTINGS_CHANGED: {
    status: 409,
    message:
      'Nel frattempo qualcun altro ha salvato le impostazioni del sito. Ricarica la pagina per vedere quelle attuali, poi ripeti le tue modifiche.',
  },
  BOOKING_LINK_NOT_FOUND: { status: 404, message: 'Link di prenotazione non trovato' },
  BOOKING_LINK_EXPIRED: {
    status: 410,
    message: 'Questo link di prenotazione è scaduto. Contatta il nostro team per assistenza.',
  },
  BOOKING_NOT_FOUND: { status: 404, message: 'Prenotazione non trovata' },
  BOOKING_NOT_CONFIRMED: {
    status: 409,
    message: 'La conferma di prenotazione è disponibile quando riceviamo il primo pagamento.',
  },
  INFORMATION_CHANGED: {
    status: 409,
    message:
      'Le informazioni sul viaggio sono cambiate da quando le hai aperte: rileggile e conferma di nuovo prima di prenotare.',
  },
  SEATS_AVAILABLE: {
    status: 409,
    message: 'Ci sono posti liberi per questa partenza: puoi prenotare subito, senza lista d’attesa.',
  },
  WAITLIST_RATE_LIMITED: {
    status: 429,
    message: 'Hai già lasciato diverse richieste. Riprova tra qualche minuto oppure chiamaci.',
  },
  WAITLIST_ENTRY_NOT_FOUND: {
    status: 404,
    message: 'Questo link della lista d’attesa non è valido o non è più attivo. Se serve, chiamaci o scrivici.',
  },
  WAITLIST_ENTRY_NOT_EDITABLE: {
    status: 409,
    message: 'Questa richiesta non è più in lista d’attesa: non si può modificare.',
  },
  BOOKING_PAGE_NOT_FOUND: {
    status: 404,
    message: 'Questo link non è valido o è scaduto: scrivici o chiamaci e ti mandiamo i dati della prenotazione.',
  },
  INVALID_BOOKING_ID: { status: 400, message: 'ID prenotazione non valido' },
  INVALID_IDEMPOTENCY_KEY: {
    status: 400,
    message: "L'intestazione Idempotency-Key deve avere da 1 a 100 lettere, cifre o i segni - _ . :",
  },
  BOOKING_TOTAL_NOT_POSITIVE: {
    status: 422,
    message:
      'Con questi viaggiatori il prezzo del viaggio risulta zero: serve almeno un viaggiatore che paga. Contattaci e ti aiutiamo a prenotare.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'Questa richiesta è già stata inviata con dati diversi. Ricarica la pagina e riprova.',
  },
  BOOKING_NOT_PENDING: {
    status: 409,
    message: 'Questa prenotazione non è più in attesa di pagamento. Contatta il nostro team per assistenza.',
  },
  BOOKING_NOT_CONFIRMABLE: {
    status: 409,
    message: 'Il pagamento non può essere registrato: la prenotazione è scaduta, annullata o già saldata.',
  },
  BOOKING_NOT_CANCELLABLE: {
    status: 409,
    message: 'Solo le prenotazioni in attesa di pagamento possono essere annullate.',
  },
  BOOKING_RATE_LIMITED: {
    status: 429,
    message: 'Troppe richieste in poco tempo. Attendi qualche minuto e riprova.',
  },
  PAYMENT_UNAVAILABLE: { status: 503, message: 'Sistema di pagamento temporaneamente non disponibile' },
  PAYMENT_REFERENCES_EXHAUSTED: {
    status: 503,
    message:
      'Al momento non possiamo assegnare un numero di prenotazione. Riprova più tardi oppure contattaci: ti aiutiamo noi.',
  },
  UNPAID_HOLDS_LIMIT: {
    status: 409,
    message:
      'Hai già dei posti prenotati in attesa di pagamento. Completa il bonifico di quelle prenotazioni, oppure attendi che scadano, prima di prenotarne altri. Per gruppi più numerosi contattaci.',
  },
  STATEMENT_UNREADABLE: {
    status: 400,
    message: "Non riusciamo a leggere l'estratto conto: controlla il file o chiedi alla banca un'altra esportazione.",
  },
  STATEMENT_FILE_MISSING: { status: 400, message: "Scegli il file dell'estratto conto da importare." },
  STATEMENT_TOO_LARGE: { status: 413, message: "L'estratto conto supera i 10 MB: importalo diviso per periodi." },
  BANK_STATEMENT_NOT_FOUND: { status: 404, message: "L'estratto conto indicato non esiste." },
  STATEMENT_ENTRY_NOT_FOUND: { status: 404, message: 'Il movimento indicato non esiste.' },
  STATEMENT_ENTRY_DECIDED: {
    status: 409,
    message: 'Questo movimento è già stato assegnato o archiviato: ricarica la pagina.',
  },
  BOOKING_SEATS_GONE: {
    status: 409,
    message:
      'La prenotazione è scaduta o annullata e i suoi posti non sono più liberi: il pagamento resta da rimborsare.',
  },
  HOLD_ALERT_NOT_FOUND: { status: 404, message: "L'avviso indicato non esiste o è già stato visto." },
  MESSAGE_NOT_FOUND: { status: 404, message: 'Il messaggio indicato non esiste.' },
  STATEMENT_LAYOUT_NOT_FOUND: {
    status: 404,
    message: 'Per questo conto non è salvata una disposizione delle colonne: si usano quelle riconosciute da sole.',
  },
  RECEIPT_FILE_MISSING: { status: 400, message: 'Scegli il file della ricevuta del bonifico.' },
  RECEIPT_TOO_LARGE: { status: 413, message: 'La ricevuta supera i 5 MB: caricane una foto più leggera o il PDF.' },
  RECEIPT_TYPE_UNSUPPORTED: { status: 415, message: 'Carica la ricevuta come PDF, JPEG o PNG.' },
  RECEIPT_NOT_FOUND: { status: 404, message: 'Per questa prenotazione non è stata caricata una ricevuta.' },
  BOOKING_WINDOW_NOT_EXTENDABLE: {
    status: 409,
    message: 'Si può prolungare solo la scadenza di una prenotazione ancora in attesa di pagamento.',
  },
  /** The same answer for every reason a partner key does not hold: it tells a guesser nothing. */
  INVALID_API_KEY: {
    status: 401,
    message:
      "Chiave API mancante o non valida: usa l'intestazione Authorization: Bearer con una chiave attiva ricevuta dall'agenzia.",
  },
  HOLD_NOT_FOUND: { status: 404, message: 'Il blocco di posti indicato non esiste.' },
  HOLD_EXPIRED: {
    status: 410,
    message: 'Il blocco di posti è scaduto o è stato annullato e i posti sono tornati in vendita: creane uno nuovo.',
  },
  HOLD_ALREADY_BOOKED: {
    status: 409,
    message:
      'Con questo blocco di posti è già stata fatta una prenotazione: per liberare i posti annulla la prenotazione.',
  },
  TRAVELLERS_EXCEED_HOLD: {
    status: 422,
    message: 'I viaggiatori sono più dei posti bloccati: blocca i posti che mancano o togli dei viaggiatori.',
  },
  PARTNER_UNPAID_SEATS_LIMIT: {
    status: 409,
    message:
      "La tua agenzia ha già su questa partenza tutti i posti che può tenere bloccati o non pagati: salda o annulla qualche prenotazione, oppure chiedi all'agenzia di alzare il limite.",
  },
  PARTNER_SCOPE_MISSING: {
    status: 403,
    message: "La chiave API non permette questa operazione: chiedi all'agenzia una chiave con il permesso che serve.",
  },
  PARTNER_TOO_MANY_AT_ONCE: {
    status: 429,
    message: 'Troppe richieste di blocco posti contemporanee dalla tua agenzia: riprova tra qualche secondo.',
  },
  PARTNER_RATE_LIMITED: {
    status: 429,
    message:
      'Questa chiave API ha superato il numero di richieste consentite: attendi i secondi indicati da Retry-After e riprova.',
  },
  PARTNER_NOT_FOUND: { status: 404, message: "L'agenzia partner indicata non esiste." },
  PARTNER_KEY_NOT_FOUND: { status: 404, message: 'Questa agenzia partner non ha la chiave API indicata.' },
  PARTNER_KEY_INACTIVE: {
    status: 409,
    message:
      'La chiave da sostituire è già revocata, scaduta o sostituita: crea la nuova chiave senza indicarne una da sostituire.',
  },
  WEBHOOK_NOT_FOUND: { status: 404, message: "Questa agenzia partner non ha l'indirizzo webhook indicato." },
  WEBHOOK_DISABLED: {
    status: 409,
    message:
      'Questo indirizzo webhook è disattivato e non si riattiva: registrane uno nuovo, che riceverà un nuovo segreto.',
  },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, message: 'Questo indirizzo webhook non ha la consegna indicata.' },
  INTERNAL_ERROR: { status: 500, message: 'Si è verificato un errore imprevisto. Riprova più tardi.' },
  /** Sent by nginx when no backend replica answers; listed here so the codes stay in one catalogue. */
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Servizio momentaneamente non disponibile. Riprova tra qualche minuto.',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Servizio momentaneamente non disponibile. Riprova tra qualche minuto.',
  },
  DATABASE_BUSY: {
    status: 503,
    message: 'Troppe richieste nello stesso momento. Riprova tra qualche secondo.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Field name -> Italian messages, for 400 responses. */
export type ErrorDetails = Record<string, string[]>;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: ErrorDetails,
    /** Replaces the catalogue text when the message names something specific. */
    message?: string,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.status = ERROR_CATALOGUE[code].status;
  }
}

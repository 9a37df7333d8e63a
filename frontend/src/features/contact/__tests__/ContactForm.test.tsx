import { screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createContactRequest } from '../../../api';
import { i18n } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';
import { siteSettings, tripSummary } from '../../../test/site-settings.fixture';

const siteSettingsFixture = siteSettings();

vi.mock('../../../api/queries/site', () => ({
  useSiteSettings: () => ({ data: siteSettingsFixture, isPending: false, isError: false, refetch: vi.fn() }),
}));

const catalogue = [
  tripSummary('praga-tour-culturale', "Praga, la città d'oro"),
  tripSummary('vienna-tour-culturale', 'Vienna imperiale'),
];

vi.mock('../../../api/queries/catalogue', () => ({
  useTrips: () => ({ data: catalogue, isPending: false, isError: false, isFetching: false, refetch: vi.fn() }),
}));

vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  createContactRequest: vi.fn(),
}));

const sendRequest = vi.mocked(createContactRequest);

type SendResult = Awaited<ReturnType<typeof createContactRequest>>;
const created = { data: { id: '7d0c2f9e-1111-4c4c-9c9c-123456789abc' } } as unknown as SendResult;

function apiRefusal(status: number, data: object): AxiosError {
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
}

async function openContact(path = '/contact') {
  const view = renderApp(path);
  // The page's code is loaded on demand, which takes a moment the first time.
  await screen.findByRole('heading', { level: 1, name: 'Contatti' });
  return view;
}

/** Queries stay inside the form: the layout around the page (consent banner, footer) has links of its own. */
function form() {
  return screen.getByRole('form', { name: 'Scrivici' });
}

function field(name: RegExp) {
  return within(form()).getByRole('textbox', { name });
}

function privacyBox() {
  return within(form()).getByRole('checkbox', { name: /informativa sulla privacy/ });
}

function sendButton() {
  return within(form()).getByRole('button', { name: /Invia Messaggio|Invio in corso/ });
}

async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field(/^Nome/), 'Anna Bianchi');
  await user.type(field(/^Email/), 'anna.bianchi@example.it');
  await user.type(field(/^Messaggio/), 'Vorrei sapere se ci sono posti a giugno.');
}

async function expectErrorToast(message: string) {
  const toast = (await screen.findByText(message, { selector: '[data-description]' })).closest('[data-sonner-toast]');
  expect(toast).not.toBeNull();
  expect(within(toast as HTMLElement).getByText('Errore')).toBeInTheDocument();
}

describe('contact page', () => {
  beforeEach(() => {
    sendRequest.mockReset();
  });

  it('shows the address, a phone to call, an e-mail to write to and the opening hours', async () => {
    await openContact();
    const info = screen.getByRole('heading', { name: 'I nostri recapiti' }).closest('section') as HTMLElement;

    expect(within(info).getByText('Via Fillungo 112')).toBeVisible();
    expect(within(info).getByText('55100 Lucca (LU)')).toBeVisible();
    expect(within(info).getByRole('link', { name: '+39 0583 495100' })).toHaveAttribute('href', 'tel:+390583495100');
    expect(within(info).getByRole('link', { name: 'info@ativiaggi.it' })).toHaveAttribute(
      'href',
      'mailto:info@ativiaggi.it',
    );
    const hours = within(info)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(hours).toEqual(['Lunedì - Venerdì 9:00-18:00', 'Sabato 9:00-13:00', 'Domenica Chiuso']);
  });

  it('keeps the send button disabled until the privacy box is ticked', async () => {
    const { user } = await openContact();
    const privacy = privacyBox();

    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).toHaveAccessibleDescription('Per inviare il messaggio, spunta la casella sulla privacy.');

    await user.click(privacy);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'false');

    await user.click(privacy);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('links the privacy box to the privacy policy, opening it without losing what was typed', async () => {
    await openContact();

    const link = within(form()).getByRole('link', { name: /Leggi l'informativa sulla privacy/ });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks for the required fields first, marking each one that is empty', async () => {
    const { user } = await openContact();
    await user.type(field(/^Email/), 'non-valida');

    await user.click(sendButton());

    await expectErrorToast('Per favore, compila tutti i campi obbligatori.');
    for (const name of [/^Nome/, /^Messaggio/]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription('Questo campo è obbligatorio.');
    }
    expect(field(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Nome/)).toHaveFocus();
    expect(screen.queryByText('Inserisci un indirizzo email valido.')).not.toBeInTheDocument();
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('then checks that the e-mail looks like text@text.text', async () => {
    const { user } = await openContact();
    await user.type(field(/^Nome/), 'Anna');
    await user.type(field(/^Email/), 'anna@example');
    await user.type(field(/^Messaggio/), 'Buongiorno');

    await user.click(sendButton());

    await expectErrorToast('Inserisci un indirizzo email valido.');
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Email/)).toHaveAccessibleDescription(/Inserisci un indirizzo email valido\./);
    expect(field(/^Email/)).toHaveFocus();
    expect(field(/^Nome/)).not.toHaveAttribute('aria-invalid');
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('then asks to accept the privacy terms, even when Enter is pressed in a field', async () => {
    const { user } = await openContact();
    await fillValidForm(user);

    await user.type(field(/^Nome/), '{Enter}');

    await expectErrorToast('Per favore, accetta i termini sulla privacy.');
    const privacy = privacyBox();
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
    expect(privacy).toHaveAccessibleDescription('Per favore, accetta i termini sulla privacy.');
    expect(privacy).toHaveFocus();
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('clears a field message once the field is corrected', async () => {
    const { user } = await openContact();
    await user.click(sendButton());
    await expectErrorToast('Per favore, compila tutti i campi obbligatori.');

    await user.type(field(/^Nome/), 'Anna');

    expect(field(/^Nome/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Messaggio/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says it is sending, then thanks the visitor and clears the form', async () => {
    let finishSending = () => {};
    const slowSend = () => new Promise<SendResult>((resolve) => (finishSending = () => resolve(created)));
    sendRequest.mockImplementation(slowSend as unknown as typeof createContactRequest);
    const { user } = await openContact();
    await fillValidForm(user);
    await user.type(field(/^Telefono/), '  ');
    await user.selectOptions(within(form()).getByRole('combobox', { name: /Scrivo perché/ }), 'Prenotazione');
    await user.click(privacyBox());

    await user.click(sendButton());

    expect(await within(form()).findByRole('button', { name: 'Invio in corso...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(sendRequest).toHaveBeenCalledTimes(1);
    expect(sendRequest.mock.calls[0][0].body).toEqual({
      name: 'Anna Bianchi',
      email: 'anna.bianchi@example.it',
      reason: 'Prenotazione',
      message: 'Vorrei sapere se ci sono posti a giugno.',
      privacyAccepted: true,
    });

    finishSending();

    expect(await screen.findByText('Messaggio Inviato')).toBeInTheDocument();
    expect(screen.getByText('Ti risponderemo il prima possibile. Grazie!')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Nome/)).toHaveValue(''));
    expect(field(/^Email/)).toHaveValue('');
    expect(field(/^Messaggio/)).toHaveValue('');
    expect(within(form()).getByRole('combobox', { name: /Scrivo perché/ })).toHaveValue('');
    expect(privacyBox()).not.toBeChecked();
    expect(sendButton()).toHaveTextContent('Invia Messaggio');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the server's Italian message and keeps the form as typed when it refuses the request", async () => {
    sendRequest.mockRejectedValue(
      apiRefusal(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Il testo è troppo lungo.',
        details: { message: ['Il testo è troppo lungo.'] },
      }),
    );
    const { user } = await openContact();
    await fillValidForm(user);
    await user.click(privacyBox());

    await user.click(sendButton());

    await expectErrorToast('Il testo è troppo lungo.');
    expect(field(/^Messaggio/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Nome/)).toHaveValue('Anna Bianchi');
    expect(field(/^Email/)).toHaveValue('anna.bianchi@example.it');
    expect(field(/^Messaggio/)).toHaveValue('Vorrei sapere se ci sono posti a giugno.');
    expect(privacyBox()).toBeChecked();
    expect(sendButton()).toHaveTextContent('Invia Messaggio');
  });

  it('passes on the message of a rate limit (429)', async () => {
    sendRequest.mockRejectedValue(
      apiRefusal(429, {
        statusCode: 429,
        code: 'CONTACT_RATE_LIMITED',
        message: 'Hai inviato troppi messaggi. Riprova tra qualche minuto.',
      }),
    );
    const { user } = await openContact();
    await fillValidForm(user);
    await user.click(privacyBox());

    await user.click(sendButton());

    await expectErrorToast('Hai inviato troppi messaggi. Riprova tra qualche minuto.');
    expect(field(/^Nome/)).toHaveValue('Anna Bianchi');
  });

  it('explains a failed send in its own words and keeps the form', async () => {
    sendRequest.mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    const { user } = await openContact();
    await fillValidForm(user);
    await user.click(privacyBox());

    await user.click(sendButton());

    await expectErrorToast("Si è verificato un errore durante l'invio. Riprova più tardi.");
    expect(field(/^Messaggio/)).toHaveValue('Vorrei sapere se ci sono posti a giugno.');
    expect(privacyBox()).toBeChecked();
  });
});

describe('contact page opened from a trip', () => {
  beforeEach(() => {
    sendRequest.mockReset();
    sendRequest.mockResolvedValue(created);
  });

  it('names the chosen trip by its title, writes the message, then sends the trip by its slug', async () => {
    const { user } = await openContact(
      '/contact?destination=praga-tour-culturale&date=10/05/2027&airport=Milano%20Malpensa',
    );

    const details = screen.getByRole('region', { name: 'Dettagli del viaggio selezionato' });
    expect(within(details).getByText("Praga, la città d'oro")).toBeVisible();
    expect(within(details).queryByText(/praga-tour-culturale/)).not.toBeInTheDocument();
    expect(within(details).getByText('lunedì 10 maggio 2027 (10/05/2027)')).toBeVisible();
    expect(within(details).getByText('Milano Malpensa')).toBeVisible();
    const message =
      "Salve, vorrei informazioni sul viaggio a Praga, la città d'oro per le date 10/05/2027 con partenza da Milano Malpensa. Grazie.";
    expect(field(/^Messaggio/)).toHaveValue(message);

    await user.type(field(/^Nome/), 'Paolo');
    await user.type(field(/^Email/), 'paolo@example.it');
    await user.click(privacyBox());
    await user.click(sendButton());

    await screen.findByText('Messaggio Inviato');
    expect(sendRequest.mock.calls[0][0].body).toMatchObject({
      destinationId: 'praga-tour-culturale',
      travelDate: '10/05/2027',
      airport: 'Milano Malpensa',
      message,
    });
  });

  it('writes only the parts that were chosen', async () => {
    await openContact('/contact?destination=vienna-tour-culturale');

    expect(field(/^Messaggio/)).toHaveValue('Salve, vorrei informazioni sul viaggio a Vienna imperiale. Grazie.');
    const details = screen.getByRole('region', { name: 'Dettagli del viaggio selezionato' });
    expect(within(details).queryByText('Date')).not.toBeInTheDocument();
  });

  it('shows a destination the catalogue does not know as it came, and sends it as it came', async () => {
    const { user } = await openContact('/contact?destination=Praga');

    expect(
      within(screen.getByRole('region', { name: 'Dettagli del viaggio selezionato' })).getByText('Praga'),
    ).toBeVisible();
    expect(field(/^Messaggio/)).toHaveValue('Salve, vorrei informazioni sul viaggio a Praga. Grazie.');
    await user.type(field(/^Nome/), 'Paolo');
    await user.type(field(/^Email/), 'paolo@example.it');
    await user.click(privacyBox());
    await user.click(sendButton());

    await screen.findByText('Messaggio Inviato');
    expect(sendRequest.mock.calls[0][0].body).toMatchObject({ destinationId: 'Praga' });
  });

  it("keeps the visitor's own message when the link brings one", async () => {
    await openContact('/contact?message=Ciao%2C%20avete%20posti%3F&destination=praga-tour-culturale');

    expect(field(/^Messaggio/)).toHaveValue('Ciao, avete posti?');
    expect(screen.getByRole('region', { name: 'Dettagli del viaggio selezionato' })).toHaveTextContent(
      "Praga, la città d'oro",
    );
  });

  it('shows no trip box and an empty message without trip details', async () => {
    await openContact('/contact');

    expect(screen.queryByRole('region', { name: 'Dettagli del viaggio selezionato' })).not.toBeInTheDocument();
    expect(field(/^Messaggio/)).toHaveValue('');
  });
});

describe('campaign tag of the request', () => {
  beforeEach(() => {
    sendRequest.mockReset();
    sendRequest.mockResolvedValue(created);
  });

  async function sendFrom(path: string) {
    const { user } = await openContact(path);
    await fillValidForm(user);
    await user.click(privacyBox());
    await user.click(sendButton());
    await screen.findByText('Messaggio Inviato');
    return sendRequest.mock.calls[0][0].body;
  }

  it("tags requests from the advertising page 'ads'", async () => {
    expect((await sendFrom('/ads-special/contact')).referralSource).toBe('ads');
  });

  it('sends the campaign the visitor arrived with', async () => {
    localStorage.setItem('referralSource', 'home-promo-islanda');

    expect((await sendFrom('/contact')).referralSource).toBe('home-promo-islanda');
  });

  it('sends both the advertising channel and the campaign of an advertising visitor who followed the promotion', async () => {
    localStorage.setItem('referralSource', 'ads');
    localStorage.setItem('referralCampaign', 'home-promo-islanda');

    expect((await sendFrom('/ads-special/contact')).referralSource).toBe('ads:home-promo-islanda');
  });

  it('sends no tag when there is none', async () => {
    expect((await sendFrom('/contact')).referralSource).toBeUndefined();
  });
});

describe('contact page in English', () => {
  it('speaks English and still sends the reason in Italian for the agency', async () => {
    sendRequest.mockReset();
    sendRequest.mockResolvedValue(created);
    i18n.changeLanguage('en');
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact' });

    const info = screen.getByRole('heading', { name: 'How to reach us' }).closest('section') as HTMLElement;
    expect(within(info).getByText('Monday - Friday')).toBeVisible();
    expect(within(info).getByText('Closed')).toBeVisible();
    const englishForm = within(screen.getByRole('form', { name: 'Write to us' }));
    await user.type(englishForm.getByRole('textbox', { name: /^Name/ }), 'Anna');
    await user.type(englishForm.getByRole('textbox', { name: /^Email/ }), 'anna@example.it');
    await user.type(englishForm.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.selectOptions(
      englishForm.getByRole('combobox', { name: /I am writing about/ }),
      'Groups and tailor-made trips',
    );
    await user.click(englishForm.getByRole('checkbox', { name: /privacy notice/ }));
    await user.click(englishForm.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(sendRequest.mock.calls[0][0].body.reason).toBe('Gruppi e viaggi su misura');
  });
});

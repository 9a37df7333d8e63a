import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteSettingsDto } from '../../../api';
import { i18n } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';

const settings = vi.hoisted(() => ({
  state: 'ready',
  refetch: () => {},
  data: null as SiteSettingsDto | null,
}));

vi.mock('../../../api/queries/site', async () => {
  const siteSettingsFixture = (await import('../../../test/site-settings.fixture')).siteSettings();
  settings.data = siteSettingsFixture;
  return {
    useSiteSettings: () => ({
      data: settings.state === 'ready' ? siteSettingsFixture : undefined,
      isPending: settings.state === 'pending',
      isError: settings.state === 'failed',
      refetch: settings.refetch,
    }),
  };
});

async function open(path: string, heading: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...view, article: within(screen.getByRole('article')) };
}

function section(article: ReturnType<typeof within>, title: string | RegExp) {
  return within(article.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement);
}

describe('privacy policy', () => {
  it.each(['/privacy', '/privacy-policy'])(
    'is served at %s with /privacy-policy as canonical address',
    async (path) => {
      settings.state = 'ready';
      await open(path, 'Informativa sulla privacy');

      await waitFor(() => expect(document.title).toBe('Privacy | ATI Viaggi'));
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${window.location.origin}/privacy-policy`,
      );
    },
  );

  it('names the controller with the facts of the site settings', async () => {
    settings.state = 'ready';
    const { article } = await open('/privacy-policy', 'Informativa sulla privacy');

    const controller = section(article, /titolare del trattamento/);
    expect(controller.getByText('A.T.I. S.R.L.')).toBeVisible();
    expect(controller.getByText('Via Fillungo 112, 55100 Lucca (LU), Italia')).toBeVisible();
    expect(controller.getByText('IT02468135799')).toBeVisible();
    expect(controller.getByRole('link', { name: 'info@ativiaggi.it' })).toHaveAttribute(
      'href',
      'mailto:info@ativiaggi.it',
    );
  });

  it('describes what the site really stores', async () => {
    settings.state = 'ready';
    const { article } = await open('/privacy-policy', 'Informativa sulla privacy');

    const data = section(article, /Quali dati trattiamo/);
    expect(data.getByText(/hash con chiave/)).toBeVisible();
    expect(data.getByText(/ora in cui hai dichiarato di aver letto questa informativa/)).toBeVisible();
    expect(data.getByText(/numero di passaporto/)).toBeVisible();
    expect(data.getByText(/«language»/)).toBeVisible();
    expect(data.getByText(/«referralSource»/)).toBeVisible();
    expect(data.getByText(/«referralCampaign»/)).toBeVisible();
    expect(data.getByText(/«cookieConsent»/)).toBeVisible();
    expect(data.getByText(/ricorda in un solo cookie proprio, tecnico, «language»/)).toBeVisible();
    expect(data.getByText(/solo dopo che li hai accettati nel banner/)).toBeVisible();
  });

  it('explains how to exercise the rights and the right to complain to the Garante', async () => {
    settings.state = 'ready';
    const { article } = await open('/privacy-policy', 'Informativa sulla privacy');

    expect(section(article, /I tuoi diritti/).getByRole('link', { name: 'info@ativiaggi.it' })).toHaveAttribute(
      'href',
      'mailto:info@ativiaggi.it',
    );
    expect(section(article, /Reclamo al Garante/).getByRole('link', { name: 'www.garanteprivacy.it' })).toHaveAttribute(
      'href',
      'https://www.garanteprivacy.it',
    );
  });

  it('lists its sections in a table of contents that jumps to each', async () => {
    settings.state = 'ready';
    const { article } = await open('/privacy-policy', 'Informativa sulla privacy');

    const contents = within(article.getByRole('navigation', { name: 'In questa pagina' }));
    const links = contents.getAllByRole('link');
    expect(links).toHaveLength(10);
    for (const entry of links) {
      const target = document.getElementById(entry.getAttribute('href')!.slice(1));
      expect(target).toHaveTextContent(entry.textContent);
    }
  });

  it('is written in English for English readers', async () => {
    settings.state = 'ready';
    i18n.changeLanguage('en');
    const { article } = await open('/privacy-policy', 'Privacy policy');

    expect(article.getByText(/a single technical cookie of its own, "language"/)).toBeVisible();
    expect(article.getByText('Via Fillungo 112, 55100 Lucca (LU), Italy')).toBeVisible();
  });

  it('offers a retry when the company facts cannot be loaded', async () => {
    settings.state = 'failed';
    settings.refetch = vi.fn();
    const { article, user } = await open('/privacy-policy', 'Informativa sulla privacy');

    expect(article.getByRole('alert')).toHaveTextContent('Non siamo riusciti a caricare questa pagina.');
    await user.click(article.getByRole('button', { name: 'Riprova' }));
    expect(settings.refetch).toHaveBeenCalled();
  });

  it('says it is loading meanwhile', async () => {
    settings.state = 'pending';
    const { article } = await open('/privacy', 'Informativa sulla privacy');

    expect(article.getByRole('status')).toHaveTextContent('Caricamento...');
  });
});

describe('terms and conditions', () => {
  it('states deposit, balance, full payment and the 5-hour hold', async () => {
    settings.state = 'ready';
    const { article } = await open('/terms', 'Termini e condizioni');

    await waitFor(() => expect(document.title).toBe('Termini e condizioni | ATI Viaggi'));
    const payment = section(article, /Acconto, saldo/);
    expect(payment.getByText(/acconto pari al 40 % del prezzo totale, salvo che la pagina del viaggio/)).toBeVisible();
    expect(payment.getByText('Il saldo va versato entro 30 giorni prima della data di partenza.')).toBeVisible();
    expect(payment.getByText(/40 giorni o meno alla partenza, si versa subito l’intero importo/)).toBeVisible();
    expect(payment.getByText(/i posti restano riservati per 5 ore/)).toBeVisible();
    expect(
      section(article, /Prezzi e bambini/).getByText(/non hanno ancora compiuto 12 anni pagano la metà del prezzo/),
    ).toBeVisible();
    expect(section(article, /Documenti di viaggio/).getByText(/Ogni viaggiatore è responsabile/)).toBeVisible();
  });

  it('shows the standard and the Kenya cancellation tables', async () => {
    settings.state = 'ready';
    const { article } = await open('/terms', 'Termini e condizioni');

    const rowsOf = (caption: string) =>
      within(article.getByRole('table', { name: caption }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rowsOf('Penali di cancellazione: condizioni standard')).toEqual([
      ['Fino a 30 giorni prima della partenza', '25 %'],
      ['Da 29 a 15 giorni prima', '50 %'],
      ['Da 14 a 7 giorni prima', '75 %'],
      ['Meno di 7 giorni prima', '100 %'],
    ]);
    expect(rowsOf('Penali di cancellazione: safari in Kenya')).toEqual([
      ['Fino a 45 giorni prima della partenza', '100\u00a0€ per persona'],
      ['Da 44 a 31 giorni prima', '25 %'],
      ['Da 30 a 15 giorni prima', '50 %'],
      ['Meno di 15 giorni prima', '100 %'],
    ]);
  });

  it('writes every figure from the booking rules the server states', async () => {
    settings.state = 'ready';
    const stated = settings.data!.bookingPolicy;
    settings.data!.bookingPolicy = {
      ...stated,
      defaultDepositPercentage: 35,
      balanceDueDaysBeforeDeparture: 45,
      fullPaymentWithinDays: 50,
      paymentWindowHours: 6,
      childAgeLimit: 11,
      defaultChildDiscountPercentage: 30,
      substitutionNoticeDays: 10,
      cancellationTables: {
        ...stated.cancellationTables,
        standard: [
          { fromDaysBefore: 60, penalty: { kind: 'fixedPerPerson', value: 15_050 } },
          { fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } },
        ],
      },
    };
    try {
      const { article } = await open('/terms', 'Termini e condizioni');

      const payment = section(article, /Acconto, saldo/);
      expect(payment.getByText(/acconto pari al 35 % del prezzo totale/)).toBeVisible();
      expect(payment.getByText('Il saldo va versato entro 45 giorni prima della data di partenza.')).toBeVisible();
      expect(payment.getByText(/mancano 50 giorni o meno alla partenza/)).toBeVisible();
      expect(payment.getAllByText(/6 ore/)).toHaveLength(2);
      expect(
        section(article, /Prezzi e bambini/).getByText(/compiuto 11 anni pagano il prezzo scontato del 30 %/),
      ).toBeVisible();
      const cancelling = section(article, /Se devi annullare/);
      expect(cancelling.getByText(/avvisandoci almeno 10 giorni prima della partenza/)).toBeVisible();
      const rows = within(cancelling.getByRole('table', { name: 'Penali di cancellazione: condizioni standard' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent));
      expect(rows).toEqual([
        ['Fino a 60 giorni prima della partenza', '150,50\u00a0€ per persona'],
        ['Meno di 60 giorni prima', '100 %'],
      ]);
    } finally {
      settings.data!.bookingPolicy = stated;
    }
  });

  it('names the organiser from the site settings and links to the privacy policy', async () => {
    settings.state = 'ready';
    const { article } = await open('/terms', 'Termini e condizioni');

    const organiser = section(article, /Organizzatore/);
    expect(organiser.getByText('A.T.I. S.R.L.')).toBeVisible();
    expect(organiser.getByRole('link', { name: '+39 0583 495100' })).toHaveAttribute('href', 'tel:+390583495100');
    expect(article.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('is written in English for English readers', async () => {
    settings.state = 'ready';
    i18n.changeLanguage('en');
    const { article } = await open('/terms', 'Terms and conditions');

    expect(article.getByRole('table', { name: 'Cancellation charges: Kenya safari' })).toBeVisible();
    expect(article.getByText('The balance is due 30 days before departure.')).toBeVisible();
  });
});

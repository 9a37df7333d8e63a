import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { siteSettings } from '../../../test/site-settings.fixture';

const siteSettingsFixture = siteSettings();

const settings = vi.hoisted(() => ({ state: 'ready', refetch: () => {} }));

vi.mock('../../../api/queries/site', async () => {
  const data = (await import('../../../test/site-settings.fixture')).siteSettings();
  return {
    useSiteSettings: () => ({
      data: settings.state === 'ready' ? data : undefined,
      isPending: settings.state === 'pending',
      isError: settings.state === 'failed',
      refetch: settings.refetch,
    }),
  };
});

async function openAbout() {
  const view = renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: 'Chi Siamo' });
  return view;
}

function main() {
  return within(screen.getByRole('main'));
}

describe('about page', () => {
  it('tells who the agency is, with its claims from the site settings', async () => {
    settings.state = 'ready';
    await openAbout();

    expect(main().getByText('Agenzia di viaggi a Lucca')).toBeVisible();
    expect(main().getByText(/ATI Viaggi è un'agenzia di viaggi di Lucca/)).toBeVisible();
    expect(main().getByText('350+ viaggiatori')).toBeVisible();
    expect(main().getByText('4,9 su 5')).toBeVisible();
    expect(main().getByText('da 127 recensioni')).toBeVisible();
    expect(main().getByRole('link', { name: /Leggi le recensioni/ })).toHaveAttribute(
      'href',
      siteSettingsFixture.reviewsUrl,
    );
    for (const heading of [
      'Nessuna cassa comune',
      'Hotel in centro',
      'Piccoli gruppi',
      "Accompagnatore dall'Italia",
      'Ritmo tranquillo',
    ]) {
      expect(main().getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
  });

  it('explains how it works in four steps and what is included', async () => {
    settings.state = 'ready';
    await openAbout();

    const steps = main().getByRole('heading', { level: 2, name: 'Come funziona' }).nextElementSibling as HTMLElement;
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => within(step).getByRole('heading').textContent),
    ).toEqual([
      'Scegli il viaggio e la data',
      'Parla con un consulente o prenota online',
      "Versa l'acconto con un bonifico",
      "Parti con l'accompagnatore",
    ]);
    expect(main().getByText(/Milano Malpensa o di Roma Fiumicino/)).toBeVisible();
    const included = main()
      .getByRole('heading', { level: 2, name: 'Cosa è incluso' })
      .closest('section') as HTMLElement;
    expect(within(included).getAllByRole('listitem')).toHaveLength(7);
    expect(within(included).getByText('Guide locali esperte')).toBeVisible();
  });

  it('leads to the trips and to the contact page', async () => {
    settings.state = 'ready';
    await openAbout();

    expect(main().getByRole('link', { name: 'Guarda i Viaggi' })).toHaveAttribute('href', '/travel');
    expect(main().getByRole('link', { name: 'Scopri i Nostri Viaggi' })).toHaveAttribute('href', '/travel');
    expect(main().getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contact');
    expect(main().getByRole('link', { name: 'Conosci il nostro team' })).toHaveAttribute('href', '/team');
  });

  it('keeps advertising visitors under /ads-special', async () => {
    settings.state = 'ready';
    localStorage.setItem('referralSource', 'ads');
    renderApp('/ads-special/about');
    await screen.findByRole('heading', { level: 1, name: 'Chi Siamo' });

    expect(main().getByRole('link', { name: 'Scopri i Nostri Viaggi' })).toHaveAttribute('href', '/ads-special/travel');
  });

  it('answers three questions, one open at a time, closing the open one when clicked again', async () => {
    settings.state = 'ready';
    const { user } = await openAbout();
    const questions = main()
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-expanded'));
    expect(questions.map((question) => question.textContent)).toEqual([
      'Posso partecipare se viaggio da solo o da sola?',
      'Chi sono gli accompagnatori?',
      'Cosa succede se devo annullare il viaggio?',
    ]);
    const [alone, coordinators, cancellation] = questions;
    expect(questions.every((question) => question.getAttribute('aria-expanded') === 'false')).toBe(true);

    await user.click(alone);
    expect(alone).toHaveAttribute('aria-expanded', 'true');
    expect(main().getByText(/Molti dei nostri viaggiatori partono da soli/)).toBeVisible();

    await user.click(cancellation);
    expect(cancellation).toHaveAttribute('aria-expanded', 'true');
    expect(alone).toHaveAttribute('aria-expanded', 'false');
    expect(coordinators).toHaveAttribute('aria-expanded', 'false');
    expect(main().queryByText(/Molti dei nostri viaggiatori partono da soli/)).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Leggi i Termini e condizioni' })).toHaveAttribute('href', '/terms');

    await user.click(cancellation);
    expect(cancellation).toHaveAttribute('aria-expanded', 'false');
    expect(main().queryByRole('link', { name: 'Leggi i Termini e condizioni' })).not.toBeInTheDocument();
  });

  it('offers a retry when the agency facts cannot be loaded, and still shows the rest', async () => {
    settings.state = 'failed';
    settings.refetch = vi.fn();
    const { user } = await openAbout();

    expect(main().getByRole('alert')).toHaveTextContent('Non siamo riusciti a caricare questa pagina.');
    await user.click(main().getByRole('button', { name: 'Riprova' }));
    expect(settings.refetch).toHaveBeenCalled();
    expect(main().getByRole('heading', { level: 2, name: 'Come funziona' })).toBeVisible();
  });

  it('says it is loading while the agency facts arrive', async () => {
    settings.state = 'pending';
    await openAbout();

    expect(main().getByRole('status')).toHaveTextContent('Caricamento...');
  });
});

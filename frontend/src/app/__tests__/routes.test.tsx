import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

// Whole-app renders load each page's code on demand, which is slow in jsdom the first time.
const pageLoad = { timeout: 10_000 };

describe('routes', () => {
  it('shows the home page with a way to write to the agency', async () => {
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Scrivici per informazioni' }, pageLoad)).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/pagina-che-non-esiste/davvero');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Pagina non trovata' }, pageLoad)).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('leads from the not-found page back home', async () => {
    const { user, router } = renderApp('/nowhere');

    await user.click(await screen.findByRole('link', { name: 'Torna alla home' }, pageLoad));

    expect(router.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Scrivici per informazioni' }, pageLoad)).toBeVisible();
  });

  it.each([
    ['/about', 'Chi Siamo'],
    ['/contact', 'Contatti'],
    ['/team', 'Il Team'],
    ['/privacy', 'Informativa sulla privacy'],
    ['/privacy-policy', 'Informativa sulla privacy'],
    ['/terms', 'Termini e condizioni'],
    ['/ads-special/contact', 'Contatti'],
    ['/ads-special/about', 'Chi Siamo'],
  ])('shows the page of %s, not the not-found page', async (path, title) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title }, pageLoad)).toBeVisible();
    expect(screen.queryByText('Oops! Pagina non trovata')).not.toBeInTheDocument();
  });

  it('moves focus to the new page content after following a link', async () => {
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('link', { name: 'Scrivici per informazioni' }, pageLoad));

    expect(router.location.pathname).toBe('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contatti' }, pageLoad)).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps the landmarks and the skip link on every page', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1 }, pageLoad);

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al contenuto principale' })).toHaveAttribute('href', '#main-content');

    const footerNav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Informazioni' });
    const footerLinks = within(footerNav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(footerLinks).toEqual([
      ['Chi Siamo', '/about'],
      ['Il Team', '/team'],
      ['Contatti', '/contact'],
      ['Privacy', '/privacy'],
      ['Termini e condizioni', '/terms'],
    ]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('routes', () => {
  it('shows the welcome section on the home page', async () => {
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Viaggi in piccoli gruppi, accompagnati dall'Italia" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Scrivici per informazioni' })).toHaveAttribute('href', '/contact');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/pagina-che-non-esiste/davvero');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Pagina non trovata' })).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('leads from the not-found page back home', async () => {
    const { user, router } = renderApp('/nowhere');

    await user.click(await screen.findByRole('link', { name: 'Torna alla home' }));

    expect(router.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Scrivici per informazioni' })).toBeVisible();
  });

  it('moves focus to the new page content after following a link', async () => {
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('link', { name: 'Scrivici per informazioni' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Pagina non trovata' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps the landmarks and the skip link on every page', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1 });

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

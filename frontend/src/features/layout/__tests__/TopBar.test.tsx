import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

function scrollWindowTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('TopBar', () => {
  it('links to Chi Siamo and Contatti next to a logo that leads home', async () => {
    renderApp('/contact-us-somewhere');
    const banner = await screen.findByRole('banner');

    // jsdom ignores media queries, so it applies the small-screen styles and the wide-screen
    // navigation counts as hidden here; the browser tests check what each screen size shows.
    const nav = within(banner).getByLabelText('Navigazione principale');
    expect(within(nav).getByRole('link', { name: 'Chi Siamo', hidden: true })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Contatti', hidden: true })).toHaveAttribute('href', '/contact');
    expect(within(banner).getByRole('link', { name: 'ATI Viaggi, pagina iniziale' })).toHaveAttribute('href', '/');
  });

  it('opens the menu with its button and closes it after navigating', async () => {
    const { user, router } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu principale' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(menuButton);

    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(menu.parentElement).toHaveAttribute('id', menuButton.getAttribute('aria-controls'));
    await user.click(within(menu).getByRole('link', { name: 'Chi Siamo' }));

    expect(router.location.pathname).toBe('/about');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the menu when the route changes without it, as with the back button', async () => {
    const { user, router } = renderApp('/about');
    const menuButton = await screen.findByRole('button', { name: 'Menu principale' });
    await user.click(menuButton);
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Contatti' }));
    await user.click(menuButton);
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();

    act(() => {
      void router.navigate(-1);
    });

    expect(router.location.pathname).toBe('/about');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and returns focus to the menu button', async () => {
    const { user } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu principale' });
    await user.click(menuButton);
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Contatti' }));
    await user.click(menuButton);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('is transparent with the light logo on the home page until scrolled past 50px', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'ATI Viaggi' });

    expect(banner).toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0)' });
    expect(logo.getAttribute('src')).toMatch(/logo-light/);

    scrollWindowTo(50);
    expect(banner).toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0)' });

    scrollWindowTo(51);
    expect(banner).toHaveStyle({ backgroundColor: 'rgb(255, 255, 255)' });
    expect(within(banner).getByRole('img', { name: 'ATI Viaggi' }).getAttribute('src')).toMatch(/logo-dark/);

    scrollWindowTo(0);
    expect(banner).toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0)' });
  });

  it('is solid with the dark logo on every other page, even at the top', async () => {
    renderApp('/about');
    const banner = await screen.findByRole('banner');

    expect(banner).toHaveStyle({ backgroundColor: 'rgb(255, 255, 255)' });
    expect(within(banner).getByRole('img', { name: 'ATI Viaggi' }).getAttribute('src')).toMatch(/logo-dark/);
  });

  it("opens the search from the menu's 'Cerca Destinazioni' and gives focus back to the menu button on Escape", async () => {
    const { user } = renderApp('/travel');
    const menuButton = await screen.findByRole('button', { name: 'Menu principale' });
    await user.click(menuButton);

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Cerca Destinazioni' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cerca la tua destinazione' });
    expect(within(dialog).getByRole('searchbox', { name: 'Destinazione' })).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('opens the search from the wide-screen button, labelled for screen readers, and closes it with its close button', async () => {
    const { user } = renderApp('/travel');
    const banner = await screen.findByRole('banner');
    // Hidden here because jsdom applies the small-screen styles; the browser tests use it on a wide screen.
    const searchButton = within(banner).getByRole('button', { name: 'Cerca destinazioni', hidden: true });
    expect(searchButton).toHaveTextContent('Cerca');

    await user.click(searchButton);
    const dialog = await screen.findByRole('dialog', { name: 'Cerca la tua destinazione' });
    // The dialog takes pointer events a render after it appears (Radix registers its layer in an
    // effect); on a busy machine the test could otherwise click in between, as no person can.
    await waitFor(() => expect(dialog).not.toHaveStyle({ pointerEvents: 'none' }));
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi la ricerca' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(searchButton).toHaveFocus());
  });
});

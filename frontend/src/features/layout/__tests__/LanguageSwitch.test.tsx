import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Menu principale' }));
  return screen.getByRole('navigation', { name: 'Menu' }).parentElement as HTMLElement;
}

describe('LanguageSwitch', () => {
  it('starts in Italian', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Viaggi in piccoli gruppi, accompagnati dall'Italia",
    );
    expect(document.documentElement).toHaveAttribute('lang', 'it-IT');
  });

  it('switches the interface to English, remembers the choice and updates <html lang>', async () => {
    const { user } = renderApp('/');
    const menu = await openMenu(user);
    const english = within(menu).getByRole('button', { name: /^EN/ });
    expect(english).toHaveAttribute('aria-pressed', 'false');

    await user.click(english);

    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(within(menu).getByRole('button', { name: /^IT/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(menu).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Small-group trips, escorted from Italy');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Terms and conditions');
    expect(document.cookie).toContain('language=en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('switches back to Italian', async () => {
    const { user } = renderApp('/');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: /^EN/ }));

    await user.click(within(menu).getByRole('button', { name: /^IT/ }));

    expect(within(menu).getByRole('link', { name: 'Chi Siamo' })).toBeVisible();
    expect(document.cookie).toContain('language=it');
    expect(document.documentElement).toHaveAttribute('lang', 'it-IT');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme';
import { Logo, type LogoProps } from '../Logo';

function renderLogo(props: LogoProps = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <Logo {...props} />
    </ThemeProvider>,
  );
}

describe('Logo', () => {
  it('shows a placeholder until the image has loaded', () => {
    renderLogo();
    const image = screen.getByRole('img', { name: 'ATI Viaggi' });

    expect(image).toHaveStyle({ opacity: '0' });
    expect(image.parentElement).toHaveStyle({ backgroundColor: theme.colors.placeholder });

    fireEvent.load(image);

    expect(image).toHaveStyle({ opacity: '1' });
    expect(image.parentElement).not.toHaveStyle({ backgroundColor: theme.colors.placeholder });
  });

  it('falls back to the brand name in text when the image cannot be loaded', () => {
    renderLogo({ variant: 'light' });

    fireEvent.error(screen.getByRole('img', { name: 'ATI Viaggi' }));

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('ATI Viaggi')).toHaveStyle({ color: theme.colors.textOnDark });
  });

  it('uses the artwork that matches the background', () => {
    const { rerender } = renderLogo({ variant: 'light' });
    expect(screen.getByRole('img', { name: 'ATI Viaggi' }).getAttribute('src')).toMatch(/logo-light/);

    rerender(
      <ThemeProvider theme={theme}>
        <Logo variant="dark" />
      </ThemeProvider>,
    );

    expect(screen.getByRole('img', { name: 'ATI Viaggi' }).getAttribute('src')).toMatch(/logo-dark/);
  });
});

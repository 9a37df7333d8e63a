import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../ErrorBoundary';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('render failed');
  return <p>Contenuto della pagina</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of children that fail, and tries again under a new key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary key="/rotta" fallback={<p>Si è verificato un problema</p>}>
        <Page broken />
      </ErrorBoundary>,
    );

    expect(screen.getByText('Si è verificato un problema')).toBeVisible();

    rerender(
      <ErrorBoundary key="/altra-rotta" fallback={<p>Si è verificato un problema</p>}>
        <Page broken={false} />
      </ErrorBoundary>,
    );

    expect(screen.getByText('Contenuto della pagina')).toBeVisible();
    expect(screen.queryByText('Si è verificato un problema')).not.toBeInTheDocument();
  });
});

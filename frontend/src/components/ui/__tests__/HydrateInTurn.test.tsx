import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrateInTurn } from '../HydrateInTurn';

/**
 * A band that notes when React has taken it over (its effects run in that commit), and
 * notes again once the code running at that moment is done: the bands taken over in one
 * commit all note before any of them notes again.
 */
function Band({ name, takenOver, children }: { name: string; takenOver: string[]; children?: ReactNode }) {
  useEffect(() => {
    takenOver.push(name);
    queueMicrotask(() => takenOver.push(`after ${name}`));
  }, [name, takenOver]);
  return <section aria-label={name}>{children ?? name}</section>;
}

function Page({ takenOver }: { takenOver: string[] }) {
  return (
    <main>
      <Band name="hero" takenOver={takenOver} />
      <HydrateInTurn>
        <Band name="itinerary" takenOver={takenOver} />
        <Band name="faq" takenOver={takenOver} />
        <>
          <Band name="hotels" takenOver={takenOver} />
          <Band name="closing" takenOver={takenOver} />
        </>
      </HydrateInTurn>
    </main>
  );
}

describe('HydrateInTurn', () => {
  it('renders its children in order, adding no element to the page', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page takenOver={[]} />);
    const main = container.querySelector('main')!;
    expect([...main.children].map((band) => band.getAttribute('aria-label'))).toEqual([
      'hero',
      'itinerary',
      'faq',
      'hotels',
      'closing',
    ]);
  });

  it("takes over the server's page without redrawing it, band after band", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page takenOver={[]} />);
    document.body.appendChild(container);
    const serverBands = [...container.querySelectorAll('section')];
    const takenOver: string[] = [];
    const errors: unknown[] = [];

    // As in a browser: React's own scheduling, not act()'s, which runs all the work in one go.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      hydrateRoot(container, <Page takenOver={takenOver} />, { onRecoverableError: (error) => errors.push(error) });
      await vi.waitFor(() => expect(takenOver).toContain('after closing'));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }

    expect(errors).toEqual([]);
    // The same elements: taken over, not drawn again.
    expect([...container.querySelectorAll('section')]).toEqual(serverBands);
    // Each boundary in a commit of its own; the two bands of the last one together.
    expect(takenOver).toEqual([
      'hero',
      'after hero',
      'itinerary',
      'after itinerary',
      'faq',
      'after faq',
      'hotels',
      'closing',
      'after hotels',
      'after closing',
    ]);
    container.remove();
  });
});

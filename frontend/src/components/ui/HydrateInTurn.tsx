import { Children, Suspense, type ReactNode } from 'react';

/**
 * Renders its children one after the other, each in a Suspense boundary nested in the one
 * before. Nothing suspends here; the boundaries only shape how React takes over a page the
 * server rendered: it takes over a boundary's content after the content around it, in a
 * pass and a commit of its own. Nested, the boundaries are taken over one after the other,
 * so a long page's takeover is a row of short tasks instead of one long one (each commit
 * runs every effect of its content in one go, without a pause).
 *
 * The boundaries add no element to the page; on a page the app draws itself they change
 * nothing.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return Children.toArray(children).reduceRight<ReactNode>(
    (later, child) => (
      <Suspense fallback={null}>
        {child}
        {later}
      </Suspense>
    ),
    null,
  );
}

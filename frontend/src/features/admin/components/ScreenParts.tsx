import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';

/** The parts every admin screen is made of, so that they read alike. */
export const StyledIntro = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
`;

export const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

/**
 * A list screen's title with its intro beside it rather than under it, so that on a laptop the
 * list itself starts within the first screen; on a phone the intro goes under the title.
 */
export const StyledListTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  margin-bottom: ${({ theme }) => theme.space.md};

  && h1 {
    margin: 0;
  }

  p {
    max-width: ${({ theme }) => theme.layout.readingWidth};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyWide};
  }
`;

/** A list's search and filters: their fields, then one line of the hints they share. */
export const StyledFilterBar = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};

  p {
    margin: 0;
  }
`;

/** The height of a filter's field: a line of text in its frame. */
export const FILTER_FIELD_HEIGHT = '2.75rem';

/**
 * The fields of a list's filters: one under another on a phone, side by side from a tablet on,
 * so that on a laptop they take one line. Labels stay above their fields, which line up.
 */
export const StyledFilterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};

  > * {
    flex: 1 1 100%;
    min-width: 0;
  }

  /* A line of text in its frame: lower than the public forms' fields, as staff use a mouse. */
  input:not([type='checkbox']),
  select {
    min-height: ${FILTER_FIELD_HEIGHT};
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  }

  button {
    min-height: ${FILTER_FIELD_HEIGHT};
    padding-block: 0;
  }

  ${({ theme }) => theme.media.md} {
    > * {
      flex: 1 1 10rem;
    }
  }
`;

/** The filters' hints, read with the field each belongs to (aria-describedby), on a line of their own. */
export const StyledFilterHints = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
`;

/** A panel holding a list: less frame around the rows, so that more of them fit on a screen. */
export const StyledListPanel = styled(StyledPanel)`
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  > p {
    margin: 0;
  }
`;

/** A list's heading with how many it holds beside it. */
export const StyledListHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space.md}`};

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * A button inside a table row or a list item: the text of the body, a smaller frame. Staff
 * work with a mouse on a laptop; at 2rem it stays well above the 24 px minimum of WCAG 2.2.
 */
export const StyledRowButton = styled(Button)`
  min-height: 2rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

const StyledTableWrap = styled.div`
  overflow-x: auto;

  /* The body size of the site and of its form fields, in rows with little padding: a day's
     list fits on a laptop's screen. */
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.body};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  thead th {
    vertical-align: bottom;
  }

  /* The frame around the table gives the room at its sides. */
  th:first-child,
  td:first-child {
    padding-left: 0;
  }

  th:last-child,
  td:last-child {
    padding-right: 0;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * A table that scrolls sideways on a narrow screen: reachable with the keyboard, so that its
 * hidden columns can be scrolled into view without a mouse.
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <StyledTableWrap tabIndex={0} role="region" aria-label={label}>
      {children}
    </StyledTableWrap>
  );
}

import { Fragment, useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import type { DocumentSectionDto, PreContractInformationDto } from '../../../api';
import { Button } from '../../../components/ui/Button';
import { useOnlineBookingTranslation } from '../i18n';

const StyledInformation = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  p,
  ul {
    max-width: ${({ theme }) => theme.layout.readingWidth};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const StyledDocument = styled.div`
  margin: ${({ theme }) => theme.space.lg} 0;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }
`;

const StyledSubtitle = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSection = styled.details`
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[open] {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  /* The whole bar is the target, at least 48 px high; the marker is drawn, so that it turns. */
  summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.layout.minTarget};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.heading};
    list-style: none;
    cursor: pointer;

    &::-webkit-details-marker {
      display: none;
    }

    &::before {
      content: '';
      flex: none;
      width: 0.6rem;
      height: 0.6rem;
      margin: 0 0.3rem;
      border-right: 3px solid ${({ theme }) => theme.colors.brand};
      border-bottom: 3px solid ${({ theme }) => theme.colors.brand};
      transform: rotate(-45deg);
      transition: transform ${({ theme }) => theme.transitions.base};

      ${({ theme }) => theme.media.reducedMotion} {
        transition: none;
      }
    }

    &:hover {
      background: ${({ theme }) => theme.colors.surfaceWarm};
    }
  }

  &[open] > summary::before {
    transform: rotate(45deg);
  }

  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const StyledSectionBody = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.md}`};

  > :last-child {
    margin-bottom: 0;
  }
`;

/** Label and value, stacked on a phone and side by side on wider screens (a fee table reads row by row). */
const StyledRows = styled.dl`
  display: grid;
  margin: 0 0 ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.lg};
  }

  dt,
  dd {
    padding: ${({ theme }) => theme.space.xs} 0;
    overflow-wrap: anywhere;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    padding-top: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};

    ${({ theme }) => theme.media.md} {
      padding-top: ${({ theme }) => theme.space.xs};
    }
  }

  ${({ theme }) => theme.media.md} {
    dt {
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
  }

  /* The part's own border closes the last row. */
  && dt:last-of-type,
  && dd:last-of-type {
    border-bottom: 0;
  }
`;

const StyledFooter = styled.p`
  && {
    margin: ${({ theme }) => theme.space.md} 0 0;
  }
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledConfirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  p {
    margin: 0;
  }
`;

const StyledCheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.minTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  input {
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
    cursor: pointer;
  }

  input[aria-invalid='true'] {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const StyledRequirement = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledNote = styled.p`
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function SectionBody({ section }: { section: DocumentSectionDto }) {
  return (
    <StyledSectionBody>
      {section.paragraphs?.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {section.rows && section.rows.length > 0 && (
        <StyledRows>
          {section.rows.map(([label, value], index) => (
            <Fragment key={index}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </StyledRows>
      )}
      {section.bullets && section.bullets.length > 0 && (
        <ul>
          {section.bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      )}
    </StyledSectionBody>
  );
}

export interface PreContractInformationProps {
  information: PreContractInformationDto | undefined;
  /** Newer information is on its way: the text shown is for the travellers as they were. */
  updating: boolean;
  failed: boolean;
  /** The server's own words for why it will not write the information; no retry is offered with them. */
  refusal?: string;
  onRetry: () => void;
  /** The confirmation that the customer read it. */
  children: ReactNode;
}

/**
 * The pre-contract information and the standard form (art. 34 Codice del Turismo) as the server
 * writes them for these travellers, before the booking button: each part closed at first, so
 * that the page stays short, and opened with a plain <details> that needs no script.
 */
export function PreContractInformation({
  information,
  updating,
  failed,
  refusal,
  onRetry,
  children,
}: PreContractInformationProps) {
  const { t } = useOnlineBookingTranslation();
  return (
    <StyledInformation aria-labelledby="pre-contract-title">
      <h2 id="pre-contract-title">{t('onlineBooking.information.title')}</h2>
      <p>{t('onlineBooking.information.intro')}</p>
      {failed && !information ? (
        <div role="alert">
          <p>{refusal ?? t('onlineBooking.information.error')}</p>
          {!refusal && (
            <p>
              <Button variant="secondary" onClick={onRetry}>
                {t('onlineBooking.retry')}
              </Button>
            </p>
          )}
        </div>
      ) : !information ? (
        <p role="status">{t('onlineBooking.information.loading')}</p>
      ) : (
        <StyledDocument aria-busy={updating || undefined}>
          <h3>{information.title}</h3>
          <StyledSubtitle>{information.subtitle}</StyledSubtitle>
          <StyledSections>
            {information.sections.map((section, index) => (
              <StyledSection key={`${index}-${section.heading}`}>
                <summary>{section.heading}</summary>
                <SectionBody section={section} />
              </StyledSection>
            ))}
          </StyledSections>
          <StyledFooter>{information.footer}</StyledFooter>
        </StyledDocument>
      )}
      {children}
    </StyledInformation>
  );
}

export interface InformationConfirmationProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Said beside the box, as the form's other fields say theirs. */
  error?: string;
  /** The box was ticked for a text that has since changed. */
  updated: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** 'Ho letto...': the box the booking needs, unticked until the customer ticks it for the text shown. */
export function InformationConfirmation({ checked, onChange, error, updated, inputRef }: InformationConfirmationProps) {
  const { t } = useOnlineBookingTranslation();
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [updated ? noteId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <StyledConfirm>
      <StyledCheckboxLabel>
        <input
          ref={inputRef}
          type="checkbox"
          checked={checked}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <span>
          {t('onlineBooking.information.confirm')}
          <StyledRequirement>{t('common.required')}</StyledRequirement>
        </span>
      </StyledCheckboxLabel>
      {/* Present from the start, so that screen readers announce the note when it appears. */}
      <div role="status">
        {updated && <StyledNote id={noteId}>{t('onlineBooking.information.updated')}</StyledNote>}
      </div>
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledConfirm>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import styled from 'styled-components';
import { listBookingLinksOptions } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { CopyButton } from '../../../components/ui/CopyButton';
import { notifyError } from '../../../components/ui/toast';
import { useBookingLinksTranslation } from './i18n';
import { LinkStatusBadge, useLinkTerms, useLinkValidity } from './IssuedLinkParts';
import { StyledHint } from './parts';

const StyledExisting = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }

  p {
    margin: 0;
  }
`;

/**
 * The links still bookable for the departure chosen in the generator, so that staff send one
 * again rather than add another token for the same offer.
 */
export function ExistingLinks({ departureId }: { departureId: string }) {
  const { t } = useBookingLinksTranslation();
  const terms = useLinkTerms();
  const validity = useLinkValidity();
  const links = useQuery(listBookingLinksOptions({ query: { departureId, status: 'active' } }));

  useEffect(() => {
    if (links.isError) notifyError(t('admin.bookingLinks.existingError'));
  }, [links.isError, t]);

  if (links.isPending) return <StyledHint role="status">{t('admin.common.loading')}</StyledHint>;
  if (links.isError) {
    return (
      <StyledHint role="alert">
        {t('admin.bookingLinks.existingError')}{' '}
        <Button variant="secondary" onClick={() => void links.refetch()}>
          {t('admin.common.retry')}
        </Button>
      </StyledHint>
    );
  }
  if (links.data.items.length === 0) return null;

  return (
    <StyledExisting aria-labelledby="existing-links-title">
      <h3 id="existing-links-title">{t('admin.bookingLinks.existingTitle')}</h3>
      <p>{t('admin.bookingLinks.existingIntro')}</p>
      <ul>
        {links.data.items.map((link) => (
          <li key={link.id}>
            <p>
              <LinkStatusBadge status={link.status} /> {terms(link).join(' · ')}
            </p>
            <p>{validity(link)}</p>
            {link.specialNotes && <p>{link.specialNotes}</p>}
            <div>
              <CopyButton
                text={link.url}
                label={t('admin.bookingLinks.copy')}
                copiedLabel={t('admin.bookingLinks.copied')}
                failedText={t('admin.bookingLinks.copyError')}
              />
            </div>
          </li>
        ))}
      </ul>
    </StyledExisting>
  );
}

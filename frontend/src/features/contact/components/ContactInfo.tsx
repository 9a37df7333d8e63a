import { useContactTranslation } from '../i18n';
import styled from 'styled-components';
import { useSiteSettings } from '../../../api/queries/site';
import { Button } from '../../../components/ui/Button';
import { describeOpeningHours } from '../../../components/ui/opening-hours';

const StyledInfo = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledBlock = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};

  &:last-child {
    margin-bottom: 0;
  }

  address {
    font-style: normal;
  }

  p {
    margin: 0;
  }
`;

const StyledContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  /* A long e-mail address may wrap rather than push the page sideways on a small phone. */
  overflow-wrap: anywhere;
`;

const StyledHours = styled.dl`
  margin: 0;
`;

const StyledHoursRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledCompany = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** tel: links need the digits only: '+39 0583 495100' -> '+390583495100'. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ContactInfo() {
  const { t, i18n } = useContactTranslation();
  const { data: site, isPending, isError, refetch } = useSiteSettings();

  return (
    <StyledInfo aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">{t('contact.info.title')}</h2>
      {isPending ? (
        <StyledStatus role="status">{t('common.loading')}</StyledStatus>
      ) : isError ? (
        <div role="alert">
          <StyledStatus>{t('contact.info.loadError')}</StyledStatus>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('contact.info.retry')}
          </Button>
        </div>
      ) : (
        <>
          <StyledBlock>
            <h3>{t('contact.info.address')}</h3>
            <address>
              <p>{site.address.street}</p>
              <p>
                {site.address.postalCode} {site.address.city} ({site.address.province})
              </p>
            </address>
          </StyledBlock>
          <StyledBlock>
            <h3>{t('contact.info.phone')}</h3>
            <StyledContactLink href={telHref(site.phone)}>{site.phone}</StyledContactLink>
          </StyledBlock>
          <StyledBlock>
            <h3>{t('contact.info.email')}</h3>
            <StyledContactLink href={`mailto:${site.email}`}>{site.email}</StyledContactLink>
          </StyledBlock>
          <StyledBlock>
            <h3>{t('contact.info.hours')}</h3>
            <StyledHours>
              {describeOpeningHours(site.openingHours, i18n.language).map((row) => (
                <StyledHoursRow key={row.days}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours ?? t('contact.info.closed')}</dd>
                </StyledHoursRow>
              ))}
            </StyledHours>
          </StyledBlock>
          <StyledCompany>
            {t('contact.info.company', { legalName: site.legalName, vatNumber: site.vatNumber })}
          </StyledCompany>
        </>
      )}
    </StyledInfo>
  );
}

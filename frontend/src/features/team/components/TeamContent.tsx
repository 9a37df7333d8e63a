import { useState } from 'react';
import { useTeamTranslation } from '../i18n';
import styled from 'styled-components';
import type { StaffMemberDto } from '../../../api';
import { useSiteSettings } from '../../../api/queries/site';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { useImageEvents } from '../../../components/ui/use-image-events';
import { Seo } from '../../../components/seo/Seo';

/** The portraits are square illustrations (viewBox 400 x 400). */
const PORTRAIT_SIZE = 400;

const StyledHeader = styled.div`
  padding-block: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledIntro = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

const StyledMembers = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledPortrait = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledInitials = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledCardBody = styled.div`
  padding: ${({ theme }) => theme.space.lg};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
`;

const StyledRole = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledCity = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBio = styled.p`
  margin: 0;
`;

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCta = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledCtaText = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

interface TeamMemberCardProps {
  member: StaffMemberDto;
  language: 'it' | 'en';
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

function TeamMemberCard({ member, language }: TeamMemberCardProps) {
  const { t } = useTeamTranslation();
  // A portrait that does not load (for example one replaced by an admin) gives way to the initials, never a broken image.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageEvents = useImageEvents({ onError: () => setFailedSrc(member.imageUrl) });

  return (
    <StyledCard>
      {failedSrc === member.imageUrl ? (
        <StyledInitials aria-hidden="true">{initialsOf(member.name)}</StyledInitials>
      ) : (
        <StyledPortrait
          src={member.imageUrl}
          alt={t('team.portraitAlt', { name: member.name })}
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
          loading="lazy"
          decoding="async"
          {...imageEvents}
        />
      )}
      <StyledCardBody>
        <h2>{member.name}</h2>
        <StyledRole>{member.role[language]}</StyledRole>
        <StyledCity>{t('team.basedIn', { city: member.city })}</StyledCity>
        <StyledBio>{member.bio[language]}</StyledBio>
      </StyledCardBody>
    </StyledCard>
  );
}

export function TeamContent() {
  const { t, i18n } = useTeamTranslation();
  const { data: site, isPending, isError, refetch } = useSiteSettings();
  const language = i18n.language;

  return (
    <>
      <Seo title={t('team.pageTitle')} description={t('team.seoDescription')} canonicalPath="/team" />
      <StyledHeader>
        <Container>
          <h1>{t('team.pageTitle')}</h1>
          {site && <StyledIntro>{t('team.intro', { city: site.address.city })}</StyledIntro>}
        </Container>
      </StyledHeader>

      <StyledMembers aria-label={t('team.membersLabel')}>
        <Container>
          {isPending ? (
            <StyledStatus role="status">{t('common.loading')}</StyledStatus>
          ) : isError ? (
            <div role="alert">
              <StyledStatus>{t('team.loadError')}</StyledStatus>
              <Button variant="secondary" onClick={() => void refetch()}>
                {t('team.retry')}
              </Button>
            </div>
          ) : site.staff.length === 0 ? (
            <StyledStatus>{t('team.empty')}</StyledStatus>
          ) : (
            <StyledGrid>
              {site.staff.map((member) => (
                <TeamMemberCard key={member.name} member={member} language={language} />
              ))}
            </StyledGrid>
          )}
        </Container>
      </StyledMembers>

      <StyledCta aria-labelledby="team-cta-title">
        <Container>
          <h2 id="team-cta-title">{t('team.ctaTitle')}</h2>
          <StyledCtaText>{t('team.ctaText')}</StyledCtaText>
          <StyledActions>
            <ButtonLink to="/contact">{t('team.ctaContact')}</ButtonLink>
            <ButtonLink to="/about" variant="secondary">
              {t('team.ctaAbout')}
            </ButtonLink>
          </StyledActions>
        </Container>
      </StyledCta>
    </>
  );
}

import { useHomeTranslation } from '../i18n';
import styled from 'styled-components';
import type { StaffMemberDto } from '../../../api';
import { useSiteSettings } from '../../../api/queries/site';
import { Container } from '../../../components/ui/Container';
import { TextLink } from '../../../components/ui/TextLink';
import { SettingsState } from './SettingsState';
import { SectionEndLink } from '../../../components/ui/SectionEndLink';

const StyledSection = styled.section`
  padding-block: ${({ theme }) => theme.space.xxxl};

  h2 {
    color: ${({ theme }) => theme.colors.brandDeep};
  }
`;

const StyledIntro = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledStaffList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMember = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h3 {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.h4};
    color: ${({ theme }) => theme.colors.brandDeep};
  }
`;

const StyledPortrait = styled.img`
  width: 10rem;
  height: 10rem;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledRole = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledBio = styled.p`
  margin: 0;
`;

/* Pushed to the bottom, so that the cities line up across the cards. */
const StyledCity = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface StaffCardProps {
  member: StaffMemberDto;
}

function StaffCard({ member }: StaffCardProps) {
  const { t, i18n } = useHomeTranslation();
  const language = i18n.language;

  return (
    <StyledMember>
      <StyledPortrait
        src={member.imageUrl}
        alt={t('home.team.photoAlt', { name: member.name })}
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <h3>{member.name}</h3>
      <StyledRole>{member.role[language]}</StyledRole>
      <StyledBio>{member.bio[language]}</StyledBio>
      <StyledCity>{t('home.team.basedIn', { city: member.city })}</StyledCity>
    </StyledMember>
  );
}

/** The people behind the agency, so that visitors know who will answer them. */
export function TeamSection() {
  const { t } = useHomeTranslation();
  const { data: settings, isError, isFetching, refetch } = useSiteSettings();

  // Nothing to introduce: the section would only be an empty heading.
  if (settings && settings.staff.length === 0) return null;

  return (
    <StyledSection aria-labelledby="team-title">
      <Container>
        <h2 id="team-title">{t('home.team.title')}</h2>
        <StyledIntro>{t('home.team.intro')}</StyledIntro>
        {settings ? (
          <>
            <StyledStaffList>
              {settings.staff.map((member) => (
                <li key={member.name}>
                  <StaffCard member={member} />
                </li>
              ))}
            </StyledStaffList>
            <SectionEndLink>
              <TextLink to="/team">{t('home.team.moreLink')}</TextLink>
            </SectionEndLink>
          </>
        ) : (
          <SettingsState
            isError={isError}
            isFetching={isFetching}
            errorTitle={t('home.team.errorTitle')}
            onRetry={() => void refetch()}
          />
        )}
      </Container>
    </StyledSection>
  );
}

import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/AppLink';
import styled from 'styled-components';
import { Container } from '../../../components/ui/Container';
import { Logo } from '../../../components/ui/Logo';
import { site } from '../../../config/site';
import { LanguageSwitch } from './LanguageSwitch';

const StyledFooter = styled.footer`
  padding-block: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const StyledFooterGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const StyledTagline = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const StyledFooterList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledFooterLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const StyledBottomRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const StyledSmallPrint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export function SiteFooter() {
  const { t } = useTranslation();
  const links = [
    { to: '/about', label: t('footer.about') },
    { to: '/team', label: t('footer.team') },
    { to: '/contact', label: t('footer.contact') },
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/terms', label: t('footer.terms') },
  ];

  return (
    <StyledFooter>
      <Container>
        <StyledFooterGrid>
          <div>
            <Logo variant="light" size="medium" />
            <StyledTagline>{t('footer.tagline')}</StyledTagline>
          </div>
          <nav aria-label={t('footer.linksLabel')}>
            <StyledFooterList>
              {links.map((link) => (
                <li key={link.to}>
                  <StyledFooterLink to={link.to}>{link.label}</StyledFooterLink>
                </li>
              ))}
            </StyledFooterList>
          </nav>
        </StyledFooterGrid>
        <StyledBottomRow>
          <StyledSmallPrint>
            {t('footer.copyright', { year: new Date().getFullYear(), brand: site.brandName })}
          </StyledSmallPrint>
          <LanguageSwitch tone="onDark" />
        </StyledBottomRow>
      </Container>
    </StyledFooter>
  );
}

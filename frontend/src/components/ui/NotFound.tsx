import { useEffect, useRef } from 'react';
import { registerMessages } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { ButtonLink } from './Button';
import { Container } from './Container';
import { Seo } from '../seo/Seo';
import { notifyError } from './toast';

const it = {
  code: '404',
  title: 'Oops! Pagina non trovata',
  text: 'La pagina che stai cercando non esiste.',
  backHome: 'Torna alla home',
  toastTitle: 'Pagina non trovata',
};

const en: typeof it = {
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you are looking for does not exist.',
  backHome: 'Back to the home page',
  toastTitle: 'Page not found',
};

// The screen's text travels with its code: most visits never show it.
void registerMessages('notFound', { it, en });

const StyledNotFound = styled.section`
  padding-block: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xxxl}`};
  text-align: center;
`;

const StyledCode = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The not-found screen, for unknown paths and for unknown trips alike. It also raises the
 * error notification once each time it is shown, and keeps the address out of search engines.
 */
export function NotFound() {
  const { t } = useTranslation<{ notFound: typeof it }>();
  const notified = useRef(false);

  // The ref survives React's development double-run of effects, so the toast appears once.
  useEffect(() => {
    if (notified.current) return;
    notified.current = true;
    notifyError(t('notFound.text'), t('notFound.toastTitle'));
  }, [t]);

  return (
    <StyledNotFound aria-labelledby="not-found-title">
      <Seo title={t('notFound.toastTitle')} noindex />
      <Container width="reading">
        <StyledCode>{t('notFound.code')}</StyledCode>
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <StyledText>{t('notFound.text')}</StyledText>
        <ButtonLink to="/">{t('notFound.backHome')}</ButtonLink>
      </Container>
    </StyledNotFound>
  );
}

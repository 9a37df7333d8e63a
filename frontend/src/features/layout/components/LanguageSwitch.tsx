import { useTranslation } from '../../../i18n/use-translation';
import styled, { css } from 'styled-components';
import { languageNames, supportedLanguages } from '../../../i18n/i18n';
import { chooseLanguage } from '../../../i18n/load-language';
import { notifyError } from '../../../components/ui/toast';

export type LanguageSwitchTone = 'onLight' | 'onDark';

const StyledLanguageGroup = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLanguageButton = styled.button<{ $tone: LanguageSwitchTone }>`
  min-width: ${({ theme }) => theme.layout.minTarget};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  transition:
    background-color ${({ theme }) => theme.transitions.base},
    color ${({ theme }) => theme.transitions.base};

  ${({ $tone, theme }) =>
    $tone === 'onDark'
      ? css`
          color: ${theme.colors.textOnDark};

          &[aria-pressed='true'] {
            background: ${theme.colors.textOnDark};
            border-color: ${theme.colors.textOnDark};
            color: ${theme.colors.brandDeep};
          }
        `
      : css`
          color: ${theme.colors.brand};

          &[aria-pressed='true'] {
            background: ${theme.colors.brand};
            border-color: ${theme.colors.brand};
            color: ${theme.colors.textOnDark};
          }
        `}
`;

export interface LanguageSwitchProps {
  tone?: LanguageSwitchTone;
}

export function LanguageSwitch({ tone = 'onLight' }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();

  return (
    <StyledLanguageGroup role="group" aria-label={t('language.switchLabel')}>
      {supportedLanguages.map((language) => (
        <StyledLanguageButton
          key={language}
          type="button"
          lang={language}
          $tone={tone}
          // The visible code comes first so that voice control users can say what they see.
          aria-label={`${language.toUpperCase()} ${languageNames[language]}`}
          aria-pressed={i18n.language === language}
          // Another language's strings are a download of their own, which can fail offline.
          onClick={() => void chooseLanguage(language).catch(() => notifyError(t('language.loadError')))}
        >
          {language.toUpperCase()}
        </StyledLanguageButton>
      ))}
    </StyledLanguageGroup>
  );
}

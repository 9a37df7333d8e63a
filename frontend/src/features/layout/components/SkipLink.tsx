import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';

const StyledSkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  transform: translateY(calc(-100% - ${({ theme }) => theme.space.lg}));

  &:focus {
    transform: none;
  }
`;

export interface SkipLinkProps {
  targetId: string;
}

/** First stop for keyboard users: jumps past the top bar to the page content. */
export function SkipLink({ targetId }: SkipLinkProps) {
  const { t } = useTranslation();
  return <StyledSkipLink href={`#${targetId}`}>{t('skipLink')}</StyledSkipLink>;
}

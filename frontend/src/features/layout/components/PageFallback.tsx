import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';

const StyledPageFallback = styled.p`
  display: grid;
  place-items: center;
  /* A full screen: the footer must not show up under the bar and then jump away when the page arrives. */
  min-height: 100vh;
  min-height: 100dvh;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown while a page's code arrives; the bar and footer stay in place around it. */
export function PageFallback() {
  const { t } = useTranslation();
  return <StyledPageFallback role="status">{t('common.loading')}</StyledPageFallback>;
}

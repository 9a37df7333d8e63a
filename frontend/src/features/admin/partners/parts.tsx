import styled from 'styled-components';
import { localeOf } from '../../../components/ui/format';
import { usePartnersTranslation } from './i18n';

/** Why a member of staff sees the partners without the owners' buttons. */
export const StyledOwnersOnly = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A key's start ('ati_live_<id>'): in its own letters, and broken anywhere rather than widening the table. */
export const StyledKeyPrefix = styled.code`
  font-size: 0.9em;
  word-break: break-all;
`;

/** '12,5 %' in Italian, '12.5 %' in English: the commission as staff agreed it, never rounded further. */
export function useCommissionText(): (percent: number) => string {
  const { t, i18n } = usePartnersTranslation();
  const number = new Intl.NumberFormat(localeOf(i18n.language), { maximumFractionDigits: 2 });
  return (percent) => t('admin.partners.percent', { value: number.format(percent) });
}

import { AppLink, type AppLinkProps } from './AppLink';
import styled from 'styled-components';

const StyledTextLink = styled(AppLink)`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:hover {
    color: ${({ theme }) => theme.colors.brandDeep};
    text-decoration-thickness: 0.14em;
  }
`;

export type TextLinkProps = AppLinkProps;

/** An in-app link that reads as a link: underlined, in the structure colour. */
export function TextLink(props: TextLinkProps) {
  return <StyledTextLink {...props} />;
}

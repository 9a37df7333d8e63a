import type { ComponentPropsWithRef } from 'react';
import { AppLink, type AppLinkProps } from './AppLink';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary';

const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.minTarget};
  min-width: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  text-align: center;
  text-decoration: none;
  transition:
    background-color ${({ theme }) => theme.transitions.base},
    border-color ${({ theme }) => theme.transitions.base},
    color ${({ theme }) => theme.transitions.base};

  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.accent};
          color: ${theme.colors.textOnDark};

          &:hover {
            background: ${theme.colors.accentHover};
          }
        `
      : css`
          background: ${theme.colors.surface};
          border-color: ${theme.colors.brand};
          color: ${theme.colors.brand};

          &:hover {
            background: ${theme.colors.surfaceWarm};
          }
        `}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.placeholder};
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

const StyledButtonLink = styled(AppLink)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...rest} />;
}

export interface ButtonLinkProps extends AppLinkProps {
  variant?: ButtonVariant;
}

/** Navigation that should look like the screen's main action. */
export function ButtonLink({ variant = 'primary', ...rest }: ButtonLinkProps) {
  return <StyledButtonLink $variant={variant} {...rest} />;
}

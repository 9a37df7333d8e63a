import { useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import logoDarkUrl from '../../assets/logo-dark.svg';
import logoLightUrl from '../../assets/logo-light.svg';
import { site } from '../../config/site';
import { useImageEvents } from './use-image-events';

export type LogoVariant = 'light' | 'dark';
export type LogoSize = 'xsmall' | 'small' | 'medium' | 'large' | 'xlarge';
type LogoStatus = 'loading' | 'loaded' | 'failed';

/** The artwork's own proportions (viewBox 230 x 64), so the frame never jumps on load. */
const LOGO_ASPECT_RATIO = 230 / 64;

const logoHeights: Record<LogoSize, string> = {
  xsmall: '1.75rem',
  small: '2.25rem',
  medium: '2.75rem',
  large: '3.5rem',
  xlarge: '4.5rem',
};

const logoSources: Record<LogoVariant, string> = {
  light: logoLightUrl,
  dark: logoDarkUrl,
};

const pulse = keyframes`
  50% {
    opacity: 0.5;
  }
`;

const StyledLogoFrame = styled.span<{ $size: LogoSize; $status: LogoStatus }>`
  position: relative;
  display: inline-block;
  height: ${({ $size }) => logoHeights[$size]};
  aspect-ratio: ${LOGO_ASPECT_RATIO};
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.sm};

  ${({ $status, theme }) =>
    $status === 'loading' &&
    css`
      background: ${theme.colors.placeholder};
      animation: ${pulse} 1.5s ease-in-out infinite;
    `}
`;

const StyledLogoImage = styled.img<{ $visible: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: contain;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.transitions.base};
`;

const StyledLogoText = styled.span<{ $variant: LogoVariant; $size: LogoSize }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ $size }) => logoHeights[$size]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ $size }) => `calc(${logoHeights[$size]} * 0.55)`};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  white-space: nowrap;
  color: ${({ $variant, theme }) => ($variant === 'light' ? theme.colors.textOnDark : theme.colors.brandDeep)};
`;

export interface LogoProps {
  /** `light` sits on the deep blue or on photos, `dark` on white. */
  variant?: LogoVariant;
  size?: LogoSize;
}

export function Logo({ variant = 'dark', size = 'medium' }: LogoProps) {
  const src = logoSources[variant];
  // Remembering which source the status belongs to makes a variant switch start loading again.
  const [load, setLoad] = useState<{ src: string; status: LogoStatus }>({ src, status: 'loading' });
  const status: LogoStatus = load.src === src ? load.status : 'loading';
  const imageEvents = useImageEvents({
    onLoad: () => setLoad({ src, status: 'loaded' }),
    onError: () => setLoad({ src, status: 'failed' }),
  });

  if (status === 'failed') {
    return (
      <StyledLogoText $variant={variant} $size={size}>
        {site.brandName}
      </StyledLogoText>
    );
  }

  return (
    <StyledLogoFrame $size={size} $status={status}>
      <StyledLogoImage
        src={src}
        alt={site.brandName}
        width={230}
        height={64}
        decoding="async"
        $visible={status === 'loaded'}
        {...imageEvents}
      />
    </StyledLogoFrame>
  );
}

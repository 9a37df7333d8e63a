import { useState } from 'react';
import { useCatalogueTranslation } from '../i18n';
import styled from 'styled-components';
import { useImageEvents } from '../../../components/ui/use-image-events';

/** Shipped with the site, so it is there even when an uploaded image is not. */
export const PLACEHOLDER_TRIP_IMAGE = '/images/placeholder-trip.svg';

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StyledUnavailable = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface TripImageProps {
  src: string;
  alt: string;
  /** `eager` only for an image above the fold. */
  loading?: 'lazy' | 'eager';
}

type ImageStage = 'original' | 'retry' | 'placeholder' | 'unavailable';

const NEXT_STAGE: Record<ImageStage, ImageStage> = {
  original: 'retry',
  retry: 'placeholder',
  placeholder: 'unavailable',
  unavailable: 'unavailable',
};

function sourceFor(src: string, stage: ImageStage): string {
  if (stage === 'placeholder') return PLACEHOLDER_TRIP_IMAGE;
  // A second try past any cache that kept a broken answer (an image replaced by the agency).
  if (stage === 'retry') return `${src}${src.includes('?') ? '&' : '?'}retry=1`;
  return src;
}

/**
 * A trip picture in 16:9. If it fails it is asked again once past the caches, then the shipped
 * placeholder is shown, then a short text: never a broken-image icon.
 */
export function TripImage({ src, alt, loading = 'lazy' }: TripImageProps) {
  const { t } = useCatalogueTranslation();
  // Remembering which source failed lets a new `src` start from the original again.
  const [failure, setFailure] = useState<{ src: string; stage: ImageStage }>({ src, stage: 'original' });
  const stage = failure.src === src ? failure.stage : 'original';

  const imageEvents = useImageEvents({
    onError: () => setFailure({ src, stage: src === PLACEHOLDER_TRIP_IMAGE ? 'unavailable' : NEXT_STAGE[stage] }),
  });

  if (stage === 'unavailable') return <StyledUnavailable>{t('catalogue.image.unavailable')}</StyledUnavailable>;

  return (
    <StyledImage
      src={sourceFor(src, stage)}
      alt={alt}
      width={1600}
      height={900}
      loading={loading}
      decoding="async"
      {...imageEvents}
    />
  );
}

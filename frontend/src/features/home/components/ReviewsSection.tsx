import { useHomeTranslation } from '../i18n';
import styled from 'styled-components';
import type { ReviewItemDto, SiteSettingsDto } from '../../../api';
import { useSiteSettings } from '../../../api/queries/site';
import { Container } from '../../../components/ui/Container';
import { StarIcon } from '../../../components/ui/StarIcon';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { formatRating } from '../../../components/ui/format';
import { SettingsState } from './SettingsState';

const MAX_STARS = 5;

const StyledSection = styled.section`
  padding-block: ${({ theme }) => theme.space.xxxl};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  h2 {
    color: ${({ theme }) => theme.colors.brandDeep};
  }
`;

const StyledClaims = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    max-width: ${({ theme }) => theme.layout.readingWidth};
  }
`;

const StyledClaim = styled.li`
  display: grid;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const StyledClaimValue = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h2};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

const StyledClaimStar = styled(StarIcon)`
  margin-right: 0.25em;
  vertical-align: -0.1em;
`;

const StyledReviewList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledReview = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledReviewImage = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledStars = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  letter-spacing: 0.1em;
  line-height: 1;
`;

const StyledQuote = styled.blockquote`
  flex: 1;
  margin: 0;

  p {
    margin: 0;
  }
`;

const StyledCaption = styled.figcaption`
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledReadAll = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.minTarget};
  margin-top: ${({ theme }) => theme.space.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledExternalIcon = styled.svg`
  flex: none;
  width: 1.1em;
  height: 1.1em;
`;

interface StarsProps {
  rating: number;
}

function Stars({ rating }: StarsProps) {
  const { t, i18n } = useHomeTranslation();
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));

  return (
    <StyledStars>
      <span aria-hidden="true">{'★'.repeat(filled) + '☆'.repeat(MAX_STARS - filled)}</span>
      <VisuallyHidden>{t('home.reviews.stars', { rating: formatRating(rating, i18n.language) })}</VisuallyHidden>
    </StyledStars>
  );
}

interface ReviewProps {
  review: ReviewItemDto;
}

function Review({ review }: ReviewProps) {
  return (
    <StyledReview>
      {review.imageUrl && (
        <StyledReviewImage
          src={review.imageUrl}
          alt={review.alt}
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
        />
      )}
      <Stars rating={review.rating} />
      <StyledQuote>
        <p>«{review.text}»</p>
      </StyledQuote>
      <StyledCaption>
        <strong>{review.reviewer}</strong>, {review.destination}
      </StyledCaption>
    </StyledReview>
  );
}

interface ReviewsContentProps {
  settings: SiteSettingsDto;
}

function ReviewsContent({ settings }: ReviewsContentProps) {
  const { t, i18n } = useHomeTranslation();
  const { claims } = settings;

  return (
    <>
      <StyledClaims>
        <StyledClaim>
          <StyledClaimValue>
            <StyledClaimStar />
            {t('home.reviews.ratingValue', { rating: formatRating(claims.rating, i18n.language) })}
          </StyledClaimValue>
          <span>{t('home.reviews.ratingFrom', { count: claims.reviewCount })}</span>
        </StyledClaim>
        <StyledClaim>
          <StyledClaimValue>{t('home.reviews.travellersValue', { count: claims.travellers })}</StyledClaimValue>
          <span>{t('home.reviews.travellersLabel')}</span>
        </StyledClaim>
      </StyledClaims>

      {settings.reviews.length > 0 && (
        <StyledReviewList aria-label={t('home.reviews.listLabel')}>
          {settings.reviews.map((review) => (
            <li key={review.id}>
              <Review review={review} />
            </li>
          ))}
        </StyledReviewList>
      )}

      <StyledReadAll
        href={settings.reviewsUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('home.reviews.readAllLabel')}
      >
        {t('home.reviews.readAll')}
        <StyledExternalIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </StyledExternalIcon>
      </StyledReadAll>
    </>
  );
}

/** What travellers say: the agency's rating, how many have travelled, and the reviews themselves. */
export function ReviewsSection() {
  const { t } = useHomeTranslation();
  const { data: settings, isError, isFetching, refetch } = useSiteSettings();

  return (
    <StyledSection aria-labelledby="reviews-title">
      <Container>
        <h2 id="reviews-title">{t('home.reviews.title')}</h2>
        {settings ? (
          <ReviewsContent settings={settings} />
        ) : (
          <SettingsState
            isError={isError}
            isFetching={isFetching}
            errorTitle={t('home.reviews.errorTitle')}
            onRetry={() => void refetch()}
          />
        )}
      </Container>
    </StyledSection>
  );
}

import { useTripTranslation } from '../i18n';
import styled from 'styled-components';
import type { ItineraryBlockDto, TripDetailDto } from '../../../api';
import { Accordion, AccordionItem } from '../../../components/ui/Accordion';
import { AccordionTitle } from './AccordionTitle';
import { TripSection } from './TripSection';

const StyledDayTitle = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

const StyledDaySubtitle = styled(AccordionTitle)`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledPanels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledPanel = styled.div<{ $part: 'morning' | 'afternoon' }>`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ $part, theme }) => ($part === 'morning' ? theme.colors.accent : theme.colors.brand)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  p {
    margin: 0;
  }
`;

const StyledPanelLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledPanelTitle = styled.h4`
  margin: ${({ theme }) => `${theme.space.xxs} 0 ${theme.space.xs}`};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brandDeep};
`;

const StyledPending = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

interface DayPanelProps {
  part: 'morning' | 'afternoon';
  label: string;
  block: ItineraryBlockDto;
}

function DayPanel({ part, label, block }: DayPanelProps) {
  return (
    <StyledPanel $part={part}>
      <StyledPanelLabel>{label}</StyledPanelLabel>
      <StyledPanelTitle>{block.title}</StyledPanelTitle>
      <p>{block.description}</p>
    </StyledPanel>
  );
}

export interface TripItineraryProps {
  trip: Pick<TripDetailDto, 'title' | 'itinerary'>;
}

export function TripItinerary({ trip }: TripItineraryProps) {
  const { t } = useTripTranslation();
  const [firstDay] = trip.itinerary;

  return (
    <TripSection id="itinerario" title={t('trip.itineraryTitle')} tone="warm" skipWhileOffScreen={false}>
      {firstDay ? (
        <Accordion defaultValue={`day-${firstDay.day}`}>
          {trip.itinerary.map((day) => (
            <AccordionItem
              key={day.day}
              value={`day-${day.day}`}
              title={
                <>
                  <StyledDayTitle>{t('trip.dayTitle', { day: day.day, title: day.title })}</StyledDayTitle>
                  <StyledDaySubtitle>{day.subtitle}</StyledDaySubtitle>
                </>
              }
            >
              <StyledPanels>
                <DayPanel part="morning" label={t('trip.morning')} block={day.morning} />
                <DayPanel part="afternoon" label={t('trip.afternoon')} block={day.afternoon} />
              </StyledPanels>
            </AccordionItem>
          ))}
        </Accordion>
      ) : (
        <StyledPending>{t('trip.itineraryPending', { destination: trip.title })}</StyledPending>
      )}
    </TripSection>
  );
}

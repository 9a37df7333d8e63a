import { useTripTranslation } from '../i18n';
import styled from 'styled-components';
import type { InfoSectionDto } from '../../../api';
import { Accordion, AccordionItem } from '../../../components/ui/Accordion';
import { splitHeading } from '../trip-text';
import { AccordionTitle } from './AccordionTitle';
import { TripSection } from './TripSection';

const StyledAccordionColumn = styled.div`
  max-width: 52rem;
`;

const StyledItems = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledItemHeading = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.brandDeep};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface TripInfoSectionsProps {
  sections: InfoSectionDto[];
}

export function TripInfoSections({ sections }: TripInfoSectionsProps) {
  const { t } = useTripTranslation();
  if (sections.length === 0) return null;

  return (
    <TripSection id="informazioni" title={t('trip.infoTitle')} skipWhileOffScreen={false}>
      <StyledAccordionColumn>
        <Accordion>
          {sections.map((section) => (
            <AccordionItem key={section.id} value={section.id} title={<AccordionTitle>{section.title}</AccordionTitle>}>
              <StyledItems>
                {section.items.map((item) => {
                  const { heading, text } = splitHeading(item);
                  return (
                    <li key={item}>
                      {heading && <StyledItemHeading>{heading}</StyledItemHeading>}
                      {text}
                    </li>
                  );
                })}
              </StyledItems>
            </AccordionItem>
          ))}
        </Accordion>
      </StyledAccordionColumn>
    </TripSection>
  );
}

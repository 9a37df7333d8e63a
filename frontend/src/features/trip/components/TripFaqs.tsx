import { useTripTranslation } from '../i18n';
import styled from 'styled-components';
import type { FaqDto } from '../../../api';
import { Accordion, AccordionItem } from '../../../components/ui/Accordion';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { answerBlocks } from '../trip-text';
import { AccordionTitle } from './AccordionTitle';
import { TripSection } from './TripSection';

const StyledAccordionColumn = styled.div`
  max-width: 52rem;
`;

const StyledTable = styled.table`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
    text-align: right;
  }

  tr:last-child th,
  tr:last-child td {
    border-bottom: 0;
  }

  tbody tr:nth-child(odd) {
    background: ${({ theme }) => theme.colors.surfaceWarm};
  }
`;

export interface TripFaqsProps {
  faqs: FaqDto[];
}

export function TripFaqs({ faqs }: TripFaqsProps) {
  const { t } = useTripTranslation();
  if (faqs.length === 0) return null;

  return (
    <TripSection id="domande-frequenti" title={t('trip.faqTitle')} tone="warm" skipWhileOffScreen={false}>
      <StyledAccordionColumn>
        <Accordion>
          {faqs.map((faq) => (
            <AccordionItem key={faq.id} value={faq.id} title={<AccordionTitle>{faq.question}</AccordionTitle>}>
              {answerBlocks(faq.answer).map((block, index) =>
                block.kind === 'paragraph' ? (
                  <p key={index}>{block.text}</p>
                ) : (
                  <StyledTable key={index}>
                    {/* The rows answer the question, so the question names the table for screen readers. */}
                    <caption>
                      <VisuallyHidden>{faq.question}</VisuallyHidden>
                    </caption>
                    <tbody>
                      {block.rows.map((row) => (
                        <tr key={row.label}>
                          <th scope="row">{row.label}</th>
                          <td>{row.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </StyledTable>
                ),
              )}
            </AccordionItem>
          ))}
        </Accordion>
      </StyledAccordionColumn>
    </TripSection>
  );
}

import { useAboutTranslation } from '../i18n';
import styled from 'styled-components';
import { Accordion, AccordionItem } from '../../../components/ui/Accordion';
import { TextLink } from '../../../components/ui/TextLink';

const StyledAnswer = styled.div`
  p:last-child {
    margin-bottom: 0;
  }
`;

const faqKeys = ['alone', 'coordinators', 'cancellation'] as const;

/** The three questions travellers ask before booking; one answer open at a time. */
export function AboutFaq() {
  const { t } = useAboutTranslation();

  return (
    <Accordion>
      {faqKeys.map((key) => (
        <AccordionItem key={key} value={key} title={t(`about.faq.${key}Question`)} headingLevel={3}>
          <StyledAnswer>
            <p>{t(`about.faq.${key}Answer1`)}</p>
            <p>{t(`about.faq.${key}Answer2`)}</p>
            {key === 'cancellation' && (
              <p>
                <TextLink to="/terms">{t('about.faq.termsLink')}</TextLink>
              </p>
            )}
          </StyledAnswer>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** The same questions as schema.org FAQPage data, so search engines can show them. */
export function useAboutFaqJsonLd(): object {
  const { t } = useAboutTranslation();
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqKeys.map((key) => ({
      '@type': 'Question',
      name: t(`about.faq.${key}Question`),
      acceptedAnswer: { '@type': 'Answer', text: `${t(`about.faq.${key}Answer1`)} ${t(`about.faq.${key}Answer2`)}` },
    })),
  };
}

import { Fragment, type ReactNode } from 'react';
import { useLegalTranslation } from '../i18n';
import styled from 'styled-components';
import { Container } from '../../../components/ui/Container';
import { TextLink } from '../../../components/ui/TextLink';
import { formatLongDate } from '../../../components/ui/format';
import type { Inline, LegalBlock, LegalDocument } from '../legal-document';

const StyledHeader = styled.div`
  padding-block: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledUpdated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBody = styled.div`
  padding-block: ${({ theme }) => `${theme.space.xl} ${theme.space.xxxl}`};

  h2 {
    margin-top: ${({ theme }) => theme.space.xxl};
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }

  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.bodyWide};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ul {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const StyledContents = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin-top: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li {
    margin-top: 0;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};

  div {
    display: grid;
    gap: 0 ${({ theme }) => theme.space.md};

    ${({ theme }) => theme.media.md} {
      grid-template-columns: 14rem 1fr;
    }
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-collapse: collapse;

  caption {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceWarm};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  td:last-child {
    white-space: nowrap;
  }
`;

function InlineText({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : part.href.startsWith('/') ? (
          <TextLink key={index} to={part.href}>
            {part.text}
          </TextLink>
        ) : (
          <a
            key={index}
            href={part.href}
            {...(/^https?:/.test(part.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <InlineText content={block.content} />
        </p>
      );
    case 'subheading':
      return <h3>{block.text}</h3>;
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText content={item} />
            </li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <StyledFacts>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <InlineText content={item.content} />
              </dd>
            </div>
          ))}
        </StyledFacts>
      );
    case 'table':
      return (
        <StyledTable>
          <caption>{block.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{block.columns[0]}</th>
              <th scope="col">{block.columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map(([when, charge]) => (
              <tr key={when}>
                <th scope="row">{when}</th>
                <td>{charge}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      );
  }
}

export interface LegalPageFrameProps {
  title: string;
  /** 'yyyy-MM-dd' of the last change of the text. */
  updated: string;
  children: ReactNode;
}

/** Heading and date of a legal page; the body is the document or its loading state. */
export function LegalPageFrame({ title, updated, children }: LegalPageFrameProps) {
  const { t, i18n } = useLegalTranslation();
  return (
    <article aria-labelledby="legal-title">
      <StyledHeader>
        <Container width="reading">
          <h1 id="legal-title">{title}</h1>
          <StyledUpdated>{t('legal.updated', { date: formatLongDate(updated, i18n.language) })}</StyledUpdated>
        </Container>
      </StyledHeader>
      <Container width="reading">
        <StyledBody>{children}</StyledBody>
      </Container>
    </article>
  );
}

export interface LegalDocumentViewProps {
  document: LegalDocument;
}

/** A legal text with its table of contents; headings stay in order for screen reader navigation. */
export function LegalDocumentView({ document }: LegalDocumentViewProps) {
  const { t } = useLegalTranslation();
  return (
    <>
      {document.intro.map((block, index) => (
        <Block key={index} block={block} />
      ))}
      <StyledContents aria-labelledby="legal-contents-title">
        <h2 id="legal-contents-title">{t('legal.contents')}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </StyledContents>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}

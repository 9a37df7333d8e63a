import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ConfirmationDocument, DocumentSection, InformationDocument } from './document-model.js';
import { documentVersion } from './document-model.js';
import { pick } from './format.js';

/**
 * A document as an A4 PDF for readers over 45: 12 pt body, clear headings, label and value
 * tables, page numbers and the organiser on every page.
 */

type PdfMake = typeof pdfmake;

/**
 * An instance of our own: pdfmake's export is one shared object whose fonts and access
 * policies any other caller in the process could change.
 */
const printer = new (Object.getPrototypeOf(pdfmake) as { constructor: new () => PdfMake }).constructor();

const require = createRequire(import.meta.url);
/**
 * Roboto as shipped with pdfmake: embedded TrueType, so that 'Łukasz Kővári' prints as
 * written. pdfmake takes fonts by path only, so those four files are all it may read.
 */
const ROBOTO = {
  normal: require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  bold: require.resolve('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
  italics: require.resolve('pdfmake/fonts/Roboto/Roboto-Italic.ttf'),
  bolditalics: require.resolve('pdfmake/fonts/Roboto/Roboto-MediumItalic.ttf'),
};
const FONT_FILES = new Set(Object.values(ROBOTO));
printer.setFonts({ Roboto: { ...ROBOTO } });
// Nothing else is read, from the network or the disk.
printer.setUrlAccessPolicy(() => false);
printer.setLocalAccessPolicy((path) => FONT_FILES.has(path));

const BLUE = '#0b3d62';
const TEXT = '#1a1a1a';
const RULE = '#9aa9b5';
const MARGIN_X = 56;
const SHORT_TABLE_ROWS = 6;

function sectionContent(section: DocumentSection): Content[] {
  const content: Content[] = [{ text: section.heading, style: 'heading', headlineLevel: 1 }];
  for (const paragraph of section.paragraphs ?? []) content.push({ text: paragraph, style: 'paragraph' });
  if (section.rows && section.rows.length > 0) {
    const body: TableCell[][] = section.rows.map(([label, value]) => [{ text: label, bold: true }, { text: value }]);
    content.push({
      table: { widths: ['40%', '*'], body, dontBreakRows: true },
      layout: {
        hLineWidth: () => 0.6,
        vLineWidth: () => 0,
        hLineColor: () => RULE,
        paddingTop: () => 5,
        paddingBottom: () => 5,
        paddingLeft: (i) => (i === 0 ? 0 : 8),
        paddingRight: () => 4,
      },
      margin: [0, 2, 0, 8],
      // A short table, such as the cancellation fees, is read as one piece: never split by a page.
      unbreakable: section.rows.length <= SHORT_TABLE_ROWS,
    });
  }
  if (section.bullets && section.bullets.length > 0)
    content.push({
      ul: section.bullets.map((bullet) => ({ text: bullet, margin: [0, 0, 0, 4] })),
      margin: [0, 2, 0, 8],
    });
  return content;
}

function definition(doc: InformationDocument | ConfirmationDocument): TDocumentDefinitions {
  const { language } = doc;
  const closing: Content[] =
    doc.kind === 'information'
      ? [
          {
            text: pick(
              language,
              `Versione di questo documento: ${documentVersion(doc)}`,
              `Version of this document: ${documentVersion(doc)}`,
            ),
            style: 'small',
            margin: [0, 16, 0, 0],
          },
        ]
      : [];
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN_X, 56, MARGIN_X, 72],
    language: language === 'it' ? 'it-IT' : 'en-GB',
    info: { title: doc.title, subject: doc.subtitle },
    displayTitle: true,
    defaultStyle: { font: 'Roboto', fontSize: 12, lineHeight: 1.25, color: TEXT },
    styles: {
      title: { fontSize: 21, bold: true, color: BLUE, lineHeight: 1.15 },
      subtitle: { fontSize: 14, margin: [0, 6, 0, 10] },
      heading: { fontSize: 15, bold: true, color: BLUE, margin: [0, 14, 0, 6], lineHeight: 1.15 },
      paragraph: { margin: [0, 0, 0, 6] },
      small: { fontSize: 9, color: '#444444' },
      footer: { fontSize: 9, color: '#444444' },
    },
    content: [
      { text: doc.title, style: 'title' },
      { text: doc.subtitle, style: 'subtitle' },
      ...doc.sections.flatMap(sectionContent),
      ...closing,
    ],
    // A heading never ends a page alone: it moves to the next page with what follows it. The
    // footers are laid out as nodes of every page too, so they do not count as what follows.
    pageBreakBefore: (node, following) =>
      node.headlineLevel === 1 && following.getFollowingNodesOnPage().every((next) => next.style === 'footer'),
    footer: (currentPage, pageCount) => ({
      margin: [MARGIN_X, 18, MARGIN_X, 0],
      style: 'footer',
      columns: [
        { text: doc.footer, style: 'footer', width: '*' },
        {
          text: pick(language, `Pagina ${currentPage} di ${pageCount}`, `Page ${currentPage} of ${pageCount}`),
          style: 'footer',
          fontSize: 10,
          width: 'auto',
          noWrap: true,
          alignment: 'right',
          margin: [12, 0, 0, 0],
        },
      ],
    }),
  };
}

/** The PDF of a document, as the bytes to send, offer for download and store with their hash. */
export async function renderPdf(doc: InformationDocument | ConfirmationDocument): Promise<Buffer> {
  return printer.createPdf(definition(doc)).getBuffer();
}

/** The agency writes 'Heading|Text' for an item with a heading, and 'Label|Value' for a table row. */
const SEPARATOR = '|';

export interface HeadedText {
  heading: string | null;
  text: string;
}

/** 'Voli|Voli di andata e ritorno...' -> heading 'Voli' and its text; plain items have no heading. */
export function splitHeading(item: string): HeadedText {
  const at = item.indexOf(SEPARATOR);
  if (at === -1) return { heading: null, text: item };
  return { heading: item.slice(0, at).trim(), text: item.slice(at + 1).trim() };
}

export type AnswerBlock =
  { kind: 'paragraph'; text: string } | { kind: 'table'; rows: Array<{ label: string; value: string }> };

/** An FAQ answer as paragraphs and tables: consecutive 'Label|Value' lines make one table. */
export function answerBlocks(lines: string[]): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const line of lines) {
    const { heading, text } = splitHeading(line);
    if (heading === null) {
      blocks.push({ kind: 'paragraph', text });
      continue;
    }
    const last = blocks.at(-1);
    const row = { label: heading, value: text };
    if (last?.kind === 'table') last.rows.push(row);
    else blocks.push({ kind: 'table', rows: [row] });
  }
  return blocks;
}

/** Search engines show about 160 characters; a longer text is cut at a word, with an ellipsis. */
export function summarise(parts: string[], maxLength = 160): string {
  const text = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`))
    .join(' ');
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

import { XMLParser } from 'fast-xml-parser';

import { NOT_A_STATEMENT, StatementUnreadable } from './statement-unreadable.js';

/**
 * The XML of a camt file as fast-xml-parser gives it: elements by local name (namespace
 * prefixes removed), texts as strings, an element with attributes as an object whose text is
 * under '#text' and attributes under '@_name'.
 */
export type XmlValue = string | XmlNode | XmlValue[];
export interface XmlNode {
  [name: string]: XmlValue | undefined;
}

/**
 * Elements that may repeat where they appear: always arrays, so one and many read alike. (The
 * CBI envelope's layers are walked by findAll, which takes one or many as they come.)
 */
const REPEATING = new Set([
  'Stmt',
  'Ntfctn',
  'Ntry',
  'NtryDtls',
  'TxDtls',
  'Ustrd',
  'Strd',
  'AddtlRmtInf',
  'AddtlNtryInf',
  'AddtlTxInf',
]);

const parser = new XMLParser({
  removeNSPrefix: true,
  // Amounts and references stay text: '0012' is a reference, not 12; cents come from the text.
  parseTagValue: false,
  ignoreAttributes: false,
  // Numeric character references (&#224;) decoded too, not only &amp; and its four siblings.
  htmlEntities: true,
  // The callbacks get a matcher instead of a path string built for every element: faster.
  jPath: false,
  isArray: (name, _path, _isLeaf, isAttribute) => !isAttribute && REPEATING.has(name),
});

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The document element of a camt file and its local name, in one pass of the parser. A
 * DOCTYPE is refused before parsing: camt files have none, and its entities are how XML bombs
 * blow up. A file cut short (an interrupted download) is refused too: the parser would read
 * what is there without a word.
 */
export function parseXmlDocument(xml: string): { name: string; root: XmlNode } {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw StatementUnreadable.file(
      'Il file XML contiene una dichiarazione DOCTYPE o ENTITY, che un estratto conto non ha.',
    );
  }
  let tree: unknown;
  try {
    tree = parser.parse(xml);
  } catch {
    throw StatementUnreadable.file('Il file XML è danneggiato: non si riesce a leggerlo.');
  }
  const names = isNode(tree) ? Object.keys(tree).filter((key) => !key.startsWith('?') && key !== '#text') : [];
  const value = names.length === 1 && isNode(tree) ? tree[names[0]] : undefined;
  const root = Array.isArray(value) ? value[0] : value;
  if (!isNode(root)) throw StatementUnreadable.file(NOT_A_STATEMENT);
  const name = names[0];
  // Only the end of the text is looked at: the last tag must close the document element.
  const escaped = name.replace(/[.-]/g, (c) => `\\${c}`);
  const closing = new RegExp(`</(?:[\\w.-]+:)?${escaped}\\s*>\\s*(?:<!--(?:(?!-->)[\\s\\S])*-->\\s*)*$`);
  if (!closing.test(xml.slice(-500))) {
    throw StatementUnreadable.file(
      'Il file XML è incompleto: manca la sua parte finale. Scaricarlo di nuovo dalla banca.',
    );
  }
  return { name, root };
}

/** The first element of that name under `node`, as a node; undefined when absent or only text. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  const value = node !== undefined && Object.hasOwn(node, name) ? node[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  if (first === '') return {};
  return isNode(first) ? first : undefined;
}

/** Every element of that name under `node`; an empty element counts, as an empty node. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node !== undefined && Object.hasOwn(node, name) ? node[name] : undefined;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => (isNode(item) ? item : {}));
}

/** The text of an element, whether it has attributes or not; undefined for a node with children only. */
function textOf(value: XmlValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (isNode(value)) {
    const text = value['#text'];
    return typeof text === 'string' ? text : undefined;
  }
  return undefined;
}

/** The trimmed text at a path of element names; undefined when absent or empty. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string | undefined {
  let current = node;
  for (const name of path.slice(0, -1)) current = child(current, name);
  const last = path[path.length - 1];
  if (current === undefined || !Object.hasOwn(current, last)) return undefined;
  const value = current[last];
  const text = textOf(Array.isArray(value) ? value[0] : value)?.trim();
  return text === '' ? undefined : text;
}

/** The texts of every element of that name under `node` (repeated Ustrd lines, say). */
export function textsOf(node: XmlNode | undefined, name: string): string[] {
  const value = node !== undefined && Object.hasOwn(node, name) ? node[name] : undefined;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(textOf).filter((text): text is string => text !== undefined);
}

/** An attribute of the element at `name` under `node`. */
export function attributeOf(node: XmlNode | undefined, name: string, attribute: string): string | undefined {
  const value = node !== undefined && Object.hasOwn(node, name) ? node[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  const attr = isNode(first) ? first[`@_${attribute}`] : undefined;
  return typeof attr === 'string' && attr.trim() !== '' ? attr.trim() : undefined;
}

/**
 * Every element of that name anywhere under `node`, not looking inside the ones found: the
 * statements of a CBI envelope, however deep the envelope nests them.
 */
export function findAll(node: XmlNode, name: string): XmlNode[] {
  const found: XmlNode[] = [];
  const visit = (current: XmlNode): void => {
    for (const key of Object.keys(current)) {
      if (key.startsWith('@_') || key === '#text') continue;
      if (key === name) {
        found.push(...children(current, key));
        continue;
      }
      for (const item of children(current, key)) visit(item);
    }
  };
  visit(node);
  return found;
}

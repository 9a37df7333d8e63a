import type { SiteSettingsDto } from '../../api';
import { countryName } from '../../components/ui/format';
import type { Language } from '../../i18n/i18n';

/** A piece of text, or a link inside it (site paths, mailto:, tel: or an external address). */
export type Inline = string | { text: string; href: string };

export type LegalBlock =
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'facts'; items: { term: string; content: Inline[] }[] }
  | { kind: 'table'; caption: string; columns: [string, string]; rows: [string, string][] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  intro: LegalBlock[];
  sections: LegalSection[];
}

/** The agency's facts as legal texts quote them, all from the site settings. */
export interface CompanyFacts {
  brand: string;
  legalName: string;
  vatNumber: string;
  email: string;
  phone: string;
  address: string;
}

export function companyFacts(site: SiteSettingsDto, language: Language): CompanyFacts {
  const { street, postalCode, city, province, country } = site.address;
  const countryInWords = countryName(country, language);
  return {
    brand: site.brand,
    legalName: site.legalName,
    vatNumber: site.vatNumber,
    email: site.email,
    phone: site.phone,
    address: `${street}, ${postalCode} ${city} (${province}), ${countryInWords}`,
  };
}

export const paragraph = (...content: Inline[]): LegalBlock => ({ kind: 'paragraph', content });
export const subheading = (text: string): LegalBlock => ({ kind: 'subheading', text });
export const list = (...items: (Inline | Inline[])[]): LegalBlock => ({
  kind: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const facts = (...items: [string, ...Inline[]][]): LegalBlock => ({
  kind: 'facts',
  items: items.map(([term, ...content]) => ({ term, content })),
});
export const table = (caption: string, columns: [string, string], rows: [string, string][]): LegalBlock => ({
  kind: 'table',
  caption,
  columns,
  rows,
});
export const link = (text: string, href: string): Inline => ({ text, href });
export const mail = (email: string): Inline => link(email, `mailto:${email}`);
export const phoneLink = (phone: string): Inline => link(phone, `tel:${phone.replace(/[^\d+]/g, '')}`);

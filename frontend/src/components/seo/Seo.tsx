import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '../../api/queries/site';
import { withoutReferralPrefix } from '../ui/referral';

export interface SeoProps {
  /** The page's own title; the brand is appended: 'Chi Siamo | ATI Viaggi'. Omit on the home page. */
  title?: string;
  /** Defaults to the agency's description in the reader's language. */
  description?: string;
  keywords?: string[];
  /** Path of the canonical page; defaults to the current path without the advertising prefix. */
  canonicalPath?: string;
  /** Absolute or site-relative image for social previews. */
  image?: string;
  type?: 'website' | 'article';
  /** Pages of one customer or of the staff: kept out of search engines. */
  noindex?: boolean;
  /** Structured data (schema.org objects) for this page. */
  jsonLd?: object | object[];
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Sets one <meta> or <link> of the head, reusing the element index.html or an earlier page
 * put there: a page has exactly one of each, whatever was shown before.
 */
function upsert(tag: 'meta' | 'link', key: { name: string; value: string }, attributes: Record<string, string> | null): void {
  const selector = `${tag}[${key.name}="${key.value}"]`;
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!attributes) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key.name, key.value);
    document.head.appendChild(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

const meta = (name: string, content: string | undefined) =>
  upsert('meta', { name: 'name', value: name }, content ? { content } : null);
const property = (name: string, content: string | undefined) =>
  upsert('meta', { name: 'property', value: name }, content ? { content } : null);

/**
 * Structured data scripts of one component, replaced when the data changes and removed with
 * the component. Inserted as elements from module code: JSON data blocks are not run, so the
 * content security policy has nothing to say about them.
 */
export function useStructuredData(data: object | object[] | undefined): void {
  const owner = useId();
  const serialised = data === undefined ? null : JSON.stringify(Array.isArray(data) ? data : [data]);
  useEffect(() => {
    if (serialised === null) return undefined;
    const scripts = (JSON.parse(serialised) as object[]).map((item) => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.owner = owner;
      script.textContent = JSON.stringify(item);
      document.head.appendChild(script);
      return script;
    });
    return () => scripts.forEach((script) => script.remove());
  }, [owner, serialised]);
}

/** Title, description, canonical, social and robots tags of a page. Render one per page. */
export function Seo({ title, description, keywords, canonicalPath, image, type = 'website', noindex = false, jsonLd }: SeoProps) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data: site } = useSiteSettings();
  const language = i18n.language === 'en' ? 'en' : 'it';

  const brand = site?.brand;
  const fullTitle = title ? (brand ? `${title} | ${brand}` : title) : brand;
  const text = description ?? site?.seo.description[language];
  const words = (keywords ?? site?.seo.keywords ?? []).join(', ');
  const path = canonicalPath ?? withoutReferralPrefix(pathname);
  const imagePath = image ?? '/images/trips/home-hero.svg';

  useEffect(() => {
    const origin = window.location.origin;
    const canonical = `${origin}${path}`;
    const imageUrl = absolute(imagePath, origin);
    if (fullTitle) document.title = fullTitle;
    meta('description', text);
    meta('keywords', words || undefined);
    meta('robots', noindex ? 'noindex, nofollow' : 'index, follow');
    upsert('link', { name: 'rel', value: 'canonical' }, { href: canonical });
    property('og:type', type);
    property('og:title', fullTitle);
    property('og:description', text);
    property('og:url', canonical);
    property('og:image', imageUrl);
    property('og:locale', language === 'en' ? 'en_GB' : 'it_IT');
    property('og:site_name', brand);
    meta('twitter:card', 'summary_large_image');
    meta('twitter:title', fullTitle);
    meta('twitter:description', text);
    meta('twitter:image', imageUrl);
  }, [fullTitle, text, words, path, imagePath, type, noindex, language, brand]);

  useStructuredData(jsonLd);
  return null;
}

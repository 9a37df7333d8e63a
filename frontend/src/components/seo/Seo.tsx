import { useContext, useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '../../api/queries/site';
import { withoutReferralPrefix } from '../ui/referral';
import { absoluteUrl, ServerHeadContext, useSiteOrigin, type HeadTag, type PageHead } from './server-head';

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
  /**
   * The picture that fills the first screen: fetched from the head, before the browser
   * reaches its <img>, since that is what the reader waits for.
   */
  leadImage?: string;
  type?: 'website' | 'article';
  /** Pages of one customer or of the staff: kept out of search engines. */
  noindex?: boolean;
  /** Structured data (schema.org objects) for this page. */
  jsonLd?: object | object[];
}

/**
 * Sets one <meta> or <link> of the head, reusing the element the server or an earlier page
 * put there: a page has exactly one of each, whatever was shown before.
 */
function upsert({ tag, keyAttribute, key, attributes }: HeadTag): void {
  let element = document.head.querySelector<HTMLElement>(`${tag}[${keyAttribute}="${key}"]`);
  if (!attributes) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(keyAttribute, key);
    document.head.appendChild(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

const meta = (name: string, content: string | undefined): HeadTag => ({
  tag: 'meta',
  keyAttribute: 'name',
  key: name,
  attributes: content ? { content } : null,
});
const property = (name: string, content: string | undefined): HeadTag => ({
  tag: 'meta',
  keyAttribute: 'property',
  key: name,
  attributes: content ? { content } : null,
});

/**
 * Structured data scripts of one component, replaced when the data changes and removed with
 * the component. Inserted as elements from module code: JSON data blocks are not run, so the
 * content security policy has nothing to say about them.
 */
export function useStructuredData(data: object | object[] | undefined): void {
  const owner = useId();
  const serverHead = useContext(ServerHeadContext);
  const serialised = data === undefined ? null : JSON.stringify(Array.isArray(data) ? data : [data]);
  if (serverHead && serialised !== null) serverHead.structuredData.set(owner, JSON.parse(serialised) as object[]);
  useEffect(() => {
    // The server's copy of these blocks, if the page arrived rendered.
    document.head.querySelectorAll(`script[data-owner="${owner}"]`).forEach((script) => script.remove());
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
export function Seo({
  title,
  description,
  keywords,
  canonicalPath,
  image,
  leadImage,
  type = 'website',
  noindex = false,
  jsonLd,
}: SeoProps) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data: site } = useSiteSettings();
  const language = i18n.language;

  const brand = site?.brand;
  const fullTitle = title ? (brand ? `${title} | ${brand}` : title) : brand;
  const text = description ?? site?.seo.description[language];
  const words = (keywords ?? site?.seo.keywords ?? []).join(', ');
  const path = canonicalPath ?? withoutReferralPrefix(pathname);
  const imagePath = image ?? '/images/trips/home-hero.svg';
  const origin = useSiteOrigin();
  const serverHead = useContext(ServerHeadContext);

  const canonical = `${origin}${path}`;
  const imageUrl = absoluteUrl(imagePath, origin);
  const head: PageHead = {
    title: fullTitle,
    tags: [
      meta('description', text),
      meta('keywords', words || undefined),
      meta('robots', noindex ? 'noindex, nofollow' : 'index, follow'),
      { tag: 'link', keyAttribute: 'rel', key: 'canonical', attributes: { href: canonical } },
      {
        tag: 'link',
        keyAttribute: 'rel',
        key: 'preload',
        attributes: leadImage ? { as: 'image', href: leadImage, fetchpriority: 'high' } : null,
      },
      property('og:type', type),
      property('og:title', fullTitle),
      property('og:description', text),
      property('og:url', canonical),
      property('og:image', imageUrl),
      property('og:locale', language === 'en' ? 'en_GB' : 'it_IT'),
      property('og:site_name', brand),
      meta('twitter:card', 'summary_large_image'),
      meta('twitter:title', fullTitle),
      meta('twitter:description', text),
      meta('twitter:image', imageUrl),
    ],
  };
  // The server render collects the page's head here to write it into the HTML it sends.
  // eslint-disable-next-line react-hooks/immutability
  if (serverHead) serverHead.page = head;
  const serialised = JSON.stringify(head);

  useEffect(() => {
    const { title: pageTitle, tags } = JSON.parse(serialised) as PageHead;
    if (pageTitle) document.title = pageTitle;
    tags.forEach(upsert);
  }, [serialised]);

  useStructuredData(jsonLd);
  return null;
}

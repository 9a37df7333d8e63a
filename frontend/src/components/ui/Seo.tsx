import { Helmet } from 'react-helmet-async';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSiteSettings } from '../../api/queries/site';
import { withoutReferralPrefix } from './referral';

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

/** Title, description, canonical, social and robots tags of a page, in one place. */
export function Seo({ title, description, keywords, canonicalPath, image, type = 'website', noindex = false, jsonLd }: SeoProps) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data: site } = useSiteSettings();
  const origin = window.location.origin;
  const language = i18n.language === 'en' ? 'en' : 'it';

  const brand = site?.brand;
  const fullTitle = title ? (brand ? `${title} | ${brand}` : title) : (brand ?? '');
  const text = description ?? site?.seo.description[language];
  const canonical = `${origin}${canonicalPath ?? withoutReferralPrefix(pathname)}`;
  const imageUrl = absolute(image ?? '/images/trips/home-hero.svg', origin);
  const words = keywords ?? site?.seo.keywords;
  const structured = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];

  return (
    <Helmet>
      <html lang={language === 'en' ? 'en' : 'it-IT'} />
      {fullTitle && <title>{fullTitle}</title>}
      {text && <meta name="description" content={text} />}
      {words && words.length > 0 && <meta name="keywords" content={words.join(', ')} />}
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      {fullTitle && <meta property="og:title" content={fullTitle} />}
      {text && <meta property="og:description" content={text} />}
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={language === 'en' ? 'en_GB' : 'it_IT'} />
      {brand && <meta property="og:site_name" content={brand} />}
      <meta name="twitter:card" content="summary_large_image" />
      {fullTitle && <meta name="twitter:title" content={fullTitle} />}
      {text && <meta name="twitter:description" content={text} />}
      <meta name="twitter:image" content={imageUrl} />
      {structured.map((data, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(data)}
        </script>
      ))}
    </Helmet>
  );
}

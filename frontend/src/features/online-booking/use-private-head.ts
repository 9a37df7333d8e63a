import { useEffect } from 'react';

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * The head of a page whose address holds a token or a booking id: its title, no search
 * engine listing, and no address sent on as a referrer by anything the page links to or
 * loads (the server's headers say the same; these cover a page reached inside the app).
 */
export function usePrivatePageHead(title: string): void {
  useEffect(() => {
    document.title = title;
    setMeta('robots', 'noindex, nofollow');
    setMeta('referrer', 'no-referrer');
  }, [title]);
}

import { useEffect, useState } from 'react';
import { isLanguage, languageCookieName, type Language } from '../../i18n/i18n';
import { loadLanguage } from '../../i18n/load-language';
import { useOnlineBookingTranslation } from './i18n';

/** Whether the visitor chose a language on this site (the language switch keeps it in a cookie). */
function languageChosen(): boolean {
  return document.cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === languageCookieName && isLanguage(value);
  });
}

/**
 * Shows a booking's page in the language the booking speaks (its e-mails and documents do),
 * unless the visitor chose one on this site: an English customer opening the link from an
 * e-mail on a new phone reads English. The choice is not stored; the public pages keep their
 * own. False while the strings of that language are on their way; should they fail to arrive,
 * the page stays in the language it has.
 */
export function useBookingLanguage(language: Language): boolean {
  const { i18n } = useOnlineBookingTranslation();
  const [chosen] = useState(languageChosen);
  const [failed, setFailed] = useState(false);
  const switching = !chosen && !failed && i18n.language !== language;

  useEffect(() => {
    if (!switching) return;
    let current = true;
    loadLanguage(language).then(
      () => {
        if (current) i18n.changeLanguage(language);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [switching, language, i18n]);

  return !switching;
}

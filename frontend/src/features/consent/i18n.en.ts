import type { ConsentMessages } from './i18n';

/** The English text of `i18n.ts`: exactly the same keys. */
export const consentMessagesEn: ConsentMessages = {
  banner: {
    regionLabel: 'Cookie choice',
    title: 'Cookies and advertising',
    text: 'This site sets only a technical cookie, to remember the language you choose. Only if you accept do we load the Facebook pixel and the Google Ads conversion tag, which help us measure our advertising and may store Meta and Google cookies in your browser.',
    changeLater: 'You can change your mind at any time with the “Cookie” button at the bottom of the page.',
    withdrawNote:
      'If you reject after accepting, we send nothing more to Meta and Google; the cookies they have already stored can be deleted in your browser settings.',
    currentAccepted: 'Current choice: you accepted on {{date}}.',
    currentRejected: 'Current choice: you rejected on {{date}}.',
    privacyLink: 'Read the privacy policy',
    accept: 'Accept',
    reject: 'Reject',
    close: 'Close without changing',
  },
};

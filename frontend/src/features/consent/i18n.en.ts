import type { ConsentMessages } from './i18n';

/** The English text of `i18n.ts`, exactly the same keys: fetched only for the visitors who read it. */
const en: ConsentMessages = {
  banner: {
    regionLabel: 'Cookie choice',
    title: 'Cookies and advertising',
    advertising:
      'If you accept, we load the Facebook pixel and the Google Ads tag, which measure our advertising with cookies of their own.',
    changeLater: 'You can change your mind with “Cookie”, at the bottom of the page.',
    withdrawNote:
      'If you reject after accepting, we send nothing more to Meta and Google; their cookies can be deleted in your browser settings.',
    currentAccepted: 'Current choice: you accepted on {{date}}.',
    currentRejected: 'Current choice: you rejected on {{date}}.',
    privacyLink: 'Read the privacy policy',
    accept: 'Accept',
    reject: 'Reject',
    close: 'Close without changing',
  },
};

export default en;

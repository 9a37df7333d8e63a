import { registerMessages } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

/** Interface text of this feature; English must have exactly the same keys. */
const it = {
  pageTitle: 'Il Team',
  seoDescription:
    "Le persone di ATI Viaggi: chi disegna i viaggi, chi accompagna i gruppi dall'Italia e chi segue ogni prenotazione, dal primo contatto al rientro.",
  intro:
    'Siamo un piccolo gruppo di persone che lavora a {{city}} e conosce di persona i luoghi che propone. Quando ci scrivi o ci chiami, ti risponde uno di noi: la stessa persona che poi ti segue fino al rientro.',
  membersLabel: 'Le persone del team',
  basedIn: 'Lavora a {{city}}',
  portraitAlt: 'Ritratto illustrato di {{name}}',
  empty: 'Le schede del team saranno pubblicate a breve.',
  loadError: 'Non siamo riusciti a caricare il team.',
  retry: 'Riprova',
  ctaTitle: 'Vuoi parlare con noi?',
  ctaText: 'Scrivici per qualsiasi domanda su un viaggio: ti risponderemo il prima possibile.',
  ctaContact: 'Scrivici',
  ctaAbout: 'Scopri chi siamo',
};

const en: typeof it = {
  pageTitle: 'Our team',
  seoDescription:
    'The people of ATI Viaggi: who designs the trips, who escorts the groups from Italy and who follows every booking, from the first contact to the return home.',
  intro:
    'We are a small group of people working in {{city}} who know the places we offer first-hand. When you write or call, one of us answers: the same person who then looks after you until you are back home.',
  membersLabel: 'The people of the team',
  basedIn: 'Based in {{city}}',
  portraitAlt: 'Illustrated portrait of {{name}}',
  empty: 'The team profiles will be published soon.',
  loadError: 'We could not load the team.',
  retry: 'Try again',
  ctaTitle: 'Would you like to talk to us?',
  ctaText: 'Write to us with any question about a trip: we will answer as soon as possible.',
  ctaContact: 'Write to us',
  ctaAbout: 'About us',
};

// Arrives with the feature's code, not with every page.
void registerMessages('team', { it, en });

/** `t` for the feature's strings (`team.…`) and the shared ones; importing it registers them. */
export const useTeamTranslation = useTranslation<{ team: typeof it }>;

import type { DocumentLanguage, InformationInput } from './document-inputs.js';
import { documentVersion, type InformationDocument } from './document-model.js';
import { pick } from './format.js';
import {
  cancellationSection,
  datesText,
  footerText,
  formalitiesSection,
  groupSection,
  hotelsSection,
  includedSections,
  insuranceSection,
  itinerarySection,
  mealsSection,
  mobilitySection,
  organiserSection,
  priceSection,
  protectionSection,
  rightsSection,
  transportSection,
  tripSection,
} from './sections.js';

/**
 * What the traveller reads before the booking button (art. 34): the standard information
 * form first, then the pre-contract information of this trip and departure.
 */
export function buildInformation(input: InformationInput, language: DocumentLanguage): InformationDocument {
  return {
    kind: 'information',
    language,
    title: pick(
      language,
      'Informazioni precontrattuali sul pacchetto turistico',
      'Pre-contract information on your package trip',
    ),
    subtitle: `${input.trip.title} · ${datesText(input, language)}`,
    footer: footerText(input.organiser, language),
    sections: [
      rightsSection(input, language),
      organiserSection(input.organiser, language),
      protectionSection(input.organiser, language),
      tripSection(input, language),
      itinerarySection(input, language),
      transportSection(input, language),
      hotelsSection(input, language),
      mealsSection(input, language),
      ...includedSections(input, language),
      groupSection(input, language),
      mobilitySection(input, language),
      priceSection(input, language, null),
      formalitiesSection(input, language),
      cancellationSection(input, language),
      insuranceSection(input, language),
    ],
  };
}

/**
 * The version of an information document: the SHA-256 (hex) of its canonical JSON. The same
 * input gives the same version, so a booking can store which text it was shown (art. 37).
 */
export function informationVersion(doc: InformationDocument): string {
  return documentVersion(doc);
}

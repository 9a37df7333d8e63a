import { BookingPolicyDto } from '../../bookings/dto/booking-policy.dto.js';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { INVALID_EMAIL_MESSAGE } from '../../common/email.js';
import { MaxCodePoints, OneLine } from '../../common/validation-text.js';
import {
  ClosesAfterOpens,
  DescribesImage,
  IsHttpsUrl,
  IsImageAddress,
  IsInternationalPhone,
  IsItalianVatNumber,
  normalizeVatNumber,
  POSTAL_CODE_PATTERN,
  REVIEW_ID_PATTERN,
  TIME_PATTERN,
  TWO_LETTER_CODE_PATTERN,
  UniqueIds,
} from '../site-settings-rules.js';

/**
 * The agency's facts as the public site reads them and as the admin area edits them: one set
 * of classes, so that what the screen saves is exactly what the pages show. With
 * stopAtFirstError the decorator nearest the property is checked first: type and presence at
 * the bottom, then the length, then the format, so that a pattern only ever runs on text
 * already cut to its length.
 */

/** The longest texts and lists the settings take; the body limit is worked out from them. */
export const SITE_SETTINGS_LIMITS = {
  shortText: 80,
  legalName: 120,
  street: 120,
  email: 254,
  phone: 30,
  vatNumber: 20,
  url: 300,
  seoDescription: 320,
  keyword: 60,
  keywords: 30,
  openingHours: 14,
  reviews: 20,
  reviewId: 40,
  reviewText: 600,
  alt: 200,
  staff: 12,
  role: 100,
  bio: 600,
  travellers: 1_000_000,
  reviewCount: 100_000,
  licence: 200,
  organisation: 120,
  protectorAddress: 200,
  policyNumber: 60,
} as const;
const L = SITE_SETTINGS_LIMITS;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? (value as unknown[]).map((item) => (typeof item === 'string' ? item.trim() : item)) : value;

const tooLong = (max: number) => `Il testo è troppo lungo: al massimo ${max} caratteri.`;
const required = (what: string) => `Indica ${what}.`;

/**
 * A required text: trimmed, a string, not empty, at most `max` code points. `what` completes
 * 'Indica ...' ("il nome dell'agenzia").
 */
function RequiredText(what: string, max: number): PropertyDecorator {
  return (target, key) => {
    // Registered in the order they are checked, as decorators written bottom-up would be.
    Transform(trim)(target, key);
    IsString({ message: required(what) })(target, key);
    IsNotEmpty({ message: required(what) })(target, key);
    MaxCodePoints(max, { message: tooLong(max) })(target, key);
  };
}

/** A nested object of the settings: present, an object, and checked field by field. */
function NestedObject(what: string, type: () => new () => object): PropertyDecorator {
  return (target, key) => {
    Type(type)(target, key);
    IsDefined({ message: required(what) })(target, key);
    IsObject({ message: required(what) })(target, key);
    ValidateNested()(target, key);
  };
}

/** A list of nested objects, at most `max` long. */
function NestedList(what: string, max: number, tooMany: string, type: () => new () => object): PropertyDecorator {
  return (target, key) => {
    Type(type)(target, key);
    IsArray({ message: required(what) })(target, key);
    ArrayMaxSize(max, { message: tooMany })(target, key);
    ValidateNested({ each: true })(target, key);
  };
}

export class LocalisedTextDto {
  @ApiProperty({ description: 'Italian', maxLength: L.bio })
  @RequiredText('il testo in italiano', L.bio)
  it: string;

  @ApiProperty({ description: 'English', maxLength: L.bio })
  @RequiredText('il testo in inglese', L.bio)
  en: string;
}

/** Shorter texts in both languages: a role, a job title. */
export class ShortLocalisedTextDto {
  @ApiProperty({ description: 'Italian', maxLength: L.role })
  @RequiredText('il testo in italiano', L.role)
  it: string;

  @ApiProperty({ description: 'English', maxLength: L.role })
  @RequiredText('il testo in inglese', L.role)
  en: string;
}

export class SeoDescriptionDto {
  @ApiProperty({ description: 'Italian', maxLength: L.seoDescription })
  @RequiredText('la descrizione in italiano', L.seoDescription)
  it: string;

  @ApiProperty({ description: 'English', maxLength: L.seoDescription })
  @RequiredText('la descrizione in inglese', L.seoDescription)
  en: string;
}

export class AddressDto {
  @ApiProperty({ example: 'Via Fillungo 1', maxLength: L.street })
  @RequiredText('la via e il numero civico', L.street)
  street: string;

  @ApiProperty({ example: '55100', pattern: POSTAL_CODE_PATTERN.source, maxLength: 5 })
  @Transform(trim)
  @Matches(POSTAL_CODE_PATTERN, { message: 'Indica il CAP: 5 cifre.' })
  @IsString({ message: 'Indica il CAP: 5 cifre.' })
  postalCode: string;

  @ApiProperty({ example: 'Lucca', maxLength: L.shortText })
  @RequiredText('la città', L.shortText)
  city: string;

  @ApiProperty({ example: 'LU', pattern: TWO_LETTER_CODE_PATTERN.source, maxLength: 2 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(TWO_LETTER_CODE_PATTERN, { message: 'Indica la sigla della provincia: due lettere, per esempio LU.' })
  @IsString({ message: 'Indica la sigla della provincia: due lettere, per esempio LU.' })
  province: string;

  @ApiProperty({ example: 'IT', enum: ['IT'], description: 'The agency is in Italy' })
  @IsIn(['IT'], { message: "L'agenzia ha sede in Italia: il paese è IT." })
  country: string;
}

const TIME_MESSAGE = "Indica l'orario nel formato HH:MM, per esempio 09:00.";
const DAYS_MESSAGE = 'Scegli almeno un giorno della settimana (da lunedì a domenica), ciascuno una volta.';

export class OpeningHoursDto {
  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: 7,
    description: 'ISO weekdays, 1 = Monday ... 7 = Sunday; a day in no entry is closed',
    example: [1, 2, 3, 4, 5],
  })
  @ArrayUnique({ message: DAYS_MESSAGE })
  @Max(7, { each: true, message: DAYS_MESSAGE })
  @Min(1, { each: true, message: DAYS_MESSAGE })
  @IsInt({ each: true, message: DAYS_MESSAGE })
  @ArrayMaxSize(7, { message: DAYS_MESSAGE })
  @ArrayMinSize(1, { message: DAYS_MESSAGE })
  @IsArray({ message: DAYS_MESSAGE })
  days: number[];

  @ApiProperty({ example: '09:00', pattern: TIME_PATTERN.source, maxLength: 5 })
  @Matches(TIME_PATTERN, { message: TIME_MESSAGE })
  @IsString({ message: TIME_MESSAGE })
  opens: string;

  @ApiProperty({ example: '18:00', pattern: TIME_PATTERN.source, maxLength: 5, description: 'Later than opens' })
  @ClosesAfterOpens({ message: "L'orario di chiusura deve venire dopo quello di apertura." })
  @Matches(TIME_PATTERN, { message: TIME_MESSAGE })
  @IsString({ message: TIME_MESSAGE })
  closes: string;
}

const SOCIAL_MESSAGE = 'Indica un indirizzo completo che inizi con https:// oppure lascia il campo vuoto.';

/** A social address left empty is not shown. */
function SocialLink(): PropertyDecorator {
  return (target, key) => {
    Transform(trim)(target, key);
    IsString({ message: SOCIAL_MESSAGE })(target, key);
    MaxCodePoints(L.url, { message: tooLong(L.url) })(target, key);
    IsHttpsUrl({ allowEmpty: true }, { message: SOCIAL_MESSAGE })(target, key);
  };
}

export class SocialLinksDto {
  @ApiProperty({ maxLength: L.url, description: "https address; '' when the agency is not there" })
  @SocialLink()
  facebook: string;

  @ApiProperty({ maxLength: L.url, description: "https address; '' when the agency is not there" })
  @SocialLink()
  instagram: string;

  @ApiProperty({ maxLength: L.url, description: "https address; '' when the agency is not there" })
  @SocialLink()
  youtube: string;

  @ApiProperty({ maxLength: L.url, description: "https address; '' when the agency is not there" })
  @SocialLink()
  twitter: string;
}

const TRAVELLERS_MESSAGE = `Indica i viaggiatori accompagnati: un numero intero da 0 a 1.000.000.`;
const RATING_MESSAGE = 'Indica il voto medio: un numero da 0 a 5, con al massimo un decimale (per esempio 4,9).';
const REVIEW_COUNT_MESSAGE = `Indica il numero di recensioni: un numero intero da 0 a 100.000.`;

export class ClaimsDto {
  @ApiProperty({ example: 350, minimum: 0, maximum: L.travellers, description: 'Travellers carried (shown as 350+)' })
  @Max(L.travellers, { message: TRAVELLERS_MESSAGE })
  @Min(0, { message: TRAVELLERS_MESSAGE })
  @IsInt({ message: TRAVELLERS_MESSAGE })
  travellers: number;

  @ApiProperty({ example: 4.9, minimum: 0, maximum: 5 })
  @Max(5, { message: RATING_MESSAGE })
  @Min(0, { message: RATING_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 1 }, { message: RATING_MESSAGE })
  rating: number;

  @ApiProperty({ example: 127, minimum: 0, maximum: L.reviewCount })
  @Max(L.reviewCount, { message: REVIEW_COUNT_MESSAGE })
  @Min(0, { message: REVIEW_COUNT_MESSAGE })
  @IsInt({ message: REVIEW_COUNT_MESSAGE })
  reviewCount: number;
}

const KEYWORDS_MESSAGE = `Indica al massimo ${L.keywords} parole chiave diverse, ciascuna di al massimo ${L.keyword} caratteri.`;

export class SeoDefaultsDto {
  @ApiProperty({ type: SeoDescriptionDto })
  @NestedObject('la descrizione per i motori di ricerca', () => SeoDescriptionDto)
  description: SeoDescriptionDto;

  @ApiProperty({ type: 'array', items: { type: 'string', maxLength: L.keyword }, maxItems: L.keywords })
  @Transform(trimEach)
  @ArrayUnique({ message: KEYWORDS_MESSAGE })
  @MaxCodePoints(L.keyword, { each: true, message: KEYWORDS_MESSAGE })
  @IsNotEmpty({ each: true, message: 'Una parola chiave è vuota: scrivila o toglila.' })
  @IsString({ each: true, message: KEYWORDS_MESSAGE })
  @ArrayMaxSize(L.keywords, { message: KEYWORDS_MESSAGE })
  @IsArray({ message: KEYWORDS_MESSAGE })
  keywords: string[];
}

const IMAGE_MESSAGE =
  "Indica l'immagine con un indirizzo di questo sito (per esempio /images/team/giulia.svg) o un indirizzo https del sito.";

function ImageAddress(): PropertyDecorator {
  return (target, key) => {
    Transform(trim)(target, key);
    IsString({ message: IMAGE_MESSAGE })(target, key);
    MaxCodePoints(L.url, { message: tooLong(L.url) })(target, key);
    IsImageAddress({ message: IMAGE_MESSAGE })(target, key);
  };
}

const REVIEW_RATING_MESSAGE = 'Indica il voto della recensione: un numero intero da 1 a 5.';

export class ReviewItemDto {
  @ApiProperty({ maxLength: L.reviewId, pattern: REVIEW_ID_PATTERN.source })
  @Matches(REVIEW_ID_PATTERN, { message: 'Identificativo della recensione non valido.' })
  @IsString({ message: 'Identificativo della recensione non valido.' })
  id: string;

  @ApiProperty({ maxLength: L.shortText })
  @RequiredText('chi ha scritto la recensione', L.shortText)
  reviewer: string;

  @ApiProperty({ maxLength: L.shortText })
  @RequiredText('la destinazione del viaggio', L.shortText)
  destination: string;

  @ApiProperty({ maxLength: L.reviewText })
  @RequiredText('il testo della recensione', L.reviewText)
  text: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @Max(5, { message: REVIEW_RATING_MESSAGE })
  @Min(1, { message: REVIEW_RATING_MESSAGE })
  @IsInt({ message: REVIEW_RATING_MESSAGE })
  rating: number;

  @ApiProperty({
    type: 'string',
    nullable: true,
    maxLength: L.url,
    description: 'A picture of the review, when there is one',
  })
  @ValidateIf((_object, value) => value !== null)
  @ImageAddress()
  imageUrl: string | null;

  @ApiProperty({
    maxLength: L.alt,
    description: 'What the picture shows, for those who cannot see it; may be empty when there is no picture',
  })
  @DescribesImage({ message: "Descrivi l'immagine per chi non la vede." })
  @MaxCodePoints(L.alt, { message: tooLong(L.alt) })
  @IsString({ message: "Descrivi l'immagine per chi non la vede." })
  @Transform(trim)
  alt: string;
}

export class StaffMemberDto {
  @ApiProperty({ maxLength: L.shortText })
  @OneLine('il nome')
  @RequiredText('il nome', L.shortText)
  name: string;

  @ApiProperty({ type: ShortLocalisedTextDto })
  @NestedObject('il ruolo', () => ShortLocalisedTextDto)
  role: ShortLocalisedTextDto;

  @ApiProperty({ type: LocalisedTextDto })
  @NestedObject('la presentazione', () => LocalisedTextDto)
  bio: LocalisedTextDto;

  @ApiProperty({ maxLength: L.shortText })
  @RequiredText('la città', L.shortText)
  city: string;

  @ApiProperty({ maxLength: L.url })
  @ImageAddress()
  imageUrl: string;
}

const PHONE_MESSAGE = 'Indica il telefono con il prefisso internazionale, per esempio +39 0583 123456.';
/** Text, at sign, text, dot, text; one way only to split it, so the match takes linear time. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A phone customers call, from Italy or abroad: with its country code. */
function PhoneNumber(): PropertyDecorator {
  return (target, key) => {
    Transform(trim)(target, key);
    IsString({ message: PHONE_MESSAGE })(target, key);
    MaxCodePoints(L.phone, { message: PHONE_MESSAGE })(target, key);
    IsInternationalPhone({ message: PHONE_MESSAGE })(target, key);
  };
}

function EmailAddress(): PropertyDecorator {
  return (target, key) => {
    Transform(trim)(target, key);
    IsString({ message: INVALID_EMAIL_MESSAGE })(target, key);
    MaxCodePoints(L.email, { message: tooLong(L.email) })(target, key);
    Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE })(target, key);
  };
}

/**
 * A required text printed on one line of a document (a licence, a policy number): a line
 * break or an invisible character would split or garble the line the customer reads.
 */
function DocumentLine(what: string, max: number): PropertyDecorator {
  return (target, key) => {
    RequiredText(what, max)(target, key);
    OneLine(what)(target, key);
  };
}

export class InsolvencyProtectorDto {
  @ApiProperty({ example: 'Fondo Tutela Viaggiatori S.c.a r.l.', maxLength: L.organisation })
  @DocumentLine("il nome di chi garantisce i viaggiatori in caso d'insolvenza", L.organisation)
  name: string;

  @ApiProperty({
    example: 'Via Nazionale 60, 00184 Roma (RM)',
    maxLength: L.protectorAddress,
    description: 'A geographic address: street, postal code, town',
  })
  @DocumentLine("l'indirizzo del garante (via, CAP e città)", L.protectorAddress)
  address: string;

  @ApiProperty({ example: '+39 06 4881 2345', maxLength: L.phone, description: 'With the country code' })
  @PhoneNumber()
  phone: string;

  @ApiProperty({ example: 'garanzia@fondotutelaviaggiatori.it', maxLength: L.email })
  @EmailAddress()
  email: string;

  @ApiProperty({ example: 'FTV-2027-004512', maxLength: L.policyNumber, description: 'Policy or certificate number' })
  @DocumentLine('il numero della polizza o del certificato di garanzia', L.policyNumber)
  policyNumber: string;
}

export class LiabilityInsuranceDto {
  @ApiProperty({ example: 'Assicurazioni del Serchio S.p.A.', maxLength: L.organisation })
  @DocumentLine('la compagnia che assicura la responsabilità civile', L.organisation)
  insurer: string;

  @ApiProperty({ example: 'RC-118204377', maxLength: L.policyNumber })
  @DocumentLine('il numero della polizza di responsabilità civile', L.policyNumber)
  policyNumber: string;
}

/** What the Codice del Turismo has the information form and the booking confirmation name. */
export class LegalDetailsDto {
  @ApiProperty({
    example: 'Autorizzazione n. 1234/2019 della Provincia di Lucca',
    maxLength: L.licence,
    description: 'The licence to organise trips, as issued',
  })
  @DocumentLine("gli estremi dell'autorizzazione dell'agenzia", L.licence)
  licence: string;

  @ApiProperty({ type: InsolvencyProtectorDto, description: 'Who protects the travellers if the agency is insolvent' })
  @NestedObject("la garanzia per l'insolvenza", () => InsolvencyProtectorDto)
  insolvencyProtector: InsolvencyProtectorDto;

  @ApiProperty({ type: LiabilityInsuranceDto, description: 'The professional liability insurance' })
  @NestedObject("l'assicurazione di responsabilità civile", () => LiabilityInsuranceDto)
  liabilityInsurance: LiabilityInsuranceDto;

  @ApiProperty({
    example: '+39 335 555 0199',
    maxLength: L.phone,
    description: 'Answered while a trip is under way; with the country code',
  })
  @PhoneNumber()
  emergencyPhone: string;
}

export class TrackingDto {
  @ApiProperty({ type: 'string', nullable: true, description: 'Facebook pixel id; null when not configured' })
  facebookPixelId: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Google Ads tag id (AW-...); null when not configured' })
  googleAdsId: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  googleAdsConversionLabel: string | null;
}

const VAT_MESSAGE = 'Indica una partita IVA italiana valida: 11 cifre, con o senza IT davanti.';

/** The facts stored in the site_settings row: what the admin area reads and saves. */
export class SiteSettingsContentDto {
  @ApiProperty({ example: 'ATI Viaggi', maxLength: L.shortText })
  @RequiredText("il nome dell'agenzia", L.shortText)
  brand: string;

  @ApiProperty({ example: 'A.T.I. S.R.L.', maxLength: L.legalName })
  @RequiredText('la ragione sociale', L.legalName)
  legalName: string;

  @ApiProperty({
    example: 'IT02468135799',
    maxLength: L.vatNumber,
    description: "Italian VAT number; stored without spaces, 'IT' as typed",
  })
  @IsItalianVatNumber({ message: VAT_MESSAGE })
  @MaxCodePoints(L.vatNumber, { message: VAT_MESSAGE })
  @IsString({ message: VAT_MESSAGE })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeVatNumber(value) : value))
  vatNumber: string;

  @ApiProperty({ example: '+39 0583 495100', maxLength: L.phone, description: 'With the country code' })
  @PhoneNumber()
  phone: string;

  @ApiProperty({ example: 'info@ativiaggi.it', maxLength: L.email })
  @EmailAddress()
  email: string;

  @ApiProperty({ type: AddressDto })
  @NestedObject("l'indirizzo", () => AddressDto)
  address: AddressDto;

  @ApiProperty({ type: [OpeningHoursDto], maxItems: L.openingHours })
  @NestedList('gli orari', L.openingHours, `Indica al massimo ${L.openingHours} fasce orarie.`, () => OpeningHoursDto)
  openingHours: OpeningHoursDto[];

  @ApiProperty({ type: SocialLinksDto })
  @NestedObject('i social', () => SocialLinksDto)
  social: SocialLinksDto;

  @ApiProperty({ description: 'Where all reviews can be read', maxLength: L.url })
  @IsHttpsUrl({}, { message: 'Indica un indirizzo completo che inizi con https://.' })
  @MaxCodePoints(L.url, { message: tooLong(L.url) })
  @IsString({ message: 'Indica un indirizzo completo che inizi con https://.' })
  @Transform(trim)
  reviewsUrl: string;

  @ApiProperty({ type: ClaimsDto })
  @NestedObject('i numeri mostrati sul sito', () => ClaimsDto)
  claims: ClaimsDto;

  @ApiProperty({ type: SeoDefaultsDto })
  @NestedObject('i dati per i motori di ricerca', () => SeoDefaultsDto)
  seo: SeoDefaultsDto;

  @ApiProperty({ type: [ReviewItemDto], maxItems: L.reviews })
  @UniqueIds({ message: 'Due recensioni hanno lo stesso identificativo.' })
  @NestedList('le recensioni', L.reviews, `Puoi pubblicare al massimo ${L.reviews} recensioni.`, () => ReviewItemDto)
  reviews: ReviewItemDto[];

  @ApiProperty({ type: [StaffMemberDto], maxItems: L.staff })
  @NestedList('lo staff', L.staff, `Puoi presentare al massimo ${L.staff} persone dello staff.`, () => StaffMemberDto)
  staff: StaffMemberDto[];

  @ApiProperty({ type: LegalDetailsDto, description: 'The legal details the documents sent to customers name' })
  @NestedObject("i dati legali dell'agenzia", () => LegalDetailsDto)
  legal: LegalDetailsDto;
}

/** What GET /api/v1/site answers: the stored facts, the deployment's marketing tags and the booking rules. */
export class SiteSettingsDto extends SiteSettingsContentDto {
  @ApiProperty({ type: TrackingDto, description: 'Marketing tags the site may load after the visitor accepts cookies' })
  tracking: TrackingDto;

  @ApiProperty({
    type: BookingPolicyDto,
    description: 'The booking rules the terms and the pages state, as GET /api/v1/booking-policy answers them',
  })
  bookingPolicy: BookingPolicyDto;
}

/**
 * The largest body a valid save makes: every text at its longest, at four UTF-8 bytes per
 * character (the worst case), plus room for the field names, quotes, numbers and the version.
 */
function longestSettingsText(): number {
  const address = L.street + 5 + L.shortText + 2 + 2;
  const hours = L.openingHours * (7 * 2 + 5 + 5);
  const seo = 2 * L.seoDescription + L.keywords * L.keyword;
  const review = L.reviewId + 2 * L.shortText + L.reviewText + L.url + L.alt;
  const member = L.shortText + 2 * L.role + 2 * L.bio + L.shortText + L.url;
  const legal =
    L.licence +
    L.organisation +
    L.protectorAddress +
    L.phone +
    L.email +
    L.policyNumber +
    L.organisation +
    L.policyNumber +
    L.phone;
  return (
    L.shortText +
    L.legalName +
    L.vatNumber +
    L.phone +
    L.email +
    address +
    hours +
    5 * L.url +
    seo +
    L.reviews * review +
    L.staff * member +
    legal
  );
}
export const SITE_SETTINGS_BODY_LIMIT_BYTES = 4 * longestSettingsText() + 16 * 1024;

import { ApiProperty } from '@nestjs/swagger';

export class LocalisedTextDto {
  @ApiProperty()
  it: string;

  @ApiProperty()
  en: string;
}

export class AddressDto {
  @ApiProperty({ example: 'Via Fillungo 1' })
  street: string;

  @ApiProperty({ example: '55100' })
  postalCode: string;

  @ApiProperty({ example: 'Lucca' })
  city: string;

  @ApiProperty({ example: 'LU' })
  province: string;

  @ApiProperty({ example: 'IT' })
  country: string;
}

export class OpeningHoursDto {
  @ApiProperty({
    type: [Number],
    description: 'ISO weekdays, 1 = Monday ... 7 = Sunday; a day in no entry is closed',
    example: [1, 2, 3, 4, 5],
  })
  days: number[];

  @ApiProperty({ example: '09:00' })
  opens: string;

  @ApiProperty({ example: '18:00' })
  closes: string;
}

export class SocialLinksDto {
  @ApiProperty()
  facebook: string;

  @ApiProperty()
  instagram: string;

  @ApiProperty()
  youtube: string;

  @ApiProperty()
  twitter: string;
}

export class ClaimsDto {
  @ApiProperty({ example: 350, description: 'Travellers carried (shown as 350+)' })
  travellers: number;

  @ApiProperty({ example: 4.9 })
  rating: number;

  @ApiProperty({ example: 127 })
  reviewCount: number;
}

export class SeoDefaultsDto {
  @ApiProperty({ type: LocalisedTextDto })
  description: LocalisedTextDto;

  @ApiProperty({ type: [String] })
  keywords: string[];
}

export class ReviewItemDto {
  @ApiProperty()
  id: string;

  @ApiProperty()
  reviewer: string;

  @ApiProperty()
  destination: string;

  @ApiProperty()
  text: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  rating: number;

  @ApiProperty({ type: 'string', nullable: true })
  imageUrl: string | null;

  @ApiProperty()
  alt: string;
}

export class StaffMemberDto {
  @ApiProperty()
  name: string;

  @ApiProperty({ type: LocalisedTextDto })
  role: LocalisedTextDto;

  @ApiProperty({ type: LocalisedTextDto })
  bio: LocalisedTextDto;

  @ApiProperty()
  city: string;

  @ApiProperty()
  imageUrl: string;
}

export class TrackingDto {
  @ApiProperty({ type: 'string', nullable: true, description: 'Facebook pixel id; null when not configured' })
  facebookPixelId: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Google Ads tag id (AW-...); null when not configured' })
  googleAdsId: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  googleAdsConversionLabel: string | null;
}

export class SiteSettingsDto {
  @ApiProperty({ example: 'ATI Viaggi' })
  brand: string;

  @ApiProperty({ example: 'A.T.I. S.R.L.' })
  legalName: string;

  @ApiProperty()
  vatNumber: string;

  @ApiProperty()
  phone: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: AddressDto })
  address: AddressDto;

  @ApiProperty({ type: [OpeningHoursDto] })
  openingHours: OpeningHoursDto[];

  @ApiProperty({ type: SocialLinksDto })
  social: SocialLinksDto;

  @ApiProperty({ description: 'Where all reviews can be read' })
  reviewsUrl: string;

  @ApiProperty({ type: ClaimsDto })
  claims: ClaimsDto;

  @ApiProperty({ type: SeoDefaultsDto })
  seo: SeoDefaultsDto;

  @ApiProperty({ type: [ReviewItemDto] })
  reviews: ReviewItemDto[];

  @ApiProperty({ type: [StaffMemberDto] })
  staff: StaffMemberDto[];

  @ApiProperty({ type: TrackingDto, description: 'Marketing tags the site may load after the visitor accepts cookies' })
  tracking: TrackingDto;
}

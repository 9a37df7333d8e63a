import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError, type ErrorDetails } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AdminSiteSettingsDto } from './dto/admin-site-settings.dto.js';
import type { SiteSettingsContentDto } from './dto/site-settings.dto.js';
import type { SiteSettings } from './site-settings.js';
import { isSitePath } from './site-settings-rules.js';
import { SiteRepository } from './site.repository.js';
import { SiteService } from './site.service.js';

const IMAGE_ELSEWHERE =
  "L'immagine deve essere un file di questo sito: le pagine non mostrano immagini di altri siti. Caricala sul sito e indica il suo indirizzo (per esempio /images/team/giulia.svg).";

@Injectable()
export class AdminSiteSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly siteSettings: SiteRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly site: SiteService,
  ) {}

  async getSiteSettings(): Promise<AdminSiteSettingsDto> {
    const { version, settings } = await this.siteSettings.find();
    return { version, settings };
  }

  /**
   * Replaces the settings in one conditional UPDATE: only while the row still has the version
   * the editor read. Two staff saving at once both read the same version; PostgreSQL re-checks
   * the condition of the second after the first commits, so the second finds nothing to
   * update and is told (409) instead of silently undoing the first one's work.
   */
  async updateSiteSettings(
    actor: AdminPrincipal,
    version: string,
    settings: SiteSettingsContentDto,
  ): Promise<AdminSiteSettingsDto> {
    const misplaced = this.imagesElsewhere(settings);
    if (Object.keys(misplaced).length > 0) throw new AppError('VALIDATION_FAILED', misplaced, IMAGE_ELSEWHERE);
    const stored = toStored(settings);
    const saved = await this.dataSource.transaction(async (manager) => {
      const updated = await this.siteSettings.replace(manager, version, stored);
      if (!updated) throw new AppError('SITE_SETTINGS_CHANGED');
      await this.audit.record(manager, actor.id, 'site_settings.updated');
      return updated;
    });
    // This replica shows the change at once; the others reload within their minute.
    this.site.invalidate();
    return { version: saved.version, settings: saved.settings };
  }

  /**
   * Pictures come from this site only: its content security policy lets browsers load images
   * from nowhere else, so an address elsewhere would show as a broken picture.
   */
  private imagesElsewhere(settings: SiteSettingsContentDto): ErrorDetails {
    const origin = new URL(this.config.publicBaseUrl).origin;
    const details: ErrorDetails = {};
    const check = (path: string, address: string | null) => {
      if (address === null || isSitePath(address)) return;
      if (new URL(address).origin !== origin) details[path] = [IMAGE_ELSEWHERE];
    };
    settings.reviews.forEach((review, index) => check(`settings.reviews.${index}.imageUrl`, review.imageUrl));
    settings.staff.forEach((member, index) => check(`settings.staff.${index}.imageUrl`, member.imageUrl));
    return details;
  }
}

/** The stored JSON, field by field in the stored order, whatever order the body came in. */
function toStored(dto: SiteSettingsContentDto): SiteSettings {
  return {
    brand: dto.brand,
    legalName: dto.legalName,
    vatNumber: dto.vatNumber,
    phone: dto.phone,
    email: dto.email,
    address: {
      street: dto.address.street,
      postalCode: dto.address.postalCode,
      city: dto.address.city,
      province: dto.address.province,
      country: dto.address.country,
    },
    openingHours: dto.openingHours.map(({ days, opens, closes }) => ({
      days: [...days].sort((a, b) => a - b),
      opens,
      closes,
    })),
    social: {
      facebook: dto.social.facebook,
      instagram: dto.social.instagram,
      youtube: dto.social.youtube,
      twitter: dto.social.twitter,
    },
    reviewsUrl: dto.reviewsUrl,
    claims: { travellers: dto.claims.travellers, rating: dto.claims.rating, reviewCount: dto.claims.reviewCount },
    seo: { description: { it: dto.seo.description.it, en: dto.seo.description.en }, keywords: [...dto.seo.keywords] },
    reviews: dto.reviews.map((review) => ({
      id: review.id,
      reviewer: review.reviewer,
      destination: review.destination,
      text: review.text,
      rating: review.rating,
      imageUrl: review.imageUrl,
      alt: review.alt,
    })),
    staff: dto.staff.map((member) => ({
      name: member.name,
      role: { it: member.role.it, en: member.role.en },
      bio: { it: member.bio.it, en: member.bio.en },
      city: member.city,
      imageUrl: member.imageUrl,
    })),
    legal: {
      licence: dto.legal.licence,
      insolvencyProtector: {
        name: dto.legal.insolvencyProtector.name,
        address: dto.legal.insolvencyProtector.address,
        phone: dto.legal.insolvencyProtector.phone,
        email: dto.legal.insolvencyProtector.email,
        policyNumber: dto.legal.insolvencyProtector.policyNumber,
      },
      liabilityInsurance: {
        insurer: dto.legal.liabilityInsurance.insurer,
        policyNumber: dto.legal.liabilityInsurance.policyNumber,
      },
      emergencyPhone: dto.legal.emergencyPhone,
    },
  };
}

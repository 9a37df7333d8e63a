import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, Matches, ValidateNested } from 'class-validator';
import { VERSION_PATTERN } from '../site-settings-rules.js';
import { SiteSettingsContentDto } from './site-settings.dto.js';

/** The longest VERSION_PATTERN matches: `2027-03-01T09:30:12.345678Z`. */
const VERSION_MAX = 27;
const VERSION_DESCRIPTION =
  'When the settings last changed (ISO instant, microseconds): sent back with a change, which is refused ' +
  'with 409 SITE_SETTINGS_CHANGED when someone else saved in between';

/** The settings as the admin area edits them, with the version the next save must name. */
export class AdminSiteSettingsDto {
  @ApiProperty({ example: '2027-03-01T09:30:12.345678Z', maxLength: VERSION_MAX, description: VERSION_DESCRIPTION })
  version: string;

  @ApiProperty({ type: SiteSettingsContentDto })
  settings: SiteSettingsContentDto;
}

const VERSION_MESSAGE = 'Versione delle impostazioni non valida: ricarica la pagina e ripeti le modifiche.';

/** A whole new set of settings, saved only if nobody else saved since `version` was read. */
export class SiteSettingsUpdateDto {
  @ApiProperty({ example: '2027-03-01T09:30:12.345678Z', maxLength: VERSION_MAX, description: VERSION_DESCRIPTION })
  @Matches(VERSION_PATTERN, { message: VERSION_MESSAGE })
  @IsString({ message: VERSION_MESSAGE })
  version: string;

  @ApiProperty({ type: SiteSettingsContentDto })
  @ValidateNested()
  @IsObject({ message: 'Mancano le impostazioni da salvare.' })
  @IsDefined({ message: 'Mancano le impostazioni da salvare.' })
  @Type(() => SiteSettingsContentDto)
  settings: SiteSettingsContentDto;
}

import { Inject, Injectable } from '@nestjs/common';
import { SecretBox } from '../../common/secret-box.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** Webhook signing secrets sealed with DATA_ENCRYPTION_KEY, each bound to its endpoint's id. */
@Injectable()
export class WebhookSecrets {
  private readonly box: SecretBox;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.box = new SecretBox(config.dataEncryptionKey, 'partner-webhooks/signing-secret/v1');
  }

  seal(secret: string, endpointId: string): string {
    return this.box.seal(secret, endpointId);
  }

  open(sealed: string, endpointId: string): string {
    return this.box.open(sealed, endpointId);
  }
}

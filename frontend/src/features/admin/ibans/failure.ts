import type { MessageKey } from '../../../i18n/translator';
import type { TFunction } from '../../../i18n/translator';
import { refusalMessage } from '../../../api/api-error';

/** The toast of a failed call: the area's words, followed by the server's own reason when it gave one. */
export function failureText(t: TFunction, error: unknown, plain: MessageKey, withMessage: MessageKey): string {
  const message = refusalMessage(error);
  return message ? t(withMessage, { message }) : t(plain);
}

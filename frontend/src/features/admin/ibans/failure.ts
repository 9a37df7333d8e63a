import type { TranslateOptions } from '../../../i18n/translator';
import { refusalMessage } from '../../../api/api-error';

/**
 * The toast of a failed call: the area's words, followed by the server's own reason when it
 * gave one. The keys are those `t` takes (the IBANs' or the generator's).
 */
export function failureText<Key extends string>(
  t: (key: Key, options?: TranslateOptions) => string,
  error: unknown,
  plain: NoInfer<Key>,
  withMessage: NoInfer<Key>,
): string {
  const message = refusalMessage(error);
  return message ? t(withMessage, { message }) : t(plain);
}

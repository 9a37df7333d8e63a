import { ApiParam } from '@nestjs/swagger';

/**
 * The vendor extension that marks a path parameter as the credential itself (decision PL3):
 * the private links e-mailed to customers, opened without an account, whose token is the proof
 * of access. The OpenAPI lint reports OWASP's "credentials in the URL" for them without failing.
 */
export const CAPABILITY_URL_EXTENSION = 'x-capability-url';

/** The `token` path parameter of a private link, documented as such. */
export function CapabilityTokenParam(description: string, maxLength: number, example?: string): MethodDecorator {
  return ApiParam({
    name: 'token',
    description: `${description}. The link itself grants access: keep it private, as the e-mail that carried it`,
    schema: { type: 'string', maxLength, ...(example ? { example } : {}) },
    extensions: { [CAPABILITY_URL_EXTENSION]: true },
  });
}

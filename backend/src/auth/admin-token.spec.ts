import { createHmac, generateKeyPairSync } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { adminTokenVerifyOptions, isAdminTokenClaims, signAdminToken } from './admin-token.js';

const SECRET = 'Zt5Wr8Yu1Io3Pa6Sd9Fg2Hj4Kl7Zx0Cv5Bn8Mq1We3Rt6Yu';
const ADMIN_ID = '3f1c2b9e-6d4a-4c8b-9e7f-1a2b3c4d5e6f';
const jwt = new JwtService({});
const verify = (token: string, secret = SECRET) =>
  jwt.verify<Record<string, unknown>>(token, { secret, ...adminTokenVerifyOptions(8 * 3600) });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token assembled by hand, as an attacker would: any header, any claims, any signing. */
function forge(header: object, claims: object, sign: (input: string) => string): string {
  const input = `${base64url(header)}.${base64url(claims)}`;
  return `${input}.${sign(input)}`;
}
function validClaims(overrides: object = {}) {
  const now = Date.now() / 1000;
  return {
    sub: ADMIN_ID,
    jti: '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e',
    iat: now,
    exp: now + 3600,
    iss: 'viaggi-backend',
    aud: 'viaggi-admin',
    ...overrides,
  };
}
const hmac =
  (algorithm: string, secret = SECRET) =>
  (input: string) =>
    createHmac(algorithm, secret).update(input).digest('base64url');

describe('admin tokens', () => {
  it('are signed with HS256 only, for the admin area, with an id and the lifetime asked for', () => {
    const issuedAt = new Date('2026-11-25T09:30:00.123Z');
    const { accessToken, jti, expiresIn } = signAdminToken(jwt, SECRET, ADMIN_ID, issuedAt, 8 * 3600);
    const [header] = accessToken.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = jwt.decode(accessToken);
    expect(claims).toEqual({
      sub: ADMIN_ID,
      jti,
      iat: issuedAt.getTime() / 1000,
      exp: issuedAt.getTime() / 1000 + 8 * 3600,
      iss: 'viaggi-backend',
      aud: 'viaggi-admin',
    });
    expect(String((claims as { iat: number }).iat)).toMatch(/\.123$/);
    expect(expiresIn).toBe(28_800);
    expect(isAdminTokenClaims(claims)).toBe(true);
  });

  it('give every token its own id', () => {
    const now = new Date();
    const one = signAdminToken(jwt, SECRET, ADMIN_ID, now, 60);
    const other = signAdminToken(jwt, SECRET, ADMIN_ID, now, 60);
    expect(one.jti).not.toBe(other.jti);
  });

  it('verify a token of our own', () => {
    const { accessToken } = signAdminToken(jwt, SECRET, ADMIN_ID, new Date(), 3600);
    expect(verify(accessToken).sub).toBe(ADMIN_ID);
    expect(verify(forge({ alg: 'HS256', typ: 'JWT' }, validClaims(), hmac('sha256'))).sub).toBe(ADMIN_ID);
  });

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  it.each([
    ['unsigned (alg none)', forge({ alg: 'none', typ: 'JWT' }, validClaims(), () => '')],
    ['unsigned, alg written None', forge({ alg: 'None', typ: 'JWT' }, validClaims(), () => '')],
    ['signed with HS512 and our key', forge({ alg: 'HS512', typ: 'JWT' }, validClaims(), hmac('sha512'))],
    ['signed with HS384 and our key', forge({ alg: 'HS384', typ: 'JWT' }, validClaims(), hmac('sha384'))],
    ['signed with RS256', jwt.sign(validClaims(), { privateKey, algorithm: 'RS256' })],
    ['signed with another key', forge({ alg: 'HS256' }, validClaims(), hmac('sha256', `${SECRET}x`))],
    ['expired', forge({ alg: 'HS256' }, validClaims({ exp: Date.now() / 1000 - 1 }), hmac('sha256'))],
    ['for another audience', forge({ alg: 'HS256' }, validClaims({ aud: 'partners' }), hmac('sha256'))],
    ['from another issuer', forge({ alg: 'HS256' }, validClaims({ iss: 'elsewhere' }), hmac('sha256'))],
    [
      'issued more than eight hours ago, whatever its expiry',
      forge({ alg: 'HS256' }, validClaims({ iat: Date.now() / 1000 - 8 * 3600 - 5 }), hmac('sha256')),
    ],
  ])('refuse a token %s', (_case, token) => {
    expect(() => verify(token)).toThrow();
  });

  it.each([
    ['no id', { jti: undefined }],
    ['an admin that is not a uuid', { sub: "1' OR '1'='1" }],
    ['an id that is not a uuid', { jti: 'x' }],
    ['no issue time', { iat: undefined }],
  ])('hold no admin claims with %s', (_case, overrides) => {
    expect(isAdminTokenClaims(validClaims(overrides))).toBe(false);
  });
});

import { loadConfig } from '../config/app-config.js';
import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  it('forbids framing, sniffing and scripts from elsewhere', () => {
    const headers = securityHeaders(loadConfig({}));
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).not.toContain('facebook');
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('lets the marketing tags load only when their ids are configured', () => {
    const headers = securityHeaders(loadConfig({ FACEBOOK_PIXEL_ID: '1234567890', GOOGLE_ADS_ID: 'AW-123456789' }));
    expect(headers['content-security-policy']).toContain(
      "script-src 'self' https://connect.facebook.net https://www.googletagmanager.com;",
    );
  });
});

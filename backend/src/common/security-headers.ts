import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.js';

/**
 * The content security policy the SPA runs under. styled-components injects <style>
 * elements at run time, hence 'unsafe-inline' for styles only; scripts come from this
 * origin alone. nginx sends the same policy (nginx/snippets/security-headers.conf).
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
};

/** The hosts the marketing tags load from, allowed only when their ids are configured. */
export function contentSecurityPolicy(tracking: AppConfig['tracking']): Record<string, string[]> {
  const policy = Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]]));
  if (tracking.facebookPixelId) {
    policy['script-src'].push('https://connect.facebook.net');
    policy['img-src'].push('https://www.facebook.com');
    policy['connect-src'].push('https://www.facebook.com', 'https://connect.facebook.net');
  }
  if (tracking.googleAdsId) {
    policy['script-src'].push('https://www.googletagmanager.com');
    policy['img-src'].push(
      'https://www.googletagmanager.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
    );
    policy['connect-src'].push(
      'https://www.google.com',
      'https://googleads.g.doubleclick.net',
      'https://www.googletagmanager.com',
    );
  }
  return policy;
}

/**
 * Every response's security headers, computed once. A hook that copies a ready object costs
 * a fraction of a per-request middleware chain, and the set is the one helmet would send.
 * No upgrade-insecure-requests: without TLS in front (npm start, tests) it would break every
 * request; HSTS does the job once the site is served over HTTPS.
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const csp = Object.entries(contentSecurityPolicy(config.tracking))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export function addSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const headers = securityHeaders(config);
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

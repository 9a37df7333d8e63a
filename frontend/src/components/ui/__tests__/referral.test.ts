import { describe, expect, it } from 'vitest';
import { withReferralPrefix, withoutReferralPrefix } from '../referral';

describe('withReferralPrefix', () => {
  it.each([
    ['/', 'ads', '/ads-special'],
    ['/contact', 'ads', '/ads-special/contact'],
    ['/travel/praga?x=1', 'ads', '/ads-special/travel/praga?x=1'],
    ['/ads-special/contact', 'ads', '/ads-special/contact'],
    ['/contact', 'home-promo-islanda', '/contact'],
    ['/contact', null, '/contact'],
    ['https://example.com/', 'ads', 'https://example.com/'],
    ['//cdn.example.com/x', 'ads', '//cdn.example.com/x'],
    ['#top', 'ads', '#top'],
  ])('%s with source %s -> %s', (path, source, expected) => {
    expect(withReferralPrefix(path, source)).toBe(expected);
  });
});

describe('withoutReferralPrefix', () => {
  it.each([
    ['/ads-special', '/'],
    ['/ads-special/contact', '/contact'],
    ['/contact', '/contact'],
    ['/ads-specialist', '/ads-specialist'],
  ])('%s -> %s', (path, expected) => {
    expect(withoutReferralPrefix(path)).toBe(expected);
  });
});

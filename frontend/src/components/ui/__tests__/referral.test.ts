import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readReferralCampaign,
  readReferralSource,
  recordAdvertisingVisit,
  recordCampaign,
  referralTag,
  withReferralPrefix,
  withoutReferralPrefix,
} from '../referral';

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

describe('where the visitor came from', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the advertising channel when an advertising visitor follows the home promotion', () => {
    recordAdvertisingVisit();
    recordCampaign('home-promo-islanda');

    expect(localStorage.getItem('referralSource')).toBe('ads');
    expect(localStorage.getItem('referralCampaign')).toBe('home-promo-islanda');
    expect(withReferralPrefix('/contact', readReferralSource())).toBe('/ads-special/contact');
    expect(referralTag(false)).toBe('ads:home-promo-islanda');
  });

  it('keeps the campaign when a visitor who followed it lands on an advertising page later', () => {
    recordCampaign('home-promo-islanda');
    recordAdvertisingVisit();

    expect(readReferralSource()).toBe('ads');
    expect(readReferralCampaign()).toBe('home-promo-islanda');
    expect(referralTag(true)).toBe('ads:home-promo-islanda');
  });

  it("stores the promotion as the source of a visitor who did not come from advertising, as the agency's links expect", () => {
    recordCampaign('home-promo-islanda');

    expect(localStorage.getItem('referralSource')).toBe('home-promo-islanda');
    expect(withReferralPrefix('/contact', readReferralSource())).toBe('/contact');
    expect(referralTag(false)).toBe('home-promo-islanda');
  });

  it('tags requests by the channel alone, by a source stored before the campaign had its own key, or not at all', () => {
    expect(referralTag(false)).toBeNull();
    expect(referralTag(true)).toBe('ads');
    localStorage.setItem('referralSource', 'home-promo-islanda');
    expect(referralTag(false)).toBe('home-promo-islanda');
  });

  describe('where the browser refuses storage', () => {
    beforeEach(() => {
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('still keeps both facts for the rest of the page', () => {
      recordAdvertisingVisit();
      recordCampaign('home-promo-islanda');

      expect(readReferralSource()).toBe('ads');
      expect(readReferralCampaign()).toBe('home-promo-islanda');
    });
  });
});

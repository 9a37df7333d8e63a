import { clientKey, clientNetworkKey, hashClient } from './client-address.js';

describe('clientKey', () => {
  it.each([
    ['an IPv4 address', '203.0.113.5', '203.0.113.5'],
    ['an IPv4-mapped IPv6 address', '::ffff:203.0.113.5', '203.0.113.5'],
    ['an IPv6 address', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['another address of the same /64', '2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['a link-local address with its zone', 'fe80::1%eth0', 'fe80::/64'],
    ['text that is no address', 'unknown', 'unparsable-address'],
    ['other text that is no address', 'forged-1234', 'unparsable-address'],
  ])('groups %s', (_case, address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe('hashClient', () => {
  it('depends on the secret and the purpose, and never contains the address', () => {
    const hash = hashClient('secret', 'contact', '203.0.113.5');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClient('secret', 'contact', '::ffff:203.0.113.5')).toBe(hash);
    expect(hashClient('other secret', 'contact', '203.0.113.5')).not.toBe(hash);
    expect(hashClient('secret', 'login', '203.0.113.5')).not.toBe(hash);
  });
});

describe('clientNetworkKey', () => {
  it.each([
    ['an IPv4 address: no block, NAT shares them', '203.0.113.5', null],
    ['an IPv4-mapped IPv6 address', '::ffff:203.0.113.5', null],
    ['an IPv6 address', '2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['another /64 of the same /48', '2001:db8:1:ffff::1', '2001:db8:1::/48'],
    ['text that is no address', 'unknown', null],
  ])('places %s', (_case, address, key) => {
    expect(clientNetworkKey(address)).toBe(key);
  });
});

import { jest } from '@jest/globals';
import { endpointUrlProblem, isPublicAddress, resolveTarget } from './webhook-target.js';

describe('webhook target addresses', () => {
  it.each([
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.254', 'private 172.16/12'],
    ['192.168.1.10', 'private 192.168/16'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'IPv6 unique-local'],
    ['fd12:3456::1', 'IPv6 unique-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['::ffff:127.0.0.1', 'loopback mapped into IPv6'],
    ['::ffff:10.1.2.3', 'private mapped into IPv6'],
    ['64:ff9b::7f00:1', 'loopback behind NAT64'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['not-an-address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['93.184.215.14'],
    ['8.8.8.8'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['2606:4700:4700::1111'],
    ['::ffff:8.8.8.8'],
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('a URL registered as an endpoint', () => {
  const strict = { allowPrivate: false };

  it.each([
    'https://api.viaggirossi.it/webhooks',
    'https://93.184.215.14:8443/hook',
    'https://[2606:4700:4700::1111]/hook',
  ])('accepts %s', (url) => {
    expect(endpointUrlProblem(url, strict)).toBeNull();
  });

  it.each([
    ['http://api.viaggirossi.it/webhooks', /https:\/\//],
    ['ftp://api.viaggirossi.it/', /https:\/\//],
    ['not a url', /non è un URL valido/],
    ['https://127.0.0.1/hook', /rete privata o locale/],
    ['https://[::1]/hook', /rete privata o locale/],
    ['https://10.0.0.8/hook', /rete privata o locale/],
    ['https://169.254.169.254/latest/meta-data', /rete privata o locale/],
    ['https://[::ffff:127.0.0.1]/hook', /rete privata o locale/],
    ['https://2130706433/hook', /rete privata o locale/],
    ['https://localhost/hook', /rete privata o locale/],
    ['https://utente:password@api.viaggirossi.it/hook', /nome utente o password/],
  ])('refuses %s', (url, message) => {
    expect(endpointUrlProblem(url, strict)).toMatch(message);
  });

  it('takes http and private addresses when the test configuration allows them', () => {
    expect(endpointUrlProblem('http://127.0.0.1:4000/hook', { allowPrivate: true })).toBeNull();
  });
});

describe('the address a delivery connects to', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('is the address the name resolved to, when every one is public', async () => {
    await expect(
      resolveTarget('hooks.viaggirossi.it', { allowPrivate: false, resolve: resolvesTo('93.184.215.14', '8.8.8.8') }),
    ).resolves.toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('is refused when the name also resolves to a private address', async () => {
    await expect(
      resolveTarget('rebind.example', { allowPrivate: false, resolve: resolvesTo('93.184.215.14', '127.0.0.1') }),
    ).resolves.toEqual({ refused: 'PRIVATE_ADDRESS' });
  });

  it('is refused when the name does not resolve', async () => {
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(resolveTarget('nowhere.invalid', { allowPrivate: false, resolve: failing })).resolves.toEqual({
      refused: 'DNS_FAILED',
    });
  });

  it('takes a literal address as it is, without asking the resolver', async () => {
    const resolve = jest.fn(resolvesTo('93.184.215.14'));
    await expect(resolveTarget('[::1]', { allowPrivate: false, resolve })).resolves.toEqual({
      refused: 'PRIVATE_ADDRESS',
    });
    await expect(resolveTarget('127.0.0.1', { allowPrivate: true, resolve })).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    expect(resolve).not.toHaveBeenCalled();
  });
});

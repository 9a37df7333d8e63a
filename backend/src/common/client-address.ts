import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The part of an address that stands for one client. An IPv6 subscriber usually holds a
 * whole /64 and can pick any address in it, so the /64 is the client; an IPv4-mapped IPv6
 * address is the IPv4 client it maps. Text that is no address (a forged or broken proxy
 * header) is one client for all who send it: made-up text never earns a fresh limit.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return UNPARSABLE_CLIENT;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = new ipaddr.IPv6([...(parsed as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
}

/** The one key of every client whose address is no address. */
export const UNPARSABLE_CLIENT = 'unparsable-address';

/** A keyed hash of the client: enough to count its requests, useless to find the address. */
export function hashClient(secret: string, purpose: string, address: string): string {
  return hashKey(secret, purpose, clientKey(address));
}

/**
 * The IPv6 /48 around a client: what one site or one customer of a provider usually holds, so
 * a script hopping between /64s still meets one counter. IPv4 has no such block: a /24 is
 * often shared by unrelated customers behind a carrier's NAT.
 */
export function clientNetworkKey(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return null;
  const network = new ipaddr.IPv6([...(parsed as ipaddr.IPv6).parts.slice(0, 3), 0, 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/48`;
}

/** A keyed hash of any client key (an address, a network): the same secret and purpose give the same hash. */
export function hashKey(secret: string, purpose: string, key: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${key}`).digest('hex');
}

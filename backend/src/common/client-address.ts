import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The part of an address that stands for one client. An IPv6 subscriber usually holds a
 * whole /64 and can pick any address in it, so the /64 is the client; an IPv4-mapped IPv6
 * address is the IPv4 client it maps. Text that is no address (an odd proxy header) is
 * kept as it is: it still names one client.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = new ipaddr.IPv6([...(parsed as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
}

/** A keyed hash of the client: enough to count its requests, useless to find the address. */
export function hashClient(secret: string, purpose: string, address: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${clientKey(address)}`)
    .digest('hex');
}

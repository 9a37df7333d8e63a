import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * The only ranges a webhook may reach (ipaddr.js's names): the public Internet. Everything else
 * (private, loopback, link-local, unique-local, CGNAT, unspecified, multicast, documentation,
 * benchmarking, 6to4 and Teredo relays, reserved) would let whoever registers an endpoint make
 * our servers knock on our own network or on a cloud's metadata service (SSRF).
 */
const PUBLIC_RANGE = 'unicast';

/**
 * Whether an address may receive a webhook. An IPv4 address mapped into IPv6
 * (`::ffff:127.0.0.1`) is judged as the IPv4 address it really is; NAT64 (`64:ff9b::/96`)
 * likewise, since a NAT64 gateway would forward to the embedded IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (v6.range() === 'rfc6052') parsed = ipaddr.fromByteArray(v6.toByteArray().slice(12));
  }
  return parsed.range() === PUBLIC_RANGE;
}

/** The host of a URL as an address when it is written as one (`[::1]` without its brackets), else null. */
export function literalAddressOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (ipaddr.IPv4.isValidFourPartDecimal(bare) || bare.includes(':')) ? bare : null;
}

/** Why a URL cannot be registered as an endpoint, in Italian for the owner; null when it can. */
export function endpointUrlProblem(url: string, { allowPrivate }: { allowPrivate: boolean }): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "L'indirizzo del webhook non è un URL valido.";
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(parsed.protocol)) return "L'indirizzo del webhook deve iniziare con https://.";
  if (parsed.username || parsed.password) {
    return "L'indirizzo del webhook non può contenere nome utente o password: il webhook è firmato.";
  }
  if (parsed.hash) return "L'indirizzo del webhook non può contenere un frammento (#).";
  if (allowPrivate) return null;
  const literal = literalAddressOf(parsed.hostname);
  if (literal !== null && !isPublicAddress(literal)) {
    return "L'indirizzo del webhook punta a una rete privata o locale: indica un indirizzo pubblico su Internet.";
  }
  // Anything numeric that is not a plain dotted quad (`2130706433`, `0x7f.1`, `127.1`) is read
  // as an address by some resolvers and as a name by others: refused rather than guessed.
  if (literal === null && /^[\d.]+$|^0x/i.test(parsed.hostname)) {
    return "L'indirizzo del webhook usa una forma numerica non valida: scrivi l'indirizzo IP per intero o un nome.";
  }
  if (parsed.hostname === 'localhost' || parsed.hostname.endsWith('.localhost')) {
    return "L'indirizzo del webhook punta a una rete privata o locale: indica un indirizzo pubblico su Internet.";
  }
  return null;
}

/** Where a delivery connects: the address checked, which the connection then uses without resolving again. */
export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the endpoint's host at delivery time and answers the address to connect to, or a
 * reason code when none may be used. Every address the name has must be public: a name
 * answering one public and one private address could otherwise be steered to the private one
 * by whoever controls its DNS.
 */
export async function resolveTarget(
  hostname: string,
  { allowPrivate, resolve = systemResolver }: { allowPrivate: boolean; resolve?: Resolver },
): Promise<ResolvedTarget | { refused: 'DNS_FAILED' | 'PRIVATE_ADDRESS' }> {
  const literal = literalAddressOf(hostname);
  let addresses: { address: string; family: number }[];
  if (literal !== null) {
    addresses = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(hostname);
    } catch {
      return { refused: 'DNS_FAILED' };
    }
  }
  if (addresses.length === 0) return { refused: 'DNS_FAILED' };
  if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address)))
    return { refused: 'PRIVATE_ADDRESS' };
  const [first] = addresses;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

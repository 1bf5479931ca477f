import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Where a CRM call may go. A connection's base URL is typed by an admin, and the stored
// credentials travel to it: without this policy the server would call its own network for them
// (loopback, private ranges, cloud metadata at 169.254.169.254) and read the answers back.

/** The addresses a host name stands for, as the system resolver gives them. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** How CRM calls reach the network: the resolver and whether internal addresses are allowed. */
export interface CrmNetwork {
  /** CRM_ALLOW_PRIVATE_HOSTS: tests and CRMs on the local network only. */
  allowPrivate: boolean;
  resolve: Resolve;
}

export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

const BLOCKED = new BlockList();
const IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (and Alibaba's metadata, 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];
const IPV6: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped: whatever IPv4 it carries
  ['64:ff9b::', 96], // NAT64: idem
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: embeds an IPv4
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];
for (const [network, prefix] of IPV4) BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6) BLOCKED.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is internal (loopback, private, link-local, metadata…); anything unreadable is. */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const family = isIP(bare);
  if (family === 0) return true;
  return BLOCKED.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether a URL names an internal host by itself, before any resolution: an IP literal in any
 * spelling (the URL parser turns 2130706433 and 0177.0.0.1 into 127.0.0.1) or a localhost name.
 * Names that resolve to internal addresses are refused when called (`guardedLookup`).
 */
export function namesInternalHost(url: URL): boolean {
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const bare = host.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 && isInternalAddress(bare);
}

/** Raised instead of connecting to an internal address. */
export class InternalAddressError extends Error {
  override name = 'InternalAddressError';
  constructor(host: string, address: string) {
    super(`${host} resolves to the internal address ${address}, which CRM calls may not reach`);
  }
}

/**
 * The `lookup` of a CRM call's socket: resolves the name, refuses it when any of its addresses is
 * internal, and hands the checked addresses to the socket, which connects to them and nothing
 * else (no second resolution an attacker's DNS could answer differently).
 */
export function guardedLookup(network: CrmNetwork): LookupFunction {
  return (hostname, options, callback) => {
    network.resolve(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = found.filter((entry) => wanted === 0 || entry.family === wanted);
        const internal = addresses.find((entry) => isInternalAddress(entry.address));
        if (addresses.length === 0) {
          const error = Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
          return callback(error, '', 0);
        }
        if (internal && !network.allowPrivate) {
          return callback(new InternalAddressError(hostname, internal.address), '', 0);
        }
        if (options.all) return (callback as AllCallback)(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

type AllCallback = (error: null, addresses: { address: string; family: number }[]) => void;

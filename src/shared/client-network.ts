/**
 * The network a client address belongs to, for limits counted per client: an IPv6 client holds a
 * whole /64 (its network picks the rest), so an IPv6 address counts by its first four groups; an
 * IPv4 address (also written inside IPv6, `::ffff:192.0.2.1`) counts whole.
 */
export function networkOf(address: string): string {
  // IPv4, or IPv4 written inside IPv6 (`::ffff:192.0.2.1`): the IPv4 address is the client.
  if (address.includes(".")) return address.slice(address.lastIndexOf(":") + 1);
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - front.length - back.length;
  const groups = [...front, ...Array<string>(Math.max(missing, 0)).fill("0"), ...back];
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":");
}

/**
 * The network a request is counted by: its client address as Cloudflare's edge sets it
 * (`CF-Connecting-IP`, which a client cannot choose there), by `networkOf`. Null for traffic that
 * never crossed the edge (no such header, or a loopback address: `wrangler dev`, tests, the Quality
 * Lab run locally), which is not counted.
 */
export function countedNetwork(connectingIp: string | null | undefined): string | null {
  const address = connectingIp?.trim().toLowerCase();
  if (!address || address === "::1" || address.startsWith("127.")) return null;
  return networkOf(address);
}

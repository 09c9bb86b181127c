/**
 * Re-ranks a regional hospital list for one search: the exact pin code first, then the same city,
 * then the same district, then the rest; stable within a tier (the upstream's order), and only
 * whole records kept. Pure: plain data in, plain data out.
 */

/** How many hospitals a search returns: ten compact records fit well inside TOOL_MAX_RESULT_CHARS. */
export const NETWORK_HOSPITALS_KEPT = 10;

/** The fields ranking looks at; the records themselves pass through whole and unchanged. */
export interface Locatable {
  readonly pinCode: string;
  readonly city: string;
  readonly district: string;
}

export interface HospitalQuery {
  readonly pinCode?: string;
  readonly city?: string;
}

const same = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The city and district of the place asked about: the city as asked (else the exact pin's city), and
 * the exact pin's district (else the asked city's district). An unknown pin anchors nothing.
 */
function anchor<T extends Locatable>(
  records: readonly T[],
  query: HospitalQuery,
): { city?: string; district?: string } {
  const atPin = records.find((r) => r.pinCode === query.pinCode);
  const city = query.city ?? atPin?.city;
  const district = atPin?.district ?? records.find((r) => same(r.city, city))?.district;
  return { city, district };
}

export function rankHospitals<T extends Locatable>(
  records: readonly T[],
  query: HospitalQuery,
  keep: number = NETWORK_HOSPITALS_KEPT,
): T[] {
  const { city, district } = anchor(records, query);
  const tier = (r: T): number => {
    if (query.pinCode !== undefined && r.pinCode === query.pinCode) return 0;
    if (same(r.city, city)) return 1;
    if (same(r.district, district)) return 2;
    return 3;
  };
  return records
    .map((record, index) => ({ record, index, tier: tier(record) }))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .slice(0, keep)
    .map((ranked) => ranked.record);
}

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

/** Case and surrounding spaces do not matter in a place name ("bengaluru " is Bengaluru). */
const normal = (text: string): string => text.trim().toLowerCase();

/** Whether a record's place is the one asked about (`wanted` already normal); equal text needs no normalizing. */
const samePlace = (place: string, asked: string | undefined, wanted: string | undefined): boolean =>
  wanted !== undefined && (place === asked || normal(place) === wanted);

/**
 * The city and district of the place asked about: the city as asked (else the exact pin's city), and
 * the exact pin's district (else the asked city's district). An unknown pin anchors nothing.
 */
function anchor<T extends Locatable>(
  records: readonly T[],
  query: HospitalQuery,
): { city?: string; district?: string } {
  const atPin = query.pinCode === undefined ? undefined : records.find((r) => r.pinCode === query.pinCode);
  const city = query.city ?? atPin?.city;
  const cityKey = city === undefined ? undefined : normal(city);
  const district = atPin?.district ?? records.find((r) => samePlace(r.city, city, cityKey))?.district;
  return { city, district };
}

/**
 * One pass, each record into its tier's list (upstream order kept within a tier). A tier never
 * needs more than `keep` records, and once the best tier a record can reach is full nothing later
 * can enter the result, so the pass stops there: a pin search usually ends a fifth of the way in.
 */
export function rankHospitals<T extends Locatable>(
  records: readonly T[],
  query: HospitalQuery,
  keep: number = NETWORK_HOSPITALS_KEPT,
): T[] {
  const { city, district } = anchor(records, query);
  const cityKey = city === undefined ? undefined : normal(city);
  const districtKey = district === undefined ? undefined : normal(district);
  const tiers: T[][] = [[], [], [], []];
  const best = query.pinCode === undefined ? 1 : 0;
  for (const record of records) {
    let tier = 3;
    if (query.pinCode !== undefined && record.pinCode === query.pinCode) tier = 0;
    else if (samePlace(record.city, city, cityKey)) tier = 1;
    else if (samePlace(record.district, district, districtKey)) tier = 2;
    const list = tiers[tier];
    if (list !== undefined && list.length < keep) list.push(record);
    if ((tiers[best]?.length ?? 0) >= keep) break;
  }
  return tiers.flat().slice(0, keep);
}

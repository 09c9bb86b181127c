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
 * One pass, each record into its tier's list (upstream order kept within a tier). Only the first
 * `keep` records of the ranking are kept, and the tiers above a record only ever grow: so a
 * record is placed only while the tiers above it hold fewer than `keep` (once they do, its city
 * and district are not even compared), and once the best tier is full the pass stops.
 */
export function rankHospitals<T extends Locatable>(
  records: readonly T[],
  query: HospitalQuery,
  keep: number = NETWORK_HOSPITALS_KEPT,
): T[] {
  const { city, district } = anchor(records, query);
  const cityKey = city === undefined ? undefined : normal(city);
  const districtKey = district === undefined ? undefined : normal(district);
  const pin = query.pinCode;
  const atPin: T[] = [];
  const inCity: T[] = [];
  const inDistrict: T[] = [];
  const rest: T[] = [];
  for (const record of records) {
    if (pin !== undefined && record.pinCode === pin) atPin.push(record);
    else if (atPin.length + inCity.length < keep && samePlace(record.city, city, cityKey)) inCity.push(record);
    else if (atPin.length + inCity.length + inDistrict.length < keep) {
      if (samePlace(record.district, district, districtKey)) inDistrict.push(record);
      else if (atPin.length + inCity.length + inDistrict.length + rest.length < keep) rest.push(record);
    }
    if ((pin === undefined ? inCity : atPin).length >= keep) break;
  }
  return [...atPin, ...inCity, ...inDistrict, ...rest].slice(0, keep);
}

/**
 * Pure extraction from a message: claim numbers and ids, hospital ids, a pin code, a city, the
 * knowledge query (a call-back's request is read in callback.ts). No I/O, no clock. Patterns refuse to match
 * inside a longer run of digits, so a ten-digit mobile number is never read as a pin code.
 */

/** The most claims one turn looks up. */
export const MAX_CLAIMS_PER_TURN = 3;
/** The most network hospitals one turn looks up by id. */
export const MAX_HOSPITALS_PER_TURN = 3;
/** The knowledge tool takes 3 to 300 characters. */
const KNOWLEDGE_QUERY_MAX_CHARS = 300;

const CLAIM = /(?<![A-Za-z0-9])(CN-\d{4}-\d{6}|clm_[0-9a-f]{12})(?![A-Za-z0-9])/gi;
/** A network hospital's id as search_network_hospitals returns it: HSP-KAS-0001. */
const HOSPITAL_ID = /(?<![A-Za-z0-9])(HSP-[A-Z]{3}-\d{4})(?![A-Za-z0-9])/gi;
const PIN_CODE = /(?<![\d+])[1-9]\d{5}(?!\d)/;

/** Cities the hospital search knows by name, with the names people also use for them. */
const CITIES: Readonly<Record<string, readonly string[]>> = {
  Bengaluru: ["bengaluru", "bangalore"],
  Mumbai: ["mumbai", "bombay"],
  Delhi: ["new delhi", "delhi"],
  Chennai: ["chennai", "madras"],
  Kolkata: ["kolkata", "calcutta"],
  Hyderabad: ["hyderabad"],
  Pune: ["pune"],
  Ahmedabad: ["ahmedabad"],
  Jaipur: ["jaipur"],
  Kochi: ["kochi", "cochin"],
  Lucknow: ["lucknow"],
  Chandigarh: ["chandigarh"],
  Gurugram: ["gurugram", "gurgaon"],
  Noida: ["noida"],
  Mysuru: ["mysuru", "mysore"],
};

export function extractClaims(message: string): string[] {
  const found = [...message.matchAll(CLAIM)].map((m) => {
    const claim = m[1] ?? "";
    return claim.toLowerCase().startsWith("clm_") ? claim.toLowerCase() : claim.toUpperCase();
  });
  return [...new Set(found)].slice(0, MAX_CLAIMS_PER_TURN);
}

export function extractHospitalIds(message: string): string[] {
  const found = [...message.matchAll(HOSPITAL_ID)].map((m) => (m[1] ?? "").toUpperCase());
  return [...new Set(found)].slice(0, MAX_HOSPITALS_PER_TURN);
}

export function extractPinCode(message: string): string | null {
  return message.match(PIN_CODE)?.[0] ?? null;
}

export function extractCity(message: string): string | null {
  const lower = message.toLowerCase();
  for (const [city, names] of Object.entries(CITIES)) {
    if (names.some((name) => new RegExp(`\\b${name}\\b`).test(lower))) return city;
  }
  return null;
}

/** The question itself, trimmed to what the knowledge tool accepts; null if too short to search. */
export function knowledgeQueryOf(message: string): string | null {
  const query = message.replace(/\s+/g, " ").trim().slice(0, KNOWLEDGE_QUERY_MAX_CHARS);
  return query.length >= 3 ? query : null;
}

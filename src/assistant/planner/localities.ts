/**
 * Localities the hospital search knows by name, each with its pin code: "hospitals in Andheri West"
 * searches at 400053, as "hospitals near 400053" would, rather than reading the place as no place at
 * all. The names are the areas of PlanCover's network regions (the stand-in's, which a test keeps in
 * step). A name several cities share ("Model Town"), or one that is also a common word ("Camp",
 * "Fort"), counts only beside its city's name. Pure: no I/O.
 */
import { extractCity } from "./extract";

interface Locality {
  readonly area: string;
  readonly city: string;
  readonly pinCode: string;
}

/** An area as written, its city as extract.ts names it (a city it does not know is its own name). */
const L = (area: string, city: string, pinCode: string): Locality => ({ area, city, pinCode });

export const LOCALITIES: readonly Locality[] = [
  ...[
    ["MG Road", "560001"],
    ["Koramangala", "560034"],
    ["Malleshwaram", "560003"],
    ["Basavanagudi", "560004"],
    ["Frazer Town", "560005"],
    ["Rajajinagar", "560010"],
    ["Jayanagar", "560011"],
    ["Indiranagar", "560038"],
    ["Whitefield", "560066"],
    ["BTM Layout", "560076"],
    ["Marathahalli", "560037"],
    ["HSR Layout", "560102"],
    ["Electronic City", "560100"],
    ["Yelahanka", "560064"],
    ["Hebbal", "560024"],
    ["JP Nagar", "560078"],
    ["Banashankari", "560070"],
    ["Bellandur", "560103"],
  ].map(([area = "", pin = ""]) => L(area, "Bengaluru", pin)),
  L("Devaraja Mohalla", "Mysuru", "570001"),
  L("Kuvempunagar", "Mysuru", "570023"),
  L("Vijayanagar", "Mysuru", "570017"),
  L("Hampankatta", "Mangaluru", "575001"),
  L("Kadri", "Mangaluru", "575002"),
  L("Kolar Town", "Kolar", "563101"),
  L("Ramanagara Town", "Ramanagara", "562159"),
  L("SIT Extension", "Tumakuru", "572103"),
  L("Ashok Nagar", "Mandya", "571401"),
  L("Vidyanagar", "Hassan", "573201"),
  L("Gandhi Bazaar", "Shivamogga", "577201"),
  L("Manipal Road", "Udupi", "576101"),
  ...[
    ["Fort", "400001"],
    ["Kalbadevi", "400002"],
    ["Girgaon", "400004"],
    ["Mumbai Central", "400008"],
    ["Parel", "400012"],
    ["Mahim", "400016"],
    ["Churchgate", "400020"],
    ["Cumballa Hill", "400026"],
    ["Bandra West", "400050"],
    ["Andheri West", "400053"],
    ["Andheri East", "400069"],
    ["Malad West", "400064"],
    ["Borivali East", "400066"],
    ["Powai", "400076"],
    ["Mulund West", "400080"],
    ["Chembur", "400071"],
    ["Ghatkopar West", "400086"],
    ["Kandivali East", "400101"],
  ].map(([area = "", pin = ""]) => L(area, "Mumbai", pin)),
  L("Thane West", "Thane", "400601"),
  L("Wagle Estate", "Thane", "400604"),
  L("Vashi", "Navi Mumbai", "400703"),
  L("CBD Belapur", "Navi Mumbai", "400614"),
  L("Kalyan West", "Kalyan", "421301"),
  L("Camp", "Pune", "411001"),
  L("Deccan Gymkhana", "Pune", "411004"),
  L("Kothrud", "Pune", "411038"),
  L("Viman Nagar", "Pune", "411014"),
  L("Canada Corner", "Nashik", "422005"),
  L("Nashik Road", "Nashik", "422101"),
  L("New Panvel", "Panvel", "410206"),
  L("Virar West", "Vasai-Virar", "401303"),
  L("Shahupuri", "Kolhapur", "416001"),
  ...[
    ["Connaught Place", "110001"],
    ["Safdarjung Enclave", "110029"],
    ["Malviya Nagar", "110017"],
    ["Kalkaji", "110019"],
    ["Greater Kailash", "110048"],
    ["Rajouri Garden", "110027"],
    ["Paschim Vihar", "110063"],
    ["Kamla Nagar", "110007"],
    ["Preet Vihar", "110092"],
    ["Dwarka", "110075"],
    ["Rohini", "110085"],
  ].map(([area = "", pin = ""]) => L(area, "Delhi", pin)),
  L("Old Gurgaon", "Gurugram", "122001"),
  L("Sector 44", "Gurugram", "122003"),
  L("Palam Vihar", "Gurugram", "122017"),
  L("Sector 16", "Faridabad", "121002"),
  L("NIT", "Faridabad", "121001"),
  L("Sector 18", "Noida", "201301"),
  L("Sector 62", "Noida", "201309"),
  L("Sector 128", "Noida", "201304"),
  L("Knowledge Park", "Greater Noida", "201310"),
  L("Raj Nagar", "Ghaziabad", "201002"),
  L("Indirapuram", "Ghaziabad", "201014"),
  L("Model Town", "Sonipat", "131001"),
  L("Abu Lane", "Meerut", "250001"),
  L("Model Town", "Panipat", "132103"),
  L("Circular Road", "Rewari", "123401"),
  L("Company Bagh", "Alwar", "301001"),
  L("Sector 6", "Bahadurgarh", "124507"),
  L("Alwar Bypass", "Bhiwadi", "301019"),
  L("Sector 12", "Karnal", "132001"),
  L("Model Town", "Rohtak", "124001"),
];

/** Areas that are also everyday words, or a numbered sector: they name a place only beside their city. */
const NEEDS_CITY = /^(fort|camp|nit|circular road|sector \d+|model town|mg road|vidyanagar|vijayanagar|ashok nagar)$/;

const key = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, " ");
const named = (lower: string, name: string): boolean => new RegExp(`\\b${key(name).trim()}\\b`).test(lower);

/** "Andheri West" → "Andheri": an area with a side of town in its name, named without it. */
const SIDE = /\s+(?:west|east|north|south)$/i;

/**
 * The area a message names without its side ("hospitals in andheri"): the first of that name listed,
 * the search near one side being near the other. Not a city's own name ("Thane" is Thane's city search).
 */
function sideless(lower: string, city: string | null): Locality | null {
  return (
    LOCALITIES.find((l) => {
      if (!SIDE.test(l.area)) return false;
      const base = l.area.replace(SIDE, "");
      return key(base) !== key(l.city) && extractCity(base) === null && base !== city && named(lower, base);
    }) ?? null
  );
}

/** The locality a message names ("cashless hospitals in andheri west", "in andheri"), or null. */
export function localityNamed(message: string): Locality | null {
  const lower = ` ${key(message)} `;
  const found = LOCALITIES.filter((l) => named(lower, l.area));
  const shared = (l: Locality) => found.filter((other) => key(other.area) === key(l.area)).length > 1;
  // The longest name first: "Mumbai Central" before a city's name inside it.
  const ranked = [...found].sort((a, b) => b.area.length - a.area.length);
  // Its city by any name people use for it ("MG Road, Bangalore"), as the city search reads it.
  const city = extractCity(message);
  const cityNamed = (l: Locality) => l.city === city || named(lower, l.city);
  const full = ranked.find((l) => cityNamed(l) || (!NEEDS_CITY.test(key(l.area).trim()) && !shared(l)));
  return full ?? sideless(lower, city);
}

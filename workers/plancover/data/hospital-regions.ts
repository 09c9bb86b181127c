/**
 * The three hospital regions and their localities. `count` is how many of the region's 250 records sit
 * in that locality; each region has exact-pin anchors (560001, 560034, 400001), other pins of its main
 * city, and other cities, so the gateway's re-ranking (pin, then city, then district) has work to do.
 */
export type Locality = {
  readonly area: string;
  readonly city: string;
  readonly district: string;
  readonly state: string;
  readonly pinCode: string;
  /** STD code of the city's landlines. */
  readonly std: string;
  readonly count: number;
};

export type Region = { readonly name: string; readonly code: string; readonly localities: readonly Locality[] };

export const RECORDS_PER_REGION = 250;

const place = (city: string, district: string, state: string, std: string) => ({ city, district, state, std });
const at = (where: ReturnType<typeof place>, area: string, pinCode: string, count: number): Locality => ({
  ...where,
  area,
  pinCode,
  count,
});

const BENGALURU = place("Bengaluru", "Bengaluru Urban", "Karnataka", "80");
const KA = (city: string, district: string, std: string) => place(city, district, "Karnataka", std);

export const KARNATAKA_SOUTH: Region = {
  name: "Karnataka-South",
  code: "KAS",
  localities: [
    at(BENGALURU, "MG Road", "560001", 10),
    at(BENGALURU, "Koramangala", "560034", 10),
    at(BENGALURU, "Malleshwaram", "560003", 8),
    at(BENGALURU, "Basavanagudi", "560004", 8),
    at(BENGALURU, "Frazer Town", "560005", 6),
    at(BENGALURU, "Rajajinagar", "560010", 8),
    at(BENGALURU, "Jayanagar", "560011", 10),
    at(BENGALURU, "Indiranagar", "560038", 10),
    at(BENGALURU, "Whitefield", "560066", 10),
    at(BENGALURU, "BTM Layout", "560076", 8),
    at(BENGALURU, "Marathahalli", "560037", 8),
    at(BENGALURU, "HSR Layout", "560102", 8),
    at(BENGALURU, "Electronic City", "560100", 8),
    at(BENGALURU, "Yelahanka", "560064", 8),
    at(BENGALURU, "Hebbal", "560024", 8),
    at(BENGALURU, "JP Nagar", "560078", 8),
    at(BENGALURU, "Banashankari", "560070", 8),
    at(BENGALURU, "Bellandur", "560103", 6),
    at(KA("Mysuru", "Mysuru", "821"), "Devaraja Mohalla", "570001", 12),
    at(KA("Mysuru", "Mysuru", "821"), "Kuvempunagar", "570023", 10),
    at(KA("Mysuru", "Mysuru", "821"), "Vijayanagar", "570017", 8),
    at(KA("Mangaluru", "Dakshina Kannada", "824"), "Hampankatta", "575001", 10),
    at(KA("Mangaluru", "Dakshina Kannada", "824"), "Kadri", "575002", 8),
    at(KA("Kolar", "Kolar", "8152"), "Kolar Town", "563101", 8),
    at(KA("Ramanagara", "Ramanagara", "80"), "Ramanagara Town", "562159", 8),
    at(KA("Tumakuru", "Tumakuru", "816"), "SIT Extension", "572103", 8),
    at(KA("Mandya", "Mandya", "8232"), "Ashok Nagar", "571401", 6),
    at(KA("Hassan", "Hassan", "8172"), "Vidyanagar", "573201", 6),
    at(KA("Shivamogga", "Shivamogga", "8182"), "Gandhi Bazaar", "577201", 8),
    at(KA("Udupi", "Udupi", "820"), "Manipal Road", "576101", 8),
  ],
};

const MUMBAI_CITY = place("Mumbai", "Mumbai City", "Maharashtra", "22");
const MUMBAI_SUBURBS = place("Mumbai", "Mumbai Suburban", "Maharashtra", "22");
const MH = (city: string, district: string, std: string) => place(city, district, "Maharashtra", std);

export const MAHARASHTRA_WEST: Region = {
  name: "Maharashtra-West",
  code: "MHW",
  localities: [
    at(MUMBAI_CITY, "Fort", "400001", 10),
    at(MUMBAI_CITY, "Kalbadevi", "400002", 6),
    at(MUMBAI_CITY, "Girgaon", "400004", 6),
    at(MUMBAI_CITY, "Mumbai Central", "400008", 8),
    at(MUMBAI_CITY, "Parel", "400012", 8),
    at(MUMBAI_CITY, "Mahim", "400016", 6),
    at(MUMBAI_CITY, "Churchgate", "400020", 6),
    at(MUMBAI_CITY, "Cumballa Hill", "400026", 6),
    at(MUMBAI_SUBURBS, "Bandra West", "400050", 8),
    at(MUMBAI_SUBURBS, "Andheri West", "400053", 10),
    at(MUMBAI_SUBURBS, "Andheri East", "400069", 8),
    at(MUMBAI_SUBURBS, "Malad West", "400064", 8),
    at(MUMBAI_SUBURBS, "Borivali East", "400066", 8),
    at(MUMBAI_SUBURBS, "Powai", "400076", 8),
    at(MUMBAI_SUBURBS, "Mulund West", "400080", 8),
    at(MUMBAI_SUBURBS, "Chembur", "400071", 8),
    at(MUMBAI_SUBURBS, "Ghatkopar West", "400086", 6),
    at(MUMBAI_SUBURBS, "Kandivali East", "400101", 6),
    at(MH("Thane", "Thane", "22"), "Thane West", "400601", 12),
    at(MH("Thane", "Thane", "22"), "Wagle Estate", "400604", 8),
    at(MH("Navi Mumbai", "Thane", "22"), "Vashi", "400703", 10),
    at(MH("Navi Mumbai", "Thane", "22"), "CBD Belapur", "400614", 8),
    at(MH("Kalyan", "Thane", "251"), "Kalyan West", "421301", 8),
    at(MH("Pune", "Pune", "20"), "Camp", "411001", 10),
    at(MH("Pune", "Pune", "20"), "Deccan Gymkhana", "411004", 8),
    at(MH("Pune", "Pune", "20"), "Kothrud", "411038", 8),
    at(MH("Pune", "Pune", "20"), "Viman Nagar", "411014", 8),
    at(MH("Nashik", "Nashik", "253"), "Canada Corner", "422005", 10),
    at(MH("Nashik", "Nashik", "253"), "Nashik Road", "422101", 6),
    at(MH("Panvel", "Raigad", "22"), "New Panvel", "410206", 8),
    at(MH("Vasai-Virar", "Palghar", "250"), "Virar West", "401303", 6),
    at(MH("Kolhapur", "Kolhapur", "231"), "Shahupuri", "416001", 6),
  ],
};

const DELHI = (district: string) => place("Delhi", district, "Delhi", "11");
const HR = (city: string, district: string, std: string) => place(city, district, "Haryana", std);
const UP = (city: string, district: string, std: string) => place(city, district, "Uttar Pradesh", std);

/** Every pin code or city that no other region holds gets this region. */
export const DELHI_NCR: Region = {
  name: "Delhi-NCR",
  code: "DLN",
  localities: [
    at(DELHI("New Delhi"), "Connaught Place", "110001", 10),
    at(DELHI("New Delhi"), "Safdarjung Enclave", "110029", 8),
    at(DELHI("South Delhi"), "Malviya Nagar", "110017", 8),
    at(DELHI("South East Delhi"), "Kalkaji", "110019", 8),
    at(DELHI("South Delhi"), "Greater Kailash", "110048", 8),
    at(DELHI("West Delhi"), "Rajouri Garden", "110027", 8),
    at(DELHI("West Delhi"), "Paschim Vihar", "110063", 8),
    at(DELHI("North Delhi"), "Kamla Nagar", "110007", 8),
    at(DELHI("East Delhi"), "Preet Vihar", "110092", 8),
    at(DELHI("South West Delhi"), "Dwarka", "110075", 8),
    at(DELHI("North West Delhi"), "Rohini", "110085", 8),
    at(HR("Gurugram", "Gurugram", "124"), "Old Gurgaon", "122001", 10),
    at(HR("Gurugram", "Gurugram", "124"), "Sector 44", "122003", 8),
    at(HR("Gurugram", "Gurugram", "124"), "Palam Vihar", "122017", 8),
    at(HR("Faridabad", "Faridabad", "129"), "Sector 16", "121002", 10),
    at(HR("Faridabad", "Faridabad", "129"), "NIT", "121001", 6),
    at(UP("Noida", "Gautam Buddh Nagar", "120"), "Sector 18", "201301", 12),
    at(UP("Noida", "Gautam Buddh Nagar", "120"), "Sector 62", "201309", 8),
    at(UP("Noida", "Gautam Buddh Nagar", "120"), "Sector 128", "201304", 6),
    at(UP("Greater Noida", "Gautam Buddh Nagar", "120"), "Knowledge Park", "201310", 8),
    at(UP("Ghaziabad", "Ghaziabad", "120"), "Raj Nagar", "201002", 10),
    at(UP("Ghaziabad", "Ghaziabad", "120"), "Indirapuram", "201014", 8),
    at(HR("Sonipat", "Sonipat", "130"), "Model Town", "131001", 8),
    at(UP("Meerut", "Meerut", "121"), "Abu Lane", "250001", 10),
    at(HR("Panipat", "Panipat", "180"), "Model Town", "132103", 8),
    at(HR("Rewari", "Rewari", "1274"), "Circular Road", "123401", 6),
    at(place("Alwar", "Alwar", "Rajasthan", "144"), "Company Bagh", "301001", 8),
    at(HR("Bahadurgarh", "Jhajjar", "1276"), "Sector 6", "124507", 6),
    at(place("Bhiwadi", "Alwar", "Rajasthan", "1493"), "Alwar Bypass", "301019", 6),
    at(HR("Karnal", "Karnal", "184"), "Sector 12", "132001", 8),
    at(HR("Rohtak", "Rohtak", "1262"), "Model Town", "124001", 6),
  ],
};

const REGIONS: readonly Region[] = [KARNATAKA_SOUTH, MAHARASHTRA_WEST];

/** A region's postal sorting districts (a pin code's first three digits) and its cities, as asked. */
const placesOf = (region: Region) => ({
  region,
  prefixes: new Set(region.localities.map((l) => l.pinCode.slice(0, 3))),
  cities: new Set(region.localities.map((l) => l.city.toLowerCase())),
});
const PLACES = REGIONS.map(placesOf);

/**
 * The region the real API would search: the one holding the pin code's sorting district (its first
 * three digits), else the city, else the default. Pune's 411 is Maharashtra-West's, as Pune's
 * hospitals are; a place no region holds gets Delhi-NCR.
 */
export function regionFor(pinCode: string | undefined, city: string | undefined): Region {
  const prefix = pinCode?.trim().slice(0, 3);
  const name = city?.trim().toLowerCase();
  const byPin = prefix === undefined ? undefined : PLACES.find((p) => p.prefixes.has(prefix));
  const byCity = name === undefined ? undefined : PLACES.find((p) => p.cities.has(name));
  return (byPin ?? byCity)?.region ?? DELHI_NCR;
}

/** Test inputs for the sanitizer: a PlanCover-like hospital list (~84 KB) and seeded random JSON. */

const SPECIALITIES = [
  "Cardiology",
  "Orthopaedics",
  "Neurology",
  "Oncology",
  "Nephrology",
  "Paediatrics",
  "Obstetrics and Gynaecology",
  "General Surgery",
  "Gastroenterology",
  "Pulmonology",
];
const AREAS = ["Indiranagar", "Koramangala", "Jayanagar", "Whitefield", "Malleshwaram", "Hebbal", "HSR Layout"];
const CITIES: ReadonlyArray<readonly [string, string, string]> = [
  ["Bengaluru", "Bengaluru Urban", "560001"],
  ["Bengaluru", "Bengaluru Urban", "560034"],
  ["Bengaluru", "Bengaluru Urban", "560038"],
  ["Mysuru", "Mysuru", "570001"],
  ["Tumakuru", "Tumakuru", "572101"],
];

export interface Hospital {
  hospitalId: string;
  name: string;
  address: string;
  city: string;
  district: string;
  state: string;
  pinCode: string;
  phone: string;
  networkType: "cashless";
  specialities: string[];
}

/** The shape of `GET /v1/hospitals`: a region and 250 records, about 84 KB printed. */
export function hospitalPayload(count = 250): { region: string; hospitals: Hospital[] } {
  const hospitals: Hospital[] = [];
  for (let i = 0; i < count; i++) {
    const [city, district, pinCode] = CITIES[i % CITIES.length] ?? CITIES[0] ?? ["", "", ""];
    const area = AREAS[i % AREAS.length] ?? "";
    const serial = String(i + 1).padStart(4, "0");
    hospitals.push({
      hospitalId: `HSP-KA-${serial}`,
      name: `${area} Hospital ${i + 1}`,
      address: `No. ${(i % 90) + 10}, ${(i % 20) + 1}th Main Road, ${area}, ${city} ${pinCode}`,
      city,
      district,
      state: "Karnataka",
      pinCode,
      phone: `080-${String(2200 + (i % 7000)).padStart(4, "0")} ${String(3300 + i).padStart(4, "0")}`,
      networkType: "cashless",
      specialities: SPECIALITIES.slice(i % 4, (i % 4) + 3 + (i % 4)),
    });
  }
  return { region: "Karnataka-South", hospitals };
}

/**
 * A random JSON-ish value: nested objects and lists (sometimes long ones), long strings, numbers,
 * awkward characters. `budget` bounds how many nodes one value may have.
 */
export function randomValue(random: () => number, budget = { nodes: 400 }, depth = 0): unknown {
  budget.nodes--;
  const pick = random();
  if (depth > 6 || budget.nodes <= 0 || pick < 0.35) return randomLeaf(random);
  if (pick < 0.7) {
    const length = Math.floor(random() ** 3 * 300);
    const out: unknown[] = [];
    for (let i = 0; i < length && budget.nodes > 0; i++) out.push(randomValue(random, budget, depth + 1));
    return out;
  }
  const out: Record<string, unknown> = {};
  const keys = Math.floor(random() * 12);
  for (let i = 0; i < keys && budget.nodes > 0; i++) out[randomKey(random)] = randomValue(random, budget, depth + 1);
  return out;
}

const KEYS = ["id", "name", "note", "items", "data", "pinCode", "city", "amount", "tags", "details", "hospitals"];
const randomKey = (random: () => number): string =>
  random() < 0.8
    ? (KEYS[Math.floor(random() * KEYS.length)] ?? "id")
    : randomText(random, 1 + Math.floor(random() * 30));

function randomLeaf(random: () => number): unknown {
  const pick = random();
  if (pick < 0.15) return Math.floor(random() * 1_000_000);
  if (pick < 0.2) return random() < 0.5;
  if (pick < 0.25) return null;
  if (pick < 0.3) return random() * 1e6;
  const long = random() < 0.05;
  return randomText(random, long ? Math.floor(random() * 6000) : Math.floor(random() * 40));
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ0123456789 -.,:@"\\\n\té€😀';

function randomText(random: () => number, length: number): string {
  let out = "";
  while (out.length < length) {
    const c =
      random() < 0.02
        ? String.fromCharCode(Math.floor(random() * 32))
        : ALPHABET.charAt(Math.floor(random() * ALPHABET.length));
    out += c;
  }
  return out;
}

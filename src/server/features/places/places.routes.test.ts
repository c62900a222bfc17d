import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app";

const t = await createTestApp();
afterAll(() => t.dispose());

type ErrorBody = { error: { code: string; message: string } };

describe("GET /api/places", () => {
  it("suggests places for the typed text, labelled in the language asked for, cacheable by anyone", async () => {
    const res = await t.request("/api/places?q=M%C3%BCnch&lang=de");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const { places } = (await res.json()) as { places: { id: number; name: string; label: string }[] };
    expect(places[0]).toEqual({ id: 2867714, name: "München", label: "Deutschland", country: "DE" });
    expect(places.length).toBeLessThanOrEqual(8);
  });

  it("labels in English without a language", async () => {
    const res = await t.request("/api/places?q=muenchen");
    const { places } = (await res.json()) as { places: { id: number; label: string }[] };
    expect(places[0]).toMatchObject({ id: 2867714, label: "Germany" });
  });

  it("refuses an empty text, a text over 80 characters and an unknown language", async () => {
    for (const query of ["q=", "q=%20%20", `q=${"a".repeat(81)}`, "q=Munich&lang=fr", ""]) {
      const res = await t.request(`/api/places?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("answers the refusal in the request's language", async () => {
    const res = await t.request("/api/places?q=", { headers: { "Accept-Language": "de" } });
    expect(((await res.json()) as ErrorBody).error.message).toContain("mindestens einen Buchstaben");
  });
});

describe("GET /api/places/{id}", () => {
  it("answers a place with its coordinates", async () => {
    const res = await t.request("/api/places/2867714?lang=en");
    expect(res.status).toBe(200);
    const place = (await res.json()) as { name: string; latitude: number; longitude: number };
    expect(place).toMatchObject({ id: 2867714, name: "Munich", label: "Germany", country: "DE" });
    expect(place.latitude).toBeCloseTo(48.14, 1);
    expect(place.longitude).toBeCloseTo(11.58, 1);
  });

  it("answers 404 for an id the gazetteer lacks and 400 for one that is no id", async () => {
    const missing = await t.request("/api/places/1");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error.code).toBe("NOT_FOUND");
    for (const id of ["munich", "-5", "1.5", "99999999999"]) {
      expect((await t.request(`/api/places/${id}`)).status, id).toBe(400);
    }
  });
});

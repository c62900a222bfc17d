import { describe, expect, it } from "vitest";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import { createI18n, translatorOf } from "#shared/i18n/translator";
import type { GalleryItem, ImageAsset } from "#shared/media/media.schema";
import type { Talent, TalentPlace } from "#shared/talents/talent.schema";
import { profileChanges as changesIn } from "./profile-changes.ts";

/** The changes as an English page words them. */
const english = translatorOf(createI18n("en", compiledMessages("en")));
/** Places named as the page would name them once the server answered. */
const PLACE_NAMES = new Map([
  [2867714, "Munich, Germany"],
  [4250542, "Springfield, IL, United States"],
  [4409896, "Springfield, MO, United States"],
]);
const profileChanges = (live: Talent, submitted: Talent) =>
  changesIn(english, live, submitted, {
    number: String,
    place: (place) => PLACE_NAMES.get(place.id) ?? `unnamed ${place.id}`,
  });
const place = (id: number, country: string): TalentPlace => ({ id, country, latitude: 0, longitude: 0 });
const MUNICH = place(2867714, "DE");

const image = (id: string): ImageAsset => ({
  id,
  width: 300,
  height: 400,
  placeholder: "data:,",
  variants: [{ width: 300, url: `/media/images/${id}/300.webp` }],
});
const photo = (id: string, description = ""): GalleryItem => ({
  id,
  type: "image",
  image: image(id),
  description,
});

const live: Talent = {
  id: "t1",
  userId: "u1",
  slug: "lena-t1",
  name: "Lena",
  image: image("hero-1"),
  category: "visual-arts-media",
  subcategory: "model",
  location: "Munich",
  place: null,
  age: 24,
  bio: "Model in Munich.",
  languages: ["de"],
  badges: [],
  paymentOptions: ["PAY"],
  specifics: { height: 176 },
  measurements: { lengthUnits: "metric", sizeSystem: "eu" },
  measurementsUpdatedAt: null,
  gallery: [photo("g1", "Spring"), photo("g2"), photo("g3")],
  contact: { email: "lena@example.com", instagram: "lena", showEmail: true },
  inquiriesEnabled: true,
  joined: "2026-01-01",
  featured: false,
  featuredOrder: null,
  isTopTalent: false,
  status: "approved",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  rejectionReason: null,
  compCardDownload: true,
};

describe("the changes a moderator reviews", () => {
  it("is empty when the change is the live version", () => {
    expect(
      profileChanges(live, { ...live, status: "pending", updatedAt: "2026-02-01T00:00:00.000Z" }),
    ).toEqual([]);
  });

  it("names each changed field with the live and the submitted text, in the wizard's order", () => {
    const submitted: Talent = {
      ...live,
      status: "pending",
      bio: "Model and actress in Berlin.",
      location: "Berlin",
      languages: ["de", "en"],
      specifics: { height: 177 },
      measurements: {
        height: 175.26,
        shoeSize: 36.5,
        shoeChart: "women",
        hairColour: "auburn",
        lengthUnits: "imperial",
        sizeSystem: "uk",
      },
      contact: { ...live.contact, showEmail: false },
    };
    expect(profileChanges(live, submitted)).toEqual([
      { label: "Location", live: "Munich", submitted: "Berlin" },
      { label: "Bio", live: "Model in Munich.", submitted: "Model and actress in Berlin." },
      { label: "Languages", live: "German", submitted: "German, English" },
      { label: "Details", live: "Height: 176 cm", submitted: "Height: 177 cm" },
      {
        label: "Measurements",
        live: "none",
        submitted: "Height: 5 ft 9 in, Shoe size: UK 4 (Women's sizes), Hair colour: Auburn",
      },
      { label: "E-mail on the profile", live: "shown", submitted: "hidden" },
    ]);
  });

  it("names a change of place alone, by the place's name and country, where the text stays", () => {
    const linked: Talent = { ...live, status: "pending", place: MUNICH };
    expect(profileChanges(live, linked)).toEqual([
      { label: "Place", live: "none", submitted: "Munich, Germany" },
    ]);
    expect(profileChanges(linked, live)).toEqual([
      { label: "Place", live: "Munich, Germany", submitted: "none" },
    ]);
    const illinois = { ...live, location: "Springfield", place: place(4250542, "US") };
    const missouri = { ...illinois, place: place(4409896, "US") };
    expect(profileChanges(illinois, missouri)).toEqual([
      {
        label: "Place",
        live: "Springfield, IL, United States",
        submitted: "Springfield, MO, United States",
      },
    ]);
  });

  it("shows no place when the place stays, whatever else changes", () => {
    const linked: Talent = { ...live, place: MUNICH };
    const changes = profileChanges(linked, { ...linked, location: "München", bio: "New." });
    expect(changes.map((change) => change.label)).toEqual(["Location", "Bio"]);
  });

  it("shows a replaced hero picture and what happened to the gallery", () => {
    const submitted: Talent = {
      ...live,
      image: image("hero-2"),
      gallery: [photo("g3"), photo("g1", "Summer"), photo("g4")],
    };
    const changes = profileChanges(live, submitted);
    expect(changes).toEqual([
      {
        label: "Hero image",
        live: "the approved picture",
        submitted: "a new picture",
        images: { live: live.image, submitted: submitted.image },
      },
      {
        label: "Gallery",
        live: "3 items",
        submitted: "3 items: 1 added, 1 removed, 1 description changed, new order",
      },
    ]);
  });
});

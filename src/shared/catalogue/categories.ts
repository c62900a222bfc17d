/** One category-specific profile field, as the wizard and the profile's details show it. */
export type SpecificField = {
  name: string;
  label: string;
  type: "number" | "text";
  unit?: string;
  placeholder: string;
};

export const CATEGORIES = [
  {
    value: "visual-arts-media",
    label: "Visual Arts & Media",
    subcategories: [
      { value: "model", label: "Model" },
      { value: "photographer", label: "Photographer" },
      { value: "videographer", label: "Videographer" },
      { value: "artist-designer", label: "Artist / Designer" },
    ],
    specifics: [
      { name: "height", label: "Height", type: "number", unit: "cm", placeholder: "e.g. 175" },
      { name: "measurements", label: "Measurements", type: "text", unit: "cm", placeholder: "e.g. 86-61-89" },
      { name: "eyes", label: "Eyes", type: "text", placeholder: "Eye colour, e.g. green" },
      { name: "hair", label: "Hair", type: "text", placeholder: "Hair colour, e.g. dark blonde" },
      { name: "shoes", label: "Shoes", type: "number", unit: "EU", placeholder: "e.g. 39" },
    ],
  },
  {
    value: "performing-arts",
    label: "Performing Arts",
    subcategories: [
      { value: "singer", label: "Singer" },
      { value: "dancer", label: "Dancer" },
      { value: "actor", label: "Actor" },
      { value: "content-creator", label: "Content Creator" },
      { value: "musicians-dj", label: "Musician / DJ" },
    ],
    specifics: [{ name: "genre", label: "Genre", type: "text", placeholder: "e.g. Soul, jazz" }],
  },
  {
    value: "styling-support",
    label: "Styling & Support",
    subcategories: [
      { value: "make-up-artist", label: "Make-up Artist" },
      { value: "stylist", label: "Stylist" },
      { value: "coach-mentor", label: "Coach / Mentor" },
    ],
    specifics: [
      { name: "specialization", label: "Specialization", type: "text", placeholder: "e.g. Bridal make-up" },
    ],
  },
  {
    value: "industry-infrastructure",
    label: "Industry & Infrastructure",
    subcategories: [
      { value: "agency", label: "Agency" },
      { value: "studio", label: "Studio" },
    ],
    specifics: [
      { name: "capacity", label: "Capacity", type: "number", unit: "people", placeholder: "e.g. 25" },
    ],
  },
] as const satisfies readonly {
  value: string;
  label: string;
  subcategories: readonly { value: string; label: string }[];
  specifics: readonly SpecificField[];
}[];

export type Category = (typeof CATEGORIES)[number];
export type CategoryValue = Category["value"];
export type SubcategoryValue = Category["subcategories"][number]["value"];

export const CATEGORY_VALUES = CATEGORIES.map((c) => c.value) as [CategoryValue, ...CategoryValue[]];
export const SUBCATEGORY_VALUES = CATEGORIES.flatMap((c) => c.subcategories.map((s) => s.value)) as [
  SubcategoryValue,
  ...SubcategoryValue[],
];

export function findCategory(value: string): Category | undefined {
  return CATEGORIES.find((c) => c.value === value);
}

/** The category a subcategory belongs to. */
export function categoryOfSubcategory(subcategory: string): Category | undefined {
  return CATEGORIES.find((c) => c.subcategories.some((s) => s.value === subcategory));
}

export function categoryLabel(value: string): string {
  return findCategory(value)?.label ?? value;
}

export function subcategoryLabel(value: string): string {
  for (const category of CATEGORIES) {
    const sub = category.subcategories.find((s) => s.value === value);
    if (sub) return sub.label;
  }
  return value;
}

/** The specific fields of a category (none for an unknown one). */
export function specificFieldsOf(category: string): readonly SpecificField[] {
  return findCategory(category)?.specifics ?? [];
}

import type { Translate } from "#shared/i18n/translator";

/** The units a category-specific field is measured in; each is written in the catalogs. */
export type SpecificUnit = "cm" | "eu" | "people";

/**
 * The categories, their subcategories and each category's specific profile fields. The names, the
 * fields' labels, placeholders and units are in the catalogs (`catalogue.category.<value>`,
 * `catalogue.subcategory.<value>`, `catalogue.field.<name>.label`, `catalogue.unit.<unit>`).
 */
export const CATEGORIES = [
  {
    value: "visual-arts-media",
    subcategories: [
      { value: "model" },
      { value: "photographer" },
      { value: "videographer" },
      { value: "artist-designer" },
    ],
    specifics: [
      { name: "height", type: "number", unit: "cm" },
      { name: "measurements", type: "text", unit: "cm" },
      { name: "eyes", type: "text" },
      { name: "hair", type: "text" },
      { name: "shoes", type: "number", unit: "eu" },
    ],
  },
  {
    value: "performing-arts",
    subcategories: [
      { value: "singer" },
      { value: "dancer" },
      { value: "actor" },
      { value: "content-creator" },
      { value: "musicians-dj" },
    ],
    specifics: [{ name: "genre", type: "text" }],
  },
  {
    value: "styling-support",
    subcategories: [{ value: "make-up-artist" }, { value: "stylist" }, { value: "coach-mentor" }],
    specifics: [{ name: "specialization", type: "text" }],
  },
  {
    value: "industry-infrastructure",
    subcategories: [{ value: "agency" }, { value: "studio" }],
    specifics: [{ name: "capacity", type: "number", unit: "people" }],
  },
] as const satisfies readonly {
  value: string;
  subcategories: readonly { value: string }[];
  specifics: readonly { name: string; type: "number" | "text"; unit?: SpecificUnit }[];
}[];

export type Category = (typeof CATEGORIES)[number];
export type CategoryValue = Category["value"];
export type SubcategoryValue = Category["subcategories"][number]["value"];
type SpecificFieldName = Category["specifics"][number]["name"];

/** One category-specific profile field, as the wizard and the profile's details show it. */
export type SpecificField = { name: string; type: "number" | "text"; unit?: SpecificUnit };

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

const isSubcategoryValue = (value: string): value is SubcategoryValue =>
  (SUBCATEGORY_VALUES as readonly string[]).includes(value);

/** A category's name, or the value itself when unknown. */
export function categoryLabel(t: Translate, value: string): string {
  const category = findCategory(value);
  return category ? t(`catalogue.category.${category.value}`) : value;
}

/** A subcategory's name, or the value itself when unknown. */
export function subcategoryLabel(t: Translate, value: string): string {
  return isSubcategoryValue(value) ? t(`catalogue.subcategory.${value}`) : value;
}

/** The specific fields of a category (none for an unknown one). */
export function specificFieldsOf(category: string): readonly SpecificField[] {
  return findCategory(category)?.specifics ?? [];
}

const SPECIFIC_FIELDS = CATEGORIES.flatMap((c): readonly SpecificField[] => c.specifics);

/** The specific field of that name in any category. */
export function findSpecificField(name: string): SpecificField | undefined {
  return SPECIFIC_FIELDS.find((field) => field.name === name);
}

/** A field's name among the catalogue's own: every field comes from CATEGORIES. */
const nameOf = (field: SpecificField) => field.name as SpecificFieldName;

/** A specific field's label ("Height"). */
export const specificFieldLabel = (t: Translate, field: SpecificField): string =>
  t(`catalogue.field.${nameOf(field)}.label`);

/** A specific field's example input ("e.g. 175"). */
export const specificFieldPlaceholder = (t: Translate, field: SpecificField): string =>
  t(`catalogue.field.${nameOf(field)}.placeholder`);

/** A specific field's label with its unit, for its input ("Height (cm)"). */
export const specificFieldInputLabel = (t: Translate, field: SpecificField): string =>
  field.unit
    ? t("catalogue.field.withUnit", {
        label: specificFieldLabel(t, field),
        unit: t(`catalogue.unit.${field.unit}`),
      })
    : specificFieldLabel(t, field);

/** A specific field's unit ("cm"), or nothing for a field without one. */
export const specificFieldUnit = (t: Translate, field: SpecificField): string | undefined =>
  field.unit ? t(`catalogue.unit.${field.unit}`) : undefined;

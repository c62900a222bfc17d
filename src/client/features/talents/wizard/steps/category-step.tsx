import { SelectField } from "#client/components/form/select-field.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import {
  CATEGORIES,
  categoryLabel,
  findCategory,
  specificFieldInputLabel,
  specificFieldPlaceholder,
  subcategoryLabel,
} from "#shared/catalogue/categories";
import { usesMeasurements } from "#shared/measurements/measured-categories";
import { isReplacedSpecific } from "../../measurements/replaced-specifics.ts";
import { MeasurementsSection } from "../measurements/measurements-section.tsx";
import { emptySpecifics } from "../profile-draft.ts";
import type { StepProps } from "./step-props.ts";

export function CategoryStep({ form }: StepProps) {
  const t = useT();
  const category = findCategory(form.watch("category"));
  const subcategory = form.watch("subcategory");
  // A measured subcategory gives its body's measurements as data, not as the category's free text.
  const specifics = category?.specifics.filter((field) => !isReplacedSpecific(subcategory, field.name)) ?? [];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("talents.wizard.category.category")}
          {...form.field("category", {
            // A new category clears the sub-category and the old category's specifics.
            onChange: (e) => {
              form.setValue("subcategory", "", { shouldDirty: true });
              form.setValue("specifics", emptySpecifics(e.target.value), { shouldDirty: true });
            },
          })}
        >
          <option value="">{t("talents.wizard.category.chooseCategory")}</option>
          {CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {categoryLabel(t, c.value)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("talents.wizard.category.subcategory")}
          {...form.field("subcategory")}
          disabled={!category}
          hint={category ? undefined : t("talents.wizard.category.subcategoryHint")}
        >
          <option value="">{t("talents.wizard.category.chooseSubcategory")}</option>
          {category?.subcategories.map((s) => (
            <option key={s.value} value={s.value}>
              {subcategoryLabel(t, s.value)}
            </option>
          ))}
        </SelectField>
      </div>
      {category && specifics.length ? (
        <fieldset className="space-y-4">
          <legend className="text-sm font-medium">
            {t("talents.wizard.category.specifics", { category: categoryLabel(t, category.value) })}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {specifics.map((field) => (
              <TextField
                key={field.name}
                label={specificFieldInputLabel(t, field)}
                inputMode={field.type === "number" ? "decimal" : undefined}
                placeholder={specificFieldPlaceholder(t, field)}
                {...form.field(`specifics.${field.name}`)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {usesMeasurements(subcategory) ? <MeasurementsSection form={form} /> : null}
    </div>
  );
}

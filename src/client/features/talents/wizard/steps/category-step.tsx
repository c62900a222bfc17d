import { SelectField } from "#client/components/form/select-field.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { CATEGORIES, findCategory } from "#shared/catalogue/categories";
import { emptySpecifics } from "../profile-draft.ts";
import type { StepProps } from "./step-props.ts";

export function CategoryStep({ form }: StepProps) {
  const category = findCategory(form.watch("category"));
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          {...form.field("category", {
            // A new category clears the sub-category and the old category's specifics.
            onChange: (e) => {
              form.setValue("subcategory", "", { shouldDirty: true });
              form.setValue("specifics", emptySpecifics(e.target.value), { shouldDirty: true });
            },
          })}
        >
          <option value="">Choose a category</option>
          {CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sub-category"
          {...form.field("subcategory")}
          disabled={!category}
          hint={category ? undefined : "Choose a category first."}
        >
          <option value="">Choose a sub-category</option>
          {category?.subcategories.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
      </div>
      {category ? (
        <fieldset className="space-y-4">
          <legend className="text-sm font-medium">{category.label} details</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {category.specifics.map((field) => (
              <TextField
                key={field.name}
                label={"unit" in field && field.unit ? `${field.label} (${field.unit})` : field.label}
                inputMode={field.type === "number" ? "decimal" : undefined}
                placeholder={field.placeholder}
                {...form.field(`specifics.${field.name}`)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

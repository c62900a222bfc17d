import { SelectField } from "#client/components/form/select-field.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { CATEGORIES, findCategory } from "#shared/catalogue/categories";
import type { StepProps } from "./step-props.ts";

export function CategoryStep({ draft, update, errors }: StepProps) {
  const category = findCategory(draft.category);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          value={draft.category}
          error={errors.category}
          onChange={(e) =>
            // A new category clears the sub-category and the old category's specifics.
            update({ category: e.target.value, subcategory: "", specifics: {} })
          }
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
          value={draft.subcategory}
          disabled={!category}
          error={errors.subcategory}
          hint={category ? undefined : "Choose a category first."}
          onChange={(e) => update({ subcategory: e.target.value })}
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
                value={draft.specifics[field.name] ?? ""}
                error={errors[`specifics.${field.name}`]}
                onChange={(e) => update({ specifics: { ...draft.specifics, [field.name]: e.target.value } })}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

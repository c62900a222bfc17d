import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { fieldErrors } from "#shared/field-errors";
import {
  type TeamMember,
  TeamMemberCreateSchema,
  type Testimonial,
  TestimonialCreateSchema,
  teamMemberEditSchema,
  testimonialEditSchema,
} from "#shared/site-content/site-content.schema";
import { CheckboxField, SelectField, TextAreaField } from "./form-fields.tsx";

type FormProps<T> = {
  /** The entry being edited; absent when adding. */
  item: T | undefined;
  busy: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  onCancel: () => void;
};

const SAMPLE_HINT = "Samples carry a “Sample” label and are shown only while the server's sample data is on.";

/** Reads the form, checks it with the shared schema, and reports field errors beside their fields. */
function useValidatedSubmit(schema: z.ZodType, toValues: (form: FormData) => Record<string, unknown>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>, onValid: (values: Record<string, unknown>) => void) => {
    event.preventDefault();
    const values = toValues(new FormData(event.currentTarget));
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onValid(values);
  };
  return { errors, submit };
}

function Actions({ busy, adding, onCancel }: { busy: boolean; adding: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : adding ? "Add" : "Save"}
      </Button>
    </div>
  );
}

export function TestimonialForm({ item, busy, onSubmit, onCancel }: FormProps<Testimonial>) {
  const id = useId();
  const adding = item === undefined;
  const { errors, submit } = useValidatedSubmit(
    adding ? TestimonialCreateSchema : testimonialEditSchema(item),
    (f) => ({
      quote: String(f.get("quote") ?? ""),
      authorName: String(f.get("authorName") ?? ""),
      authorRole: String(f.get("authorRole") ?? ""),
      plan: f.get("plan") ? String(f.get("plan")) : null,
      visible: f.get("visible") === "on",
      isSample: f.get("isSample") === "on",
      consent: f.get("consent") === "on",
    }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => submit(event, onSubmit)}>
      <TextAreaField
        id={`${id}-quote`}
        name="quote"
        label="Quote"
        defaultValue={item?.quote}
        error={errors.quote}
        maxLength={600}
      />
      <TextField
        label="Name"
        name="authorName"
        defaultValue={item?.authorName}
        error={errors.authorName}
        hint="As the person wants to be named, for example “Lena H.”"
        maxLength={80}
      />
      <TextField
        label="What they do and where"
        name="authorRole"
        defaultValue={item?.authorRole}
        error={errors.authorRole}
        hint="For example “Photographer, Hamburg”"
        maxLength={120}
      />
      <SelectField
        id={`${id}-plan`}
        name="plan"
        label="Plan"
        defaultValue={item?.plan ?? ""}
        options={[
          { value: "", label: "No plan named" },
          { value: "Starter", label: "Starter" },
          { value: "Pro", label: "Pro" },
          { value: "Premium", label: "Premium" },
        ]}
      />
      <CheckboxField
        id={`${id}-visible`}
        name="visible"
        label="Show on the pricing page"
        defaultChecked={item?.visible ?? true}
      />
      <CheckboxField
        id={`${id}-sample`}
        name="isSample"
        label="This is a sample"
        hint={SAMPLE_HINT}
        defaultChecked={item?.isSample ?? false}
      />
      <CheckboxField
        id={`${id}-consent`}
        name="consent"
        label="This person is a customer and agreed to be quoted with this name."
        hint={adding ? undefined : "Needed to save a changed quote or name."}
        error={errors.consent}
      />
      <Actions busy={busy} adding={adding} onCancel={onCancel} />
    </form>
  );
}

export function TeamMemberForm({ item, busy, onSubmit, onCancel }: FormProps<TeamMember>) {
  const id = useId();
  const adding = item === undefined;
  const { errors, submit } = useValidatedSubmit(
    adding ? TeamMemberCreateSchema : teamMemberEditSchema(item),
    (f) => ({
      name: String(f.get("name") ?? ""),
      role: String(f.get("role") ?? ""),
      bio: String(f.get("bio") ?? ""),
      visible: f.get("visible") === "on",
      isSample: f.get("isSample") === "on",
      consent: f.get("consent") === "on",
    }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => submit(event, onSubmit)}>
      <TextField label="Name" name="name" defaultValue={item?.name} error={errors.name} maxLength={80} />
      <TextField
        label="Role"
        name="role"
        defaultValue={item?.role}
        error={errors.role}
        hint="For example “Founder & Creative Director”"
        maxLength={120}
      />
      <TextAreaField
        id={`${id}-bio`}
        name="bio"
        label="A sentence about them"
        defaultValue={item?.bio}
        error={errors.bio}
        maxLength={400}
        rows={3}
      />
      <CheckboxField
        id={`${id}-visible`}
        name="visible"
        label="Show on the About page"
        defaultChecked={item?.visible ?? true}
      />
      <CheckboxField
        id={`${id}-sample`}
        name="isSample"
        label="This is a sample"
        hint={SAMPLE_HINT}
        defaultChecked={item?.isSample ?? false}
      />
      <CheckboxField
        id={`${id}-consent`}
        name="consent"
        label="This person works with us and agreed to be shown with this name and role."
        hint={adding ? undefined : "Needed to save a changed name or role."}
        error={errors.consent}
      />
      <Actions busy={busy} adding={adding} onCancel={onCancel} />
    </form>
  );
}

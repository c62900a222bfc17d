import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { useI18n } from "#client/lib/i18n/i18n-context.tsx";
import { issueText } from "#client/lib/i18n/issue-text.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
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

/** Reads the form, checks it with the shared schema, and reports field errors beside their fields. */
function useValidatedSubmit(schema: z.ZodType, toValues: (form: FormData) => Record<string, unknown>) {
  const { i18n } = useI18n();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>, onValid: (values: Record<string, unknown>) => void) => {
    event.preventDefault();
    const values = toValues(new FormData(event.currentTarget));
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const messages = Object.entries(fieldErrors(parsed.error));
      setErrors(Object.fromEntries(messages.map(([field, message]) => [field, issueText(i18n, message)])));
      return;
    }
    setErrors({});
    onValid(values);
  };
  return { errors, submit };
}

function Actions({ busy, adding, onCancel }: { busy: boolean; adding: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("siteContent.admin.cancel")}
      </Button>
      <Button type="submit" disabled={busy}>
        {t(busy ? "siteContent.form.saving" : adding ? "siteContent.form.add" : "siteContent.form.save")}
      </Button>
    </div>
  );
}

export function TestimonialForm({ item, busy, onSubmit, onCancel }: FormProps<Testimonial>) {
  const t = useT();
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
        label={t("siteContent.form.quote")}
        defaultValue={item?.quote}
        error={errors.quote}
        maxLength={600}
      />
      <TextField
        label={t("siteContent.form.name")}
        name="authorName"
        defaultValue={item?.authorName}
        error={errors.authorName}
        hint={t("siteContent.form.authorNameHint")}
        maxLength={80}
      />
      <TextField
        label={t("siteContent.form.authorRole")}
        name="authorRole"
        defaultValue={item?.authorRole}
        error={errors.authorRole}
        hint={t("siteContent.form.authorRoleHint")}
        maxLength={120}
      />
      <SelectField
        id={`${id}-plan`}
        name="plan"
        label={t("siteContent.form.plan")}
        defaultValue={item?.plan ?? ""}
        options={[
          { value: "", label: t("siteContent.form.noPlan") },
          // i18n-ignore: the plans' names are the same in every language
          ...["Starter", "Pro", "Premium"].map((plan) => ({ value: plan, label: plan })),
        ]}
      />
      <CheckboxField
        id={`${id}-visible`}
        name="visible"
        label={t("siteContent.form.showOnPricing")}
        defaultChecked={item?.visible ?? true}
      />
      <CheckboxField
        id={`${id}-sample`}
        name="isSample"
        label={t("siteContent.form.sample")}
        hint={t("siteContent.form.sampleHint")}
        defaultChecked={item?.isSample ?? false}
      />
      <CheckboxField
        id={`${id}-consent`}
        name="consent"
        label={t("siteContent.form.testimonialConsent")}
        hint={adding ? undefined : t("siteContent.form.testimonialConsentHint")}
        error={errors.consent}
      />
      <Actions busy={busy} adding={adding} onCancel={onCancel} />
    </form>
  );
}

export function TeamMemberForm({ item, busy, onSubmit, onCancel }: FormProps<TeamMember>) {
  const t = useT();
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
      <TextField
        label={t("siteContent.form.name")}
        name="name"
        defaultValue={item?.name}
        error={errors.name}
        maxLength={80}
      />
      <TextField
        label={t("siteContent.form.role")}
        name="role"
        defaultValue={item?.role}
        error={errors.role}
        hint={t("siteContent.form.roleHint")}
        maxLength={120}
      />
      <TextAreaField
        id={`${id}-bio`}
        name="bio"
        label={t("siteContent.form.bio")}
        defaultValue={item?.bio}
        error={errors.bio}
        maxLength={400}
        rows={3}
      />
      <CheckboxField
        id={`${id}-visible`}
        name="visible"
        label={t("siteContent.form.showOnAbout")}
        defaultChecked={item?.visible ?? true}
      />
      <CheckboxField
        id={`${id}-sample`}
        name="isSample"
        label={t("siteContent.form.sample")}
        hint={t("siteContent.form.sampleHint")}
        defaultChecked={item?.isSample ?? false}
      />
      <CheckboxField
        id={`${id}-consent`}
        name="consent"
        label={t("siteContent.form.teamConsent")}
        hint={adding ? undefined : t("siteContent.form.teamConsentHint")}
        error={errors.consent}
      />
      <Actions busy={busy} adding={adding} onCancel={onCancel} />
    </form>
  );
}

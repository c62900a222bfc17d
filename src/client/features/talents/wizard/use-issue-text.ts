import type { FieldValues } from "react-hook-form";
import type { ZodForm } from "#client/components/form/use-zod-form.ts";
import { useI18n } from "#client/lib/i18n/i18n-context.tsx";
import { issueText } from "#client/lib/i18n/issue-text.ts";

/** A validation message in the page's language: a schema's message id is translated (issueText). */
export function useIssueText(): (message: string | undefined) => string | undefined {
  const { i18n } = useI18n();
  return (message) => (message === undefined ? undefined : issueText(i18n, message));
}

/** `form.field`, with the field's error message in the page's language. */
export function useTranslatedField<Input extends FieldValues, Output>(
  form: ZodForm<Input, Output>,
): ZodForm<Input, Output>["field"] {
  const issue = useIssueText();
  return (name, options) => {
    const registered = form.field(name, options);
    return registered.error ? { ...registered, error: issue(registered.error) } : registered;
  };
}

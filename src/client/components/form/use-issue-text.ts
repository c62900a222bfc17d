import { useI18n } from "#client/lib/i18n/i18n-context.tsx";
import { issueText } from "#client/lib/i18n/issue-text.ts";

/**
 * A field's or form's message as the page shows it: a message id of the shared schemas
 * (`validation.email.invalid`) in the page's language, any other message (the server's, translated
 * already) as it is.
 */
export function useIssueText(): (message: string | null | undefined) => string | undefined {
  const { i18n } = useI18n();
  return (message) => (message ? issueText(i18n, message) : undefined);
}

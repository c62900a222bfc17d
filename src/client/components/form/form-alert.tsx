import { useIssueText } from "./use-issue-text.ts";

/** A message about the whole form (a refused sign-in, a failed send), announced when it appears. */
export function FormAlert({ message }: { message?: string | null }) {
  const text = useIssueText()(message);
  if (!text) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {text}
    </p>
  );
}

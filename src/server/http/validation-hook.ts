import type { z } from "zod";
import { AppError } from "./app-error.ts";

type HookResult = { success: true } | { success: false; error: z.ZodError };

/** Turns a failed zod validation into the API's error shape, naming the first field at fault. */
export function validationHook(result: HookResult): void {
  if (result.success) return;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : "Invalid request.";
  throw new AppError("VALIDATION_FAILED", message, { issues });
}

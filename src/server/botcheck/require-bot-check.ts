import { AppError } from "#server/http/app-error";
import type { BotCheck } from "./botcheck.ts";

/** Refuses the request unless it carries a fresh, valid bot-check solution. */
export async function requireBotCheck(botCheck: BotCheck, payload: string | undefined | null): Promise<void> {
  if (!payload) throw new AppError("BOT_CHECK_FAILED", "errors.botCheck.missing");
  if (!(await botCheck.verify(payload))) {
    throw new AppError("BOT_CHECK_FAILED", "errors.botCheck.failed");
  }
}

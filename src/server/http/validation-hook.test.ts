import { describe, expect, it } from "vitest";
import { fieldIssuesError } from "./validation-hook.ts";

describe("a validation error", () => {
  it("translates a field's message id into the answer's language and passes other words on", () => {
    const error = fieldIssuesError([
      { path: "language", message: "errors.account.unknownLanguage" },
      { path: "name", message: "Too long" },
    ]);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toBe("language: Choose English or German.");
    expect(error.messageIn("de")).toBe("language: Wählen Sie Englisch oder Deutsch.");
    expect(error.detailsIn("de")).toEqual({
      issues: [
        { path: "language", message: "Wählen Sie Englisch oder Deutsch." },
        { path: "name", message: "Too long" },
      ],
    });
    expect(error.details).toEqual({
      issues: [
        { path: "language", message: "Choose English or German." },
        { path: "name", message: "Too long" },
      ],
    });
  });
});

import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { avatarInitials, useAuth } from "./auth-provider.tsx";

function Consumer() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("throws a message naming the provider when used outside it", () => {
    expect(() => render(<Consumer />)).toThrow("useAuth must be used within an AuthProvider");
  });
});

describe("avatarInitials", () => {
  it("is the first two letters of the e-mail in upper case, or U", () => {
    expect(avatarInitials("lena@example.com")).toBe("LE");
    expect(avatarInitials(undefined)).toBe("U");
    expect(avatarInitials("")).toBe("U");
  });
});

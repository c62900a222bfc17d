import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProfileRemovedNotice } from "./profile-removed-notice.tsx";
import { ProfileStatusBanner } from "./profile-status-banner.tsx";

afterEach(cleanup);

describe("the profile's status banner", () => {
  it("tells the talent of a live profile that it stays public while changes wait for review", () => {
    render(<ProfileStatusBanner status="pending" live />);
    expect(screen.getByRole("status")).toHaveTextContent("Your Changes are Under Review");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your changes are under review. Your live profile stays public as it was until an administrator approves them.",
    );
  });

  it("says a rejected change leaves the live profile public, with the administrator's note", () => {
    render(<ProfileStatusBanner status="rejected" live rejectionReason="Keep your stage name." />);
    const banner = screen.getByRole("status");
    expect(banner).toHaveTextContent("Your Changes Were Not Approved");
    expect(banner).toHaveTextContent("Your live profile stays public as it was.");
    expect(banner).toHaveTextContent("Note from our team: Keep your stage name.");
  });

  it("keeps the words of a profile that is not public yet", () => {
    render(<ProfileStatusBanner status="pending" live={false} />);
    expect(screen.getByRole("status")).toHaveTextContent("Your Profile is Under Review");
  });
});

describe("the notice of a removed profile", () => {
  it("names the profile, the administrator's reason and the way on", () => {
    render(
      <ProfileRemovedNotice
        removal={{ name: "Dana", reason: "Copied photos.", removedAt: "2026-11-25T10:00:00.000Z" }}
      />,
    );
    const notice = screen.getByRole("status");
    expect(notice).toHaveTextContent("Your Profile Was Removed");
    expect(notice).toHaveTextContent("An administrator removed your profile “Dana” from Vitrine.");
    expect(notice).toHaveTextContent("Reason: Copied photos.");
    expect(notice).toHaveTextContent("You can create a new profile below.");
  });

  it("leaves the reason out when none was given", () => {
    render(
      <ProfileRemovedNotice
        removal={{ name: "Dana", reason: null, removedAt: "2026-11-25T10:00:00.000Z" }}
      />,
    );
    expect(screen.getByRole("status")).not.toHaveTextContent("Reason:");
  });
});

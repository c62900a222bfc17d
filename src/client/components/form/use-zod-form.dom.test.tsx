import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextField } from "#client/components/ui/text-field.tsx";
import { I18nProvider } from "#client/lib/i18n/i18n-context.tsx";
import { type SignUpForm, SignUpFormSchema } from "#shared/auth/auth.schema";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import { createI18n } from "#shared/i18n/translator";
import { CheckboxField } from "./checkbox-field.tsx";
import { FormAlert } from "./form-alert.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { TextAreaField } from "./text-area-field.tsx";
import { useZodForm } from "./use-zod-form.ts";

afterEach(cleanup);

/** The sign-up rules through the shared field components, as the pages use them. */
function SignUpLikeForm({
  onValid,
  busy = false,
}: {
  onValid: (values: SignUpForm) => void;
  busy?: boolean;
}) {
  const form = useZodForm(SignUpFormSchema, {
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Sign up">
      <TextField label="Name" {...form.field("name")} />
      <TextField label="Email" type="email" {...form.field("email")} />
      <TextField label="Password" type="password" {...form.field("password")} />
      <TextField label="Confirm password" type="password" {...form.field("confirmPassword")} />
      <CheckboxField label="I accept the terms" {...form.field("acceptTerms")} />
      <SubmitButton busy={busy} busyLabel="Creating your account...">
        Sign Up
      </SubmitButton>
    </form>
  );
}

function fillValid(user: ReturnType<typeof userEvent.setup>) {
  return (async () => {
    await user.type(screen.getByLabelText("Name"), "  Lena  Hartmann ");
    await user.type(screen.getByLabelText("Email"), " lena@example.com ");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.type(screen.getByLabelText("Confirm password"), "secret1");
    await user.click(screen.getByLabelText("I accept the terms"));
  })();
}

describe("a form on the shared schema", () => {
  it("shows each broken rule's shared message next to its field, announced, and focuses the first", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignUpLikeForm onValid={onValid} />);
    await user.type(screen.getByLabelText("Email"), "lena@example.com");
    await user.type(screen.getByLabelText("Password"), "123");
    await user.type(screen.getByLabelText("Confirm password"), "456");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));

    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(name).toHaveFocus();
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Password must be at least 6 characters",
    );
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(
      "The passwords do not match",
    );
    expect(screen.getByLabelText("I accept the terms")).toHaveAccessibleDescription(
      "You must accept the terms and privacy policy",
    );
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
    expect(onValid).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect(screen.getByLabelText("Email")).toHaveValue("lena@example.com");
  });

  it("checks again at the next submit, not while the person types", async () => {
    const user = userEvent.setup();
    render(<SignUpLikeForm onValid={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await user.type(screen.getByLabelText("Name"), "Lena");
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("hands the schema's output (normalised, trimmed) to the submit handler", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignUpLikeForm onValid={onValid} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      name: "Lena Hartmann",
      email: "lena@example.com",
      password: "secret1",
      confirmPassword: "secret1",
      acceptTerms: true,
      // The side chosen at sign-up: a talent unless chosen otherwise.
      accountKind: "talent",
      companyName: "",
    });
  });

  it("ignores presses while busy and says what it is doing", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignUpLikeForm onValid={onValid} busy />);
    await fillValid(user);
    const button = screen.getByRole("button", { name: "Creating your account..." });
    expect(button).toHaveAttribute("aria-busy", "true");
    await user.click(button);
    await user.type(screen.getByLabelText("Confirm password"), "{Enter}");
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe("the field components", () => {
  it("TextAreaField labels its box and announces its error", () => {
    render(<TextAreaField label="Message" error="Message is required" />);
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Message is required");
  });

  it("TextAreaField and CheckboxField carry no error state without an error", () => {
    render(
      <>
        <TextAreaField label="Message" />
        <CheckboxField label="I agree" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Message" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("checkbox", { name: "I agree" })).not.toHaveAttribute("aria-describedby");
  });

  it("show a message id in the page's language, and any other message as it is", () => {
    render(
      <I18nProvider i18n={createI18n("de", compiledMessages("de"))} language="de">
        <TextField label="E-Mail" error="common.botCheck.required" />
        <TextAreaField label="Nachricht" error="Message is required" />
        <FormAlert message="common.error.unknown" />
      </I18nProvider>,
    );
    expect(screen.getByRole("textbox", { name: "E-Mail" })).toHaveAccessibleDescription(
      "Bitte bestätigen Sie die Prüfung",
    );
    expect(screen.getByRole("textbox", { name: "Nachricht" })).toHaveAccessibleDescription(
      "Message is required",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Ein unbekannter Fehler ist aufgetreten.");
  });

  it("FormAlert shows a message as an alert, and nothing without one", () => {
    const { rerender } = render(<FormAlert message={null} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    rerender(<FormAlert message="This account is not an administrator." />);
    expect(screen.getByRole("alert")).toHaveTextContent("This account is not an administrator.");
  });
});

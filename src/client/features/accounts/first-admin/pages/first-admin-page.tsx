import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { ApiError, errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { type FirstAdminForm, FirstAdminFormSchema } from "#shared/auth/first-admin.schema";
import type { MessageId } from "#shared/i18n/translator";
import { AuthCard } from "../../components/auth-card.tsx";
import { createFirstAdmin, firstAdminLinkQueryOptions } from "../api/first-admin-api.ts";

/** The heading for each way a link can be refused. */
function problemTitle(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return "accounts.firstAdmin.problem.failed";
  switch (error.code) {
    case "CONFLICT":
      return "accounts.firstAdmin.problem.adminExists";
    case "LINK_EXPIRED":
      return "accounts.firstAdmin.problem.expired";
    case "NOT_FOUND":
      return "accounts.firstAdmin.problem.notFound";
    default:
      return "accounts.firstAdmin.problem.failed";
  }
}

/**
 * `/setup-admin#<token>`: the page of the link the server prints at start while no administrator
 * exists. The token stays in the fragment (never sent to a server, never logged) and reaches the
 * API in a header. The new administrator is signed in and taken to the admin panel.
 */
export function FirstAdminPage() {
  const token = useLocation().hash.replace(/^#/, "");
  const link = useQuery({ ...firstAdminLinkQueryOptions(token), enabled: token !== "" });
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const { dateTime } = useFormat();
  const form = useZodForm(FirstAdminFormSchema, {
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const create = useMutation({
    mutationFn: async ({ name, email, password }: FirstAdminForm) => {
      const created = await createFirstAdmin(token, { name, email, password });
      return { email: created.email, password };
    },
    onSuccess: async ({ email, password }) => {
      try {
        await authApi.signIn(email, password);
        await refresh();
        toast.success(t("accounts.firstAdmin.created.title"), t("accounts.firstAdmin.created.welcome"));
        navigate("/admin-panel", { replace: true });
      } catch (error) {
        toast.info(
          t("accounts.firstAdmin.created.title"),
          t("accounts.firstAdmin.created.logIn", { reason: errorMessage(error) }),
        );
        navigate("/admin-panel/login", { replace: true });
      }
    },
    onError: (error) => form.setError("root", { message: errorMessage(error) }),
  });

  return (
    <>
      {/* A private page: kept out of search engines, and links from it send no referrer (React hoists these). */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {token === "" ? (
        <Problem
          title={t("accounts.firstAdmin.problem.incomplete.title")}
          text={t("accounts.firstAdmin.problem.incomplete.text")}
        />
      ) : link.isPending ? (
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner label={t("accounts.firstAdmin.checkingLink")} />
        </div>
      ) : link.isError ? (
        <Problem title={t(problemTitle(link.error))} text={errorMessage(link.error)} error={link.error} />
      ) : (
        <AuthCard
          title={t("accounts.firstAdmin.title")}
          lead={t("accounts.firstAdmin.lead", { expiresAt: dateTime(link.data.expiresAt) })}
        >
          <form
            onSubmit={form.handleSubmit((values) => create.mutate(values))}
            noValidate
            className="space-y-4"
          >
            <TextField label={t("accounts.field.name")} autoComplete="name" {...form.field("name")} />
            <TextField
              label={t("accounts.field.email")}
              type="email"
              autoComplete="email"
              {...form.field("email")}
            />
            <TextField
              label={t("accounts.field.password")}
              type="password"
              autoComplete="new-password"
              hint={t("accounts.field.passwordHint")}
              {...form.field("password")}
            />
            <TextField
              label={t("accounts.field.confirmPassword")}
              type="password"
              autoComplete="new-password"
              {...form.field("confirmPassword")}
            />
            <FormAlert message={form.formState.errors.root?.message} />
            <SubmitButton
              className="w-full"
              busy={create.isPending}
              busyLabel={t("accounts.firstAdmin.submitting")}
            >
              {t("accounts.firstAdmin.submit")}
            </SubmitButton>
          </form>
        </AuthCard>
      )}
    </>
  );
}

function Problem({ title, text, error }: { title: string; text: string; error?: unknown }) {
  const t = useT();
  const adminExists = error instanceof ApiError && error.code === "CONFLICT";
  return (
    <AuthCard title={title}>
      <div role="alert" className="space-y-4">
        <p>{text}</p>
        {adminExists ? (
          <Button asChild className="w-full">
            <Link to="/admin-panel/login">{t("accounts.firstAdmin.toAdminLogin")}</Link>
          </Button>
        ) : null}
      </div>
    </AuthCard>
  );
}

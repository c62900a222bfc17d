import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useLocation, useNavigate, useParams } from "react-router";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { AuditList } from "#client/components/admin/audit-list.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { adminTalentQueryOptions } from "./admin-talents-api.ts";
import { type EditorStart, TalentEditor } from "./editor/talent-editor.tsx";

const LIST = "/admin-panel/talents";

function isEditorStart(value: unknown): value is EditorStart {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as EditorStart).step === "number" &&
    typeof (value as EditorStart).highestReached === "number"
  );
}

function CloseButton() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Button variant="outline" onClick={() => navigate(LIST)}>
      <X aria-hidden /> {t("talents.admin.editorPage.close")}
    </Button>
  );
}

function CreateTalent() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <AdminPageHeader
        title={t("talents.admin.editorPage.createTitle")}
        lead={t("talents.admin.editorPage.createLead")}
        actions={<CloseButton />}
      />
      <TalentEditor
        key="new"
        detail={null}
        onCreated={(talent, start) =>
          navigate(`/admin-panel/talents/edit/${talent.id}`, { replace: true, state: start })
        }
      />
    </>
  );
}

function EditTalent({ talentId }: { talentId: string }) {
  const t = useT();
  const location = useLocation();
  const query = useQuery(adminTalentQueryOptions(talentId));
  const name = query.data?.talent.name;
  return (
    <>
      <AdminPageHeader
        title={
          name
            ? t("talents.admin.editorPage.editTitleNamed", { name })
            : t("talents.admin.editorPage.editTitle")
        }
        documentTitle={name ? t("talents.admin.editorPage.editTitleNamed", { name }) : undefined}
        lead={t("talents.admin.editorPage.editLead")}
        actions={<CloseButton />}
      />
      {query.isPending ? (
        <div className="space-y-4" aria-hidden>
          <Skeleton className="h-12 w-full rounded-lg" />
          <Skeleton className="h-80 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <LoadFailure
          title={t("talents.admin.loadFailed")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="space-y-8">
          {query.data.liveVersion ? (
            <p role="status" className="rounded-xl border border-success bg-success-surface p-4 text-sm">
              <T
                id="talents.admin.editorPage.live"
                components={{ 0: <span className="font-semibold text-success" /> }}
              />
            </p>
          ) : null}
          <TalentEditor
            key={talentId}
            detail={query.data}
            start={isEditorStart(location.state) ? location.state : undefined}
            onCreated={() => {}}
          />
          <section
            aria-labelledby="history-heading"
            className="rounded-2xl border border-border bg-surface p-5"
          >
            <h2 id="history-heading" className="font-display text-xl font-semibold">
              {t("talents.admin.editorPage.history")}
            </h2>
            <p className="mb-4 text-sm text-muted-foreground">{t("talents.admin.editorPage.historyLead")}</p>
            <AuditList
              recordType="talent"
              recordId={talentId}
              limit={50}
              empty={t("talents.admin.editorPage.historyEmpty")}
            />
          </section>
        </div>
      )}
    </>
  );
}

/** /admin-panel/talents/new and /admin-panel/talents/edit/{talentId}. */
export function TalentEditorPage() {
  const { talentId } = useParams();
  return talentId ? <EditTalent talentId={talentId} /> : <CreateTalent />;
}

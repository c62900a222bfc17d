import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useLocation, useNavigate, useParams } from "react-router";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { AuditList } from "#client/components/admin/audit-list.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
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
  const navigate = useNavigate();
  return (
    <Button variant="outline" onClick={() => navigate(LIST)}>
      <X aria-hidden /> Close
    </Button>
  );
}

function CreateTalent() {
  const navigate = useNavigate();
  return (
    <>
      <AdminPageHeader
        title="Create New Talent"
        lead="Start with the name; the profile is created at the first save and starts pending."
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
  const location = useLocation();
  const query = useQuery(adminTalentQueryOptions(talentId));
  const name = query.data?.talent.name;
  return (
    <>
      <AdminPageHeader
        title={name ? `Edit Talent: ${name}` : "Edit Talent"}
        documentTitle={name ? `Edit Talent: ${name}` : undefined}
        lead="Each step is saved on its own; your choice of status is kept."
        actions={<CloseButton />}
      />
      {query.isPending ? (
        <div className="space-y-4" aria-hidden>
          <Skeleton className="h-12 w-full rounded-lg" />
          <Skeleton className="h-80 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <LoadFailure title="Error fetching data" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-8">
          {query.data.liveVersion ? (
            <p role="status" className="rounded-xl border border-success bg-success-surface p-4 text-sm">
              <span className="font-semibold text-success">This profile is live.</span> The public sees its
              approved version; the changes you see here wait for review and go public once approved.
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
              History
            </h2>
            <p className="mb-4 text-sm text-muted-foreground">What administrators changed, newest first.</p>
            <AuditList
              recordType="talent"
              recordId={talentId}
              limit={50}
              empty="No administrator has changed this profile yet."
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

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";

const reports = apiClient.api.admin["talent-reports"];

/** Visitors' open reports of public profiles (live changes refresh every admin query). */
export const talentReportsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.talentReports(),
    queryFn: async () => (await api(reports.$get())).items,
  });

export type TalentReportAction = "dismiss" | "request-changes" | "take-down";

/** Closes a report: dismissed, with a change asked of the talent, or with the profile taken down. */
export function useHandleTalentReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: string; action: TalentReportAction; note: string }) => {
      const param = { id: encodeURIComponent(id) };
      if (action === "dismiss") return api(reports[":id"].dismiss.$post({ param }));
      if (action === "request-changes") {
        return api(reports[":id"]["request-changes"].$post({ param, json: { note } }));
      }
      return api(reports[":id"]["take-down"].$post({ param, json: { note } }));
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

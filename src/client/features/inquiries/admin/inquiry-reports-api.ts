import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";

const reports = apiClient.api.admin["inquiry-reports"];

/** Inquiries that talents reported, with their threads (live changes refresh every admin query). */
export const inquiryReportsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.inquiryReports(),
    queryFn: async () => (await api(reports.$get())).items,
  });

export function useBlockSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) =>
      api(reports[":id"]["block-sender"].$post({ param: { id: encodeURIComponent(id) }, json: { blocked } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(reports[":id"].dismiss.$post({ param: { id: encodeURIComponent(id) } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

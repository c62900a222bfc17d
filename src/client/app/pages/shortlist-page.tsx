import { ListInquiryPanel } from "#client/features/inquiries/list-inquiry/list-inquiry-panel.tsx";
import { ShortlistPage as WorkspaceShortlistPage } from "#client/features/workspace/shortlists/shortlist-page.tsx";

/** A shortlist with the inquiry to the whole list and its threads (the inquiries domain's part). */
export function ShortlistPage() {
  return (
    <WorkspaceShortlistPage inquiries={(shortlistId) => <ListInquiryPanel shortlistId={shortlistId} />} />
  );
}

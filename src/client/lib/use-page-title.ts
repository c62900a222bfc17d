import { useEffect } from "react";

export const HOME_TITLE = "Vitrine | Discover. Promote. Connect.";

/** Sets the document title ("{title} | Vitrine") and, when given, the meta description. */
export function usePageTitle(title: string | null, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Vitrine` : HOME_TITLE;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    }
  }, [title, description]);
}

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { Button } from "../ui/button.tsx";

/** Previous and next page, with where the reader is ("Page 2 of 5, 87 talents"; `noun` in the page's language). */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const { number } = useFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t("admin.pager.label")}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("admin.pager.summary", {
          page: number(page),
          pages: number(pages),
          total: number(total),
          noun,
        })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden /> {t("admin.pager.previous")}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("admin.pager.next")} <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

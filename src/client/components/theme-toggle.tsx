import { Moon, Sun } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { useTheme } from "#client/lib/theme.ts";

export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const t = useT();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={next === "dark" ? t("common.theme.toDark") : t("common.theme.toLight")}
      onClick={() => setTheme(next)}
    >
      {theme === "dark" ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}

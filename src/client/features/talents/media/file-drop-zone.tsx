import { type DragEvent, type ReactNode, useId, useState } from "react";
import { cn } from "#client/lib/cn.ts";

/**
 * A file input that also takes dropped files. The real input stays in the page (visually hidden), so
 * keyboards and screen readers use it as any file field; the zone around it is the visible target.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  className,
  children,
}: {
  label: string;
  hint?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        "relative flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-border bg-surface p-6 text-center text-sm transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:border-accent",
        over && "border-accent bg-surface-muted",
        disabled && "pointer-events-none opacity-60",
        className,
      )}
    >
      {children}
      <span className="font-medium">{label}</span>
      {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}

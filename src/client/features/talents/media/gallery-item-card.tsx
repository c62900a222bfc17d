import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, Music, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import { type GalleryItem, MEDIA_LIMITS } from "#shared/media/media.schema";
import { TalentImage } from "../components/talent-image.tsx";

const KIND_LABEL: Record<GalleryItem["type"], MessageId> = {
  image: "talents.media.item.photo",
  video: "talents.media.item.reel",
  audio: "talents.media.item.audio",
};

/** One gallery item: drag handle, preview, its description (saved when the field is left) and remove. */
export function GalleryItemCard({
  item,
  position,
  busy,
  error,
  onDescribe,
  onRemove,
}: {
  item: GalleryItem;
  position: number;
  busy: boolean;
  error: string | undefined;
  onDescribe: (description: string) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const t = useT();
  const [description, setDescription] = useState(item.description);
  const name = t(KIND_LABEL[item.type], { number: position });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "flex flex-col gap-2 rounded-xl border border-border bg-surface p-2",
        isDragging && "z-10 shadow-lg",
      )}
    >
      <div className="relative aspect-[3/4] overflow-hidden rounded-lg bg-surface-muted">
        {item.type === "image" ? (
          <TalentImage
            image={item.image}
            alt={item.description || name}
            sizes="12rem"
            className="size-full"
          />
        ) : item.type === "video" ? (
          <video
            src={item.url}
            muted
            preload="metadata"
            className="size-full object-cover"
            aria-label={name}
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-2">
            <Music className="size-8 text-accent" aria-hidden />
            {/* biome-ignore lint/a11y/useMediaCaption: the talent's own music or voice sample has no transcript */}
            <audio src={item.url} controls preload="none" className="w-full" aria-label={name} />
          </div>
        )}
        <button
          type="button"
          className="absolute top-1 left-1 inline-flex size-11 cursor-grab items-center justify-center rounded-md bg-surface/90 text-foreground shadow focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
          aria-label={t("talents.media.item.move", { name })}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
      </div>
      <label className="sr-only" htmlFor={`description-${item.id}`}>
        {t("talents.media.item.descriptionLabel", { name })}
      </label>
      <input
        id={`description-${item.id}`}
        value={description}
        maxLength={MEDIA_LIMITS.descriptionLength}
        placeholder={t("talents.media.item.descriptionPlaceholder")}
        onChange={(event) => setDescription(event.target.value)}
        onBlur={() => {
          if (description.trim() !== item.description) onDescribe(description.trim());
        }}
        className="h-10 w-full rounded-md border border-border bg-surface px-2 text-sm"
      />
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        disabled={busy}
        aria-label={t("talents.media.item.removeLabel", { name })}
      >
        <Trash2 aria-hidden /> {t("talents.media.item.remove")}
      </Button>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </li>
  );
}

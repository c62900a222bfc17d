import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from "@dnd-kit/sortable";
import { useMutation } from "@tanstack/react-query";
import { ImagePlus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { MAX_GALLERY_IMAGES } from "#shared/media/media.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { FileDropZone } from "./file-drop-zone.tsx";
import { GalleryItemCard } from "./gallery-item-card.tsx";
import type { MediaEndpoints } from "./media-endpoints.ts";
import { GALLERY_ACCEPT, galleryLimitText, tooLargeMessage } from "./media-limits.ts";
import { UploadProgress } from "./upload-progress.tsx";

type PendingUpload = {
  key: string;
  file: File;
  preview: string | undefined;
  progress: number;
  error: string | undefined;
};

const isImageFile = (file: File) => !file.type.startsWith("video/") && !file.type.startsWith("audio/");

/**
 * The gallery of a profile: add photos, reels and audio (chosen or dropped, uploaded one after another
 * with progress), describe them, drag them into order (mouse, touch or keyboard) and remove them.
 */
export function GalleryEditor({
  talent,
  endpoints,
  onChange,
}: {
  talent: Pick<Talent, "id" | "gallery">;
  endpoints: Pick<
    MediaEndpoints,
    "addGalleryItem" | "describeGalleryItem" | "removeGalleryItem" | "reorderGallery"
  >;
  onChange: (talent: Talent) => void;
}) {
  const t = useT();
  const [order, setOrder] = useState(talent.gallery.map((i) => i.id));
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useRef(Promise.resolve());

  useEffect(() => setOrder(talent.gallery.map((i) => i.id)), [talent.gallery]);
  useEffect(
    () => () => {
      for (const p of pending) if (p.preview) URL.revokeObjectURL(p.preview);
    },
    [pending],
  );

  const addItem = useMutation({
    mutationFn: (upload: PendingUpload) =>
      endpoints.addGalleryItem(upload.file, { onProgress: (progress) => update(upload.key, { progress }) }),
  });
  const changeItem = useMutation({
    mutationFn: ({ action }: { itemId: string; action: () => Promise<{ talent: Talent }> }) => action(),
    onMutate: ({ itemId }) => setItemErrors(({ [itemId]: _, ...rest }) => rest),
    onSuccess: (result) => onChange(result.talent),
    onError: (err, { itemId }) => setItemErrors((errors) => ({ ...errors, [itemId]: errorMessage(err) })),
  });
  const busyItem = changeItem.isPending ? changeItem.variables.itemId : null;
  const reorder = useMutation({ mutationFn: (itemIds: string[]) => endpoints.reorderGallery(itemIds) });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const byId = new Map(talent.gallery.map((i) => [i.id, i]));
  const items = order.map((id) => byId.get(id)).filter((i) => i !== undefined);
  const imageCount = items.filter((i) => i.type === "image").length;
  const pendingImages = pending.filter((p) => !p.error && isImageFile(p.file)).length;
  const full = imageCount >= MAX_GALLERY_IMAGES;

  const update = (key: string, patch: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  function addFiles(files: File[]) {
    setNotice(null);
    let room = MAX_GALLERY_IMAGES - imageCount - pendingImages;
    const accepted: PendingUpload[] = [];
    let skipped = 0;
    for (const file of files) {
      if (isImageFile(file)) {
        if (room <= 0) {
          skipped += 1;
          continue;
        }
        room -= 1;
      }
      const error = tooLargeMessage(t, file);
      accepted.push({
        key: `${Date.now()}-${Math.random()}`,
        file,
        preview: isImageFile(file) && !error ? URL.createObjectURL(file) : undefined,
        progress: 0,
        error,
      });
    }
    if (skipped) {
      setNotice(t("talents.media.gallery.skipped", { max: MAX_GALLERY_IMAGES, skipped }));
    }
    setPending((list) => [...list, ...accepted]);
    // One upload after another keeps the gallery in the order the files were chosen.
    for (const upload of accepted.filter((a) => !a.error)) {
      queue.current = queue.current.then(() => send(upload));
    }
  }

  async function send(upload: PendingUpload) {
    try {
      const result = await addItem.mutateAsync(upload);
      setPending((list) => list.filter((p) => p.key !== upload.key));
      onChange(result.talent);
    } catch (err) {
      update(upload.key, { error: errorMessage(err) });
    }
  }

  const itemAction = (itemId: string, action: () => Promise<{ talent: Talent }>) =>
    changeItem.mutate({ itemId, action });

  async function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const previous = order;
    const next = arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)));
    setOrder(next);
    setNotice(null);
    try {
      onChange((await reorder.mutateAsync(next)).talent);
    } catch (err) {
      setOrder(previous);
      setNotice(t("talents.media.gallery.orderFailed", { reason: errorMessage(err) }));
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t("talents.media.gallery.help", {
          limits: galleryLimitText(t),
          used: imageCount,
          max: MAX_GALLERY_IMAGES,
        })}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
        <SortableContext items={order} strategy={rectSortingStrategy}>
          <ul
            aria-label={t("talents.media.gallery.label")}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {items.map((item, index) => (
              <GalleryItemCard
                key={item.id}
                item={item}
                position={index + 1}
                busy={busyItem === item.id}
                error={itemErrors[item.id]}
                onDescribe={(description) =>
                  itemAction(item.id, () => endpoints.describeGalleryItem(item.id, description))
                }
                onRemove={() => itemAction(item.id, () => endpoints.removeGalleryItem(item.id))}
              />
            ))}
            {pending.map((upload) => (
              <li
                key={upload.key}
                className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-2"
              >
                <div className="flex aspect-[3/4] items-center justify-center overflow-hidden rounded-lg bg-surface-muted">
                  {upload.preview ? (
                    <img
                      src={upload.preview}
                      alt={t("talents.media.gallery.previewAlt", { file: upload.file.name })}
                      className="size-full object-cover"
                    />
                  ) : (
                    <span className="p-2 text-center text-xs break-all text-muted-foreground">
                      {upload.file.name}
                    </span>
                  )}
                </div>
                {upload.error ? (
                  <>
                    <p role="alert" className="text-xs text-danger">
                      {upload.file.name}: {upload.error}
                    </p>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setPending((list) => list.filter((p) => p.key !== upload.key))}
                    >
                      <X aria-hidden /> {t("talents.media.gallery.dismiss")}
                    </Button>
                  </>
                ) : (
                  <UploadProgress
                    value={upload.progress}
                    label={t("talents.media.gallery.uploading", { file: upload.file.name })}
                  />
                )}
              </li>
            ))}
            {full ? null : (
              <li>
                {/* The tile takes its column's width and, beside item cards, the row's height. Its
                    3:4 ratio applies only alone in a row: given the height of a row of cards (taller
                    than 3:4 with their description and Remove button), the ratio would make the tile
                    wider than its column and push the page sideways. */}
                <FileDropZone
                  label={t("talents.media.gallery.add")}
                  hint={t("talents.media.gallery.addHint")}
                  accept={GALLERY_ACCEPT}
                  multiple
                  onFiles={addFiles}
                  className="aspect-[3/4] size-full"
                >
                  <ImagePlus className="size-6 text-accent" aria-hidden />
                </FileDropZone>
              </li>
            )}
          </ul>
        </SortableContext>
      </DndContext>
      {full ? (
        <p className="text-sm text-muted-foreground">
          {t("talents.media.gallery.full", { max: MAX_GALLERY_IMAGES })}
        </p>
      ) : null}
      {notice ? (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

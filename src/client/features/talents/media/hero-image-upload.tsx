import { useMutation } from "@tanstack/react-query";
import { ImagePlus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { Talent } from "#shared/talents/talent.schema";
import { TalentImage } from "../components/talent-image.tsx";
import { FileDropZone } from "./file-drop-zone.tsx";
import type { MediaEndpoints } from "./media-endpoints.ts";
import { IMAGE_ACCEPT, imageLimitText, tooLargeMessage } from "./media-limits.ts";
import { UploadProgress } from "./upload-progress.tsx";

type Pending = { preview: string; progress: number };

/**
 * Sets, replaces or removes a profile's hero image. The chosen file shows at once as a preview with
 * the upload's progress; the server's processed image replaces it when done; errors stay beside it.
 */
export function HeroImageUpload({
  talent,
  endpoints,
  onChange,
}: {
  talent: Pick<Talent, "id" | "name" | "image">;
  endpoints: Pick<MediaEndpoints, "setHero" | "removeHero">;
  onChange: (talent: Talent) => void;
}) {
  const t = useT();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => (pending ? URL.revokeObjectURL(pending.preview) : undefined), [pending]);

  const changed = {
    onSuccess: (result: { talent: Talent }) => onChange(result.talent),
    onError: (err: Error) => setError(errorMessage(err)),
  };
  const setHero = useMutation({
    mutationFn: (file: File) =>
      endpoints.setHero(file, {
        onProgress: (progress) => setPending((p) => (p ? { ...p, progress } : p)),
      }),
    ...changed,
    onSettled: () => setPending(null),
  });
  const removeHero = useMutation({ mutationFn: () => endpoints.removeHero(), ...changed });
  const removing = removeHero.isPending;

  function upload(file: File) {
    setError(null);
    const tooLarge = tooLargeMessage(t, file);
    if (tooLarge) {
      setError(tooLarge);
      return;
    }
    setPending({ preview: URL.createObjectURL(file), progress: 0 });
    setHero.mutate(file);
  }

  function remove() {
    setError(null);
    removeHero.mutate();
  }

  const busy = pending !== null || removing;
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-start">
        <div className="relative aspect-[3/4] w-full max-w-64 overflow-hidden rounded-xl border border-border bg-surface-muted">
          {pending ? (
            <img
              src={pending.preview}
              alt={t("talents.media.hero.uploadingAlt", { name: talent.name })}
              className="size-full object-cover"
            />
          ) : talent.image ? (
            <TalentImage
              image={talent.image}
              alt={t("talents.media.hero.alt", { name: talent.name })}
              sizes="16rem"
              className="size-full"
              loading="eager"
            />
          ) : (
            <div className="flex size-full items-center justify-center p-4 text-center text-sm text-muted-foreground">
              {t("talents.media.hero.none")}
            </div>
          )}
        </div>
        <div className="space-y-3">
          <FileDropZone
            label={talent.image ? t("talents.media.hero.replace") : t("talents.media.hero.choose")}
            hint={t("talents.media.hero.hint", { limits: imageLimitText(t) })}
            accept={IMAGE_ACCEPT}
            disabled={busy}
            onFiles={(files) => files[0] && upload(files[0])}
          >
            <ImagePlus className="size-6 text-accent" aria-hidden />
          </FileDropZone>
          {pending ? (
            <UploadProgress value={pending.progress} label={t("talents.media.hero.uploading")} />
          ) : null}
          {talent.image && !pending ? (
            <Button variant="outline" onClick={remove} disabled={busy}>
              <Trash2 aria-hidden />{" "}
              {removing ? t("talents.media.hero.removing") : t("talents.media.hero.remove")}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { type FormEvent, useState } from "react";
import { CheckboxField } from "#client/components/form/checkbox-field.tsx";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ApiError, errorMessage } from "#client/lib/api.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import {
  COMP_CARD_PAPERS,
  type CompCardPaper,
  type CompCardSettings,
  CompCardSettingsSchema,
} from "#shared/comp-cards/comp-card.schema";
import { fieldErrors } from "#shared/field-errors";
import { UNIT_CHOICE_LABELS } from "#shared/measurements/labels";
import { VISITOR_UNIT_CHOICES, type VisitorUnitChoice } from "#shared/measurements/unit-preference";
import type { Talent } from "#shared/talents/talent.schema";
import { ChoiceRow } from "../measurements/choice-row.tsx";
import { compCardKeys, type MyCompCard, saveMyCompCard } from "./comp-card-api.ts";
import { myCompCardHref } from "./comp-card-links.ts";
import type { CompCardPicture } from "./comp-card-picture.ts";
import { CompCardPreview } from "./comp-card-preview.tsx";
import { PicturePicker } from "./picture-picker.tsx";

const PAPER_LABELS = {
  a5: "compCards.dashboard.paper.a5",
  "half-letter": "compCards.dashboard.paper.halfLetter",
} as const satisfies Record<CompCardPaper, string>;

/**
 * A refused save's message where it belongs: the server names a field's issue as "field: message"
 * (a picture that left the approved gallery); anything else is about the whole form.
 */
function serverErrors(error: unknown): Record<string, string> {
  const message = errorMessage(error);
  const match =
    error instanceof ApiError && error.code === "VALIDATION_FAILED" ? /^(\w+): (.+)$/s.exec(message) : null;
  const [, field, text] = match ?? [];
  return field && text && field in CompCardSettingsSchema.shape ? { [field]: text } : { form: message };
}

/**
 * The comp card's choices (photos and their order, paper, units, the printed e-mail, the public
 * download) beside a preview of both pages that follows them before they are saved; Save, and the
 * PDF of the published profile in the chosen paper and units.
 */
export function CompCardForm({
  card,
  published,
  profileUrl,
  email,
  changesPending,
}: {
  card: MyCompCard;
  /** The version of the profile the public sees, which the card shows. */
  published: Talent;
  /** The public profile's absolute address (the QR code's). */
  profileUrl: string;
  /** The e-mail the card prints when asked to, or null when there is none. */
  email: string | null;
  /** Whether the talent has changes waiting for review, which the card does not show yet. */
  changesPending: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<CompCardSettings>(() => ({
    ...card.settings,
    // A photo no longer in the approved gallery cannot be chosen again.
    pictures: card.settings.pictures.filter((id) => card.pictures.some((picture) => picture.id === id)),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (patch: Partial<CompCardSettings>) => setSettings((current) => ({ ...current, ...patch }));

  const indexOf = new Map(card.pictures.map((picture, index) => [picture.id, index]));
  const nameOf = (picture: CompCardPicture) =>
    picture.description ||
    t("compCards.dashboard.pictures.photo", { number: (indexOf.get(picture.id) ?? 0) + 1 });
  const chosen = settings.pictures.flatMap((id) => card.pictures.find((picture) => picture.id === id) ?? []);

  const save = useMutation({
    mutationFn: saveMyCompCard,
    onSuccess: (saved) => {
      setErrors({});
      queryClient.setQueryData(compCardKeys.settings(), (old: MyCompCard | undefined) =>
        old ? { ...old, settings: saved } : old,
      );
      toast.success(t("compCards.dashboard.saved"), t("compCards.dashboard.savedText"));
    },
    onError: (error) => {
      setErrors(serverErrors(error));
      toast.error(t("compCards.dashboard.saveFailed"), errorMessage(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CompCardSettingsSchema.safeParse(settings);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form onSubmit={submit} className="space-y-6" noValidate>
        <PicturePicker
          pictures={card.pictures}
          chosen={settings.pictures}
          onChange={(pictures) => change({ pictures })}
          nameOf={nameOf}
          error={errors.pictures}
        />
        <ChoiceRow
          legend={t("compCards.dashboard.paper.legend")}
          options={COMP_CARD_PAPERS.map((value) => ({ value, label: t(PAPER_LABELS[value]) }))}
          value={settings.paper}
          onChange={(paper) => change({ paper })}
          error={errors.paper}
        />
        <ChoiceRow<VisitorUnitChoice>
          legend={t("compCards.dashboard.units.legend")}
          options={VISITOR_UNIT_CHOICES.map((value) => ({ value, label: t(UNIT_CHOICE_LABELS[value]) }))}
          value={settings.units}
          onChange={(units) => change({ units })}
          error={errors.units}
        />
        <div className="space-y-1">
          <CheckboxField
            label={t("compCards.dashboard.printEmail.label")}
            checked={settings.printEmail}
            onChange={(event) => change({ printEmail: event.target.checked })}
            aria-describedby="comp-card-email-hint"
            error={errors.printEmail}
          />
          <p id="comp-card-email-hint" className="pl-8 text-sm text-muted-foreground">
            {t("compCards.dashboard.printEmail.hint")}
          </p>
        </div>
        <CheckboxField
          label={t("compCards.dashboard.publicDownload.label")}
          checked={settings.publicDownload}
          onChange={(event) => change({ publicDownload: event.target.checked })}
          error={errors.publicDownload}
        />
        <FormAlert message={errors.form} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={save.isPending}>
            {t("compCards.dashboard.save")}
          </Button>
          <Button asChild variant="outline">
            <a
              href={myCompCardHref({ paper: settings.paper, units: settings.units, lang: language })}
              download
            >
              <Download aria-hidden /> {t("compCards.dashboard.download")}
            </a>
          </Button>
        </div>
        <div className="space-y-1 text-sm text-muted-foreground">
          <p>{t("compCards.dashboard.publishedOnly")}</p>
          {changesPending ? <p>{t("compCards.dashboard.changesPending")}</p> : null}
          <p>{t("compCards.dashboard.downloadSaved")}</p>
        </div>
      </form>
      <section aria-labelledby="comp-card-preview-heading" className="min-w-0">
        <h2 id="comp-card-preview-heading" className="font-display text-2xl font-semibold">
          {t("compCards.dashboard.preview.title")}
        </h2>
        <div className="mt-4">
          <CompCardPreview
            talent={published}
            pictures={chosen}
            nameOf={nameOf}
            paper={settings.paper}
            units={settings.units}
            profileUrl={profileUrl}
            email={settings.printEmail ? email : null}
          />
        </div>
      </section>
    </div>
  );
}

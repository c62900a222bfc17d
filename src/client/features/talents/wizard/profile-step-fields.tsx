import type { Talent } from "#shared/talents/talent.schema";
import { GalleryEditor } from "../media/gallery-editor.tsx";
import { HeroImageUpload } from "../media/hero-image-upload.tsx";
import { mediaEndpointsOf } from "../media/talent-media-endpoints.ts";
import type { StepKey } from "./profile-draft.ts";
import { CategoryStep } from "./steps/category-step.tsx";
import { ContactStep } from "./steps/contact-step.tsx";
import { DetailsStep } from "./steps/details-step.tsx";
import { GeneralStep } from "./steps/general-step.tsx";
import type { StepProps } from "./steps/step-props.ts";

/**
 * The fields of one of the profile's six steps, as the talent's wizard and the admin's editor both
 * show them. The media steps work on the stored profile (`saved`) and show nothing before it exists;
 * `onStored` receives the profile as each media change leaves it.
 */
export function ProfileStepFields({
  stepKey,
  form,
  saved,
  onStored,
}: {
  stepKey: StepKey;
  form: StepProps["form"];
  saved: Talent | null;
  onStored: (talent: Talent) => void;
}) {
  switch (stepKey) {
    case "general":
      return <GeneralStep form={form} />;
    case "details":
      return <DetailsStep form={form} />;
    case "category":
      return <CategoryStep form={form} />;
    case "hero":
      return saved ? (
        <HeroImageUpload talent={saved} endpoints={mediaEndpointsOf(saved.id)} onChange={onStored} />
      ) : null;
    case "gallery":
      return saved ? (
        <GalleryEditor talent={saved} endpoints={mediaEndpointsOf(saved.id)} onChange={onStored} />
      ) : null;
    case "contact":
      return <ContactStep form={form} />;
  }
}

import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { countContentItems, saveTeamMember, saveTestimonial } from "./site-content.repository.ts";

// Shown with a "Sample" label, and only while SEED_SAMPLE_DATA is on (docs/decisions/0027): they
// show what the sections look like until the team enters real quotes and people.
const SAMPLE_TESTIMONIALS = [
  {
    quote:
      "My portfolio used to be a PDF nobody opened. Now agencies find my page, and the gallery does the talking.",
    authorName: "Lena H.",
    authorRole: "Model, Munich",
    plan: "Pro" as const,
  },
  {
    quote: "I wanted a site that looks like my photographs: quiet and sharp.",
    authorName: "Daniel K.",
    authorRole: "Photographer, Hamburg",
    plan: "Starter" as const,
  },
  {
    quote: "Clients book me without ten messages back and forth.",
    authorName: "Amara O.",
    authorRole: "Content creator, Berlin",
    plan: "Premium" as const,
  },
];

const SAMPLE_TEAM = [
  {
    name: "Lea Baumann",
    role: "Founder & Creative Director",
    bio: "Reviews the look of every page and every profile that goes live.",
  },
  {
    name: "Jonas Weber",
    role: "Talent Relations",
    bio: "Reviews profiles and answers the talents' questions.",
  },
  {
    name: "Mira Okafor",
    role: "Product & Engineering",
    bio: "Builds Vitrine so that it is quick on a phone and careful with your data.",
  },
];

/** Adds the sample testimonials and team members when both lists are empty; returns how many. */
export async function seedSampleSiteContent(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if ((await countContentItems(trx)) > 0) return 0;
    const now = new Date().toISOString();
    const meta = (index: number) => ({
      id: randomUUID(),
      position: index + 1,
      visible: true,
      isSample: true,
      updatedAt: now,
    });
    for (const [index, sample] of SAMPLE_TESTIMONIALS.entries()) {
      await saveTestimonial(trx, { ...sample, ...meta(index) }, { createdAt: now });
    }
    for (const [index, sample] of SAMPLE_TEAM.entries()) {
      await saveTeamMember(trx, { ...sample, ...meta(index) }, { createdAt: now });
    }
    return SAMPLE_TESTIMONIALS.length + SAMPLE_TEAM.length;
  });
}

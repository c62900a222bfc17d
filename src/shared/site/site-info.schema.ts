import { z } from "zod";

/**
 * What the public pages show about the company behind Vitrine: the legal notice (Impressum), the
 * contact address and the social accounts. Each company field is null until the operator configures it.
 */
export const SiteInfoSchema = z.object({
  company: z.object({
    name: z.string(),
    address: z.string().nullable(),
    managingDirector: z.string().nullable(),
    register: z.string().nullable(),
    vatId: z.string().nullable(),
  }),
  contactEmail: z.string(),
  social: z.object({
    instagram: z.string().nullable(),
    tiktok: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

export { DEFAULT_COMPANY_NAME } from "./site-defaults.ts";

import { z } from "zod";

export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  instagram: z.string(),
  company: z.string(),
  phone: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** From the contact form, or a cancellation sent with the cancellation button for a person to handle. */
  kind: z.enum(["message", "cancellation"]),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const INBOX_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Optional paging of the inbox; without `page` the whole inbox is answered, as before paging existed. */
export const InboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

export const InboxPageSchema = z.object({
  /** Newest first. */
  messages: z.array(ContactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InboxPage = z.infer<typeof InboxPageSchema>;

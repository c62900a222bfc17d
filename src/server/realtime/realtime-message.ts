import { z } from "zod";
import { CHANGE_EVENT_AUDIENCES, type ChangeEvent, ChangeEventSchema } from "#shared/realtime/change-event";

/**
 * What travels through the hub (and PostgreSQL NOTIFY): the event a page receives, plus the account
 * it concerns, which decides who hears an event of the `owner` audience and never leaves the server.
 */
export const RealtimeMessageSchema = z.object({
  event: ChangeEventSchema,
  ownerId: z.string().nullish(),
});
export type RealtimeMessage = z.infer<typeof RealtimeMessageSchema>;

/** Who is listening on an open stream. */
export type StreamListener = { stream: "public" } | { stream: "signed-in"; userId: string; isAdmin: boolean };

/**
 * Whether a listener may hear a message. The public stream carries only public events; the
 * signed-in stream carries everything else: admins hear all of it, an account only what concerns it.
 */
export function mayHear(listener: StreamListener, message: RealtimeMessage): boolean {
  const audience = CHANGE_EVENT_AUDIENCES[message.event.type];
  if (listener.stream === "public") return audience === "public";
  if (audience === "public") return false;
  if (listener.isAdmin) return true;
  return audience === "owner" && !!message.ownerId && message.ownerId === listener.userId;
}

/** A message for the event's audience; `ownerId` names the account an `owner` event concerns. */
export function realtimeMessage(event: ChangeEvent, ownerId: string | null = null): RealtimeMessage {
  return { event, ownerId };
}

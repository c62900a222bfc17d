import type { Insertable, Kysely, Selectable } from "kysely";
import type { ContactMessagesTable, Database, Db } from "#server/db/schema";
import { INBOX_PAGE_SIZE, type InboxPage } from "#shared/admin/inbox.schema";

type ContactMessageRow = Selectable<ContactMessagesTable>;

function toContactMessage(row: ContactMessageRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    instagram: row.instagram,
    company: row.company,
    phone: row.phone,
    message: row.message,
    isRead: row.is_read === 1,
    createdAt: row.created_at,
    kind: row.kind === "cancellation" ? ("cancellation" as const) : ("message" as const),
  };
}

/** The inbox, newest first: one page of it, or all of it when no page is asked for. */
export async function listContactMessages(
  db: Kysely<Database>,
  paging: { page?: number; pageSize?: number } = {},
): Promise<InboxPage> {
  let query = db
    .selectFrom("contact_messages")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  const pageSize = paging.pageSize ?? INBOX_PAGE_SIZE;
  if (paging.page) query = query.limit(pageSize).offset((paging.page - 1) * pageSize);
  const [rows, count] = await Promise.all([
    query.execute(),
    db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return {
    messages: rows.map(toContactMessage),
    total,
    page: paging.page ?? 1,
    pageSize: paging.page ? pageSize : total,
  };
}

/** Marks a message read; false when there is no such message. */
export async function markContactMessageRead(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable("contact_messages")
    .set({ is_read: 1 })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertContactMessage(db: Db, row: Insertable<ContactMessagesTable>) {
  await db.insertInto("contact_messages").values(row).execute();
}

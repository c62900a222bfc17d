import { type Kysely, sql } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// The workspace of those who hire talent: favourites, shortlists with a private note per talent,
// links that share a shortlist with a client (stored as the token's hash), and the client's picks.
// Deleting an account deletes its rows; deleting a talent deletes their favourites and picks, and
// leaves their shortlist entries without a talent, so the list can say that one was removed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("favourites")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("talent_id", "text", (c) => c.notNull().references("talents.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favourites_pk", ["user_id", "talent_id"])
    .execute();
  await db.schema.createIndex("favourites_talent_idx").on("favourites").column("talent_id").execute();

  await db.schema
    .createTable("shortlists")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    // The brief: what the job is, when and where (free text, each may be empty).
    .addColumn("job", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("dates", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("location", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("shortlists_owner_idx").on("shortlists").column("owner_id").execute();

  await db.schema
    .createTable("shortlist_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("shortlist_id", "text", (c) => c.notNull().references("shortlists.id").onDelete("cascade"))
    // Null once the talent's profile was deleted: the list shows that one was removed.
    .addColumn("talent_id", "text", (c) => c.references("talents.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("added_at", "text", (c) => c.notNull())
    .addUniqueConstraint("shortlist_entries_talent_unique", ["shortlist_id", "talent_id"])
    .execute();
  await db.schema
    .createIndex("shortlist_entries_talent_idx")
    .on("shortlist_entries")
    .column("talent_id")
    .execute();

  await db.schema
    .createTable("shortlist_shares")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("shortlist_id", "text", (c) => c.notNull().references("shortlists.id").onDelete("cascade"))
    // The owner's name for the link ("Client: Atelier Nord").
    .addColumn("name", "text", (c) => c.notNull())
    // SHA-256 of the link's token, hex; the token itself is shown once and never stored.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("shortlist_shares_list_idx")
    .on("shortlist_shares")
    .column("shortlist_id")
    .execute();

  await db.schema
    .createTable("shortlist_picks")
    .addColumn("share_id", "text", (c) => c.notNull().references("shortlist_shares.id").onDelete("cascade"))
    .addColumn("talent_id", "text", (c) => c.notNull().references("talents.id").onDelete("cascade"))
    .addColumn("verdict", "text", (c) => c.notNull().check(sql`verdict in ('yes', 'maybe', 'no')`))
    .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("shortlist_picks_pk", ["share_id", "talent_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("shortlist_picks").execute();
  await db.schema.dropTable("shortlist_shares").execute();
  await db.schema.dropTable("shortlist_entries").execute();
  await db.schema.dropTable("shortlists").execute();
  await db.schema.dropTable("favourites").execute();
}

import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("talents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.unique())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("age", "integer")
    .addColumn("location", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("subcategory", "text", (c) => c.notNull())
    .addColumn("specifics", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("height_cm", "integer")
    .addColumn("image", "text")
    .addColumn("gallery", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("contact_email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("contact_instagram", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("badges", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("featured_order", "integer")
    .addColumn("is_top_talent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("joined", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("talents_status_created_idx")
    .on("talents")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("talents_status_category_idx")
    .on("talents")
    .columns(["status", "category"])
    .execute();
  await db.schema
    .createIndex("talents_status_subcategory_idx")
    .on("talents")
    .columns(["status", "subcategory"])
    .execute();
  await db.schema
    .createIndex("talents_status_location_idx")
    .on("talents")
    .columns(["status", "location"])
    .execute();
  await db.schema.createIndex("talents_status_age_idx").on("talents").columns(["status", "age"]).execute();
  await db.schema
    .createIndex("talents_featured_idx")
    .on("talents")
    .columns(["featured", "featured_order"])
    .execute();

  await db.schema
    .createTable("talent_languages")
    .addColumn("talent_id", "text", (c) => c.notNull().references("talents.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("talent_languages_pk", ["talent_id", "code"])
    .execute();
  await db.schema
    .createIndex("talent_languages_code_idx")
    .on("talent_languages")
    .columns(["code", "talent_id"])
    .execute();

  await db.schema
    .createTable("talent_payment_options")
    .addColumn("talent_id", "text", (c) => c.notNull().references("talents.id").onDelete("cascade"))
    .addColumn("option", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("talent_payment_options_pk", ["talent_id", "option"])
    .execute();
  await db.schema
    .createIndex("talent_payment_options_option_idx")
    .on("talent_payment_options")
    .columns(["option", "talent_id"])
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("instagram", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("is_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_messages_created_idx")
    .on("contact_messages")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("customers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("stripe_customer_id", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().unique())
    .addColumn("price_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created", "text", (c) => c.notNull())
    .addColumn("current_period_start", "text")
    .addColumn("current_period_end", "text")
    .addColumn("cancel_at_period_end", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("trial_end", "text")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_subscription_id", "text", (c) => c.unique())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "subscriptions",
    "customers",
    "contact_messages",
    "talent_payment_options",
    "talent_languages",
    "talents",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

import { binaryType, withId, type MigrationDb } from "../dialect-types";

/**
 * Shipments (issue 31): what the operations desk books and tracks, created from an accepted quote (`quote_id`, at
 * most one shipment per quote) or directly. Its reference is derived from its id and year (TGL-S-2026-000001), as
 * a quote's is. `status` is kept from the milestones' actual times so the list filters on it. The customer's
 * personal tracking link is a random token of which only the SHA-256 hash is kept, one current per shipment
 * (`tracking_token_hash`). Documents are PDFs kept in the database, as campaign images are.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable("shipments"))
    .addColumn("quote_id", "integer", (c) => c.references("quotes.id").onDelete("set null"))
    .addColumn("mode", "varchar(16)", (c) => c.notNull())
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("destination", "text", (c) => c.notNull())
    .addColumn("carrier", "text")
    .addColumn("voyage", "text")
    .addColumn("transport_document", "varchar(40)")
    .addColumn("cargo_summary", "text", (c) => c.notNull())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_lang", "varchar(8)", (c) => c.notNull())
    .addColumn("notifications", "varchar(24)", (c) => c.notNull().defaultTo("all"))
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("planned"))
    .addColumn("tracking_token_hash", "varchar(64)")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("shipments_quote").on("shipments").column("quote_id").unique().execute();
  await db.schema.createIndex("shipments_token").on("shipments").column("tracking_token_hash").unique().execute();
  await db.schema.createIndex("shipments_status").on("shipments").columns(["status", "created_at"]).execute();

  await withId(db, db.schema.createTable("shipment_containers"))
    .addColumn("shipment_id", "integer", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("number", "varchar(11)", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addUniqueConstraint("shipment_containers_number", ["shipment_id", "number"])
    .execute();

  await withId(db, db.schema.createTable("shipment_milestones"))
    .addColumn("shipment_id", "integer", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("kind", "varchar(24)", (c) => c.notNull())
    .addColumn("planned_at", "text")
    .addColumn("actual_at", "text")
    .addUniqueConstraint("shipment_milestones_kind", ["shipment_id", "kind"])
    .execute();

  await withId(db, db.schema.createTable("shipment_exceptions"))
    .addColumn("shipment_id", "integer", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("new_estimate", "text")
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("recorded_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("shipment_exceptions_shipment").on("shipment_exceptions").column("shipment_id").execute();

  await withId(db, db.schema.createTable("shipment_documents"))
    .addColumn("shipment_id", "integer", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("kind", "varchar(32)", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("bytes", binaryType(db), (c) => c.notNull())
    .addColumn("customer_visible", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("uploaded_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("shipment_documents_shipment").on("shipment_documents").column("shipment_id").execute();
}

export async function down(db: MigrationDb) {
  await db.schema.dropTable("shipment_documents").execute();
  await db.schema.dropTable("shipment_exceptions").execute();
  await db.schema.dropTable("shipment_milestones").execute();
  await db.schema.dropTable("shipment_containers").execute();
  await db.schema.dropTable("shipments").execute();
}

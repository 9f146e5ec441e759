import { loadConfig } from "#server/config";
import { openDatabase } from "./database";
import { describeDatabase } from "./describe";
import { migrateToLatest } from "./migrate";

/** npm run db:migrate: apply pending migrations and report them. */
const config = loadConfig();
const database = openDatabase(config.database);
try {
  const applied = await migrateToLatest(database);
  console.log(
    applied.length > 0
      ? `Applied ${applied.join(", ")} to ${describeDatabase(config.database)}`
      : `${describeDatabase(config.database)} is up to date`,
  );
} finally {
  await database.close();
}

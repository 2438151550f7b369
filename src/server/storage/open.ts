// Chooses the storage from the configuration: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.
import { openPostgresStorage } from './postgres.ts';
import { openSqliteStorage } from './sqlite.ts';
import type { Storage } from './types.ts';

export interface StorageConfig {
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
}

export async function openStorage(config: StorageConfig, onError?: (e: Error) => void): Promise<Storage> {
  const storage = config.databaseUrl
    ? openPostgresStorage({ connectionString: config.databaseUrl, schema: config.databaseSchema, onError })
    : openSqliteStorage(config.dataDir);
  try {
    await storage.init();
  } catch (e) {
    await storage.close().catch(() => {});
    throw e;
  }
  return storage;
}

export type { Storage } from './types.ts';

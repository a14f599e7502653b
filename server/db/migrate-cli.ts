import { parseServerEnv } from '../env';
import { openDatabase } from './client';

const env = parseServerEnv();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
await handle.migrate();
await handle.close();
console.log(`Migrated the ${handle.kind} database.`);

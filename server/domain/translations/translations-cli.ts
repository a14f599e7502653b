import { isLanguageSlug, type LanguageSlug } from '@/lib/languages';
import { setTranslationBodySchema, translationKeySchema } from '@/lib/schemas/translations';
import { openDatabase } from '../../db/client';
import { parseServerEnv } from '../../env';
import { overrideProblems, removeOverride, setOverride, translationContent, translationManifest } from './overrides';

/**
 * Changes a runtime translation in the configured database (docs/decisions/0037):
 *   npm run i18n:set -- <lang> <key> <value>     e.g. npm run i18n:set -- ja-jp GetStarted.title "ようこそ"
 *   npm run i18n:unset -- <lang> <key>           the bundled text is back
 *   npm run i18n:list -- [lang]                  the manifest, or a language's overrides
 * Same checks as the admin call. PGlite is one process's database: while the platform runs on
 * it, use the admin call instead (PostgreSQL takes both at once).
 */

const usage = `Usage:
  npm run i18n:set -- <lang> <key> <value>
  npm run i18n:unset -- <lang> <key>
  npm run i18n:list -- [lang]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, lang, key, ...rest] = process.argv.slice(2);
if (!command || !['set', 'unset', 'list'].includes(command)) fail(usage);
if (lang !== undefined && !isLanguageSlug(lang)) fail(`"${lang}" is not a language; use one of en-us zh-cn zh-tw ja-jp es-es pt-br ms-my id-id tr-tr ar-ae.`);
const language = lang as LanguageSlug | undefined;
if (command !== 'list') {
  if (!lang || !key) fail(usage);
  const keyCheck = translationKeySchema.safeParse(key);
  if (!keyCheck.success) fail(keyCheck.error.issues[0]?.message ?? 'Bad key');
}
const value = rest.join(' ');
if (command === 'set') {
  const valueCheck = setTranslationBodySchema.safeParse({ value });
  if (!valueCheck.success) fail(valueCheck.error.issues[0]?.message ?? 'Bad value');
}
if (language && key) {
  const problems = overrideProblems(language, key, command === 'set' ? value : null);
  const messages = Object.values(problems).flat();
  if (messages.length > 0) fail(messages.join('\n'));
}

const env = parseServerEnv();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
try {
  const now = new Date();
  if (command === 'set' && language && key) {
    const change = await setOverride(handle.db, language, key, value, now);
    console.log(`${change.language} ${change.key} set; ${change.language} is now at version ${change.version}.`);
  } else if (command === 'unset' && language && key) {
    const change = await removeOverride(handle.db, language, key, now);
    console.log(change ? `${change.language} ${change.key} is the bundled text again; version ${change.version}.` : `${lang} has no override of ${key}.`);
  } else if (language) {
    console.log(JSON.stringify(await translationContent(handle.db, language), null, 2));
  } else {
    console.log(JSON.stringify(await translationManifest(handle.db), null, 2));
  }
} finally {
  await handle.close();
}

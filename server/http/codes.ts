import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The platform's numeric codes (platform spec §8) with the HTTP status each answers with and
 * its message. Where the core spec fixes what the web sees (a duplicate registration is a 422),
 * the status follows it. Messages are English; the web shows its own catalogue per code.
 */
interface CodeEntry {
  status: ContentfulStatusCode;
  message: string;
}

const entries = {
  0: { status: 200, message: 'Success' },
  // Generic
  40001: { status: 422, message: 'Parameter validation failed' },
  40002: { status: 401, message: 'Incorrect credentials' },
  40003: { status: 401, message: 'Credentials not provided' },
  40004: { status: 404, message: 'Not found' },
  40005: { status: 403, message: 'No permission' },
  40006: { status: 429, message: 'Too many attempts, retry in {retry_after} seconds' },
  48905: { status: 422, message: 'Email registered' },
  50001: { status: 500, message: 'Internal server error' },
  // Account and auth
  41001: { status: 422, message: 'The email has already been taken.' },
  41038: { status: 422, message: 'The email has already been taken.' },
  41039: { status: 422, message: 'This number has already been used' },
  41040: { status: 422, message: 'The OTP you have entered is wrong. Please try again.' },
  41042: { status: 422, message: 'This OTP has already been used' },
  41043: { status: 422, message: 'This OTP has expired' },
  41171: { status: 422, message: 'This OTP has expired or has been used' },
  41172: { status: 422, message: 'This OTP has expired or has been used' },
  41044: { status: 403, message: 'Your account is suspended. Please contact support.' },
  41047: { status: 403, message: 'Your account is suspended. Please contact support.' },
  41347: { status: 403, message: 'Your account is suspended. Please contact support.' },
  41345: { status: 403, message: 'The company status does not allow login' },
  41056: { status: 422, message: 'The email or code is wrong' },
  41057: { status: 422, message: 'The email is required' },
  41052: { status: 401, message: 'Invalid Google credentials' },
  41053: { status: 401, message: 'Invalid LinkedIn credentials' },
  41054: { status: 401, message: 'Invalid Facebook credentials' },
  41055: { status: 401, message: 'Invalid Apple credentials' },
  41271: { status: 401, message: 'Invalid LINE credentials' },
  41272: { status: 401, message: 'Invalid X credentials' },
  41273: { status: 422, message: 'The invitation link has expired' },
  41274: { status: 403, message: 'Your identity does not match the position; you cannot chat' },
  41227: { status: 404, message: 'This user is not registered' },
  // AI and credits
  41275: { status: 429, message: 'AI CV query limit reached, retry in 24 hours' },
  41280: { status: 503, message: 'AI is unavailable right now' },
  41281: { status: 422, message: 'The resume could not be parsed' },
  41292: { status: 429, message: 'You can upload at most 5 avatars a day' },
  41311: { status: 422, message: 'Add at least 1 desired job and a work, internship or education experience' },
  41312: { status: 422, message: 'Add at least 1 desired job and a work, internship or education experience' },
  41318: { status: 422, message: 'Add at least 1 desired job and a work, internship or education experience' },
  41319: { status: 422, message: 'Add at least 1 desired job and a work, internship or education experience' },
  41313: { status: 409, message: 'The analysis is in progress' },
  41314: { status: 403, message: 'You are out of credit' },
  41316: { status: 429, message: 'Quota exceeded' },
  41317: { status: 429, message: 'You are out of credit for today' },
  41320: { status: 429, message: 'Employers are limited to three a day' },
  50005: { status: 403, message: 'Not enough unlock credits' },
  // Jobs, preferences, resumes
  41298: { status: 409, message: 'This is a duplicate of an active job' },
  41262: { status: 422, message: 'You can have at most 3 remote job preferences' },
  41263: { status: 422, message: 'You can have at most 3 on-site or hybrid job preferences' },
  41341: { status: 422, message: 'You cannot delete your last job preference' },
  41170: { status: 422, message: 'You cannot have more than three resumes' },
  41245: { status: 422, message: 'You cannot have more than three video resumes' },
  41254: { status: 422, message: 'You can keep at most 5 resume copies' },
  41186: { status: 422, message: 'This resume is used for auto send and cannot be deleted' },
  // Applications and saved jobs (docs/decisions/0016): codes of our own, the catalogue lists none.
  41501: { status: 409, message: 'You have already applied for this job' },
  41502: { status: 409, message: 'Oops, this position is no longer open' },
  41503: { status: 409, message: 'This application can no longer be withdrawn' },
  // Chat (server/chat, range 41520–41539, docs/decisions: chat): codes of our own.
  41520: { status: 409, message: 'Confirm switching the job this chat is about' },
  41521: { status: 409, message: 'Both of you must reply before you can do this' },
  41522: { status: 409, message: 'The mobile number exchange is not open to this answer' },
  41523: { status: 422, message: 'Add your mobile number first' },
  41524: { status: 422, message: 'This job cannot be chosen for this chat' },
  // Interviews (server/domain/interviews, range 41560–41579, docs/decisions/0024);
  // 41561, 41563 and 41565 carry the catalogue's screen messages (platform spec §8).
  41560: { status: 409, message: 'This interview can no longer be changed this way' },
  41561: { status: 422, message: 'Cannot cancel interview within three hours' },
  41562: { status: 422, message: 'Cannot modify interview within three hours' },
  41563: { status: 422, message: 'You cannot check in now' },
  41564: { status: 422, message: 'Attendance can be marked only more than 30 minutes after the start' },
  41565: { status: 422, message: 'unable to request interview result if not attended' },
  41566: { status: 422, message: 'The interview result can be requested once the interview has started' },
  41567: { status: 422, message: 'Choose one of the proposed times' },
  41568: { status: 422, message: 'This interview time has already passed' },
  41569: { status: 409, message: 'This interview invitation has expired' },
  41570: { status: 403, message: 'You cannot take new interviews, applications or chats until {banned_until} after three missed interviews' },
  // QR code login and identity verification (docs/decisions/0044, range 41600–41619): codes of our
  // own; 41610 and 41614 carry the catalogue's screen messages (platform spec §5, §8).
  41600: { status: 410, message: 'This QR code has expired. Refresh it to get a new one' },
  41601: { status: 409, message: 'This QR code has already been used' },
  41610: { status: 422, message: 'The identity information does not match. Please try again' },
  41611: { status: 403, message: 'Identity verification is available on the Singapore site only' },
  41612: { status: 401, message: 'Verification failed' },
  41613: { status: 409, message: 'This identity already verifies another account' },
  41614: { status: 503, message: 'My info is currently unavailable, try later' },
} as const satisfies Record<number, CodeEntry>;

export type KnownCode = keyof typeof entries;

/** Phone format rules (platform spec §9) are reported with codes 41348 to 41415. */
export const phoneRuleCodes = { first: 41348, last: 41415 } as const;

/** The server-side failures 50002–50016 share 50001's meaning. */
const serverFailure = { first: 50001, last: 50016 } as const;

export function describeCode(code: number): CodeEntry {
  const known = (entries as Record<number, CodeEntry>)[code];
  if (known) return known;
  if (code >= phoneRuleCodes.first && code <= phoneRuleCodes.last) {
    return { status: 422, message: 'The phone number does not match the format of its country' };
  }
  if (code >= serverFailure.first && code <= serverFailure.last) return entries[50001];
  throw new Error(`Unknown platform code ${code}`);
}

export const codeCatalogue: Readonly<Record<number, CodeEntry>> = entries;

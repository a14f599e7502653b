import { type licenseBodySchema, ruleMessages } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { deleteOwnedPart, findLicenseFile, insertLicenseFile, insertPart, markFileDeleted, updateOwnedPart } from '../db/queries/profile-parts';
import { type files, licenseCertifications } from '../db/schema';
import { AppError } from '../http/app-error';
import type { FileStorage } from '../storage/files';
import { findOwned } from './profile';
import type { CheckedUpload } from './profile-files';
import { attachmentUrl, firstDayOf, toLicense } from './profile-records';

/**
 * Licenses and certifications (core spec §7 Profile) with their attachment (platform spec §9):
 * uploaded first, then named by id in the create or update body; a replaced or deleted one
 * loses its bytes while its row stays, marked deleted.
 */

type Body = ReturnType<typeof licenseBodySchema.parse>;
type FileRow = typeof files.$inferSelect;
/** The name in a 404 for a missing license, or another user's. */
export const licenseName = 'License or certification';

function columns(body: Body) {
  return {
    name: body.name,
    issuingOrganisation: body.issuing_organisation,
    credentialId: body.credential_id,
    credentialUrl: body.credential_url,
    issueDate: firstDayOf(body.issue_date),
    expiryDate: body.expiry_date ? firstDayOf(body.expiry_date) : null,
    isPermanent: body.is_permanent,
    attachmentFileId: body.attachment_file_id,
  };
}

/** An attachment the user uploaded and still has; anything else names the field. */
async function ownAttachment(db: Database, userId: number, fileId: number | null): Promise<FileRow | null> {
  if (fileId === null) return null;
  const file = await findLicenseFile(db, userId, fileId);
  if (!file) throw AppError.validation({ attachment_file_id: [ruleMessages.fileRequired] });
  return file;
}

async function dropAttachment(db: Database, storage: FileStorage, fileId: number | null, now: Date) {
  if (fileId === null) return;
  const file = await markFileDeleted(db, fileId, now);
  if (file) await storage.delete(file.storageKey);
}

/** Stores a checked upload as the user's license attachment, answered with the URL that reads it back. */
export async function saveLicenseAttachment(db: Database, storage: FileStorage, ask: { userId: number; upload: CheckedUpload; now: Date }) {
  const { upload } = ask;
  const storageKey = await storage.put(upload.bytes, upload.type.extension);
  const stored = { filename: upload.filename, mimeType: upload.type.mime, size: upload.bytes.byteLength, storageKey };
  const row = await insertLicenseFile(db, { userId: ask.userId, ...stored, createdAt: ask.now });
  return { id: row.id, filename: row.filename, mime_type: row.mimeType, size: row.size, url: attachmentUrl(row.id) };
}

/** The user's live attachment with this id; another user's is not found, like a missing one. */
export function licenseAttachment(db: Database, userId: number, fileId: number) {
  return findLicenseFile(db, userId, fileId);
}

export async function createLicense(db: Database, write: { userId: number; body: Body; now: Date }) {
  const { userId, body, now } = write;
  const file = await ownAttachment(db, userId, body.attachment_file_id);
  const row = await insertPart(db, licenseCertifications, { userId, ...columns(body), createdAt: now, updatedAt: now });
  return toLicense(row, file);
}

export async function updateLicense(db: Database, storage: FileStorage, id: number, write: { userId: number; body: Body; now: Date }) {
  const { userId, body, now } = write;
  const before = await findOwned(db, licenseCertifications, id, userId, licenseName);
  const file = await ownAttachment(db, userId, body.attachment_file_id);
  const row = await updateOwnedPart(db, licenseCertifications, { id, userId }, { ...columns(body), updatedAt: now });
  if (before.attachmentFileId !== body.attachment_file_id) await dropAttachment(db, storage, before.attachmentFileId, now);
  return toLicense(row, file);
}

export async function deleteLicense(db: Database, storage: FileStorage, id: number, ask: { userId: number; now: Date }) {
  const before = await findOwned(db, licenseCertifications, id, ask.userId, licenseName);
  await deleteOwnedPart(db, licenseCertifications, { id, userId: ask.userId });
  await dropAttachment(db, storage, before.attachmentFileId, ask.now);
  return { id, deleted: true as const };
}

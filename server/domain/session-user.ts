import type { SessionUser } from '@/lib/schemas/session';
import type { Database } from '../db/client';
import { findUserById } from '../db/queries/users';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** A user row as the session user of core spec §3. */
export function toSessionUser(user: UserRow, options: { isNewAccount?: boolean } = {}): SessionUser {
  return {
    id: user.id,
    active_key: user.activeKey,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_num: user.phoneNum ? `${user.phoneCountryCode ?? ''}${user.phoneNum}` : null,
    is_mobile_verified: user.isMobileVerified,
    avatar: user.avatar,
    additional_info: user.additionalInfo,
    is_email_verify: user.isEmailVerified,
    notice_period_id: user.noticePeriodId,
    is_profile_completed: user.isProfileCompleted,
    longitude: user.longitude,
    latitude: user.latitude,
    is_new_account: options.isNewAccount ?? false,
    register_flow: user.registerFlow,
    register_flow_v2: user.registerFlowV2,
    chat_flow: user.chatFlow,
  };
}

export async function findUser(db: Database, userId: number): Promise<UserRow | undefined> {
  return findUserById(db, userId);
}

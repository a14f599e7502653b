import { describe, expect, it } from 'vitest';
import { problemsOf } from '@/components/settings/settings-errors';
import { ApiError } from '@/services/api-error';

/** A 40001 refusal of one field, with the platform's English and, when given, its reason. */
const refusal = (field: string, message: string, reason?: string) =>
  new ApiError(422, 40001, 'Parameter validation failed', { errors: { [field]: [message] }, ...(reason ? { reasons: { [field]: reason } } : {}) });

describe('a settings refusal by its field and reason (decision 0093)', () => {
  it.each([
    ['password', 'incorrect', 'passwordWrong'],
    ['password', 'not_set', 'noPassword'],
    ['new_email', 'unchanged', 'emailSame'],
    ['new_password', 'unchanged', 'passwordSame'],
    ['phone_num', 'unchanged', 'phoneSame'],
    ['phone_country_code', 'unsupported', 'smsUnavailable'],
  ])('%s refused as %s reads as %s', (field, reason, key) => {
    expect(problemsOf(refusal(field, 'whatever the platform wrote', reason), 'otp')).toEqual([{ field, key }]);
  });

  it('reads no English: without a reason the field keeps its general message, whatever the words', () => {
    expect(problemsOf(refusal('password', 'The password is incorrect'), 'otp')).toEqual([{ field: 'password', key: 'passwordRequired' }]);
    expect(problemsOf(refusal('new_email', 'This is already your email address'), 'otp')).toEqual([{ field: 'new_email', key: 'emailInvalid' }]);
    expect(problemsOf(refusal('new_password', 'Choose a password different from the current one'), 'otp')).toEqual([{ field: 'new_password', key: 'passwordRules' }]);
    expect(problemsOf(refusal('phone_country_code', 'Text messages are not available'), 'otp')).toEqual([{ field: 'phone_country_code', key: 'phoneInvalid' }]);
  });

  it('an unknown reason or field falls back, never throws', () => {
    expect(problemsOf(refusal('password', 'x', 'something_new'), 'otp')).toEqual([{ field: 'password', key: 'passwordRequired' }]);
    expect(problemsOf(refusal('nickname', 'x', 'unchanged'), 'otp')).toEqual([{ field: 'form', key: 'failed' }]);
  });
});

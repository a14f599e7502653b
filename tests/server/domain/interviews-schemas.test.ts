import { describe, expect, it } from 'vitest';
import {
  acceptInterviewBodySchema,
  interviewDetailsSchema,
  interviewReasonBodySchema,
  interviewRuleKeyOf,
  interviewRuleMessages,
  videoLinkSchema,
} from '@/lib/schemas/interviews';

const now = new Date('2026-04-28T03:00:00Z');
const body = {
  times: ['2026-05-04T09:00:00+08:00', '2026-05-05T14:00:00+08:00'],
  time_zone: 'Asia/Manila',
  mode: 'video',
  video_link: 'https://us02web.zoom.us/j/81234567890',
  contact_name: ' Ana Cruz ',
  contact_phone: '+63 917 123-4567',
  instructions: 'Join five minutes early.\r\nBring your ID.',
};

/** field path → the rule key of its first problem. */
function problems(input: unknown, at = now) {
  const result = interviewDetailsSchema(at).safeParse(input);
  if (result.success) return {};
  const out: Record<string, string | null> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!(field in out)) out[field] = interviewRuleKeyOf(issue).key;
  }
  return out;
}

describe('the recruiter’s invitation form', () => {
  it('accepts one to three future times and normalises what was typed', () => {
    const parsed = interviewDetailsSchema(now).parse(body);
    expect(parsed.times).toEqual([new Date('2026-05-04T01:00:00Z'), new Date('2026-05-05T06:00:00Z')]);
    expect(parsed).toMatchObject({ contact_name: 'Ana Cruz', contact_phone: '+639171234567', address: null });
    expect(parsed.instructions).toBe('Join five minutes early.\nBring your ID.');
  });

  it('wants 1 to 3 proposals, each a valid instant with an offset, in the future and different', () => {
    expect(problems({ ...body, times: [] })).toEqual({ times: 'proposalCount' });
    expect(problems({ ...body, times: ['2026-05-04T09:00:00Z', '2026-05-05T09:00:00Z', '2026-05-06T09:00:00Z', '2026-05-07T09:00:00Z'] })).toEqual({
      times: 'proposalCount',
    });
    expect(problems({ ...body, times: ['2026-05-04 09:00'] })).toEqual({ 'times.0': 'invalidTime' });
    expect(problems({ ...body, times: ['2026-04-28T11:00:00+08:00'] })).toEqual({ 'times.0': 'timeNotInFuture' });
    expect(problems({ ...body, times: ['2026-04-28T11:00:01+08:00'] })).toEqual({});
    expect(problems({ ...body, times: ['2026-05-04T09:00:00+08:00', '2026-05-04T01:00:00Z'] })).toEqual({ 'times.1': 'duplicateTime' });
  });

  it('wants an IANA time zone, and an address in person or a link by video', () => {
    expect(problems({ ...body, time_zone: 'Mars/Olympus' })).toEqual({ time_zone: 'timeZone' });
    expect(problems({ ...body, video_link: '' })).toEqual({ video_link: 'videoLinkRequired' });
    expect(problems({ ...body, mode: 'in_person', video_link: null })).toEqual({ address: 'addressRequired' });
    expect(problems({ ...body, mode: 'phone' })).toEqual({ mode: 'choose' });
  });

  it('wants a contact name and a phone number of 6 to 15 digits', () => {
    expect(problems({ ...body, contact_name: '  ' })).toEqual({ contact_name: 'required' });
    expect(problems({ ...body, contact_name: 'x'.repeat(51) })).toEqual({ contact_name: 'textTooLong' });
    expect(problems({ ...body, contact_phone: '12345' })).toEqual({ contact_phone: 'phone' });
    expect(problems({ ...body, contact_phone: '+1234567890123456' })).toEqual({ contact_phone: 'phone' });
    expect(problems({ ...body, contact_phone: '0917 abc 4567' })).toEqual({ contact_phone: 'phone' });
  });
});

describe('malformed bodies', () => {
  it('are answered with issues, never a throw', () => {
    const malformed: unknown[] = [
      null,
      'times',
      [],
      { ...body, times: 'soon' },
      { ...body, times: [1, null, { at: 2 }] },
      { ...body, time_zone: 8, mode: null, video_link: 42, contact_name: ['a'], contact_phone: 917, instructions: {} },
      { ...body, times: ['2026-05-04T09:00:00+08:00', 'x'] },
    ];
    for (const input of malformed) {
      const result = interviewDetailsSchema(now).safeParse(input);
      expect(result.success).toBe(false);
    }
    expect(problems({ ...body, times: ['2026-05-04T09:00:00+08:00', 'x'] })).toEqual({ 'times.1': 'invalidTime' });
  });
});

describe('the video link', () => {
  const keyOf = (link: string) => {
    const result = videoLinkSchema.safeParse(link);
    return result.success ? null : interviewRuleKeyOf(result.error.issues[0] as { message: string }).key;
  };

  it('takes http(s) links and refuses anything else', () => {
    expect(keyOf('https://meet.google.com/abc-defg-hij')).toBeNull();
    expect(keyOf('not a link')).toBe('url');
    expect(keyOf('javascript:alert(1)')).toBe('url');
    expect(keyOf('ftp://files.example.com/x')).toBe('url');
    expect(keyOf('https://localhost/x')).toBe('url');
  });

  it('refuses control characters, which URL parsing would silently drop (calendar injection, issue 30)', () => {
    expect(keyOf('https://meet.example.com/a\r\nATTENDEE:mailto:evil@example.com')).toBe('url');
    expect(keyOf('https://meet.example.com/a\nb')).toBe('url');
    expect(keyOf('https://meet.example.com/a\tb')).toBe('url');
    expect(keyOf('https://meet.example.com/a\u0000b')).toBe('url');
    expect(keyOf('https://meet.example.com/a\u007fb')).toBe('url');
  });

  it('refuses a Zoom link carrying its access key, whatever the subdomain or case', () => {
    expect(keyOf('https://us02web.zoom.us/j/81234567890?pwd=Zm9vYmFy')).toBe('zoomAccessKey');
    expect(keyOf('https://zoom.us/j/81234567890?from=addon&PWD=abc')).toBe('zoomAccessKey');
    expect(keyOf('https://company.zoom.com/j/81234567890?pwd=abc')).toBe('zoomAccessKey');
    expect(keyOf('https://us02web.zoom.us/j/81234567890')).toBeNull();
    // Another service's parameter of that name is its own business.
    expect(keyOf('https://meet.example.com/room?pwd=abc')).toBeNull();
    expect(keyOf('https://notzoom.us/j/1?pwd=abc')).toBeNull();
  });
});

describe('the seeker’s answers', () => {
  it('accepts a time with an offset', () => {
    expect(acceptInterviewBodySchema.parse({ time: '2026-05-04T09:00:00+08:00' }).time).toEqual(new Date('2026-05-04T01:00:00Z'));
    expect(acceptInterviewBodySchema.safeParse({ time: 'tomorrow' }).success).toBe(false);
  });

  it('takes a listed reason; "other" needs a few words', () => {
    expect(interviewReasonBodySchema.parse({ reason: 'time_conflict' })).toEqual({ reason: 'time_conflict', reason_text: null });
    const other = interviewReasonBodySchema.safeParse({ reason: 'other', reason_text: '  ' });
    expect(other.error?.issues).toMatchObject([{ path: ['reason_text'], message: interviewRuleMessages.reasonTextRequired }]);
    expect(interviewReasonBodySchema.safeParse({ reason: 'bored' }).error?.issues[0]?.message).toBe(interviewRuleMessages.choose);
  });
});

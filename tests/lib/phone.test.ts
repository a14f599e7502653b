import { describe, expect, it } from 'vitest';
import { checkPhone } from '@/lib/phone';

describe('checkPhone (platform spec §9)', () => {
  it.each([
    ['+65', '81234567', '81234567'],
    ['+63', '9171234567', '9171234567'],
    ['+63', '0917 123 4567', '9171234567'],
    ['+62', '812345678', '812345678'],
    ['+62', '81234567890', '81234567890'],
    ['+60', '123456789', '123456789'],
    ['+81', '9012345678', '9012345678'],
    ['+1', '415-555-0100', '4155550100'],
    ['+44', '7911123456', '7911123456'],
    ['+86', '13812345678', '13812345678'],
    ['+91', '9876543210', '9876543210'],
    ['+852', '91234567', '91234567'],
    ['+234', '8031234567', '8031234567'],
  ])('accepts %s %s', (prefix, input, national) => {
    expect(checkPhone(prefix, input)).toMatchObject({ national, problem: null });
  });

  it.each([
    ['+65', '', 'required'],
    ['+65', '8123456', 'tooShort'],
    ['+65', '812345678', 'tooLong'],
    ['+63', '917123456', 'tooShort'],
    ['+62', '81234567', 'tooShort'],
    ['+62', '812345678901', 'tooLong'],
    ['+86', '1381234567', 'tooShort'],
    ['+852', '9123456', 'tooShort'],
    ['+63', '917abc4567', 'digits'],
    ['+63', '+63 917 123 4567 89', 'tooLong'],
    ['63', '9171234567', 'prefix'],
    ['+234', '123', 'tooShort'],
  ])('rejects %s %j as %s', (prefix, input, problem) => {
    expect(checkPhone(prefix, input).problem).toBe(problem);
  });
});

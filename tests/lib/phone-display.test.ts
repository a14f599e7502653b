import { describe, expect, it } from 'vitest';
import { phoneDisplay } from '@/lib/phone-display';

/** Issue 33, item 5: phone numbers as each site writes them, never the raw stored digits. */
describe('phoneDisplay', () => {
  it.each([
    // A number of the site's own country: that country's national form.
    ['+63288764120', 'PH', '(02) 8876 4120', '+63288764120'],
    ['+63 9171234567', 'PH', '0917 123 4567', '+639171234567'],
    ['+81 312345678', 'JP', '03-1234-5678', '+81312345678'],
    ['+1 2125550143', 'US', '(212) 555-0143', '+12125550143'],
    ['+44 2079460958', 'GB', '020 7946 0958', '+442079460958'],
    ['+6568124470', 'SG', '6812 4470', '+6568124470'],
    ['+55 1132547106', 'BR', '(11) 3254-7106', '+551132547106'],
    ['+971 45726184', 'AE', '04 572 6184', '+97145726184'],
    ['+60 312345678', 'my', '03-1234 5678', '+60312345678'],
    // Written nationally and read with the site's country.
    ['(02) 8876-4120', 'PH', '(02) 8876 4120', '+63288764120'],
    // Another country's number, or any number on the International site: international form.
    ['+63288764120', 'JP', '+63 2 8876 4120', '+63288764120'],
    ['+63288764120', null, '+63 2 8876 4120', '+63288764120'],
    ['+81312345678', 'PH', '+81 3 1234 5678', '+81312345678'],
    ['+1 4165550172', 'US', '+1 416 555 0172', '+14165550172'],
  ])('%s on the %s site → %s', (value, region, text, tel) => {
    expect(phoneDisplay(value, region)).toEqual({ text, tel });
  });

  it('shows what is not a valid number as it was typed', () => {
    expect(phoneDisplay('  call the front desk ', 'PH')).toEqual({ text: 'call the front desk', tel: null });
    expect(phoneDisplay('12', 'PH')).toEqual({ text: '12', tel: null });
    expect(phoneDisplay('+63 123', 'PH')).toEqual({ text: '+63 123', tel: '+63123' });
    expect(phoneDisplay('0917-555 ext. 2', 'PH')).toEqual({ text: '0917-555 ext. 2', tel: null });
  });
});

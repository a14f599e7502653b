import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as the reader's site writes it (issue 33 item 5), from libphonenumber's
 * metadata (`min`: formats and lengths, about 30 KB gzip, so client islands load it on demand
 * through components/ui/phone-number.tsx; docs/decisions/0084):
 * - a number of the site's own country in that country's national form, as its own sites
 *   write it ("(02) 8876 4120" in the Philippines, "03-1234-5678" in Japan);
 * - any other number, and every number on the International site, in international form
 *   ("+63 2 8876 4120");
 * - something that is not a valid number as it was typed, so nothing the person wrote is lost.
 * `tel` is the number in E.164 for a `tel:` link, or null when it is not a number.
 */
export interface PhoneDisplay {
  text: string;
  tel: string | null;
}

export function phoneDisplay(value: string, siteRegion: string | null): PhoneDisplay {
  const typed = value.trim();
  const region = siteRegion?.toUpperCase();
  const parsed = parsePhoneNumberFromString(typed, region ? { defaultCountry: region as never } : undefined);
  if (!parsed?.isValid()) return { text: typed, tel: telOf(typed) };
  const own = region !== undefined && parsed.country === region;
  return { text: own ? parsed.formatNational() : parsed.formatInternational(), tel: parsed.number };
}

/** A typed number's `tel:` form when it is only digits and what people put between them. */
function telOf(typed: string): string | null {
  if (!/^\+?[\d\s\-.()\u00a0]+$/.test(typed)) return null;
  const digits = typed.replace(/[^\d+]/g, '');
  return /^\+?\d{4,15}$/.test(digits) ? digits : null;
}

'use client';

import { useEffect, useState } from 'react';
import type { PhoneDisplay } from '@/lib/phone-display';
import { documentSite } from '@/services/browser-context';

type Formatter = (value: string) => PhoneDisplay;

let formatter: Promise<Formatter> | null = null;

/**
 * libphonenumber's metadata (about 30 KB gzip) loads when the first number is shown, not with
 * the page (docs/decisions/0084), and once for every number after it.
 */
function loadFormatter(): Promise<Formatter> {
  formatter ??= Promise.all([import('@/lib/phone-display'), import('@/lib/countries')]).then(
    ([{ phoneDisplay }, { countryByKey }]) =>
      (value: string) =>
        phoneDisplay(value, countryByKey(documentSite().country).region),
  );
  return formatter;
}

/**
 * A phone number in a client island, as the site writes it (lib/phone-display.ts): as stored
 * until the formatter has loaded (null then), then formatted. Server components call
 * phoneDisplay themselves.
 */
export function usePhoneDisplay(value: string): PhoneDisplay | null {
  const [display, setDisplay] = useState<PhoneDisplay | null>(null);
  useEffect(() => {
    let live = true;
    void loadFormatter().then((format) => {
      if (live) setDisplay(format(value));
    });
    return () => {
      live = false;
    };
  }, [value]);
  return display;
}

/** `link` makes the number a `tel:` link in E.164. */
export function PhoneNumber({ value, link = false }: { value: string; link?: boolean }) {
  const display = usePhoneDisplay(value);
  const text = display?.text ?? value;
  const tel = display ? display.tel : value.replace(/[^\d+]/g, '');
  return link && tel ? (
    <a href={`tel:${tel}`} dir="ltr">
      {text}
    </a>
  ) : (
    <span dir="ltr">{text}</span>
  );
}

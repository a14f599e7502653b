/**
 * The header's signed-in state at first paint (issue 36 item 2, docs/decisions/0068).
 *
 * Pages are cached per (language, country), so the server renders the header signed out. This
 * script, written right after the header's account slot, reads the readable `user` cookie and
 * marks the slot before the browser paints; CSS then shows the account shell (the name as
 * generated content, real links to the profile) instead of "Log in", until the user menu island
 * hydrates and replaces both. It only sets attributes, so the hydrating markup stays the server's.
 *
 * Its text is fixed, so the Content-Security-Policy allows it by hash on every page: beside the
 * per-request nonce, and among the hashes of a cached page (web-server/inline-scripts.ts).
 */
export const accountPaintScript =
  "(function(){try{var s=document.currentScript&&document.currentScript.previousElementSibling,m=document.cookie.match(/(?:^|; )user=([^;]*)/);if(!s||!m)return;var u=JSON.parse(decodeURIComponent(m[1]));if(!u||typeof u.id!=='number')return;var n=s.querySelector('[data-account-name]'),i=s.querySelector('[data-account-initial]'),t=String(u.first_name||u.last_name||'')||(n&&n.getAttribute('data-fallback'))||'';if(n)n.setAttribute('data-account-name',t);if(i)i.setAttribute('data-account-initial',t.slice(0,1).toUpperCase());s.setAttribute('data-account',u.is_profile_completed?'complete':'incomplete')}catch(e){}})()";

/** `'sha256-…'` of accountPaintScript (tests/lib/account-paint.test.ts keeps them equal; the Edge middleware has no sync hash). */
export const accountPaintHash = "'sha256-tILyzbpFhgLssaWgjirnimIElS57SdxgtPo+ue44wrM='";

import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { platformUrl } from './ports';
import { layoutProblems } from './support/layout';
import { newSeeker } from './support/profile-session';
import { visitorAddress } from './support/session';

/**
 * Fit, explained (issue 35 item 1): a signed-in seeker sees the label and the reasons on a job
 * page, worded in the page's language, and the cards' labels; what to add links to its profile
 * section. One seeker, one job, three languages.
 */
const ph = site('ph');
const headers = { 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1', Device: 'web' };

const words = {
  'en-us': { title: 'How you fit this job', have: 'Skills you have: ', add: 'Add to your profile', levels: ['Strong fit', 'Good fit', 'Fair fit', 'Low fit'] },
  'ja-jp': { title: 'この求人とのマッチ度', have: 'お持ちのスキル：', add: 'プロフィールに追加', levels: ['とてもマッチ', 'マッチ', 'ややマッチ', 'マッチ度低'] },
  'ar-ae': { title: 'مدى توافقك مع هذه الوظيفة', have: 'مهارات لديك: ', add: 'أضف إلى ملفك الشخصي', levels: ['توافق قوي', 'توافق جيد', 'توافق متوسط', 'توافق ضعيف'] },
} as const;

test('fit: the label and its reasons on a job page in English, Japanese and Arabic', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  // An open job with skills, and a seeker whose profile holds two of them (and nothing else).
  const search = await request.get(`${platformUrl}/job/search?size=20&sort=1&facets=0`, { headers });
  const cards = (await search.json()).data.jobs as { id: number }[];
  let job: { id: number; title: string; skills: string[] } | null = null;
  for (const card of cards) {
    const detail = (await (await request.get(`${platformUrl}/job/${card.id}`, { headers })).json()).data;
    if (detail.status === 'active' && detail.skills.length >= 3) {
      job = detail;
      break;
    }
  }
  if (!job) throw new Error('no open job with skills in the seed');
  const seeker = await newSeeker(context, request);
  const held = job.skills.slice(0, 2);
  const saved = await request.put(`${platformUrl}/jobseeker/skills/update`, {
    headers: { ...headers, Authorization: `Bearer ${seeker.token}`, 'X-Forwarded-For': visitorAddress() },
    data: { skills: held.map((value) => ({ value })) },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`${ph}/en-us/jobs-hiring/job-search`);
  // The cards' labels come with the idle header module, signed in.
  await expect(page.locator('.job-card__fit').first()).toBeVisible({ timeout: 20_000 });
  expect(words['en-us'].levels).toContain(await page.locator('.job-card__fit').first().textContent());

  for (const language of ['en-us', 'ja-jp', 'ar-ae'] as const) {
    const said = words[language];
    // Any slug ending in the id finds the job (and is sent on to its own address).
    await page.goto(`${ph}/${language}/job/job-${job.id}`);
    const section = page.locator('section.job-fit');
    await expect(section).toBeVisible({ timeout: 20_000 });
    await expect(section.getByRole('heading', { level: 2 })).toContainText(said.title);
    expect(said.levels).toContain(await section.locator('[data-fit-label]').textContent());
    await expect(section.locator('[data-fit-part="matches"] li[data-factor="skills"]')).toHaveText(`${said.have}${held.join(', ')}`);
    // An empty profile otherwise: what to add, each linked to its section of manage-profile.
    const add = section.locator('[data-fit-part="add"]');
    await expect(add.getByRole('heading', { level: 3 })).toHaveText(said.add);
    const links = add.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) expect(await link.getAttribute('href')).toMatch(new RegExp(`^/${language}/manage-profile#profile-`));
  }
  // The filled section, right to left, at the browser's width: nothing sideways, no axe violation.
  expect(await layoutProblems(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

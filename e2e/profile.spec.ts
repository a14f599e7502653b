import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { addDesiredJob, newSeeker, platformCall } from './support/profile-session';

/** A 1×1 PNG, real bytes: the platform reads the type from them. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('profile completion', () => {
  test('a new account completes the four steps and lands on /onsite-job; a reload keeps the step and the data', async ({ page, context, request }) => {
    await newSeeker(context, request);
    await page.goto(`${site('ph')}/en-us/jobseeker-complete-profile`);
    await expect(page.getByText('1/4')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about yourself');
    await expect(page.getByLabel('First name')).toHaveValue('Rosa');

    await page.getByLabel('Job seeker type').selectOption({ label: 'Experienced' });
    await page.getByLabel('Current location').selectOption({ index: 1 });
    await page.getByLabel('Job-seeking status').selectOption({ index: 1 });
    await page.getByLabel('Desired job title').fill('Customer Service Lead');
    await page.getByLabel('Industry').selectOption({ index: 1 });
    await page.getByLabel('Job type').selectOption({ index: 1 });
    await page.getByLabel('Work arrangement').selectOption({ label: 'On-site' });
    await page.getByLabel('Location', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Work language').selectOption({ label: 'English' });
    await expect(page.getByLabel('Currency')).toHaveValue('php');
    await page.getByLabel('Minimum monthly salary').fill('40000');
    await page.getByLabel('Maximum monthly salary').fill('30000');

    // A reload mid-step keeps the step (URL) and what was typed (sessionStorage).
    await page.reload();
    await expect(page).toHaveURL(/\/en-us\/jobseeker-complete-profile$/);
    await expect(page.getByLabel('Desired job title')).toHaveValue('Customer Service Lead');
    await expect(page.getByLabel('Minimum monthly salary')).toHaveValue('40000');
    await expect(page.getByLabel('Job seeker type')).toHaveValue('2');

    await page.getByRole('button', { name: 'Next' }).click();
    const minimum = page.getByLabel('Minimum monthly salary');
    await expect(page.getByText('The minimum salary cannot be more than the maximum')).toBeVisible();
    await expect(minimum).toHaveAttribute('aria-invalid', 'true');
    await expect(minimum).toHaveAccessibleDescription('The minimum salary cannot be more than the maximum');
    await expectNoAxeViolations(page);

    await page.getByLabel('Maximum monthly salary').fill('50000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/en-us\/jobseeker-complete-profile\/10$/);
    await expect(page.getByText('2/4')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/jobseeker-complete-profile\/3$/);
    await expect(page.getByText('3/4')).toBeVisible();
    await page.getByRole('button', { name: 'Add work experience' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add work experience' });
    await dialog.getByLabel('Company name').fill('Acme Outsourcing');
    await dialog.getByLabel('Job title').fill('Team Lead');
    await dialog.getByLabel('From', { exact: true }).fill('2019-03');
    await dialog.getByLabel('To', { exact: true }).fill('2022-08');
    await dialog.getByLabel('Description').fill('Too short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Use 10 to 4000 characters')).toBeVisible();
    await dialog.getByLabel('Description').fill('Led a team of twelve agents on a telco account.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Team Lead' })).toBeVisible();

    // The same entry again asks to confirm.
    await page.getByRole('button', { name: 'Add work experience' }).click();
    await dialog.getByLabel('Company name').fill('acme outsourcing');
    await dialog.getByLabel('Job title').fill('Team Lead');
    await dialog.getByLabel('From', { exact: true }).fill('2019-03');
    await dialog.getByLabel('To', { exact: true }).fill('2022-08');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This entry is already in your profile. Add it anyway?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Team Lead' })).toHaveCount(1);

    await page.reload();
    await expect(page).toHaveURL(/\/jobseeker-complete-profile\/3$/);
    await expect(page.getByText('3/4')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team Lead' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/jobseeker-complete-profile\/4$/);
    await expect(page.getByText('4/4')).toBeVisible();
    await page.getByRole('button', { name: 'Add education' }).click();
    const school = page.getByRole('dialog', { name: 'Add education' });
    await school.getByLabel('School').fill('University of the Philippines');
    await school.getByLabel('Education level').selectOption({ index: 5 });
    await school.getByLabel('From', { exact: true }).fill('2013-06');
    await school.getByLabel('To', { exact: true }).fill('2017-04');
    await school.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'University of the Philippines' })).toBeVisible();

    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/en-us\/onsite-job$/);
    const user = (await context.cookies()).find((cookie) => cookie.name === 'user');
    expect(JSON.parse(decodeURIComponent(user?.value ?? '{}')).is_profile_completed).toBe(true);
  });

  test('sent straight to the platform, the same rules answer 422 naming the field', async ({ context, request }) => {
    const seeker = await newSeeker(context, request);
    const name = await platformCall(request, seeker, 'PATCH', '/jobseeker/me', { first_name: 'Rosa+1', birthdate: '2020-01-01' });
    expect(name.status).toBe(422);
    expect(name.body.code).toBe(40001);
    expect(Object.keys(name.body.data?.errors ?? {}).sort()).toEqual(['birthdate', 'first_name']);
    const salary = await platformCall(request, seeker, 'POST', '/jobseeker/job-preferences/create', {
      job_title: 'Agent',
      industry_id: 1,
      job_type_id: 1,
      work_arrangement: 'remote',
      work_timezone: 'UTC+08:00',
      currency: 'usd',
      salary_from: 900,
      salary_to: 800,
      work_language_id: 1,
    });
    expect(salary.status).toBe(422);
    expect(salary.body.data?.errors).toEqual({ salary_from: ['The minimum salary cannot be more than the maximum'] });
  });
});

test.describe('manage profile', () => {
  test('shows each rule in the reader’s language, saves the basic info and the avatar', async ({ page, context, request }) => {
    await newSeeker(context, request);
    await page.goto(`${site('ph')}/es-es/manage-profile`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu perfil');
    await page.getByRole('button', { name: 'Editar datos básicos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar datos básicos' });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Rosa+1');
    await dialog.getByLabel('Fecha de nacimiento').fill('2015-01-01');
    await dialog.getByLabel('Número de móvil').fill('91712345');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Un nombre no puede contener "+"')).toBeVisible();
    await expect(dialog.getByText('Debes tener al menos 16 años')).toBeVisible();
    await expect(dialog.getByText('Introduce 10 dígitos para este país')).toBeVisible();
    await expect(dialog.getByLabel('Ubicación actual')).toHaveAccessibleDescription('Este campo es obligatorio');
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await dialog.getByLabel('Fecha de nacimiento').fill('1995-04-12');
    await dialog.getByLabel('Número de móvil').fill('0917 123 4567');
    await dialog.getByLabel('Ubicación actual').selectOption({ index: 1 });
    await dialog.getByLabel('Tipo de candidato').selectOption({ label: 'Con experiencia' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('0917 123 4567', { exact: true })).toBeVisible();

    await page.getByLabel('Foto de perfil').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Tu foto de perfil' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: 'Tu foto de perfil' })).toHaveJSProperty('naturalWidth', 1);
  });

  test('skills, links and licenses show their rules in the form and save', async ({ page, context, request }) => {
    await newSeeker(context, request);
    await page.goto(`${site('ph')}/en-us/manage-profile`);

    await page.getByRole('button', { name: 'Edit skills' }).click();
    const skills = page.getByRole('dialog', { name: 'Edit skills' });
    for (let i = 1; i <= 11; i += 1) {
      await skills.getByRole('button', { name: 'Add a skill' }).click();
      await skills.getByLabel(`Skill ${i}`, { exact: true }).fill(`Skill number ${i}`);
    }
    await skills.getByRole('button', { name: 'Save' }).click();
    await expect(skills.getByRole('alert')).toHaveText('Choose at most 10 skills');
    await skills.getByRole('button', { name: 'Remove skill 11' }).click();
    await skills.getByRole('button', { name: 'Save' }).click();
    await expect(skills).toBeHidden();
    await expect(page.getByText('Skill number 10')).toBeVisible();

    await page.getByRole('button', { name: 'Add a link' }).click();
    const link = page.getByRole('dialog', { name: 'Add a link' });
    await link.getByLabel('Display name').fill('Portfolio');
    await link.getByLabel('URL').fill('portfolio dot com');
    await link.getByRole('button', { name: 'Save' }).click();
    await expect(link.getByLabel('URL')).toHaveAccessibleDescription(/Enter a valid URL starting with http:\/\/ or https:\/\//);
    await link.getByLabel('URL').fill('https://rosa.example.com');
    await link.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible();

    await page.getByRole('button', { name: 'Add a license or certification' }).click();
    const license = page.getByRole('dialog', { name: 'Add a license or certification' });
    await license.getByLabel('Name', { exact: true }).fill('Certified Scrum Master');
    await license.getByLabel('Issuing organization').fill('Scrum Alliance');
    await license.getByLabel('Issue date').fill('2021-05');
    await license.getByLabel('Expiry date').fill('2020-05');
    await license.getByRole('button', { name: 'Save' }).click();
    await expect(license.getByText('The expiry date must be after the issue date')).toBeVisible();
    await license.getByLabel('Expiry date').fill('2024-05');
    await license.getByLabel('Attachment').setInputFiles({ name: 'csm.png', mimeType: 'image/png', buffer: png });
    await expect(license.getByText('Attached: csm.png')).toBeVisible();
    await license.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Attachment: csm.png')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the last job preference cannot be deleted (41341)', async ({ page, context, request }) => {
    const seeker = await newSeeker(context, request);
    const created = await addDesiredJob(request, seeker, 'Support Agent');
    expect(created.status).toBe(201);
    await page.goto(`${site('ph')}/en-us/manage-profile`);
    await page.getByRole('button', { name: 'Delete Support Agent' }).click();
    await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('You cannot delete your last job preference.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Support Agent' })).toBeVisible();
  });

  test('the Philippines profile route leads to manage-profile', async ({ page, context, request }) => {
    await newSeeker(context, request);
    await page.goto(`${site('ph')}/en-us/dashboard/profile/jobseeker`);
    await expect(page).toHaveURL(/\/en-us\/manage-profile$/);
  });

  test('without a session the profile pages send to get-started and back', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us/manage-profile`);
    await expect(page).toHaveURL(/\/en-us\/get-started\?redirect=%2Fen-us%2Fmanage-profile/);
  });
});

import { describe, expect, it } from 'vitest';
import { readResume } from '@/server/resume-parsing/fields';

/** Issue 36 item 5: what a resume's lines read as, defect by defect. */
const headed = [
  'Maria Santos',
  'maria.santos@example.com',
  'Experience',
  'Software Engineer, Acme Corp, 2019 - 2024',
  '• Built the payment service used by 40 shops',
  '• Led a team of four engineers',
  'Education',
  'Bachelor of Science in Computer Science, University of the Philippines, 2014 - 2018',
];

describe('reading a resume with headings', () => {
  it('strips the trailing comma of a company and a school', () => {
    const read = readResume(headed);
    expect(read.work_experiences[0]?.company_name).toBe('Acme Corp');
    expect(read.educations[0]?.school).toBe('University of the Philippines');
  });

  it('reads "Bachelor of Science in Computer Science" as the degree and its field', () => {
    const education = readResume(headed).educations[0];
    expect(education?.degree).toBe('Bachelor of Science');
    expect(education?.field_of_study).toBe('Computer Science');
    expect(education?.degree_id).toBe(5);
  });

  it('keeps a year given alone a year: no January or December is made up', () => {
    const read = readResume(headed);
    expect(read.work_experiences[0]).toMatchObject({ from: '2019', to: '2024', current: false });
    expect(read.educations[0]).toMatchObject({ from: '2014', to: '2018' });
    const months = readResume(['Experience', 'Engineer, Acme Corp, Mar 2019 - Present']).work_experiences[0];
    expect(months).toMatchObject({ from: '2019-03', to: null, current: true });
  });

  it('keeps the bullets under a job as its description', () => {
    expect(readResume(headed).work_experiences[0]?.description).toBe('Built the payment service used by 40 shops\nLed a team of four engineers');
  });
});

describe('reading a resume without headings', () => {
  const headingless = [
    'Juan Dela Cruz',
    'juan@example.com  +63 917 123 4567',
    'Sales Manager at Acme Corp 2019-2024',
    '- Grew regional sales by 30%',
    'Bachelor of Business, University of Manila 2010-2014',
  ];

  it('finds the work and the education by their dates and patterns', () => {
    const read = readResume(headingless);
    expect(read.work_experiences).toEqual([
      { job_title: 'Sales Manager', company_name: 'Acme Corp', from: '2019', to: '2024', current: false, description: 'Grew regional sales by 30%' },
    ]);
    expect(read.educations).toHaveLength(1);
    expect(read.educations[0]).toMatchObject({ school: 'University of Manila', degree: 'Bachelor of Business', degree_id: 5, from: '2010', to: '2014' });
    expect(read.name).toBe('Juan Dela Cruz');
  });

  it('finds an education line that gives no dates, and Spanish and Japanese lines', () => {
    expect(readResume(['Ana Pérez', 'Bachelor of Business, University of Manila']).educations[0]).toMatchObject({
      school: 'University of Manila',
      degree_id: 5,
      from: null,
      to: null,
    });
    const es = readResume(['Ana Pérez', 'Gerente de Ventas en Grupo Sol S.A. 2016 - 2020', 'Licenciatura en Administración, Universidad de Chile 2010 - 2014']);
    expect(es.work_experiences[0]).toMatchObject({ job_title: 'Gerente de Ventas', company_name: 'Grupo Sol S.A.', from: '2016', to: '2020' });
    expect(es.educations[0]).toMatchObject({ school: 'Universidad de Chile', degree: 'Licenciatura', field_of_study: 'Administración' });
    const ja = readResume(['山田 太郎', '2015年4月〜2019年3月 株式会社サクラ 営業担当', '2011年4月〜2015年3月 東京大学 経済学部 学士']);
    expect(ja.work_experiences[0]).toMatchObject({ company_name: '株式会社サクラ', from: '2015-04', to: '2019-03' });
    expect(ja.educations[0]).toMatchObject({ school: '東京大学', from: '2011-04', degree_id: 5 });
  });

  it('reads no work from a line of dates that is neither a job nor a school', () => {
    expect(readResume(['Juan Dela Cruz', 'Born 1990', 'Updated 2024']).work_experiences).toEqual([]);
  });
});

/**
 * The resume set of the parsing benchmark: what each resume says, in which language, layout and
 * format. generate.ts renders them; what is written here is the expected answer beside each file.
 */
export interface WorkSpec {
  title: string;
  company: string;
  from: string;
  to: string | null;
  /** How the dates are written in this resume. */
  dates: string;
  bullets: string[];
}
export interface EducationSpec {
  school: string;
  degree: string;
  degree_id: number;
  /** The field of study the degree names, when the benchmark checks it (issue 36). */
  field?: string;
  /** YYYY-MM, or YYYY when the resume gives the year alone; null: no dates written. */
  from: string | null;
  to: string | null;
  dates: string;
}
export interface ResumeSpec {
  file: string;
  format: 'pdf' | 'docx' | 'doc';
  /**
   * headingless: no section headings, a job as "Title at Company 2019-2024" with "- " bullets, an
   * education as "Degree, School 2010-2014", skills and languages on labelled lines; messy: headings,
   * but "Title, Company, dates" and "Degree, School, dates" lines that leave commas behind a split.
   */
  layout: 'classic' | 'compact' | 'dates-first' | 'sidebar' | 'labelled' | 'narrative' | 'headingless' | 'messy';
  /** Written after the parser was tuned on the others, and never tuned on: its figures are reported apart. */
  heldOut?: boolean;
  /** Narrative and headingless layouts: what joins the title and the company ("Engineer at Acme"). */
  at?: string;
  rtl?: boolean;
  name: string;
  email: string;
  phone: string;
  headings: { work: string; education: string; skills: string; languages: string; summary?: string };
  summary?: string;
  work: WorkSpec[];
  education: EducationSpec[];
  skills: string[];
  /** As written, with the config list id each reads as. */
  languages: { text: string; id: number }[];
  labels?: { name: string; email: string; phone: string };
  /** Headingless layout: the labels of the skills and languages lines ("Skills", "Languages"). */
  listLabels?: { skills: string; languages: string };
}

export const resumes: ResumeSpec[] = [
  {
    file: 'en-classic.pdf',
    format: 'pdf',
    layout: 'classic',
    name: 'Maria Santos',
    email: 'maria.santos@example.com',
    phone: '+63 917 555 0142',
    headings: { work: 'Work Experience', education: 'Education', skills: 'Skills', languages: 'Languages', summary: 'Summary' },
    summary: 'Backend engineer with eight years of experience building payment systems.',
    work: [
      { title: 'Senior Software Engineer', company: 'Globe Payments Inc.', from: '2020-03', to: null, dates: 'Mar 2020 – Present', bullets: ['Led the move of the ledger to PostgreSQL.', 'Mentored four engineers.'] },
      { title: 'Software Engineer', company: 'Manila Data Systems', from: '2016-06', to: '2020-02', dates: 'Jun 2016 – Feb 2020', bullets: ['Built the reporting API used by 200 branches.'] },
    ],
    education: [{ school: 'University of the Philippines', degree: 'Bachelor of Science in Computer Science', degree_id: 5, from: '2012-06', to: '2016-04', dates: 'Jun 2012 – Apr 2016' }],
    skills: ['TypeScript', 'PostgreSQL', 'Go', 'Kubernetes', 'System design'],
    languages: [
      { text: 'English (Fluent)', id: 1 },
      { text: 'Filipino (Native)', id: 11 },
    ],
  },
  {
    file: 'en-compact.docx',
    format: 'docx',
    layout: 'compact',
    name: 'James Tan',
    email: 'james.tan@example.sg',
    phone: '+65 9123 4567',
    headings: { work: 'EXPERIENCE', education: 'EDUCATION', skills: 'SKILLS', languages: 'LANGUAGES' },
    work: [
      { title: 'Product Manager', company: 'Lion City Labs', from: '2019-01', to: null, dates: '2019.01 - Present', bullets: ['Owned the mobile checkout.'] },
      { title: 'Business Analyst', company: 'Straits Bank', from: '2015-07', to: '2018-12', dates: '2015.07 - 2018.12', bullets: ['Wrote requirements for the loans platform.'] },
    ],
    education: [{ school: 'National University of Singapore', degree: 'Master of Business Administration', degree_id: 6, from: '2013-08', to: '2015-05', dates: '2013.08 - 2015.05' }],
    skills: ['Roadmapping', 'SQL', 'User research', 'Jira'],
    languages: [
      { text: 'English - Native', id: 1 },
      { text: 'Mandarin - Professional', id: 2 },
    ],
  },
  {
    file: 'en-sidebar.pdf',
    format: 'pdf',
    layout: 'sidebar',
    name: 'Aisha Bello',
    email: 'aisha.bello@example.ng',
    phone: '+234 803 555 0199',
    headings: { work: 'Experience', education: 'Education', skills: 'Skills', languages: 'Languages' },
    work: [
      { title: 'Data Analyst', company: 'Lagos Retail Group', from: '2021-02', to: null, dates: '02/2021 - Present', bullets: ['Built weekly sales dashboards.'] },
      { title: 'Marketing Assistant', company: 'Eko Media Ltd', from: '2018-09', to: '2021-01', dates: '09/2018 - 01/2021', bullets: ['Ran campaigns on three channels.'] },
    ],
    education: [{ school: 'University of Lagos', degree: 'BSc Economics', degree_id: 5, from: '2014-10', to: '2018-07', dates: '10/2014 - 07/2018' }],
    skills: ['Excel', 'Power BI', 'Python', 'Statistics'],
    languages: [
      { text: 'English: Fluent', id: 1 },
      { text: 'Yoruba: Native', id: 21 },
    ],
  },
  {
    file: 'zh-cn-labelled.pdf',
    format: 'pdf',
    layout: 'labelled',
    name: '张伟',
    email: 'zhang.wei@example.cn',
    phone: '+86 138 0013 8000',
    labels: { name: '姓名', email: '邮箱', phone: '电话' },
    headings: { work: '工作经历', education: '教育背景', skills: '专业技能', languages: '语言能力' },
    work: [
      { title: '高级前端工程师', company: '深圳星云科技有限公司', from: '2019-07', to: null, dates: '2019.07 - 至今', bullets: ['负责电商平台前端架构。'] },
      { title: '前端开发工程师', company: '广州蓝海网络公司', from: '2016-07', to: '2019-06', dates: '2016.07 - 2019.06', bullets: ['开发小程序与管理后台。'] },
    ],
    education: [{ school: '华南理工大学', degree: '本科 计算机科学与技术', degree_id: 5, from: '2012-09', to: '2016-06', dates: '2012.09 - 2016.06' }],
    skills: ['React', 'Vue', 'TypeScript', 'Webpack'],
    languages: [
      { text: '普通话（母语）', id: 2 },
      { text: '英语（流利）', id: 1 },
    ],
  },
  {
    file: 'zh-tw-compact.docx',
    format: 'docx',
    layout: 'compact',
    name: '林怡君',
    email: 'yijun.lin@example.tw',
    phone: '+886 912 345 678',
    headings: { work: '工作經歷', education: '學歷', skills: '專業技能', languages: '語言能力' },
    work: [
      { title: '行銷經理', company: '台北晨光集團', from: '2020-04', to: null, dates: '2020/04 - 至今', bullets: ['帶領六人行銷團隊。'] },
      { title: '行銷專員', company: '新竹創新科技公司', from: '2017-08', to: '2020-03', dates: '2017/08 - 2020/03', bullets: ['規劃社群活動。'] },
    ],
    education: [{ school: '國立政治大學', degree: '碩士 企業管理', degree_id: 6, from: '2015-09', to: '2017-06', dates: '2015/09 - 2017/06' }],
    skills: ['品牌策略', '數位廣告', 'Google Analytics'],
    languages: [
      { text: '華語（母語）', id: 2 },
      { text: '英語（流利）', id: 1 },
      { text: '日語（日常會話）', id: 4 },
    ],
  },
  {
    file: 'ja-dates-first.pdf',
    format: 'pdf',
    layout: 'dates-first',
    name: '佐藤 健',
    email: 'ken.sato@example.jp',
    phone: '090-1234-5678',
    headings: { work: '職歴', education: '学歴', skills: 'スキル', languages: '語学' },
    work: [
      { title: 'シニアエンジニア', company: '株式会社さくらテック', from: '2018-04', to: null, dates: '2018年4月 〜 現在', bullets: ['決済基盤の設計と開発を担当。'] },
      { title: 'システムエンジニア', company: '東京データ株式会社', from: '2014-04', to: '2018-03', dates: '2014年4月 〜 2018年3月', bullets: ['金融系システムの保守開発。'] },
    ],
    education: [{ school: '東京工業大学', degree: '修士 情報工学', degree_id: 6, from: '2012-04', to: '2014-03', dates: '2012年4月 〜 2014年3月' }],
    skills: ['Java', 'AWS', 'Kotlin', 'SQL'],
    languages: [
      { text: '日本語：ネイティブ', id: 4 },
      { text: '英語：ビジネスレベル', id: 1 },
    ],
  },
  {
    file: 'ja-labelled.docx',
    format: 'docx',
    layout: 'labelled',
    name: '山田 花子',
    email: 'hanako.yamada@example.jp',
    phone: '080-9876-5432',
    labels: { name: '氏名', email: 'メール', phone: '電話' },
    headings: { work: '職務経歴', education: '学歴', skills: '保有スキル', languages: '語学力' },
    work: [{ title: '営業マネージャー', company: '大阪商事株式会社', from: '2017-10', to: null, dates: '2017年10月 〜 現在', bullets: ['法人営業チームを統括。'] }],
    education: [{ school: '京都大学', degree: '学士 経済学', degree_id: 5, from: '2009-04', to: '2013-03', dates: '2009年4月 〜 2013年3月' }],
    skills: ['法人営業', 'Salesforce', '交渉'],
    languages: [
      { text: '日本語（ネイティブ）', id: 4 },
      { text: '英語（日常会話）', id: 1 },
    ],
  },
  {
    file: 'es-classic.docx',
    format: 'docx',
    layout: 'classic',
    name: 'Lucía Fernández',
    email: 'lucia.fernandez@example.es',
    phone: '+34 612 345 678',
    headings: { work: 'Experiencia laboral', education: 'Formación académica', skills: 'Habilidades', languages: 'Idiomas', summary: 'Perfil' },
    summary: 'Diseñadora de producto con foco en accesibilidad.',
    work: [
      { title: 'Diseñadora de producto', company: 'Grupo Iberia Digital S.L.', from: '2021-01', to: null, dates: 'ene 2021 – actualidad', bullets: ['Rediseño de la app de reservas.'] },
      { title: 'Diseñadora UX', company: 'Madrid Labs', from: '2018-05', to: '2020-12', dates: 'may 2018 – dic 2020', bullets: ['Pruebas con usuarios cada semana.'] },
    ],
    education: [{ school: 'Universidad Complutense de Madrid', degree: 'Grado en Bellas Artes', degree_id: 5, from: '2013-09', to: '2017-06', dates: 'sep 2013 – jun 2017' }],
    skills: ['Figma', 'Prototipado', 'Accesibilidad', 'HTML'],
    languages: [
      { text: 'Español (nativo)', id: 5 },
      { text: 'Inglés (avanzado)', id: 1 },
    ],
  },
  {
    file: 'pt-dates-first.pdf',
    format: 'pdf',
    layout: 'dates-first',
    name: 'João Pereira',
    email: 'joao.pereira@example.com.br',
    phone: '+55 11 98765 4321',
    headings: { work: 'Experiência profissional', education: 'Formação acadêmica', skills: 'Competências', languages: 'Idiomas' },
    work: [
      { title: 'Analista de Dados', company: 'Banco Paulista S.A.', from: '2019-08', to: null, dates: 'ago 2019 – atual', bullets: ['Modelos de risco de crédito.'] },
      { title: 'Estagiário de TI', company: 'Tech Rio Ltda', from: '2018-01', to: '2019-07', dates: 'jan 2018 – jul 2019', bullets: ['Suporte a sistemas internos.'] },
    ],
    education: [{ school: 'Universidade de São Paulo', degree: 'Bacharelado em Estatística', degree_id: 5, from: '2014-02', to: '2018-12', dates: 'fev 2014 – dez 2018' }],
    skills: ['Python', 'R', 'SQL', 'Tableau'],
    languages: [
      { text: 'Português (nativo)', id: 6 },
      { text: 'Inglês (fluente)', id: 1 },
    ],
  },
  {
    file: 'ms-classic.doc',
    format: 'doc',
    layout: 'classic',
    name: 'Nurul Aina',
    email: 'nurul.aina@example.my',
    phone: '+60 12 345 6789',
    headings: { work: 'Pengalaman Kerja', education: 'Pendidikan', skills: 'Kemahiran', languages: 'Bahasa' },
    work: [
      { title: 'Eksekutif Pemasaran', company: 'Syarikat Maju Sdn Bhd', from: '2019-03', to: null, dates: 'Mac 2019 – Kini', bullets: ['Mengurus kempen media sosial.'] },
      { title: 'Pembantu Akaun', company: 'Kuala Lumpur Trading Sdn Bhd', from: '2016-07', to: '2019-02', dates: 'Julai 2016 – Feb 2019', bullets: ['Menyediakan laporan bulanan.'] },
    ],
    education: [{ school: 'Universiti Malaya', degree: 'Ijazah Sarjana Muda Perakaunan', degree_id: 5, from: '2012-09', to: '2016-06', dates: 'Sep 2012 – Jun 2016' }],
    skills: ['Pemasaran digital', 'Excel', 'Canva'],
    languages: [
      { text: 'Bahasa Melayu (Penutur asli)', id: 7 },
      { text: 'Bahasa Inggeris (Fasih)', id: 1 },
    ],
  },
  {
    file: 'id-compact.pdf',
    format: 'pdf',
    layout: 'compact',
    name: 'Budi Santoso',
    email: 'budi.santoso@example.co.id',
    phone: '+62 812 3456 7890',
    headings: { work: 'Pengalaman Kerja', education: 'Pendidikan', skills: 'Keterampilan', languages: 'Bahasa' },
    work: [
      { title: 'Manajer Operasional', company: 'PT Nusantara Logistik', from: '2020-05', to: null, dates: 'Mei 2020 - Sekarang', bullets: ['Mengelola tiga gudang.'] },
      { title: 'Staf Gudang', company: 'PT Jaya Makmur Tbk', from: '2016-01', to: '2020-04', dates: 'Jan 2016 - Apr 2020', bullets: ['Pencatatan stok harian.'] },
    ],
    education: [{ school: 'Universitas Indonesia', degree: 'Sarjana (S1) Teknik Industri', degree_id: 5, from: '2011-08', to: '2015-08', dates: 'Agu 2011 - Agu 2015' }],
    skills: ['Manajemen rantai pasok', 'SAP', 'Excel'],
    languages: [
      { text: 'Bahasa Indonesia (Penutur asli)', id: 8 },
      { text: 'Bahasa Inggris (Menengah)', id: 1 },
    ],
  },
  {
    file: 'tr-classic.docx',
    format: 'docx',
    layout: 'classic',
    name: 'Elif Yılmaz',
    email: 'elif.yilmaz@example.com.tr',
    phone: '+90 532 123 45 67',
    headings: { work: 'İş Deneyimi', education: 'Eğitim', skills: 'Yetenekler', languages: 'Yabancı Dil' },
    work: [
      { title: 'Yazılım Geliştirici', company: 'Anadolu Teknoloji A.Ş.', from: '2021-09', to: null, dates: 'Eylül 2021 – Günümüz', bullets: ['Mobil bankacılık uygulaması geliştirdim.'] },
      { title: 'Stajyer Mühendis', company: 'İstanbul Yazılım Ltd. Şti.', from: '2020-06', to: '2021-08', dates: 'Haziran 2020 – Ağustos 2021', bullets: ['Test otomasyonu yazdım.'] },
    ],
    education: [{ school: 'Boğaziçi Üniversitesi', degree: 'Lisans, Bilgisayar Mühendisliği', degree_id: 5, from: '2016-09', to: '2020-06', dates: 'Eylül 2016 – Haziran 2020' }],
    skills: ['Kotlin', 'Swift', 'Git'],
    languages: [
      { text: 'Türkçe (Ana dil)', id: 9 },
      { text: 'İngilizce (İleri)', id: 1 },
    ],
  },
  {
    file: 'ar-classic.pdf',
    format: 'pdf',
    layout: 'classic',
    rtl: true,
    name: 'أحمد الحسن',
    email: 'ahmed.alhassan@example.ae',
    phone: '+971 50 123 4567',
    headings: { work: 'الخبرة العملية', education: 'التعليم', skills: 'المهارات', languages: 'اللغات' },
    work: [
      { title: 'مهندس برمجيات', company: 'شركة الخليج للتقنية', from: '2019-01', to: null, dates: '2019-01 - الحاضر', bullets: ['تطوير أنظمة الدفع الإلكتروني.'] },
      { title: 'مطور ويب', company: 'مجموعة دبي الرقمية', from: '2016-05', to: '2018-12', dates: '2016-05 - 2018-12', bullets: ['بناء مواقع للعملاء.'] },
    ],
    education: [{ school: 'جامعة الإمارات العربية المتحدة', degree: 'بكالوريوس علوم الحاسب', degree_id: 5, from: '2012-09', to: '2016-06', dates: '2012-09 - 2016-06' }],
    skills: ['JavaScript', 'Node.js', 'Docker'],
    languages: [
      { text: 'العربية: اللغة الأم', id: 10 },
      { text: 'الإنجليزية: بطلاقة', id: 1 },
    ],
  },
  {
    file: 'ar-labelled.docx',
    format: 'docx',
    layout: 'labelled',
    rtl: true,
    name: 'فاطمة الزهراء',
    email: 'fatima.z@example.sa',
    phone: '+966 55 987 6543',
    labels: { name: 'الاسم', email: 'البريد الإلكتروني', phone: 'الهاتف' },
    headings: { work: 'الخبرات المهنية', education: 'المؤهلات العلمية', skills: 'المهارات', languages: 'اللغات' },
    work: [{ title: 'محاسبة', company: 'بنك الرياض', from: '2018-02', to: null, dates: 'فبراير 2018 - الحاضر', bullets: ['إعداد القوائم المالية.'] }],
    education: [{ school: 'جامعة الملك سعود', degree: 'بكالوريوس المحاسبة', degree_id: 5, from: '2013-09', to: '2017-06', dates: 'سبتمبر 2013 - يونيو 2017' }],
    skills: ['SAP', 'Excel', 'التدقيق'],
    languages: [
      { text: 'العربية (لغة أم)', id: 10 },
      { text: 'الإنجليزية (جيد جدا)', id: 1 },
    ],
  },
  {
    file: 'en-dates-first.doc',
    format: 'doc',
    layout: 'dates-first',
    name: 'Oliver Wright',
    email: 'oliver.wright@example.co.uk',
    phone: '+44 7700 900123',
    headings: { work: 'Employment History', education: 'Education', skills: 'Key Skills', languages: 'Languages' },
    work: [
      { title: 'Operations Manager', company: 'Thames Logistics Ltd', from: '2017-04', to: null, dates: 'April 2017 - Present', bullets: ['Cut delivery delays by a third.'] },
      { title: 'Team Leader', company: 'Northern Freight plc', from: '2012-09', to: '2017-03', dates: 'September 2012 - March 2017', bullets: ['Ran a night shift of 25.'] },
    ],
    education: [{ school: 'University of Leeds', degree: 'BA Business Management', degree_id: 5, from: '2009-09', to: '2012-06', dates: 'September 2009 - June 2012' }],
    skills: ['Lean', 'Forecasting', 'Team leadership'],
    languages: [
      { text: 'English (Native)', id: 1 },
      { text: 'French (Conversational)', id: 18 },
    ],
  },
];

/**
 * Held out: made after the parser was written against the resumes above, in a layout and with
 * wordings it was not tuned on ("Title at Company" with the dates on the same line, "to" ranges,
 * years alone). Their figures are printed apart.
 */
export const heldOutResumes: ResumeSpec[] = [
  {
    file: 'held-out-en-narrative.pdf',
    format: 'pdf',
    layout: 'narrative',
    heldOut: true,
    name: 'Priya Raman',
    email: 'priya.raman@example.in',
    phone: '+91 98765 43210',
    headings: { work: 'Professional Experience', education: 'Academic Background', skills: 'Core Competencies', languages: 'Languages' },
    work: [
      { title: 'Lead Data Engineer', company: 'Bangalore Analytics Pvt Ltd', from: '2018-01', to: null, dates: 'Jan. 2018 to date', bullets: ['Runs a team of six.'] },
      { title: 'Data Engineer', company: 'Chennai Softworks', from: '2014', to: '2017', dates: '2014 to 2017', bullets: ['Built the nightly warehouse loads.'] },
    ],
    education: [{ school: 'Anna University', degree: 'B.E. Computer Science', degree_id: 5, from: '2010', to: '2014', dates: '2010 to 2014' }],
    skills: ['Spark', 'Airflow', 'Scala', 'SQL'],
    languages: [
      { text: 'English (Fluent)', id: 1 },
      { text: 'Tamil (Native)', id: 13 },
      { text: 'Hindi (Conversational)', id: 12 },
    ],
  },
  {
    file: 'held-out-es-narrative.docx',
    at: ' en ',
    format: 'docx',
    layout: 'narrative',
    heldOut: true,
    name: 'Carlos Mendoza',
    email: 'carlos.mendoza@example.mx',
    phone: '+52 55 1234 5678',
    headings: { work: 'Experiencia profesional', education: 'Estudios', skills: 'Competencias', languages: 'Idiomas' },
    work: [{ title: 'Gerente de Ventas', company: 'Distribuidora Azteca S.A.', from: '2016-03', to: '2022-08', dates: 'marzo de 2016 a agosto de 2022', bullets: ['Crecimiento de ventas del 40 %.'] }],
    education: [{ school: 'Universidad Nacional Autónoma de México', degree: 'Licenciatura en Administración', degree_id: 5, from: '2010-08', to: '2014-06', dates: 'agosto de 2010 a junio de 2014' }],
    skills: ['Negociación', 'CRM', 'Liderazgo'],
    languages: [
      { text: 'Español (nativo)', id: 5 },
      { text: 'Inglés (intermedio)', id: 1 },
    ],
  },
  {
    file: 'held-out-zh-cn-narrative.pdf',
    at: '，',
    format: 'pdf',
    layout: 'narrative',
    heldOut: true,
    name: '李娜',
    email: 'li.na@example.cn',
    phone: '+86 139 1234 5678',
    headings: { work: '工作经验', education: '教育经历', skills: '技能', languages: '语言' },
    work: [{ title: '财务经理', company: '上海东方集团', from: '2017-03', to: null, dates: '2017年3月 - 至今', bullets: ['负责集团财务报表。'] }],
    education: [{ school: '复旦大学', degree: '硕士 会计学', degree_id: 6, from: '2014-09', to: '2017-06', dates: '2014年9月 - 2017年6月' }],
    skills: ['财务分析', 'Excel', 'SAP'],
    languages: [{ text: '英语（熟练）', id: 1 }],
  },
  {
    file: 'held-out-tr-narrative.docx',
    at: ' — ',
    format: 'docx',
    layout: 'narrative',
    heldOut: true,
    name: 'Mehmet Demir',
    email: 'mehmet.demir@example.com.tr',
    phone: '+90 533 987 65 43',
    headings: { work: 'Deneyim', education: 'Eğitim', skills: 'Beceriler', languages: 'Diller' },
    work: [{ title: 'Satış Müdürü', company: 'Ege Gıda A.Ş.', from: '2015-02', to: '2021-11', dates: 'Şubat 2015 - Kasım 2021', bullets: ['Bölge satışlarını yönettim.'] }],
    education: [{ school: 'Ankara Üniversitesi', degree: 'Lisans, İşletme', degree_id: 5, from: '2010-09', to: '2014-06', dates: 'Eylül 2010 - Haziran 2014' }],
    skills: ['Satış', 'Müzakere', 'Excel'],
    languages: [
      { text: 'Türkçe (Ana dil)', id: 9 },
      { text: 'Almanca (Orta)', id: 19 },
    ],
  },

  // Issue 36, item 5: resumes without section headings, and messy ones (commas left by splits,
  // "Bachelor of Science in …" degrees, years alone), written before the parser's headingless
  // reading was tried on them.
  {
    file: 'held-out-en-headingless.docx',
    format: 'docx',
    layout: 'headingless',
    heldOut: true,
    name: 'Juan Dela Cruz',
    email: 'juan.delacruz@example.ph',
    phone: '+63 917 123 4567',
    headings: { work: '', education: '', skills: '', languages: '' },
    summary: 'Sales leader who has grown regional revenue for consumer brands across Luzon and the Visayas for a decade.',
    work: [
      { title: 'Sales Manager', company: 'Acme Corp', from: '2019', to: '2024', dates: '2019-2024', bullets: ['Grew regional sales by 30% in two years.', 'Hired and coached a team of eight.'] },
      { title: 'Account Executive', company: 'Luzon Foods Inc.', from: '2014', to: '2019', dates: '2014 - 2019', bullets: ['Managed 40 supermarket accounts.'] },
    ],
    education: [{ school: 'University of Manila', degree: 'Bachelor of Business', degree_id: 5, field: 'Business', from: '2010', to: '2014', dates: '2010-2014' }],
    skills: ['Negotiation', 'Salesforce', 'Forecasting'],
    languages: [
      { text: 'English (Fluent)', id: 1 },
      { text: 'Filipino (Native)', id: 11 },
    ],
    listLabels: { skills: 'Skills', languages: 'Languages' },
  },
  {
    file: 'held-out-en-headingless-current.pdf',
    format: 'pdf',
    layout: 'headingless',
    heldOut: true,
    at: ', ',
    name: 'Grace Lim',
    email: 'grace.lim@example.sg',
    phone: '+65 8123 4567',
    headings: { work: '', education: '', skills: '', languages: '' },
    work: [
      { title: 'Product Designer', company: 'Harbour Studio', from: '2021-05', to: null, dates: 'May 2021 - Present', bullets: ['Designed the booking app used by 2 million people.'] },
      { title: 'UX Designer', company: 'Lion City Bank', from: '2017', to: '2021', dates: '2017 – 2021', bullets: ['Redesigned the mobile onboarding.'] },
    ],
    education: [
      { school: 'Nanyang Technological University', degree: 'Bachelor of Fine Arts in Visual Communication', degree_id: 5, field: 'Visual Communication', from: '2013', to: '2017', dates: '2013 – 2017' },
    ],
    skills: ['Figma', 'Prototyping', 'User research'],
    languages: [{ text: 'English (Native)', id: 1 }],
    listLabels: { skills: 'Skills', languages: 'Languages' },
  },
  {
    file: 'held-out-es-headingless.docx',
    format: 'docx',
    layout: 'headingless',
    heldOut: true,
    at: ' en ',
    name: 'Lucía Fernández',
    email: 'lucia.fernandez@example.es',
    phone: '+34 612 345 678',
    headings: { work: '', education: '', skills: '', languages: '' },
    work: [{ title: 'Analista Financiera', company: 'Banco Ibérico S.A.', from: '2018', to: '2023', dates: '2018 - 2023', bullets: ['Elaboré los presupuestos trimestrales.'] }],
    education: [
      { school: 'Universidad de Sevilla', degree: 'Licenciatura en Economía', degree_id: 5, field: 'Economía', from: '2013', to: '2018', dates: '2013 - 2018' },
    ],
    skills: ['Excel', 'SAP', 'Power BI'],
    languages: [
      { text: 'Español (nativo)', id: 5 },
      { text: 'Inglés (avanzado)', id: 1 },
    ],
    listLabels: { skills: 'Habilidades', languages: 'Idiomas' },
  },
  {
    file: 'held-out-en-messy.docx',
    format: 'docx',
    layout: 'messy',
    heldOut: true,
    name: 'Maria Reyes',
    email: 'maria.reyes@example.ph',
    phone: '+63 918 765 4321',
    headings: { work: 'Experience', education: 'Education', skills: 'Skills', languages: 'Languages' },
    work: [
      { title: 'Software Engineer', company: 'Acme Corp', from: '2019', to: '2024', dates: '2019 - 2024', bullets: ['Built the payment service.', 'Cut the build time in half.'] },
      { title: 'Junior Developer', company: 'Cebu Softworks', from: '2016-06', to: '2019-01', dates: 'Jun 2016 - Jan 2019', bullets: ['Kept the billing system running.'] },
    ],
    education: [
      {
        school: 'University of the Philippines Diliman',
        degree: 'Bachelor of Science in Computer Science',
        degree_id: 5,
        field: 'Computer Science',
        from: '2012',
        to: '2016',
        dates: '2012 - 2016',
      },
    ],
    skills: ['Go', 'PostgreSQL', 'Docker'],
    languages: [{ text: 'English (Fluent)', id: 1 }],
  },
  {
    file: 'held-out-pt-messy.pdf',
    format: 'pdf',
    layout: 'messy',
    heldOut: true,
    name: 'João Almeida',
    email: 'joao.almeida@example.br',
    phone: '+55 11 91234 5678',
    headings: { work: 'Experiência profissional', education: 'Formação acadêmica', skills: 'Competências', languages: 'Idiomas' },
    work: [{ title: 'Engenheiro de Dados', company: 'Tropical Tecnologia Ltda.', from: '2020', to: '2024', dates: '2020 - 2024', bullets: ['Criei os pipelines de dados.'] }],
    education: [
      { school: 'Universidade de São Paulo', degree: 'Bacharelado em Ciência da Computação', degree_id: 5, field: 'Ciência da Computação', from: '2015', to: '2019', dates: '2015 - 2019' },
    ],
    skills: ['Python', 'Spark', 'SQL'],
    languages: [
      { text: 'Português (nativo)', id: 6 },
      { text: 'Inglês (fluente)', id: 1 },
    ],
  },
];

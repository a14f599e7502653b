/**
 * The words a resume is read by, in the ten languages of the site (en, zh-cn, zh-tw, ja, es, pt,
 * ms, id, tr, ar): section headings, months, "until now", and the marks of a company, a school
 * and a job title. Compared after `normalise` (NFKC, lower case, Arabic-Indic digits as ASCII).
 */
const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/g;

export type SectionKind = 'work' | 'education' | 'skills' | 'languages' | 'summary' | 'personal' | 'other';

const headingWords: Record<SectionKind, string[]> = {
  work: [
    'experience', 'work experience', 'professional experience', 'employment history', 'employment', 'work history', 'career history',
    'relevant experience', 'working experience',
    '工作经历', '工作经验', '工作履历', '职业经历', '工作經歷', '工作經驗', '職業經歷',
    '職歴', '職務経歴', '経歴', '職務内容',
    'experiencia', 'experiencia laboral', 'experiencia profesional',
    'experiência', 'experiência profissional', 'experiências profissionais', 'histórico profissional',
    'pengalaman kerja', 'pengalaman', 'pengalaman bekerja', 'pengalaman profesional', 'pengalaman pekerjaan',
    'iş deneyimi', 'deneyim', 'iş tecrübesi', 'i̇ş deneyimi', 'mesleki deneyim',
    'الخبرة', 'الخبرات', 'الخبرة العملية', 'الخبرة المهنية', 'الخبرات العملية', 'الخبرات المهنية', 'الخبرة الوظيفية',
  ],
  education: [
    'education', 'academic background', 'educational background', 'education background', 'qualifications', 'academic qualifications',
    '教育经历', '教育背景', '学历', '教育經歷', '教育背景', '學歷', '学歴', '教育',
    'formación', 'formación académica', 'educación', 'estudios',
    'formação', 'formação acadêmica', 'formação académica', 'educação', 'escolaridade',
    'pendidikan', 'latar belakang pendidikan', 'riwayat pendidikan', 'kelayakan akademik',
    'eğitim', 'eğitim bilgileri', 'öğrenim', 'eği̇ti̇m',
    'التعليم', 'المؤهلات العلمية', 'المؤهل العلمي', 'التحصيل العلمي', 'المؤهلات الأكاديمية',
  ],
  skills: [
    'skills', 'technical skills', 'core skills', 'key skills', 'competencies', 'skills & tools', 'skills and tools', 'core competencies',
    '技能', '专业技能', '專業技能', '技能特长', '技能專長', '专业能力', '專業能力',
    'スキル', '保有スキル', 'テクニカルスキル', '活かせる経験・知識・技術',
    'habilidades', 'competencias', 'aptitudes', 'habilidades técnicas',
    'competências', 'habilidades e competências',
    'kemahiran', 'keterampilan', 'kemampuan', 'kemahiran teknikal', 'keahlian',
    'yetenekler', 'beceriler', 'yetkinlikler', 'teknik beceriler',
    'المهارات', 'المهارات التقنية', 'المهارات الفنية',
  ],
  languages: [
    'languages', 'language skills', 'language',
    '语言', '语言能力', '外语能力', '語言', '語言能力', '外語能力',
    '語学', '言語', '語学力',
    'idiomas', 'idioma', 'línguas',
    'bahasa', 'kemahiran bahasa', 'kemampuan bahasa',
    'yabancı dil', 'diller', 'dil bilgisi', 'yabancı diller',
    'اللغات', 'اللغة',
  ],
  summary: [
    'summary', 'profile', 'about me', 'objective', 'professional summary', 'career objective',
    '个人简介', '自我评价', '个人总结', '個人簡介', '自我評價', '自己pr', '自己紹介', '職務要約',
    'perfil', 'resumen', 'sobre mí', 'perfil profesional', 'resumo', 'sobre mim', 'perfil profissional',
    'ringkasan', 'profil', 'tentang saya', 'objektif',
    'hakkımda', 'özet', 'profil özeti',
    'نبذة', 'الملخص', 'الملف الشخصي', 'نبذة عني', 'الهدف الوظيفي',
  ],
  personal: [
    'contact', 'contact information', 'personal information', 'personal details', 'contact details',
    '个人信息', '基本信息', '联系方式', '個人資料', '基本資料', '聯絡方式', '基本情報', '連絡先', '個人情報',
    'contacto', 'datos personales', 'información personal', 'contato', 'dados pessoais', 'informações pessoais',
    'maklumat peribadi', 'maklumat hubungan', 'data diri', 'informasi pribadi', 'kontak', 'data pribadi',
    'kişisel bilgiler', 'iletişim', 'iletişim bilgileri',
    'معلومات الاتصال', 'البيانات الشخصية', 'معلومات شخصية', 'بيانات التواصل',
  ],
  other: [
    'projects', 'certifications', 'certificates', 'awards', 'interests', 'hobbies', 'references', 'publications', 'volunteering',
    '项目经历', '项目经验', '证书', '获奖情况', '兴趣爱好', '專案經歷', '證照', '證書', '興趣',
    '資格', '免許・資格', '趣味', '資格・免許', 'プロジェクト',
    'proyectos', 'certificaciones', 'intereses', 'referencias', 'projetos', 'certificações', 'interesses', 'referências',
    'projek', 'sijil', 'minat', 'proyek', 'sertifikat', 'sertifikasi', 'minat',
    'projeler', 'sertifikalar', 'ilgi alanları', 'referanslar',
    'المشاريع', 'الشهادات', 'الاهتمامات', 'المراجع',
  ],
};

/** heading text (normalised) → its section. */
export const headings: ReadonlyMap<string, SectionKind> = new Map(
  (Object.entries(headingWords) as [SectionKind, string[]][]).flatMap(([kind, words]) => words.map((word) => [normalise(word), kind] as const)),
);

/** Words that open a line but name the document, not a person: never read as the name. */
export const documentTitles = new Set(
  ['resume', 'résumé', 'curriculum vitae', 'cv', '简历', '个人简历', '簡歷', '履歴書', '職務経歴書', 'currículum', 'currículo', 'resume saya', 'riwayat hidup', 'özgeçmiş', 'السيرة الذاتية'].map(
    normalise,
  ),
);

const monthNames: [string[], number][] = [
  [['january', 'jan', 'enero', 'ene', 'janeiro', 'januari', 'ocak', 'يناير', 'كانون الثاني'], 1],
  [['february', 'feb', 'febrero', 'fevereiro', 'fev', 'februari', 'şubat', 'subat', 'فبراير', 'شباط'], 2],
  [['march', 'mar', 'marzo', 'março', 'marco', 'mac', 'maret', 'mart', 'مارس', 'آذار'], 3],
  [['april', 'apr', 'abril', 'abr', 'nisan', 'أبريل', 'ابريل', 'نيسان'], 4],
  [['may', 'mayo', 'maio', 'mai', 'mei', 'mayıs', 'مايو', 'أيار'], 5],
  [['june', 'jun', 'junio', 'junho', 'juni', 'haziran', 'يونيو', 'حزيران'], 6],
  [['july', 'jul', 'julio', 'julho', 'julai', 'juli', 'temmuz', 'يوليو', 'تموز'], 7],
  [['august', 'aug', 'agosto', 'ago', 'ogos', 'agustus', 'agu', 'ags', 'ağustos', 'أغسطس', 'اغسطس', 'آب'], 8],
  [['september', 'sep', 'sept', 'septiembre', 'setiembre', 'setembro', 'set', 'eylül', 'سبتمبر', 'أيلول'], 9],
  [['october', 'oct', 'octubre', 'outubro', 'out', 'oktober', 'okt', 'ekim', 'أكتوبر', 'اكتوبر', 'تشرين الأول'], 10],
  [['november', 'nov', 'noviembre', 'novembro', 'kasım', 'نوفمبر', 'تشرين الثاني'], 11],
  [['december', 'dec', 'diciembre', 'dic', 'dezembro', 'dez', 'disember', 'desember', 'dis', 'des', 'aralık', 'ديسمبر', 'كانون الأول'], 12],
];
export const months: ReadonlyMap<string, number> = new Map(monthNames.flatMap(([names, number]) => names.map((name) => [normalise(name), number] as const)));

/** "Until now" in a date range. */
export const presentWords = [
  'present', 'current', 'now', 'today', 'ongoing', 'to date',
  '至今', '现在', '目前', '今', '現在', '迄今', '在职', '在職',
  'actualidad', 'presente', 'actual', 'hoy', 'atual', 'o momento', 'até o momento',
  'sekarang', 'kini', 'masa kini', 'kini',
  'günümüz', 'halen', 'devam ediyor', 'hâlâ',
  'الحاضر', 'حتى الآن', 'حاليا', 'حاليًا', 'الآن',
].map(normalise);

export const companyMarks = [
  'inc', 'inc.', 'ltd', 'ltd.', 'limited', 'llc', 'corp', 'corp.', 'corporation', 'co.', 'company', 'gmbh', 'plc', 'group', 'holdings',
  'technologies', 'technology', 'solutions', 'systems', 'labs', 'bank', 'consulting', 'partners', 'studio', 'agency', 'services',
  'sdn bhd', 'sdn. bhd.', 'bhd', 'berhad', 'pt', 'pt.', 'tbk', 'a.ş.', 'a.s.', 'ltd. şti.', 'şti.', 'holding', 'ltda', 'ltda.', 's.a.', 's.l.', 'sa', 'sl', 'grupo',
  '株式会社', '有限会社', '合同会社', '(株)', '银行', '銀行', '公司', '集团', '集團', '有限公司', '科技', '商事', '工業',
  'شركة', 'مجموعة', 'بنك', 'مؤسسة',
].map(normalise);

export const schoolMarks = [
  'university', 'college', 'institute', 'school', 'academy', 'polytechnic', 'universidad', 'universidade', 'faculdade', 'instituto', 'escuela', 'escola',
  'universiti', 'universitas', 'politeknik', 'institut', 'sekolah', 'kolej', 'üniversitesi', 'universitesi', 'üniversite', 'lisesi', 'okulu', 'enstitüsü',
  '大学', '大學', '学院', '學院', '高校', '高等学校', '中学', '専門学校', 'جامعة', 'كلية', 'معهد', 'مدرسة', 'أكاديمية',
].map(normalise);

export const titleMarks = [
  'engineer', 'developer', 'manager', 'analyst', 'designer', 'director', 'intern', 'consultant', 'specialist', 'officer', 'assistant', 'lead',
  'head', 'coordinator', 'executive', 'associate', 'architect', 'administrator', 'accountant', 'scientist', 'representative', 'supervisor',
  'teacher', 'nurse', 'sales', 'marketing', 'programmer', 'technician', 'clerk', 'editor', 'writer', 'cashier', 'chef', 'driver',
  'ingeniero', 'ingeniera', 'desarrollador', 'desarrolladora', 'gerente', 'analista', 'diseñador', 'diseñadora', 'director', 'directora', 'jefe', 'jefa',
  'asistente', 'consultor', 'consultora', 'especialista', 'engenheiro', 'engenheira', 'desenvolvedor', 'desenvolvedora', 'coordenador', 'coordenadora',
  'jurutera', 'pengurus', 'eksekutif', 'pembangun', 'penganalisis', 'pereka', 'insinyur', 'manajer', 'pengembang', 'staf', 'kepala', 'konsultan',
  'mühendis', 'mühendisi', 'uzman', 'uzmanı', 'yönetici', 'yöneticisi', 'müdür', 'müdürü', 'geliştirici', 'geliştiricisi', 'analist', 'tasarımcı',
  'エンジニア', 'マネージャー', 'デザイナー', 'リーダー', 'アナリスト', 'コンサルタント', '部長', '課長', '主任', '担当', '営業', '開発',
  '工程师', '工程師', '经理', '經理', '主管', '总监', '總監', '专员', '專員', '设计师', '設計師', '分析师', '分析師', '开发', '開發', '实习生', '實習生',
  'مهندس', 'مهندسة', 'مدير', 'مديرة', 'محلل', 'محللة', 'مطور', 'مطورة', 'مصمم', 'مصممة', 'أخصائي', 'أخصائية', 'مستشار', 'مشرف', 'منسق', 'محاسب',
].map(normalise);

/** Degree words → the profile's degree level (config list `degrees`: 2 high school … 7 doctorate). */
export const degreeWords: [string[], number][] = [
  [['phd', 'ph.d', 'ph.d.', 'doctorate', 'doctor of', 'doctorado', 'doutorado', 'doktor', 'doktora', '博士', 'دكتوراه'], 7],
  [
    ['master', 'masters', "master's", 'msc', 'm.sc', 'mba', 'm.a.', 'm.s.', 'meng', 'm.e.', 'm.tech', 'mtech', 'máster', 'maestría', 'mestrado', 'mestre', 'sarjana s2', 'magister', 's2',
      'yüksek lisans', '硕士', '碩士', '修士', 'ماجستير'],
    6,
  ],
  [
    ['bachelor', 'bachelors', "bachelor's", 'bsc', 'b.sc', 'b.a.', 'b.s.', 'ba', 'bs', 'beng', 'b.eng', 'b.e.', 'b.tech', 'btech', 'licenciatura', 'licenciado', 'grado', 'bacharelado', 'bacharel',
      'graduação', 'ijazah sarjana muda', 'sarjana muda', 'sarjana', 's1', 'lisans', '本科', '学士', '學士', '大学卒業', '大卒', '学士号', 'بكالوريوس', 'ليسانس'],
    5,
  ],
  [['diploma', 'associate', 'associate degree', 'técnico superior', 'tecnólogo', 'd3', 'ön lisans', '大专', '專科', '短大', '短期大学', 'دبلوم'], 4],
  [['vocational', 'formación profesional', 'ensino técnico', 'sijil', 'smk', 'meslek lisesi', '中专', '技校', '高職', '専門学校'], 3],
  [['high school', 'secondary school', 'bachillerato', 'ensino médio', 'spm', 'sma', 'lise', '高中', '高校', '高等学校', 'الثانوية'], 2],
];

/** Aliases of spoken languages beyond the labels of the config list (their own names, common words). */
export const languageAliases: [string[], string][] = [
  [['chinese', 'mandarin', '中文', '汉语', '漢語', '普通话', '普通話', '国语', '國語', '华语', '中国語', 'chino', 'chinês', 'çince', 'الصينية'], 'mandarin'],
  [['cantonese', '广东话', '廣東話', '粤语', '粵語'], 'cantonese'],
  [['english', 'inglés', 'inglês', 'ingilizce', 'bahasa inggeris', 'bahasa inggris', 'inggris', 'inggeris', '英语', '英語', '英文', 'الإنجليزية', 'الانجليزية', 'الإنكليزية'], 'english'],
  [['japanese', '日本語', '日语', '日語', 'japonés', 'japonês', 'japonca', 'bahasa jepang', 'bahasa jepun', 'اليابانية'], 'japanese'],
  [['spanish', 'español', 'espanhol', 'ispanyolca', 'الإسبانية'], 'spanish'],
  [['portuguese', 'português', 'portugués', 'portekizce', 'البرتغالية'], 'portuguese'],
  [['malay', 'bahasa melayu', 'bahasa malaysia', 'melayu', 'الملايوية'], 'malay'],
  [['indonesian', 'bahasa indonesia', 'indonesia', 'الإندونيسية'], 'indonesian'],
  [['turkish', 'türkçe', 'turkce', 'turco', 'التركية'], 'turkish'],
  [['arabic', 'العربية', 'عربي', 'árabe', 'arapça', 'bahasa arab', 'アラビア語', '阿拉伯语'], 'arabic'],
  [['korean', '한국어', '韩语', '韓語', '韓国語', 'coreano', 'korece'], 'korean'],
  [['french', 'français', 'francés', 'francês', 'fransızca', 'الفرنسية', 'フランス語', '法语'], 'french'],
  [['german', 'deutsch', 'alemán', 'alemão', 'almanca', 'الألمانية', 'ドイツ語', '德语'], 'german'],
  [['tagalog', 'filipino'], 'filipino'],
];

/** Proficiency words → a key of `language_proficiencies`. */
export const proficiencyWords: [string[], string][] = [
  [['native', 'mother tongue', 'bilingual', 'nativo', 'nativa', 'lengua materna', 'língua materna', 'penutur asli', 'bahasa ibu', 'ana dil', 'anadil',
    '母语', '母語', 'ネイティブ', 'اللغة الأم', 'لغة أم', 'اللغة الام'], 'native'],
  [['fluent', 'fluency', 'fluido', 'fluida', 'fluente', 'fasih', 'akıcı', 'advanced', 'avanzado', 'avançado', 'mahir', 'ileri', '流利', '流暢', '精通', 'jlpt n1', 'n1', 'بطلاقة', 'متقدم', 'ممتاز'], 'fluent'],
  [['professional', 'business', 'profesional', 'profissional', 'iş düzeyinde', '工作熟练', '熟练', '熟練', 'ビジネス', 'ビジネスレベル', 'jlpt n2', 'n2', 'مهني', 'جيد جدا', 'جيد جدًا'], 'professional'],
  [['conversational', 'intermediate', 'intermedio', 'intermediário', 'conversação', 'perbualan', 'percakapan', 'menengah', 'orta', '日常会话', '日常會話', '日常会話', '中级', '中級', 'jlpt n3', 'n3', 'متوسط', 'جيد'], 'conversational'],
  [['elementary', 'basic', 'beginner', 'básico', 'básica', 'asas', 'dasar', 'başlangıç', 'temel', '初级', '初級', '基础', '基礎', 'jlpt n4', 'jlpt n5', 'مبتدئ', 'أساسي'], 'elementary'],
];

/** NFKC (full-width forms, Arabic presentation forms), lower case, ASCII digits, single spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(arabicIndic, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Lower case and ASCII digits, keeping every position (for cutting a match out of the original text). */
export function foldSameLength(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const lower = char.toLowerCase();
    return lower.length === char.length ? lower : char;
  }).replace(arabicIndic, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

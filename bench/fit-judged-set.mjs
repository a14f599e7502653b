// The judged set of bench/fit-quality.mjs: seekers and jobs of one market per language, described
// by the structured fields fit reads, each job graded by how a recruiter hiring for it would rank
// the seeker (3 shortlist, 2 would consider, 1 a stretch, 0 would not consider). The grades are
// the recruiter's judgement, written per case before fit scored them, not fit's output. Each
// market has its own trades, titles, skills as its job ads write them, places, pay and spoken
// languages (docs/decisions/0081).
//
// A job is [grade, title, skills, least years, degree, place, monthly pay (top), spoken language]:
// degree 1 not required, 2 high school, 3 vocational, 4 diploma, 5 bachelor, 6 master, 7 doctorate;
// place a key of the market's `places` or 'remote'. Titles document the case; fit does not read them.

/**
 * The Philippines (PHP): BPO customer service, software, nursing. Metro Manila's cities share a
 * region; Cebu and Davao are far. English is the working language, Filipino spoken by all;
 * bilingual accounts ask Japanese or Mandarin. Monthly pay as Philippine ads write it.
 */
const en = {
  market: 'Philippines, PHP',
  places: { makati: [1, 1], taguig: [2, 1], quezonCity: [3, 1], cebu: [9, 5], mandaue: [8, 5], davao: [10, 6] },
  seekers: [
    {
      trade: 'customer service (BPO)',
      skills: ['Customer service', 'Inbound calls', 'Email support', 'Zendesk', 'Troubleshooting', 'Typing 50 WPM'],
      years: 2, degreeId: 4, home: 'quezonCity', pay: 22_000, languages: ['english', 'filipino'],
      jobs: [
        [3, 'Customer Service Representative (voice, US account), Quezon City', ['Customer service', 'Inbound calls', 'Troubleshooting', 'Email support'], 1, 2, 'quezonCity', 25_000, 'english'],
        [3, 'Technical Support Representative, work from home', ['Troubleshooting', 'Customer service', 'Zendesk', 'Email support'], 1, 2, 'remote', 24_000, 'english'],
        [3, 'Email and chat support, night shift, Quezon City', ['EMAIL SUPPORT', 'CUSTOMER SERVICE', 'ZENDESK'], 0, 2, 'quezonCity', 21_000, 'english'],
        [2, 'Chat Support Agent, Makati', ['Chat support', 'Email support', 'Customer service', 'Typing 50 WPM'], 0, 2, 'makati', 20_000, 'english'],
        [2, 'Senior CSR, healthcare account, BGC', ['Customer service', 'Inbound calls', 'Medical terminology', 'HIPAA'], 2, 4, 'taguig', 30_000, 'english'],
        [1, 'Team Leader, customer service', ['Team leadership', 'Coaching', 'Customer service', 'Workforce management'], 4, 5, 'makati', 40_000, 'english'],
        [1, 'Collections Agent, Cebu', ['Collections', 'Inbound calls', 'Outbound calls', 'Customer service'], 1, 2, 'cebu', 18_000, 'english'],
        [1, 'Sales Representative (outbound, insurance)', ['Outbound calls', 'Sales', 'Customer service', 'Cold calling'], 1, 2, 'quezonCity', 25_000, 'english'],
        [1, 'Bank Customer Service Officer (branch), BGC', ['Customer service', 'Cash handling', 'Banking operations'], 1, 5, 'taguig', 25_000, 'filipino'],
        [0, 'Japanese-speaking CSR (JLPT N2)', ['Customer service', 'Inbound calls', 'JLPT N2'], 1, 4, 'makati', 45_000, 'japanese'],
        [0, 'Registered Nurse, Makati Medical Center', ['Patient care', 'IV therapy', 'PRC license'], 1, 5, 'makati', 28_000, 'english'],
        [0, 'Java Developer, BGC', ['Java', 'Spring Boot', 'SQL'], 3, 5, 'taguig', 70_000, 'english'],
      ],
    },
    {
      trade: 'software',
      skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Git', 'AWS'],
      years: 4, degreeId: 5, home: 'makati', pay: 80_000, languages: ['english', 'filipino'],
      jobs: [
        [3, 'Full Stack Developer (React/Node), Makati', ['React', 'Node.js', 'TypeScript', 'PostgreSQL'], 3, 5, 'makati', 100_000, 'english'],
        [3, 'Frontend Engineer, remote (Australian client)', ['React', 'TypeScript', 'Redux', 'Jest'], 3, 5, 'remote', 120_000, 'english'],
        [2, 'Senior Software Engineer, BGC', ['JavaScript', 'React', 'Node.js', 'AWS', 'Kubernetes'], 5, 5, 'taguig', 130_000, 'english'],
        [2, 'React Native Developer, hybrid, Makati', ['React', 'React Native', 'JavaScript', 'Git'], 2, 5, 'makati', 85_000, 'english'],
        [1, 'Backend Developer (Node.js), Cebu', ['Node.js', 'Express', 'MongoDB', 'AWS'], 3, 5, 'cebu', 70_000, 'english'],
        [1, 'PHP Laravel Developer, Quezon City', ['PHP', 'Laravel', 'MySQL', 'Git'], 2, 5, 'quezonCity', 60_000, 'english'],
        [1, 'QA Automation Engineer', ['Selenium', 'JavaScript', 'Cypress', 'Git'], 2, 5, 'makati', 70_000, 'english'],
        [1, 'Java Spring Developer', ['Java', 'Spring Boot', 'SQL', 'Microservices'], 3, 5, 'makati', 90_000, 'english'],
        [1, 'Data Engineer, BGC', ['Python', 'SQL', 'AWS', 'Airflow'], 3, 5, 'taguig', 110_000, 'english'],
        [0, 'Engineering Manager', ['Team leadership', 'System design', 'Node.js', 'AWS'], 8, 5, 'taguig', 180_000, 'english'],
        [0, 'Software Engineer, Japanese speaking (N2)', ['JavaScript', 'React', 'Node.js'], 3, 5, 'makati', 150_000, 'japanese'],
        [0, 'Customer Service Representative', ['Customer service', 'Inbound calls'], 0, 2, 'makati', 22_000, 'english'],
      ],
    },
    {
      trade: 'nursing',
      skills: ['Patient care', 'IV therapy', 'Wound care', 'Vital signs', 'BLS', 'ACLS'],
      years: 3, degreeId: 5, home: 'cebu', pay: 30_000, languages: ['english', 'filipino'],
      jobs: [
        [3, 'Staff Nurse, private hospital, Cebu City', ['Patient care', 'IV therapy', 'BLS'], 1, 5, 'cebu', 32_000, 'english'],
        [3, 'ICU Nurse, Cebu City', ['Patient care', 'ACLS', 'Vital signs', 'Critical care'], 2, 5, 'cebu', 35_000, 'english'],
        [3, 'Home Care Nurse, Cebu', ['Patient care', 'Wound care', 'Vital signs', 'IV therapy'], 1, 5, 'cebu', 30_000, 'english'],
        [2, 'Company Nurse (occupational health), Mandaue', ['First aid', 'Vital signs', 'Health records'], 1, 5, 'mandaue', 28_000, 'english'],
        [2, 'Clinic Nurse, Makati', ['Patient care', 'Vital signs', 'BLS'], 1, 5, 'makati', 30_000, 'english'],
        [2, 'Dialysis Nurse, Cebu', ['Patient care', 'Hemodialysis', 'IV therapy', 'Vital signs'], 1, 5, 'cebu', 31_000, 'english'],
        [2, 'Operating Room Nurse, Cebu', ['Perioperative care', 'Patient care', 'Sterile technique'], 2, 5, 'cebu', 33_000, 'english'],
        // Healthcare BPOs hire nurses for coding and train them: a recruiter's favourite, with no skill in common.
        [2, 'Medical Coder (healthcare BPO), Cebu', ['ICD-10', 'Medical terminology', 'CPT coding'], 0, 5, 'cebu', 25_000, 'english'],
        [1, 'Call Center Agent, Cebu', ['Customer service', 'Inbound calls'], 0, 2, 'cebu', 20_000, 'english'],
        [0, 'Nurse Supervisor', ['Patient care', 'Team leadership', 'ACLS'], 7, 5, 'cebu', 45_000, 'english'],
        [0, 'Caregiver for Japan (JLPT N4 required)', ['Patient care', 'Elderly care'], 0, 3, 'cebu', 25_000, 'japanese'],
        [0, 'Software Developer, Cebu', ['Java', 'SQL'], 2, 5, 'cebu', 50_000, 'english'],
      ],
    },
  ],
};

/**
 * Japan (JPY): 法人営業, 介護, and a foreign engineer in Tokyo who works in English. Places are
 * prefectures: Tokyo and Kanagawa share the Kanto region; Osaka and Fukuoka are far. Japanese
 * ads write Latin skills in full width at times; most jobs ask Japanese.
 */
const ja = {
  market: 'Japan, JPY',
  places: { tokyo: [11, 2], kanagawa: [13, 2], saitama: [14, 2], osaka: [19, 6], fukuoka: [20, 7] },
  seekers: [
    {
      trade: '法人営業',
      skills: ['法人営業', '新規開拓', '提案営業', 'Salesforce', '普通自動車免許'],
      years: 5, degreeId: 5, home: 'tokyo', pay: 350_000, languages: ['japanese'],
      jobs: [
        [3, 'ITソリューションの法人営業（東京）', ['法人営業', '提案営業', '新規開拓'], 3, 5, 'tokyo', 400_000, 'japanese'],
        [3, 'SaaSのフィールドセールス', ['ＳＡＬＥＳＦＯＲＣＥ', '法人営業', '提案営業'], 3, 5, 'tokyo', 380_000, 'japanese'],
        [3, '法人営業（フルリモート）', ['法人営業', 'オンライン商談', 'Salesforce'], 3, 5, 'remote', 420_000, 'japanese'],
        [2, '人材紹介のキャリアアドバイザー', ['法人営業', 'キャリアカウンセリング', '新規開拓'], 2, 5, 'tokyo', 330_000, 'japanese'],
        [2, 'ルート営業（横浜）', ['法人営業', 'ルート営業', '普通自動車免許'], 3, 2, 'kanagawa', 320_000, 'japanese'],
        [1, '営業マネージャー', ['法人営業', 'マネジメント', '予算管理'], 10, 5, 'tokyo', 600_000, 'japanese'],
        [1, '大阪支店の法人営業', ['法人営業', '新規開拓', '提案営業'], 3, 5, 'osaka', 300_000, 'japanese'],
        [1, '不動産の個人営業', ['個人営業', '宅地建物取引士', '新規開拓'], 1, 2, 'tokyo', 300_000, 'japanese'],
        [1, 'マーケティング担当', ['デジタルマーケティング', 'Google Analytics', '提案営業'], 3, 5, 'tokyo', 380_000, 'japanese'],
        [0, '外資系の法人営業（ビジネス英語必須）', ['法人営業', '提案営業', 'TOEIC 800'], 3, 5, 'tokyo', 550_000, 'english'],
        [0, '介護職員（初任者研修）', ['介護', '初任者研修', '身体介護'], 0, 1, 'tokyo', 250_000, 'japanese'],
        [0, 'Javaエンジニア', ['Java', 'Spring', 'SQL'], 3, 5, 'tokyo', 450_000, 'japanese'],
      ],
    },
    {
      trade: '介護',
      skills: ['介護福祉士', '身体介護', '生活援助', '認知症ケア', '普通自動車免許'],
      years: 6, degreeId: 3, home: 'kanagawa', pay: 260_000, languages: ['japanese'],
      jobs: [
        [3, '特別養護老人ホームの介護職員（横浜市）', ['介護福祉士', '身体介護', '認知症ケア'], 3, 1, 'kanagawa', 280_000, 'japanese'],
        [3, 'サービス提供責任者（訪問介護）', ['介護福祉士', '生活援助', '身体介護', '普通自動車免許'], 3, 1, 'kanagawa', 290_000, 'japanese'],
        [3, 'グループホームのケアリーダー', ['介護福祉士', '認知症ケア', 'チームリーダー'], 5, 1, 'kanagawa', 300_000, 'japanese'],
        [2, 'デイサービスの介護職（東京都町田市）', ['身体介護', 'レクリエーション'], 1, 1, 'tokyo', 250_000, 'japanese'],
        // Many cities accept 介護福祉士 for a 生活相談員 without the degree the ad names.
        [2, '介護施設の生活相談員', ['社会福祉士', '介護福祉士', '相談援助'], 3, 5, 'kanagawa', 300_000, 'japanese'],
        [2, '訪問入浴のオペレーター', ['訪問入浴', '普通自動車免許', '身体介護'], 0, 1, 'kanagawa', 240_000, 'japanese'],
        [1, '夜勤専従の介護職員（大阪）', ['介護福祉士', '夜勤'], 1, 1, 'osaka', 270_000, 'japanese'],
        [1, '介護職員（福岡）', ['介護福祉士', '身体介護', '認知症ケア'], 3, 1, 'fukuoka', 230_000, 'japanese'],
        [1, '施設長候補', ['施設運営', '介護福祉士', 'マネジメント'], 10, 5, 'kanagawa', 400_000, 'japanese'],
        [0, '病棟の看護師', ['正看護師', '点滴管理', 'バイタルサイン測定'], 2, 4, 'kanagawa', 330_000, 'japanese'],
        [0, '技能実習生の生活指導員（ベトナム語必須）', ['生活指導', 'ベトナム語'], 2, 1, 'kanagawa', 250_000, 'vietnamese'],
        [0, '法人営業', ['法人営業', '新規開拓'], 3, 5, 'tokyo', 350_000, 'japanese'],
      ],
    },
    {
      trade: 'software (English-speaking, in Tokyo)',
      skills: ['Python', 'Go', 'AWS', 'Docker', 'Kubernetes', 'SQL'],
      years: 3, degreeId: 6, home: 'tokyo', pay: 450_000, languages: ['english', 'mandarin'],
      jobs: [
        [3, 'Backend Engineer (English-speaking team)', ['Go', 'AWS', 'Kubernetes', 'SQL'], 3, 5, 'tokyo', 600_000, 'english'],
        [3, 'SRE（英語可）', ['Kubernetes', 'Terraform', 'AWS', 'Docker'], 3, 5, 'remote', 650_000, 'english'],
        [3, 'Cloud Engineer (AWS)', ['ＡＷＳ', 'Ｄｏｃｋｅｒ', 'Ｐｙｔｈｏｎ'], 2, 5, 'tokyo', 500_000, 'english'],
        [3, 'Platform Engineer (Mandarin and English)', ['Kubernetes', 'Go', 'Linux'], 3, 5, 'tokyo', 520_000, 'mandarin'],
        [2, 'Data Engineer', ['Python', 'SQL', 'Airflow', 'BigQuery'], 2, 5, 'tokyo', 500_000, 'english'],
        [2, 'Machine Learning Engineer', ['Python', 'PyTorch', 'MLOps', 'Docker'], 3, 6, 'tokyo', 700_000, 'english'],
        [1, 'Full-stack Engineer, Osaka office', ['Python', 'React', 'AWS', 'Docker'], 2, 5, 'osaka', 480_000, 'english'],
        [1, 'QA Engineer', ['Python', 'Selenium', 'Test automation'], 2, 5, 'tokyo', 420_000, 'english'],
        [0, 'バックエンドエンジニア（日本語ネイティブレベル）', ['Go', 'AWS', 'SQL'], 3, 5, 'tokyo', 550_000, 'japanese'],
        [0, 'Senior Staff Engineer', ['Go', 'Kubernetes', 'System design'], 10, 5, 'tokyo', 1_000_000, 'english'],
        [0, 'iOS Engineer', ['Swift', 'iOS', 'Xcode'], 3, 5, 'tokyo', 600_000, 'english'],
        [0, 'データセンターのインフラエンジニア（夜勤あり）', ['Linux', 'ネットワーク', 'CCNA'], 2, 4, 'saitama', 380_000, 'japanese'],
      ],
    },
  ],
};

/**
 * The Emirates (AED): an Arabic-speaking accountant in Dubai, an Indian HSE officer in Abu Dhabi,
 * an Arabic-speaking property agent in Dubai. Dubai and Sharjah are one commute; Abu Dhabi is far
 * from both. Ads write skills in Arabic or English (sometimes with short vowels), ask Arabic or
 * English (a few Hindi or Mandarin), and name licences (RERA, DHA, ADOSH) as skills.
 */
const ar = {
  market: 'United Arab Emirates, AED',
  places: { dubai: [21, 3], sharjah: [22, 3], abuDhabi: [29, 7] },
  seekers: [
    {
      trade: 'محاسبة',
      skills: ['محاسبة عامة', 'ضريبة القيمة المضافة', 'IFRS', 'SAP', 'Excel', 'تسويات بنكية'],
      years: 5, degreeId: 5, home: 'dubai', pay: 15_000, languages: ['arabic', 'english'],
      jobs: [
        [3, 'محاسب عام – دبي', ['محاسبة عامة', 'تسويات بنكية', 'Excel'], 3, 5, 'dubai', 16_000, 'arabic'],
        [3, 'محاسب أول (ضريبة القيمة المضافة)', ['ضَرِيبَة القِيمَة المُضَافَة', 'IFRS', 'SAP'], 4, 5, 'dubai', 18_000, 'arabic'],
        [3, 'محاسب عن بعد', ['محاسبة عامة', 'ضريبة القيمة المضافة', 'Excel'], 3, 5, 'remote', 15_000, 'arabic'],
        [2, 'Accountant, Abu Dhabi', ['IFRS', 'SAP', 'Excel', 'Accounts payable'], 3, 5, 'abuDhabi', 17_000, 'english'],
        [2, 'مدقق حسابات داخلي', ['تدقيق داخلي', 'IFRS', 'Excel'], 4, 5, 'dubai', 17_000, 'arabic'],
        [2, 'Payroll Specialist', ['WPS payroll', 'Excel', 'UAE labour law'], 3, 5, 'dubai', 14_000, 'english'],
        [1, 'محاسب – الشارقة', ['محاسبة عامة', 'Tally', 'تسويات بنكية'], 2, 5, 'sharjah', 12_000, 'arabic'],
        [1, 'Finance Manager', ['IFRS', 'Budgeting', 'Team management', 'SAP'], 10, 6, 'dubai', 35_000, 'english'],
        [1, 'رئيس حسابات – الشارقة', ['IFRS', 'توحيد القوائم المالية', 'SAP', 'إدارة فريق'], 8, 5, 'sharjah', 25_000, 'arabic'],
        [0, 'Accountant (Hindi or Urdu speaking)', ['Tally', 'Excel', 'Bookkeeping'], 2, 4, 'sharjah', 9_000, 'hindi'],
        [0, 'ممرضة مسجلة (ترخيص هيئة الصحة بدبي)', ['ترخيص هيئة الصحة بدبي', 'رعاية المرضى'], 2, 5, 'dubai', 12_000, 'arabic'],
        [0, 'مندوب مبيعات عقارية', ['مبيعات عقارية', 'شهادة RERA', 'التفاوض'], 1, 2, 'dubai', 8_000, 'arabic'],
      ],
    },
    {
      trade: 'HSE',
      skills: ['NEBOSH IGC', 'Risk assessment', 'Permit to work', 'Incident investigation', 'ISO 45001', 'First aid'],
      years: 4, degreeId: 5, home: 'abuDhabi', pay: 9_000, languages: ['english', 'hindi'],
      jobs: [
        [3, 'HSE Officer, oil and gas, Abu Dhabi', ['NEBOSH IGC', 'Permit to work', 'Risk assessment'], 3, 5, 'abuDhabi', 10_000, 'english'],
        [3, 'HSE Officer, facilities management, Abu Dhabi', ['NEBOSH IGC', 'ISO 45001', 'First aid', 'Incident investigation'], 2, 4, 'abuDhabi', 9_500, 'english'],
        // Abu Dhabi's sites want an ADOSH-approved officer; the seeker would need the approval first.
        [2, 'Safety Officer, construction, ADOSH approved', ['NEBOSH IGC', 'Risk assessment', 'ADOSH approval'], 3, 4, 'abuDhabi', 9_000, 'english'],
        [2, 'HSE Engineer, Dubai', ['ISO 45001', 'Incident investigation', 'NEBOSH IGC', 'Auditing'], 4, 5, 'dubai', 12_000, 'english'],
        [2, 'Fire Safety Officer', ['Fire safety', 'First aid', 'Risk assessment', 'Civil Defence approval'], 2, 4, 'abuDhabi', 8_000, 'english'],
        [1, 'HSE Manager', ['ISO 45001', 'NEBOSH Diploma', 'Leadership'], 10, 5, 'abuDhabi', 25_000, 'english'],
        [1, 'HSE Officer, Sharjah', ['NEBOSH IGC', 'Risk assessment', 'Toolbox talks'], 2, 4, 'sharjah', 6_000, 'english'],
        [1, 'Environmental Officer', ['ISO 14001', 'Waste management', 'Risk assessment'], 3, 5, 'abuDhabi', 11_000, 'english'],
        [0, 'مسؤول صحة وسلامة مهنية (يشترط إجادة العربية)', ['الصحة والسلامة المهنية', 'NEBOSH IGC', 'تقييم المخاطر'], 3, 5, 'abuDhabi', 10_000, 'arabic'],
        [0, 'Accountant', ['Tally', 'Excel'], 2, 5, 'abuDhabi', 8_000, 'english'],
        [0, 'Heavy Truck Driver', ['UAE heavy vehicle licence'], 2, 1, 'abuDhabi', 4_000, 'hindi'],
        [0, 'Mechanical Design Engineer', ['AutoCAD', 'SolidWorks', 'HVAC design'], 3, 5, 'abuDhabi', 12_000, 'english'],
      ],
    },
    {
      trade: 'مبيعات عقارية',
      skills: ['مبيعات عقارية', 'شهادة RERA', 'التفاوض', 'خدمة العملاء', 'CRM'],
      years: 3, degreeId: 5, home: 'dubai', pay: 8_000, languages: ['arabic', 'english'],
      jobs: [
        [3, 'وسيط عقاري – دبي مارينا', ['مبيعات عقارية', 'شهادة RERA', 'التفاوض'], 1, 2, 'dubai', 8_000, 'arabic'],
        [3, 'Real Estate Agent (off-plan), Arabic speaker', ['مبيعات عقارية', 'CRM', 'التفاوض'], 2, 1, 'dubai', 10_000, 'arabic'],
        [3, 'وسيط عقاري – الخليج التجاري', ['مَبِيعَات عَقَارِيَّة', 'شَهَادَة RERA', 'CRM'], 2, 2, 'dubai', 9_000, 'arabic'],
        [2, 'مستشار مبيعات سيارات', ['مبيعات', 'التفاوض', 'خدمة العملاء'], 2, 2, 'dubai', 7_000, 'arabic'],
        [2, 'Leasing Consultant, Sharjah', ['Leasing', 'CRM', 'خدمة العملاء'], 1, 2, 'sharjah', 7_000, 'english'],
        [2, 'Customer Service Executive (Arabic and English)', ['خدمة العملاء', 'CRM', 'Call handling'], 1, 2, 'dubai', 7_500, 'arabic'],
        [1, 'مدير مبيعات عقارية', ['مبيعات عقارية', 'إدارة فريق', 'شهادة RERA'], 8, 5, 'dubai', 25_000, 'arabic'],
        [1, 'وسيط عقاري – أبوظبي (ترخيص ADREC)', ['ترخيص ADREC', 'مبيعات عقارية', 'التفاوض'], 1, 2, 'abuDhabi', 6_000, 'arabic'],
        [1, 'Property Manager', ['Property management', 'Tenancy contracts', 'خدمة العملاء', 'RERA'], 3, 5, 'dubai', 12_000, 'english'],
        [0, 'محاسب', ['محاسبة عامة', 'SAP'], 3, 5, 'dubai', 12_000, 'arabic'],
        [0, 'HSE Officer', ['NEBOSH IGC', 'Risk assessment'], 3, 5, 'abuDhabi', 9_000, 'english'],
        [0, 'Property Sales Executive, Mandarin speaker', ['مبيعات عقارية', 'التفاوض'], 1, 2, 'dubai', 9_000, 'mandarin'],
      ],
    },
  ],
};

/**
 * Spanish speakers on the United States site (USD): a bilingual medical assistant in Miami and an
 * electrician in Houston who works in Spanish. Places: Miami, Hialeah and Orlando share Florida;
 * Houston, Katy and Dallas share Texas. US ads in Spanish often drop accents or write in capitals.
 */
const es = {
  market: 'United States (Spanish-speaking seekers), USD',
  places: { miami: [41, 8], orlando: [42, 8], hialeah: [43, 8], houston: [45, 9], dallas: [46, 9], katy: [47, 9] },
  seekers: [
    {
      trade: 'asistente médica',
      skills: ['Toma de signos vitales', 'Flebotomía', 'Historias clínicas electrónicas', 'Programación de citas', 'RCP'],
      years: 3, degreeId: 3, home: 'miami', pay: 3_400, languages: ['spanish', 'english'],
      jobs: [
        [3, 'Asistente médico bilingüe – Miami', ['Toma de signos vitales', 'Flebotomía', 'Programación de citas'], 1, 3, 'miami', 3_600, 'spanish'],
        [3, 'Medical Assistant (bilingual), pediatrics', ['Flebotomia', 'Historias clinicas electronicas', 'RCP'], 2, 3, 'miami', 3_500, 'english'],
        [3, 'Asistente médico – clínica familiar, Hialeah', ['Toma de signos vitales', 'RCP', 'Historias clínicas electrónicas'], 1, 3, 'hialeah', 3_300, 'spanish'],
        [2, 'Flebotomista – laboratorio', ['Flebotomía', 'Etiquetado de muestras', 'Atención al paciente'], 1, 3, 'miami', 3_200, 'english'],
        [2, 'Recepcionista médica bilingüe', ['Programación de citas', 'Facturación médica', 'Atención telefónica'], 1, 2, 'miami', 2_900, 'spanish'],
        [1, 'Medical Assistant, Orlando', ['Toma de signos vitales', 'Flebotomía', 'RCP'], 2, 3, 'orlando', 3_500, 'english'],
        [1, 'Coordinadora de clínica', ['Gestión de consultorio', 'Programación de citas', 'Supervisión de personal'], 5, 4, 'miami', 4_500, 'spanish'],
        [1, 'Técnica de farmacia', ['Certificación PTCB', 'Atención al cliente', 'Inventario'], 1, 3, 'miami', 3_100, 'english'],
        [0, 'Enfermera titulada (RN)', ['Licencia RN', 'Atención al paciente', 'Administración de medicamentos'], 2, 5, 'miami', 6_500, 'english'],
        [0, 'Asistente médico (se requiere portugués)', ['Toma de signos vitales', 'Flebotomía'], 1, 3, 'miami', 3_500, 'portuguese'],
        [0, 'Gerente de clínica', ['Gestión de consultorio', 'Presupuestos', 'Liderazgo'], 8, 5, 'miami', 7_000, 'english'],
        [0, 'Electricista de obra', ['Instalaciones eléctricas', 'Lectura de planos', 'OSHA 10'], 2, 3, 'miami', 4_500, 'spanish'],
      ],
    },
    {
      trade: 'electricista',
      skills: ['Instalaciones eléctricas', 'Lectura de planos', 'Cableado comercial', 'OSHA 10', 'Doblado de tubería conduit'],
      years: 6, degreeId: 3, home: 'houston', pay: 4_800, languages: ['spanish'],
      jobs: [
        [3, 'Electricista comercial – Houston', ['Instalaciones eléctricas', 'Cableado comercial', 'Lectura de planos'], 3, 1, 'houston', 5_200, 'spanish'],
        [3, 'Journeyman Electrician (bilingüe)', ['INSTALACIONES ELECTRICAS', 'OSHA 10', 'LECTURA DE PLANOS'], 4, 1, 'houston', 5_500, 'spanish'],
        [2, 'Electricista residencial – Katy', ['Instalaciones eléctricas', 'Cableado residencial', 'OSHA 10'], 2, 1, 'katy', 4_600, 'spanish'],
        [2, 'Técnico de mantenimiento', ['Mantenimiento eléctrico', 'Plomería básica', 'HVAC'], 2, 2, 'houston', 4_200, 'spanish'],
        [2, 'Instalador de paneles solares', ['Instalación de paneles solares', 'Instalaciones eléctricas', 'Trabajo en alturas'], 1, 1, 'houston', 4_300, 'spanish'],
        [1, 'Electricista industrial – Dallas', ['Instalaciones eléctricas', 'Control de motores', 'PLC'], 4, 3, 'dallas', 5_800, 'spanish'],
        [1, 'Técnico de HVAC', ['HVAC', 'Certificación EPA 608', 'Instalaciones eléctricas'], 2, 3, 'houston', 4_700, 'english'],
        [1, 'Ayudante de electricista', ['Instalaciones eléctricas', 'Herramientas manuales'], 0, 1, 'houston', 3_200, 'spanish'],
        [0, 'Supervisor de electricistas (Master Electrician)', ['Licencia de Master Electrician', 'Gestión de cuadrillas', 'Instalaciones eléctricas'], 10, 3, 'houston', 8_000, 'english'],
        [0, 'Electrical Estimator (English required)', ['Estimación de costos', 'Lectura de planos', 'Excel'], 5, 5, 'houston', 6_500, 'english'],
        [0, 'Asistente médico', ['Flebotomía', 'Toma de signos vitales'], 1, 3, 'houston', 3_400, 'spanish'],
        [0, 'Chofer de camión CDL', ['Licencia CDL clase A'], 2, 1, 'houston', 5_000, 'spanish'],
      ],
    },
  ],
};

const markets = { en, ja, ar, es };

/** Every (language, seeker) with its jobs and their grades, as fit's own profile and job shapes. */
export function judgedSet(foldSkill) {
  const cases = [];
  for (const [language, market] of Object.entries(markets)) {
    const placeOf = (key) => {
      const place = market.places[key];
      if (!place) throw new Error(`${language}: no place ${key}`);
      return place;
    };
    for (const [index, seeker] of market.seekers.entries()) {
      const [homeId, homeRegion] = placeOf(seeker.home);
      const currency = market.market.split(', ')[1];
      const profile = {
        skills: new Set(seeker.skills.map(foldSkill)),
        years: seeker.years,
        degreeId: seeker.degreeId,
        locationIds: new Set([homeId]),
        regionIds: new Set([homeRegion]),
        remoteOnly: false,
        hasPreferences: true,
        expectedMonthly: new Map([[currency, seeker.pay]]),
        languages: new Set(seeker.languages),
      };
      const jobs = seeker.jobs.map(([grade, title, jobSkills, minYears, degreeId, where, monthlyTo, spoken], id) => {
        const [locationId, regionId] = where === 'remote' ? [null, null] : placeOf(where);
        return {
          job: {
            id: id + 1,
            skills: jobSkills,
            minYears,
            xpLabel: '',
            degreeId,
            degreeLabel: '',
            workArrangement: where === 'remote' ? 'remote' : 'onsite',
            locationId,
            regionId,
            placeLabel: null,
            currency,
            monthlyTo,
            language: spoken,
            languageLabel: null,
          },
          grade,
          name: title,
        };
      });
      cases.push({ language, seeker: index + 1, trade: seeker.trade, profile, jobs });
    }
  }
  return cases;
}

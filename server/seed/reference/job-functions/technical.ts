import { l } from '../labels';
import { node } from './node';

export const itSoftware = node(200, 'it-software', l('IT / Software', 'IT / 软件', 'IT / 軟體', 'IT・ソフトウェア', 'Informática / software', 'TI / Software', 'IT / Perisian', 'TI / Perangkat lunak', 'BT / Yazılım', 'تقنية المعلومات / البرمجيات'), [
  node(210, 'software-development', l('Software Development', '软件开发', '軟體開發', 'ソフトウェア開発', 'Desarrollo de software', 'Desenvolvimento de software', 'Pembangunan perisian', 'Pengembangan perangkat lunak', 'Yazılım geliştirme', 'تطوير البرمجيات'), [
    node(211, 'software-engineer', l('Software Engineer', '软件工程师', '軟體工程師', 'ソフトウェアエンジニア', 'Ingeniero de software', 'Engenheiro de software', 'Jurutera perisian', 'Insinyur perangkat lunak', 'Yazılım mühendisi', 'مهندس برمجيات')),
    node(212, 'frontend-developer', l('Frontend Developer', '前端开发工程师', '前端工程師', 'フロントエンドエンジニア', 'Desarrollador frontend', 'Desenvolvedor front-end', 'Pembangun frontend', 'Pengembang frontend', 'Frontend geliştirici', 'مطور واجهات أمامية')),
    node(213, 'backend-developer', l('Backend Developer', '后端开发工程师', '後端工程師', 'バックエンドエンジニア', 'Desarrollador backend', 'Desenvolvedor back-end', 'Pembangun backend', 'Pengembang backend', 'Backend geliştirici', 'مطور واجهات خلفية')),
    node(214, 'mobile-developer', l('Mobile App Developer', '移动应用开发工程师', '行動應用程式工程師', 'モバイルアプリエンジニア', 'Desarrollador de apps móviles', 'Desenvolvedor mobile', 'Pembangun aplikasi mudah alih', 'Pengembang aplikasi seluler', 'Mobil uygulama geliştirici', 'مطور تطبيقات الجوال')),
    node(215, 'full-stack-developer', l('Full Stack Developer', '全栈开发工程师', '全端工程師', 'フルスタックエンジニア', 'Desarrollador full stack', 'Desenvolvedor full stack', 'Pembangun tindanan penuh', 'Pengembang full stack', 'Full stack geliştirici', 'مطور برمجيات متكامل')),
  ]),
  node(220, 'data-ai', l('Data & AI', '数据与人工智能', '資料與人工智慧', 'データ・AI', 'Datos e IA', 'Dados e IA', 'Data & kecerdasan buatan', 'Data & kecerdasan artifisial', 'Veri ve yapay zekâ', 'البيانات والذكاء الاصطناعي'), [
    node(221, 'data-analyst', l('Data Analyst', '数据分析师', '資料分析師', 'データアナリスト', 'Analista de datos', 'Analista de dados', 'Penganalisis data', 'Analis data', 'Veri analisti', 'محلل بيانات')),
    node(222, 'data-scientist', l('Data Scientist', '数据科学家', '資料科學家', 'データサイエンティスト', 'Científico de datos', 'Cientista de dados', 'Saintis data', 'Ilmuwan data', 'Veri bilimci', 'عالم بيانات')),
    node(223, 'data-engineer', l('Data Engineer', '数据工程师', '資料工程師', 'データエンジニア', 'Ingeniero de datos', 'Engenheiro de dados', 'Jurutera data', 'Insinyur data', 'Veri mühendisi', 'مهندس بيانات')),
    node(224, 'machine-learning-engineer', l('Machine Learning Engineer', '机器学习工程师', '機器學習工程師', '機械学習エンジニア', 'Ingeniero de aprendizaje automático', 'Engenheiro de machine learning', 'Jurutera pembelajaran mesin', 'Insinyur pembelajaran mesin', 'Makine öğrenmesi mühendisi', 'مهندس تعلم آلي')),
  ]),
  node(230, 'infrastructure-security', l('Infrastructure & Security', '基础设施与安全', '基礎架構與資安', 'インフラ・セキュリティ', 'Infraestructura y seguridad', 'Infraestrutura e segurança', 'Infrastruktur & keselamatan', 'Infrastruktur & keamanan', 'Altyapı ve güvenlik', 'البنية التحتية والأمن'), [
    node(231, 'devops-engineer', l('DevOps Engineer', 'DevOps工程师', 'DevOps工程師', 'DevOpsエンジニア', 'Ingeniero DevOps', 'Engenheiro DevOps', 'Jurutera DevOps', 'Insinyur DevOps', 'DevOps mühendisi', 'مهندس DevOps')),
    node(232, 'cloud-engineer', l('Cloud Engineer', '云计算工程师', '雲端工程師', 'クラウドエンジニア', 'Ingeniero de la nube', 'Engenheiro de nuvem', 'Jurutera awan', 'Insinyur komputasi awan', 'Bulut mühendisi', 'مهندس حوسبة سحابية')),
    node(233, 'network-engineer', l('Network Engineer', '网络工程师', '網路工程師', 'ネットワークエンジニア', 'Ingeniero de redes', 'Engenheiro de redes', 'Jurutera rangkaian', 'Insinyur jaringan', 'Ağ mühendisi', 'مهندس شبكات')),
    node(234, 'cybersecurity-analyst', l('Cybersecurity Analyst', '网络安全分析师', '資安分析師', 'セキュリティアナリスト', 'Analista de ciberseguridad', 'Analista de cibersegurança', 'Penganalisis keselamatan siber', 'Analis keamanan siber', 'Siber güvenlik analisti', 'محلل أمن سيبراني')),
    node(235, 'it-support-specialist', l('IT Support Specialist', 'IT支持专员', 'IT支援專員', '社内SE・ヘルプデスク', 'Técnico de soporte informático', 'Analista de suporte de TI', 'Pakar sokongan IT', 'Staf dukungan TI', 'BT destek uzmanı', 'أخصائي دعم تقني')),
  ]),
  node(240, 'product-design-qa', l('Product, Design & QA', '产品、设计与测试', '產品、設計與測試', 'プロダクト・デザイン・QA', 'Producto, diseño y QA', 'Produto, design e QA', 'Produk, reka bentuk & QA', 'Produk, desain & QA', 'Ürün, tasarım ve test', 'المنتج والتصميم وضمان الجودة'), [
    node(241, 'product-manager', l('Product Manager', '产品经理', '產品經理', 'プロダクトマネージャー', 'Responsable de producto', 'Gerente de produto', 'Pengurus produk', 'Manajer produk', 'Ürün müdürü', 'مدير منتج')),
    node(242, 'qa-engineer', l('QA Engineer', '测试工程师', '測試工程師', 'QAエンジニア', 'Ingeniero de QA', 'Analista de QA', 'Jurutera QA', 'Insinyur QA', 'Test mühendisi', 'مهندس ضمان الجودة')),
    node(243, 'ui-ux-designer', l('UI/UX Designer', 'UI/UX设计师', 'UI/UX設計師', 'UI/UXデザイナー', 'Diseñador UI/UX', 'Designer de UI/UX', 'Pereka UI/UX', 'Desainer UI/UX', 'UI/UX tasarımcısı', 'مصمم واجهات وتجربة المستخدم')),
    node(244, 'it-project-manager', l('IT Project Manager', 'IT项目经理', 'IT專案經理', 'ITプロジェクトマネージャー', 'Jefe de proyectos de TI', 'Gerente de projetos de TI', 'Pengurus projek IT', 'Manajer proyek TI', 'BT proje yöneticisi', 'مدير مشاريع تقنية المعلومات')),
  ]),
]);

export const engineering = node(600, 'engineering', l('Engineering', '工程技术', '工程技術', '技術職（機械・電気・建築）', 'Ingeniería', 'Engenharia', 'Kejuruteraan', 'Teknik', 'Mühendislik', 'الهندسة'), [
  node(610, 'civil-construction', l('Civil & Construction', '土木与建筑', '土木與營建', '土木・建築', 'Obra civil y construcción', 'Engenharia civil e construção', 'Kejuruteraan awam & pembinaan', 'Sipil & konstruksi', 'İnşaat ve yapı', 'الهندسة المدنية والإنشاءات'), [
    node(611, 'civil-engineer', l('Civil Engineer', '土木工程师', '土木工程師', '土木エンジニア', 'Ingeniero civil', 'Engenheiro civil', 'Jurutera awam', 'Insinyur sipil', 'İnşaat mühendisi', 'مهندس مدني')),
    node(612, 'site-engineer', l('Site Engineer', '现场工程师', '工地工程師', '施工管理技術者', 'Jefe de obra', 'Engenheiro de obras', 'Jurutera tapak', 'Insinyur lapangan', 'Şantiye mühendisi', 'مهندس موقع')),
    node(613, 'quantity-surveyor', l('Quantity Surveyor', '工料测量师', '工料測量師', '積算担当', 'Técnico de mediciones y presupuestos', 'Orçamentista de obras', 'Juruukur bahan', 'Estimator biaya konstruksi', 'Metraj ve hakediş mühendisi', 'مساح كميات')),
    node(614, 'architect', l('Architect', '建筑师', '建築師', '建築士', 'Arquitecto', 'Arquiteto', 'Arkitek', 'Arsitek', 'Mimar', 'مهندس معماري')),
  ]),
  node(620, 'mechanical-electrical', l('Mechanical & Electrical', '机电', '機電', '機械・電気', 'Mecánica y electricidad', 'Mecânica e elétrica', 'Mekanikal & elektrik', 'Mesin & elektro', 'Makine ve elektrik', 'الميكانيكا والكهرباء'), [
    node(621, 'mechanical-engineer', l('Mechanical Engineer', '机械工程师', '機械工程師', '機械設計エンジニア', 'Ingeniero mecánico', 'Engenheiro mecânico', 'Jurutera mekanikal', 'Insinyur mesin', 'Makine mühendisi', 'مهندس ميكانيكي')),
    node(622, 'electrical-engineer', l('Electrical Engineer', '电气工程师', '電機工程師', '電気エンジニア', 'Ingeniero eléctrico', 'Engenheiro eletricista', 'Jurutera elektrik', 'Insinyur elektro', 'Elektrik mühendisi', 'مهندس كهربائي')),
    node(623, 'maintenance-technician', l('Maintenance Technician', '设备维修技术员', '設備維修技術員', '設備保全スタッフ', 'Técnico de mantenimiento', 'Técnico de manutenção', 'Juruteknik penyelenggaraan', 'Teknisi perawatan', 'Bakım teknisyeni', 'فني صيانة')),
    node(624, 'hvac-technician', l('HVAC Technician', '暖通空调技术员', '空調技術員', '空調設備技術者', 'Técnico de climatización', 'Técnico de refrigeração', 'Juruteknik penyaman udara', 'Teknisi AC', 'İklimlendirme teknisyeni', 'فني تكييف وتبريد')),
  ]),
  node(630, 'manufacturing-quality', l('Manufacturing & Quality', '生产与质量', '生產與品管', '生産・品質管理', 'Producción y calidad', 'Produção e qualidade', 'Pengeluaran & kualiti', 'Produksi & kualitas', 'Üretim ve kalite', 'التصنيع والجودة'), [
    node(631, 'production-supervisor', l('Production Supervisor', '生产主管', '生產主管', '製造リーダー', 'Supervisor de producción', 'Supervisor de produção', 'Penyelia pengeluaran', 'Supervisor produksi', 'Üretim şefi', 'مشرف إنتاج')),
    node(632, 'quality-control-inspector', l('Quality Control Inspector', '质检员', '品管檢驗員', '品質検査スタッフ', 'Inspector de control de calidad', 'Inspetor de qualidade', 'Pemeriksa kawalan kualiti', 'Staf pengendalian mutu', 'Kalite kontrol elemanı', 'مفتش مراقبة الجودة')),
    node(633, 'process-engineer', l('Process Engineer', '工艺工程师', '製程工程師', '生産技術エンジニア', 'Ingeniero de procesos', 'Engenheiro de processos', 'Jurutera proses', 'Insinyur proses', 'Proses mühendisi', 'مهندس عمليات')),
    node(634, 'machine-operator', l('Machine Operator', '机器操作员', '機台操作員', '機械オペレーター', 'Operario de máquinas', 'Operador de máquinas', 'Pengendali mesin', 'Operator mesin', 'Makine operatörü', 'مشغل آلات')),
  ]),
]);

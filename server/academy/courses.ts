import type { SeedLabels } from '../seed/reference/labels';
import { l } from '../seed/reference/labels';

import type { courseLevels, courseXpLevelKeys } from '../../lib/schemas/academy';

export type CourseLevel = (typeof courseLevels)[number];

/** One course of the academy catalogue: written in every language, for some job categories and levels. */
export interface Course {
  id: number;
  key: string;
  /** Main job functions (job_category ids) the course prepares for; empty: useful in every trade. */
  categories: number[];
  level: CourseLevel;
  hours: number;
  labels: SeedLabels;
}

/** Experience levels (xp_lvls keys) and the course level that suits each. */
export const levelOfXp: Record<(typeof courseXpLevelKeys)[number], CourseLevel> = {
  'no-experience': 'beginner',
  'less-than-1-year': 'beginner',
  '1-3-years': 'intermediate',
  '3-5-years': 'intermediate',
  '5-10-years': 'advanced',
  '10-plus-years': 'advanced',
};

/**
 * The academy's catalogue (core spec §7 academy recommended courses): deterministic reference
 * data like the taxonomy, the same on every start. Ids are stable: they are what a client keeps.
 */
export const courses: readonly Course[] = [
  { id: 1, key: 'consultative-selling', categories: [100], level: 'beginner', hours: 6, labels: l('Consultative selling basics', '顾问式销售入门', '顧問式銷售入門', 'コンサルティング営業の基本', 'Fundamentos de la venta consultiva', 'Fundamentos da venda consultiva', 'Asas jualan perundingan', 'Dasar-dasar penjualan konsultatif', 'Danışmanlık odaklı satışın temelleri', 'أساسيات البيع الاستشاري') },
  { id: 2, key: 'key-account-management', categories: [100], level: 'advanced', hours: 10, labels: l('Key account management', '大客户管理', '大客戶管理', '重要顧客（キーアカウント）管理', 'Gestión de cuentas clave', 'Gestão de contas-chave', 'Pengurusan akaun utama', 'Manajemen akun utama', 'Kilit müşteri yönetimi', 'إدارة الحسابات الرئيسية') },
  { id: 3, key: 'customer-service-excellence', categories: [300], level: 'beginner', hours: 5, labels: l('Customer service excellence', '卓越客户服务', '卓越顧客服務', '顧客対応の基本と実践', 'Excelencia en atención al cliente', 'Excelência no atendimento ao cliente', 'Kecemerlangan khidmat pelanggan', 'Layanan pelanggan yang prima', 'Mükemmel müşteri hizmeti', 'التميز في خدمة العملاء') },
  { id: 4, key: 'team-leading-contact-centre', categories: [300], level: 'intermediate', hours: 8, labels: l('Leading a contact center team', '带领客服中心团队', '帶領客服中心團隊', 'コンタクトセンターのチーム運営', 'Dirigir un equipo de centro de contacto', 'Liderança de equipe de central de atendimento', 'Memimpin pasukan pusat panggilan', 'Memimpin tim pusat kontak', 'Çağrı merkezi ekibini yönetmek', 'قيادة فريق مركز الاتصال') },
  { id: 5, key: 'web-development-foundations', categories: [200], level: 'beginner', hours: 20, labels: l('Web development foundations', '网页开发基础', '網頁開發基礎', 'Web開発の基礎', 'Fundamentos del desarrollo web', 'Fundamentos de desenvolvimento web', 'Asas pembangunan web', 'Dasar-dasar pengembangan web', 'Web geliştirmenin temelleri', 'أساسيات تطوير الويب') },
  { id: 6, key: 'cloud-architecture', categories: [200], level: 'advanced', hours: 16, labels: l('Cloud architecture in practice', '云架构实战', '雲端架構實戰', '実践クラウドアーキテクチャ', 'Arquitectura en la nube en la práctica', 'Arquitetura em nuvem na prática', 'Seni bina awan secara praktikal', 'Arsitektur cloud dalam praktik', 'Uygulamalı bulut mimarisi', 'هندسة الحوسبة السحابية عمليًا') },
  { id: 7, key: 'data-analysis-sql', categories: [200, 400], level: 'intermediate', hours: 12, labels: l('Data analysis with SQL', '用 SQL 做数据分析', '用 SQL 做資料分析', 'SQLによるデータ分析', 'Análisis de datos con SQL', 'Análise de dados com SQL', 'Analisis data dengan SQL', 'Analisis data dengan SQL', 'SQL ile veri analizi', 'تحليل البيانات باستخدام SQL') },
  { id: 8, key: 'bookkeeping-essentials', categories: [400], level: 'beginner', hours: 8, labels: l('Bookkeeping essentials', '簿记基础', '記帳基礎', '簿記の基本', 'Contabilidad básica', 'Noções básicas de escrituração contábil', 'Asas simpan kira', 'Dasar-dasar pembukuan', 'Temel defter tutma', 'أساسيات مسك الدفاتر') },
  { id: 9, key: 'financial-reporting', categories: [400], level: 'advanced', hours: 14, labels: l('Financial reporting and analysis', '财务报告与分析', '財務報告與分析', '財務報告と財務分析', 'Información financiera y análisis', 'Relatórios financeiros e análise', 'Pelaporan dan analisis kewangan', 'Pelaporan dan analisis keuangan', 'Finansal raporlama ve analiz', 'إعداد التقارير المالية وتحليلها') },
  { id: 10, key: 'patient-communication', categories: [500], level: 'beginner', hours: 4, labels: l('Communicating with patients', '与患者沟通', '與病患溝通', '患者とのコミュニケーション', 'Comunicación con pacientes', 'Comunicação com pacientes', 'Berkomunikasi dengan pesakit', 'Berkomunikasi dengan pasien', 'Hastalarla iletişim', 'التواصل مع المرضى') },
  { id: 11, key: 'clinical-leadership', categories: [500], level: 'advanced', hours: 10, labels: l('Clinical team leadership', '临床团队领导力', '臨床團隊領導力', '臨床チームのリーダーシップ', 'Liderazgo de equipos clínicos', 'Liderança de equipes clínicas', 'Kepimpinan pasukan klinikal', 'Kepemimpinan tim klinis', 'Klinik ekip liderliği', 'قيادة الفرق السريرية') },
  { id: 12, key: 'project-management-basics', categories: [600, 200], level: 'intermediate', hours: 10, labels: l('Project management basics', '项目管理基础', '專案管理基礎', 'プロジェクトマネジメントの基本', 'Fundamentos de gestión de proyectos', 'Fundamentos de gestão de projetos', 'Asas pengurusan projek', 'Dasar-dasar manajemen proyek', 'Proje yönetiminin temelleri', 'أساسيات إدارة المشاريع') },
  { id: 13, key: 'digital-marketing', categories: [700], level: 'beginner', hours: 9, labels: l('Digital marketing fundamentals', '数字营销基础', '數位行銷基礎', 'デジタルマーケティングの基本', 'Fundamentos del marketing digital', 'Fundamentos de marketing digital', 'Asas pemasaran digital', 'Dasar-dasar pemasaran digital', 'Dijital pazarlamanın temelleri', 'أساسيات التسويق الرقمي') },
  { id: 14, key: 'recruiting-and-interviewing', categories: [800], level: 'intermediate', hours: 6, labels: l('Recruiting and interviewing well', '高效招聘与面试', '高效招募與面試', '採用と面接の進め方', 'Reclutar y entrevistar bien', 'Recrutar e entrevistar bem', 'Merekrut dan menemu duga dengan baik', 'Merekrut dan mewawancarai dengan baik', 'Etkili işe alım ve mülakat', 'التوظيف وإجراء المقابلات بكفاءة') },
  { id: 15, key: 'classroom-management', categories: [900], level: 'beginner', hours: 6, labels: l('Classroom management', '课堂管理', '班級經營', '授業運営とクラスマネジメント', 'Gestión del aula', 'Gestão de sala de aula', 'Pengurusan bilik darjah', 'Manajemen kelas', 'Sınıf yönetimi', 'إدارة الصف الدراسي') },
  { id: 16, key: 'food-safety', categories: [1000], level: 'beginner', hours: 3, labels: l('Food safety and hygiene', '食品安全与卫生', '食品安全與衛生', '食品衛生と安全管理', 'Seguridad e higiene alimentaria', 'Segurança e higiene dos alimentos', 'Keselamatan dan kebersihan makanan', 'Keamanan dan kebersihan pangan', 'Gıda güvenliği ve hijyen', 'سلامة الغذاء والنظافة') },
  { id: 17, key: 'warehouse-operations', categories: [1100], level: 'intermediate', hours: 7, labels: l('Warehouse and inventory operations', '仓储与库存运营', '倉儲與庫存管理', '倉庫・在庫管理の実務', 'Operaciones de almacén e inventario', 'Operações de armazém e estoque', 'Operasi gudang dan inventori', 'Operasional gudang dan inventaris', 'Depo ve stok operasyonları', 'عمليات المستودعات والمخزون') },
  { id: 18, key: 'business-english', categories: [], level: 'beginner', hours: 12, labels: l('English for the workplace', '职场英语', '職場英文', 'ビジネス英語', 'Inglés para el trabajo', 'Inglês para o trabalho', 'Bahasa Inggeris di tempat kerja', 'Bahasa Inggris untuk dunia kerja', 'İş hayatı için İngilizce', 'الإنجليزية في بيئة العمل') },
  { id: 19, key: 'job-interview-skills', categories: [], level: 'beginner', hours: 2, labels: l('Job interview skills', '求职面试技巧', '求職面試技巧', '面接対策の基本', 'Cómo preparar una entrevista de trabajo', 'Como se preparar para entrevistas de emprego', 'Kemahiran temu duga kerja', 'Keterampilan wawancara kerja', 'İş görüşmesi becerileri', 'مهارات مقابلات العمل') },
  { id: 20, key: 'leading-people', categories: [], level: 'advanced', hours: 8, labels: l('Leading people', '带人与团队管理', '帶人與團隊管理', '人を率いるマネジメント', 'Dirigir personas', 'Liderança de pessoas', 'Memimpin orang', 'Memimpin orang lain', 'İnsanlara liderlik etmek', 'قيادة الأفراد') },
];

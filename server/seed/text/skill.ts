import type { TextLanguage } from '../reference/labels';

/** A skill name per text language; tool and product names stay as a plain string everywhere. */
export type Skill = string | Record<TextLanguage, string>;

export function sk(en: string, ja: string, zhTW: string, id: string, pt: string, tr: string, ar: string): Skill {
  return { en, ja, 'zh-TW': zhTW, id, pt, tr, ar };
}

export function skillIn(skill: Skill, language: TextLanguage): string {
  return typeof skill === 'string' ? skill : skill[language];
}

/** Skills that several functions share, defined once so their translations stay consistent. */
export const common = {
  negotiation: sk('Negotiation', '交渉力', '談判技巧', 'Negosiasi', 'Negociação', 'Müzakere', 'التفاوض'),
  marketResearch: sk('Market research', '市場調査', '市場調查', 'Riset pasar', 'Pesquisa de mercado', 'Pazar araştırması', 'أبحاث السوق'),
  customerService: sk('Customer service', '接客・顧客対応', '顧客服務', 'Pelayanan pelanggan', 'Atendimento ao cliente', 'Müşteri hizmetleri', 'خدمة العملاء'),
  inventory: sk('Inventory management', '在庫管理', '庫存管理', 'Manajemen stok', 'Gestão de estoque', 'Stok yönetimi', 'إدارة المخزون'),
  cashHandling: sk('Cash handling', '現金管理', '現金管理', 'Pengelolaan kas', 'Manuseio de caixa', 'Kasa yönetimi', 'التعامل مع النقد'),
  drivingLicence: sk("Driving licence", '普通自動車免許', '汽車駕照', 'SIM A', 'CNH categoria B', 'B sınıfı ehliyet', 'رخصة قيادة'),
  restApis: sk('REST APIs', 'REST API設計', 'RESTful API', 'REST API', 'APIs REST', 'REST API', 'واجهات REST البرمجية'),
  statistics: sk('Statistics', '統計', '統計分析', 'Statistik', 'Estatística', 'İstatistik', 'الإحصاء'),
  machineLearning: sk('Machine learning', '機械学習', '機器學習', 'Pembelajaran mesin', 'Aprendizado de máquina', 'Makine öğrenmesi', 'تعلم الآلة'),
  abTesting: sk('A/B testing', 'A/Bテスト', 'A/B測試', 'Pengujian A/B', 'Testes A/B', 'A/B testi', 'اختبارات A/B'),
  userResearch: sk('User research', 'ユーザーリサーチ', '使用者研究', 'Riset pengguna', 'Pesquisa com usuários', 'Kullanıcı araştırması', 'أبحاث المستخدمين'),
  troubleshooting: sk('Troubleshooting', 'トラブルシューティング', '故障排除', 'Pemecahan masalah teknis', 'Solução de problemas', 'Sorun giderme', 'استكشاف الأعطال وإصلاحها'),
  complaintHandling: sk('Complaint handling', 'クレーム対応', '客訴處理', 'Penanganan keluhan', 'Tratamento de reclamações', 'Şikâyet yönetimi', 'التعامل مع الشكاوى'),
  calendarManagement: sk('Calendar management', 'スケジュール管理', '行程管理', 'Manajemen jadwal', 'Gestão de agenda', 'Takvim yönetimi', 'إدارة المواعيد'),
  payroll: sk('Payroll', '給与計算', '薪資計算', 'Penggajian', 'Folha de pagamento', 'Bordro', 'الرواتب'),
  procurement: sk('Procurement', '購買', '採購', 'Pengadaan', 'Compras', 'Satın alma', 'المشتريات'),
  curriculumDesign: sk('Curriculum design', 'カリキュラム設計', '課程設計', 'Desain kurikulum', 'Desenho curricular', 'Müfredat tasarımı', 'تصميم المناهج'),
  publicSpeaking: sk('Public speaking', 'プレゼンテーション', '公開演說', 'Berbicara di depan umum', 'Oratória', 'Topluluk önünde konuşma', 'الخطابة'),
  electronicRecords: sk('Electronic medical records', '電子カルテ', '電子病歷', 'Rekam medis elektronik', 'Prontuário eletrônico', 'Elektronik hasta kaydı', 'السجلات الطبية الإلكترونية'),
};

/** Soft skills any job may list alongside its function's skills. */
export const softSkills: Skill[] = [
  sk('Teamwork', 'チームワーク', '團隊合作', 'Kerja sama tim', 'Trabalho em equipe', 'Takım çalışması', 'العمل الجماعي'),
  sk('Problem solving', '問題解決力', '解決問題能力', 'Pemecahan masalah', 'Resolução de problemas', 'Problem çözme', 'حل المشكلات'),
  sk('Time management', '時間管理', '時間管理', 'Manajemen waktu', 'Gestão do tempo', 'Zaman yönetimi', 'إدارة الوقت'),
  sk('Communication', 'コミュニケーション', '溝通能力', 'Komunikasi', 'Comunicação', 'İletişim', 'التواصل'),
  sk('Critical thinking', '論理的思考', '批判性思考', 'Berpikir kritis', 'Pensamento crítico', 'Eleştirel düşünme', 'التفكير النقدي'),
  sk('Adaptability', '柔軟性', '適應力', 'Kemampuan beradaptasi', 'Adaptabilidade', 'Uyum sağlama', 'القدرة على التكيف'),
];

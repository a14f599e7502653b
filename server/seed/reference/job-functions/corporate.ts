import { l } from '../labels';
import { node } from './node';

export const financeAccounting = node(400, 'finance-accounting', l('Finance & Accounting', '财务与会计', '財務與會計', '経理・財務', 'Finanzas y contabilidad', 'Finanças e contabilidade', 'Kewangan & perakaunan', 'Keuangan & akuntansi', 'Finans ve muhasebe', 'المالية والمحاسبة'), [
  node(410, 'accounting', l('Accounting', '会计', '會計', '経理・会計', 'Contabilidad', 'Contabilidade', 'Perakaunan', 'Akuntansi', 'Muhasebe', 'المحاسبة'), [
    node(411, 'accountant', l('Accountant', '会计', '會計師', '経理担当', 'Contable', 'Contador', 'Akauntan', 'Akuntan', 'Muhasebeci', 'محاسب')),
    node(412, 'accounting-assistant', l('Accounting Assistant', '会计助理', '會計助理', '経理アシスタント', 'Auxiliar contable', 'Assistente contábil', 'Pembantu akaun', 'Staf akuntansi', 'Muhasebe elemanı', 'مساعد محاسب')),
    node(413, 'bookkeeper', l('Bookkeeper', '记账员', '記帳員', '記帳担当', 'Tenedor de libros', 'Escriturário contábil', 'Penyimpan kira-kira', 'Staf pembukuan', 'Ön muhasebe elemanı', 'ماسك دفاتر')),
    node(414, 'payroll-specialist', l('Payroll Specialist', '薪酬专员', '薪資專員', '給与計算担当', 'Técnico de nóminas', 'Analista de folha de pagamento', 'Pakar gaji', 'Spesialis penggajian', 'Bordro uzmanı', 'أخصائي رواتب')),
  ]),
  node(420, 'corporate-finance', l('Corporate Finance', '企业财务', '企業財務', '財務・ファイナンス', 'Finanzas corporativas', 'Finanças corporativas', 'Kewangan korporat', 'Keuangan korporat', 'Kurumsal finansman', 'التمويل المؤسسي'), [
    node(421, 'financial-analyst', l('Financial Analyst', '财务分析师', '財務分析師', '財務アナリスト', 'Analista financiero', 'Analista financeiro', 'Penganalisis kewangan', 'Analis keuangan', 'Finansal analist', 'محلل مالي')),
    node(422, 'finance-manager', l('Finance Manager', '财务经理', '財務經理', '財務マネージャー', 'Responsable financiero', 'Gerente financeiro', 'Pengurus kewangan', 'Manajer keuangan', 'Finans müdürü', 'مدير مالي')),
    node(423, 'treasury-analyst', l('Treasury Analyst', '资金分析师', '資金分析師', 'トレジャリー担当', 'Analista de tesorería', 'Analista de tesouraria', 'Penganalisis perbendaharaan', 'Analis treasuri', 'Hazine analisti', 'محلل خزينة')),
    node(424, 'credit-analyst', l('Credit Analyst', '信贷分析师', '授信分析師', '与信審査担当', 'Analista de riesgos', 'Analista de crédito', 'Penganalisis kredit', 'Analis kredit', 'Kredi analisti', 'محلل ائتمان')),
  ]),
  node(430, 'audit-tax-compliance', l('Audit, Tax & Compliance', '审计、税务与合规', '稽核、稅務與法遵', '監査・税務・コンプライアンス', 'Auditoría, fiscalidad y cumplimiento', 'Auditoria, tributos e compliance', 'Audit, cukai & pematuhan', 'Audit, pajak & kepatuhan', 'Denetim, vergi ve uyum', 'التدقيق والضرائب والامتثال'), [
    node(431, 'auditor', l('Auditor', '审计师', '審計人員', '会計監査担当', 'Auditor', 'Auditor', 'Juruaudit', 'Auditor', 'Denetçi', 'مدقق حسابات')),
    node(432, 'tax-consultant', l('Tax Consultant', '税务顾问', '稅務顧問', '税務コンサルタント', 'Asesor fiscal', 'Consultor tributário', 'Perunding cukai', 'Konsultan pajak', 'Vergi danışmanı', 'مستشار ضرائب')),
    node(433, 'internal-auditor', l('Internal Auditor', '内部审计师', '內部稽核', '内部監査担当', 'Auditor interno', 'Auditor interno', 'Juruaudit dalaman', 'Auditor internal', 'İç denetçi', 'مدقق داخلي')),
    node(434, 'compliance-officer', l('Compliance Officer', '合规专员', '法遵專員', 'コンプライアンス担当', 'Responsable de cumplimiento normativo', 'Analista de compliance', 'Pegawai pematuhan', 'Petugas kepatuhan', 'Uyum görevlisi', 'مسؤول امتثال')),
  ]),
  node(440, 'banking-insurance', l('Banking & Insurance', '银行与保险', '銀行與保險', '銀行・保険', 'Banca y seguros', 'Bancos e seguros', 'Perbankan & insurans', 'Perbankan & asuransi', 'Bankacılık ve sigorta', 'المصارف والتأمين'), [
    node(441, 'bank-teller', l('Bank Teller', '银行柜员', '銀行櫃員', '銀行窓口係', 'Cajero de banco', 'Caixa bancário', 'Juruwang bank', 'Teller bank', 'Banka gişe görevlisi', 'صرّاف بنك')),
    node(442, 'relationship-manager', l('Relationship Manager', '客户关系经理', '理財專員', 'リレーションシップマネージャー', 'Gestor de banca personal', 'Gerente de relacionamento', 'Pengurus perhubungan pelanggan', 'Manajer hubungan nasabah', 'Müşteri ilişkileri yöneticisi', 'مدير علاقات العملاء')),
    node(443, 'loan-officer', l('Loan Officer', '信贷员', '放款專員', '融資担当', 'Gestor de préstamos', 'Agente de crédito', 'Pegawai pinjaman', 'Petugas kredit', 'Kredi uzmanı', 'مسؤول قروض')),
    node(444, 'insurance-advisor', l('Insurance Advisor', '保险顾问', '保險顧問', '保険アドバイザー', 'Asesor de seguros', 'Consultor de seguros', 'Penasihat insurans', 'Penasihat asuransi', 'Sigorta danışmanı', 'مستشار تأمين')),
  ]),
]);

export const hrAdminLegal = node(800, 'hr-admin-legal', l('HR, Admin & Legal', '人力资源、行政与法务', '人資、行政與法務', '人事・総務・法務', 'RR. HH., administración y legal', 'RH, administrativo e jurídico', 'Sumber manusia, pentadbiran & perundangan', 'SDM, administrasi & hukum', 'İK, idari işler ve hukuk', 'الموارد البشرية والإدارة والشؤون القانونية'), [
  node(810, 'human-resources', l('Human Resources', '人力资源', '人力資源', '人事', 'Recursos humanos', 'Recursos humanos', 'Sumber manusia', 'Sumber daya manusia', 'İnsan kaynakları', 'الموارد البشرية'), [
    node(811, 'hr-generalist', l('HR Generalist', '人事专员', '人資專員', '人事担当', 'Técnico de RR. HH.', 'Analista de RH generalista', 'Eksekutif sumber manusia', 'Staf HRD', 'İK uzmanı', 'أخصائي موارد بشرية')),
    node(812, 'recruiter', l('Recruiter', '招聘专员', '招募專員', '採用担当', 'Técnico de selección', 'Recrutador', 'Perekrut', 'Rekruter', 'İşe alım uzmanı', 'مسؤول توظيف')),
    node(813, 'hr-manager', l('HR Manager', '人力资源经理', '人資經理', '人事マネージャー', 'Director de RR. HH.', 'Gerente de RH', 'Pengurus sumber manusia', 'Manajer HRD', 'İK müdürü', 'مدير الموارد البشرية')),
    node(814, 'learning-development-specialist', l('Learning & Development Specialist', '培训专员', '教育訓練專員', '人材育成担当', 'Técnico de formación y desarrollo', 'Analista de treinamento e desenvolvimento', 'Pakar latihan & pembangunan', 'Spesialis pelatihan & pengembangan', 'Eğitim ve gelişim uzmanı', 'أخصائي تعلم وتطوير')),
  ]),
  node(820, 'administration', l('Administration', '行政', '行政', '総務・事務', 'Administración', 'Administrativo', 'Pentadbiran', 'Administrasi', 'İdari işler', 'الشؤون الإدارية'), [
    node(821, 'administrative-assistant', l('Administrative Assistant', '行政助理', '行政助理', '一般事務', 'Auxiliar administrativo', 'Assistente administrativo', 'Pembantu tadbir', 'Staf administrasi', 'İdari asistan', 'مساعد إداري')),
    node(822, 'office-manager', l('Office Manager', '办公室主任', '辦公室經理', 'オフィスマネージャー', 'Responsable de oficina', 'Gerente de escritório', 'Pengurus pejabat', 'Manajer kantor', 'Ofis müdürü', 'مدير مكتب')),
    node(823, 'executive-assistant', l('Executive Assistant', '总裁助理', '高階主管助理', '役員秘書', 'Asistente de dirección', 'Secretária executiva', 'Pembantu eksekutif', 'Sekretaris eksekutif', 'Yönetici asistanı', 'مساعد تنفيذي')),
    node(824, 'receptionist', l('Receptionist', '前台接待', '櫃檯接待人員', '受付', 'Recepcionista', 'Recepcionista', 'Penyambut tetamu', 'Resepsionis', 'Resepsiyonist', 'موظف استقبال')),
  ]),
  node(830, 'legal', l('Legal', '法务', '法務', '法務', 'Asesoría jurídica', 'Jurídico', 'Perundangan', 'Hukum', 'Hukuk', 'الشؤون القانونية'), [
    node(831, 'legal-counsel', l('Legal Counsel', '法务顾问', '法務顧問', '企業内法務・弁護士', 'Asesor jurídico', 'Advogado corporativo', 'Penasihat undang-undang', 'Penasihat hukum', 'Hukuk müşaviri', 'مستشار قانوني')),
    node(832, 'paralegal', l('Paralegal', '律师助理', '律師助理', 'パラリーガル', 'Asistente jurídico', 'Assistente jurídico', 'Pembantu guaman', 'Asisten hukum', 'Avukat asistanı', 'مساعد قانوني')),
    node(833, 'company-secretary', l('Company Secretary', '公司秘书', '公司秘書', '株式・機関法務担当', 'Secretario del consejo', 'Secretário corporativo', 'Setiausaha syarikat', 'Sekretaris perusahaan', 'Şirket sekreteri', 'أمين سر الشركة')),
  ]),
]);

import { l } from '../labels';
import { node } from './node';

export const healthcare = node(500, 'healthcare', l('Healthcare', '医疗健康', '醫療保健', '医療・介護', 'Sanidad', 'Saúde', 'Penjagaan kesihatan', 'Kesehatan', 'Sağlık', 'الرعاية الصحية'), [
  node(510, 'nursing-care', l('Nursing & Care', '护理', '護理', '看護・介護', 'Enfermería y cuidados', 'Enfermagem e cuidados', 'Kejururawatan & penjagaan', 'Keperawatan & perawatan', 'Hemşirelik ve bakım', 'التمريض والرعاية'), [
    node(511, 'registered-nurse', l('Registered Nurse', '注册护士', '護理師', '正看護師', 'Enfermero', 'Enfermeiro', 'Jururawat berdaftar', 'Perawat', 'Hemşire', 'ممرض مسجل')),
    node(512, 'nursing-assistant', l('Nursing Assistant', '护理助理', '護佐', '看護助手', 'Auxiliar de enfermería', 'Técnico de enfermagem', 'Pembantu jururawat', 'Asisten perawat', 'Hemşire yardımcısı', 'مساعد تمريض')),
    node(513, 'caregiver', l('Caregiver', '护工', '照顧服務員', '介護職員', 'Cuidador', 'Cuidador de idosos', 'Penjaga', 'Pramurukti', 'Bakım personeli', 'مقدم رعاية')),
    node(514, 'midwife', l('Midwife', '助产士', '助產師', '助産師', 'Matrona', 'Enfermeira obstétrica', 'Bidan', 'Bidan', 'Ebe', 'قابلة')),
  ]),
  node(520, 'doctors-therapists', l('Doctors & Therapists', '医生与治疗师', '醫師與治療師', '医師・セラピスト', 'Médicos y terapeutas', 'Médicos e terapeutas', 'Doktor & ahli terapi', 'Dokter & terapis', 'Hekimler ve terapistler', 'الأطباء والمعالجون'), [
    node(521, 'general-practitioner', l('General Practitioner', '全科医生', '家醫科醫師', '総合診療医', 'Médico de familia', 'Clínico geral', 'Doktor am', 'Dokter umum', 'Pratisyen hekim', 'طبيب عام')),
    node(522, 'dentist', l('Dentist', '牙医', '牙醫師', '歯科医師', 'Dentista', 'Dentista', 'Doktor gigi', 'Dokter gigi', 'Diş hekimi', 'طبيب أسنان')),
    node(523, 'physiotherapist', l('Physiotherapist', '康复治疗师', '物理治療師', '理学療法士', 'Fisioterapeuta', 'Fisioterapeuta', 'Ahli fisioterapi', 'Fisioterapis', 'Fizyoterapist', 'أخصائي علاج طبيعي')),
    node(524, 'medical-technologist', l('Medical Technologist', '医学检验师', '醫事檢驗師', '臨床検査技師', 'Técnico de laboratorio clínico', 'Biomédico', 'Juruteknologi makmal perubatan', 'Analis laboratorium medis', 'Tıbbi laboratuvar teknisyeni', 'أخصائي مختبرات طبية')),
  ]),
  node(530, 'pharmacy-research', l('Pharmacy & Clinical Research', '药学与临床研究', '藥學與臨床研究', '薬剤・臨床開発', 'Farmacia e investigación clínica', 'Farmácia e pesquisa clínica', 'Farmasi & penyelidikan klinikal', 'Farmasi & riset klinis', 'Eczacılık ve klinik araştırma', 'الصيدلة والأبحاث السريرية'), [
    node(531, 'pharmacist', l('Pharmacist', '药剂师', '藥師', '薬剤師', 'Farmacéutico', 'Farmacêutico', 'Ahli farmasi', 'Apoteker', 'Eczacı', 'صيدلي')),
    node(532, 'pharmacy-assistant', l('Pharmacy Assistant', '药房助理', '藥局助理', '調剤補助スタッフ', 'Auxiliar de farmacia', 'Auxiliar de farmácia', 'Pembantu farmasi', 'Asisten apoteker', 'Eczane teknisyeni', 'مساعد صيدلي')),
    node(533, 'clinical-research-associate', l('Clinical Research Associate', '临床监查员', '臨床研究專員', '臨床開発モニター（CRA）', 'Monitor de ensayos clínicos', 'Monitor de pesquisa clínica', 'Pegawai penyelidikan klinikal', 'Pemantau uji klinis', 'Klinik araştırma uzmanı', 'منسق أبحاث سريرية')),
    node(534, 'medical-coder', l('Medical Coder', '病案编码员', '疾病分類編碼員', '診療情報管理士', 'Codificador clínico', 'Codificador de prontuários', 'Pengekod perubatan', 'Koder rekam medis', 'Tıbbi kodlama uzmanı', 'مرمّز طبي')),
  ]),
]);

export const education = node(900, 'education', l('Education & Training', '教育培训', '教育訓練', '教育・研修', 'Educación y formación', 'Educação e treinamento', 'Pendidikan & latihan', 'Pendidikan & pelatihan', 'Eğitim ve öğretim', 'التعليم والتدريب'), [
  node(910, 'school-teaching', l('School Teaching', '学校教学', '學校教學', '学校教員', 'Docencia escolar', 'Ensino escolar', 'Pengajaran sekolah', 'Pengajaran sekolah', 'Okul öğretmenliği', 'التدريس المدرسي'), [
    node(911, 'english-teacher', l('English Teacher', '英语教师', '英文老師', '英語教師', 'Profesor de inglés', 'Professor de inglês', 'Guru bahasa Inggeris', 'Guru bahasa Inggris', 'İngilizce öğretmeni', 'معلم لغة إنجليزية')),
    node(912, 'primary-school-teacher', l('Primary School Teacher', '小学教师', '國小教師', '小学校教諭', 'Maestro de primaria', 'Professor do ensino fundamental', 'Guru sekolah rendah', 'Guru SD', 'Sınıf öğretmeni', 'معلم المرحلة الابتدائية')),
    node(913, 'secondary-school-teacher', l('Secondary School Teacher', '中学教师', '國高中教師', '中学・高校教諭', 'Profesor de secundaria', 'Professor do ensino médio', 'Guru sekolah menengah', 'Guru SMP/SMA', 'Ortaöğretim öğretmeni', 'معلم المرحلة الثانوية')),
    node(914, 'preschool-teacher', l('Preschool Teacher', '幼儿园教师', '幼兒園教師', '幼稚園教諭', 'Maestro de educación infantil', 'Professor de educação infantil', 'Guru tadika', 'Guru TK', 'Okul öncesi öğretmeni', 'معلم رياض أطفال')),
  ]),
  node(920, 'tutoring-training', l('Tutoring & Training', '辅导与培训', '家教與培訓', '講師・トレーナー', 'Clases particulares y formación', 'Aulas particulares e treinamento', 'Tuisyen & latihan', 'Les privat & pelatihan', 'Özel ders ve eğitmenlik', 'الدروس الخصوصية والتدريب'), [
    node(921, 'tutor', l('Tutor', '家教老师', '家教老師', '塾講師・家庭教師', 'Profesor particular', 'Professor particular', 'Guru tuisyen', 'Guru les privat', 'Özel ders öğretmeni', 'مدرس خصوصي')),
    node(922, 'online-english-tutor', l('Online English Tutor', '在线英语老师', '線上英文家教', 'オンライン英会話講師', 'Profesor de inglés en línea', 'Professor de inglês online', 'Tutor bahasa Inggeris dalam talian', 'Tutor bahasa Inggris daring', 'Online İngilizce öğretmeni', 'مدرس لغة إنجليزية عبر الإنترنت')),
    node(923, 'corporate-trainer', l('Corporate Trainer', '企业培训师', '企業講師', '企業研修講師', 'Formador de empresa', 'Instrutor corporativo', 'Jurulatih korporat', 'Pelatih korporat', 'Kurumsal eğitmen', 'مدرب مؤسسي')),
  ]),
  node(930, 'higher-education', l('Higher Education & School Administration', '高等教育与学校管理', '高等教育與校務行政', '大学・学校運営', 'Educación superior y gestión escolar', 'Ensino superior e gestão escolar', 'Pengajian tinggi & pentadbiran sekolah', 'Pendidikan tinggi & administrasi sekolah', 'Yükseköğretim ve okul yönetimi', 'التعليم العالي وإدارة المدارس'), [
    node(931, 'lecturer', l('Lecturer', '大学讲师', '大學講師', '大学講師', 'Profesor universitario', 'Professor universitário', 'Pensyarah', 'Dosen', 'Öğretim görevlisi', 'محاضر جامعي')),
    node(932, 'school-administrator', l('School Administrator', '学校行政人员', '學校行政人員', '学校事務職員', 'Administrativo escolar', 'Secretário escolar', 'Pentadbir sekolah', 'Staf tata usaha sekolah', 'Okul idari personeli', 'إداري مدرسي')),
    node(933, 'academic-coordinator', l('Academic Coordinator', '教务主管', '教務主任', '教務主任', 'Coordinador académico', 'Coordenador pedagógico', 'Penyelaras akademik', 'Koordinator akademik', 'Akademik koordinatör', 'منسق أكاديمي')),
    node(934, 'education-counselor', l('Education Counselor', '升学顾问', '升學顧問', '進路アドバイザー', 'Orientador educativo', 'Orientador educacional', 'Kaunselor pendidikan', 'Konselor pendidikan', 'Eğitim danışmanı', 'مرشد تعليمي')),
  ]),
]);

export const hospitality = node(1000, 'hospitality-food', l('Hospitality & F&B', '酒店餐饮', '餐旅服務', 'ホテル・飲食', 'Hostelería y restauración', 'Hotelaria e gastronomia', 'Hospitaliti & makanan', 'Perhotelan & kuliner', 'Konaklama ve yiyecek-içecek', 'الضيافة والمطاعم'), [
  node(1010, 'food-beverage-service', l('Food & Beverage', '餐饮服务', '餐飲服務', '飲食・フード', 'Restauración', 'Alimentos e bebidas', 'Makanan & minuman', 'Makanan & minuman', 'Yiyecek ve içecek', 'الأغذية والمشروبات'), [
    node(1011, 'chef', l('Chef', '厨师', '廚師', '調理師・シェフ', 'Jefe de cocina', 'Chef de cozinha', 'Cef', 'Koki', 'Aşçı', 'طاهٍ')),
    node(1012, 'kitchen-assistant', l('Kitchen Assistant', '厨房帮工', '廚房助手', 'キッチンスタッフ', 'Ayudante de cocina', 'Auxiliar de cozinha', 'Pembantu dapur', 'Asisten dapur', 'Mutfak yardımcısı', 'مساعد مطبخ')),
    node(1013, 'barista', l('Barista', '咖啡师', '咖啡師', 'バリスタ', 'Barista', 'Barista', 'Barista', 'Barista', 'Barista', 'باريستا')),
    node(1014, 'waiter', l('Waiter / Waitress', '餐厅服务员', '餐廳服務員', 'ホールスタッフ', 'Camarero', 'Garçom', 'Pelayan', 'Pramusaji', 'Garson', 'نادل')),
    node(1015, 'restaurant-manager', l('Restaurant Manager', '餐厅经理', '餐廳經理', 'レストランマネージャー', 'Gerente de restaurante', 'Gerente de restaurante', 'Pengurus restoran', 'Manajer restoran', 'Restoran müdürü', 'مدير مطعم')),
  ]),
  node(1020, 'hotel-operations', l('Hotel Operations', '酒店运营', '飯店營運', 'ホテル運営', 'Operaciones hoteleras', 'Operações hoteleiras', 'Operasi hotel', 'Operasional hotel', 'Otel operasyonları', 'عمليات الفنادق'), [
    node(1021, 'front-desk-agent', l('Front Desk Agent', '前台接待员', '櫃檯接待員', 'フロントスタッフ', 'Recepcionista de hotel', 'Recepcionista de hotel', 'Pegawai kaunter hadapan', 'Staf kantor depan', 'Ön büro görevlisi', 'موظف مكتب الاستقبال')),
    node(1022, 'housekeeping-attendant', l('Housekeeping Attendant', '客房服务员', '房務員', '客室清掃スタッフ', 'Camarero de pisos', 'Camareira', 'Atendan pengemasan bilik', 'Petugas tata graha', 'Kat görevlisi', 'عامل تدبير فندقي')),
    node(1023, 'hotel-manager', l('Hotel Manager', '酒店总经理', '飯店經理', 'ホテル支配人', 'Director de hotel', 'Gerente de hotel', 'Pengurus hotel', 'Manajer hotel', 'Otel müdürü', 'مدير فندق')),
    node(1024, 'guest-relations-officer', l('Guest Relations Officer', '宾客关系专员', '賓客關係專員', 'ゲストリレーション担当', 'Responsable de atención al huésped', 'Atendente de relações com hóspedes', 'Pegawai perhubungan tetamu', 'Petugas hubungan tamu', 'Misafir ilişkileri sorumlusu', 'مسؤول علاقات الضيوف')),
  ]),
  node(1030, 'travel-tourism', l('Travel & Tourism', '旅游', '旅遊觀光', '旅行・観光', 'Viajes y turismo', 'Viagens e turismo', 'Pelancongan', 'Perjalanan & pariwisata', 'Seyahat ve turizm', 'السفر والسياحة'), [
    node(1031, 'travel-consultant', l('Travel Consultant', '旅游顾问', '旅遊顧問', '旅行カウンタースタッフ', 'Agente de viajes', 'Consultor de viagens', 'Perunding pelancongan', 'Konsultan perjalanan', 'Seyahat danışmanı', 'مستشار سفر')),
    node(1032, 'tour-guide', l('Tour Guide', '导游', '導遊', 'ツアーガイド', 'Guía turístico', 'Guia de turismo', 'Pemandu pelancong', 'Pemandu wisata', 'Turist rehberi', 'مرشد سياحي')),
    node(1033, 'cabin-crew', l('Cabin Crew', '空乘人员', '空服員', '客室乗務員', 'Tripulante de cabina', 'Comissário de bordo', 'Anak kapal kabin', 'Pramugari/pramugara', 'Kabin memuru', 'طاقم الضيافة الجوية')),
  ]),
]);

export const logistics = node(1100, 'logistics', l('Logistics & Supply Chain', '物流与供应链', '物流與供應鏈', '物流・購買', 'Logística y cadena de suministro', 'Logística e cadeia de suprimentos', 'Logistik & rantaian bekalan', 'Logistik & rantai pasok', 'Lojistik ve tedarik zinciri', 'الخدمات اللوجستية وسلاسل الإمداد'), [
  node(1110, 'warehousing', l('Warehousing', '仓储', '倉儲', '倉庫管理', 'Almacén', 'Armazenagem', 'Pergudangan', 'Pergudangan', 'Depolama', 'التخزين والمستودعات'), [
    node(1111, 'warehouse-associate', l('Warehouse Associate', '仓库操作员', '倉管人員', '倉庫スタッフ', 'Mozo de almacén', 'Auxiliar de armazém', 'Pekerja gudang', 'Staf gudang', 'Depo elemanı', 'عامل مستودع')),
    node(1112, 'warehouse-supervisor', l('Warehouse Supervisor', '仓库主管', '倉儲主管', '倉庫管理責任者', 'Jefe de almacén', 'Supervisor de armazém', 'Penyelia gudang', 'Supervisor gudang', 'Depo şefi', 'مشرف مستودع')),
    node(1113, 'forklift-operator', l('Forklift Operator', '叉车司机', '堆高機操作員', 'フォークリフトオペレーター', 'Carretillero', 'Operador de empilhadeira', 'Pengendali forklift', 'Operator forklift', 'Forklift operatörü', 'مشغل رافعة شوكية')),
    node(1114, 'inventory-controller', l('Inventory Controller', '库存管理专员', '庫存管理專員', '在庫管理担当', 'Controlador de inventario', 'Analista de estoque', 'Pengawal inventori', 'Staf pengendali persediaan', 'Stok kontrol sorumlusu', 'مراقب مخزون')),
  ]),
  node(1120, 'transport-delivery', l('Transport & Delivery', '运输与配送', '運輸與配送', '配送・ドライバー', 'Transporte y reparto', 'Transporte e entregas', 'Pengangkutan & penghantaran', 'Transportasi & pengiriman', 'Taşımacılık ve teslimat', 'النقل والتوصيل'), [
    node(1121, 'delivery-rider', l('Delivery Rider', '配送骑手', '外送員', '配達員', 'Repartidor', 'Entregador', 'Penunggang penghantaran', 'Kurir', 'Kurye', 'مندوب توصيل')),
    node(1122, 'truck-driver', l('Truck Driver', '货车司机', '貨車司機', 'トラックドライバー', 'Camionero', 'Motorista de caminhão', 'Pemandu lori', 'Sopir truk', 'Kamyon şoförü', 'سائق شاحنة')),
    node(1123, 'fleet-coordinator', l('Fleet Coordinator', '车队调度员', '車隊調度員', '配車担当', 'Coordinador de flota', 'Coordenador de frota', 'Penyelaras armada', 'Koordinator armada', 'Filo koordinatörü', 'منسق أسطول')),
    node(1124, 'company-driver', l('Company Driver', '公司司机', '公司司機', '社用車ドライバー', 'Conductor de empresa', 'Motorista executivo', 'Pemandu syarikat', 'Sopir kantor', 'Şirket şoförü', 'سائق شركة')),
  ]),
  node(1130, 'supply-chain-procurement', l('Supply Chain & Procurement', '供应链与采购', '供應鏈與採購', '購買・サプライチェーン', 'Cadena de suministro y compras', 'Suprimentos e compras', 'Rantaian bekalan & perolehan', 'Rantai pasok & pengadaan', 'Tedarik zinciri ve satın alma', 'سلاسل الإمداد والمشتريات'), [
    node(1131, 'supply-chain-analyst', l('Supply Chain Analyst', '供应链分析师', '供應鏈分析師', 'サプライチェーンアナリスト', 'Analista de cadena de suministro', 'Analista de cadeia de suprimentos', 'Penganalisis rantaian bekalan', 'Analis rantai pasok', 'Tedarik zinciri analisti', 'محلل سلاسل الإمداد')),
    node(1132, 'procurement-specialist', l('Procurement Specialist', '采购专员', '採購專員', '購買担当', 'Técnico de compras', 'Comprador', 'Pakar perolehan', 'Staf pengadaan', 'Satın alma uzmanı', 'أخصائي مشتريات')),
    node(1133, 'logistics-coordinator', l('Logistics Coordinator', '物流专员', '物流專員', '物流コーディネーター', 'Coordinador de logística', 'Coordenador de logística', 'Penyelaras logistik', 'Koordinator logistik', 'Lojistik koordinatörü', 'منسق لوجستي')),
    node(1134, 'customs-broker', l('Customs Broker', '报关员', '報關人員', '通関士', 'Agente de aduanas', 'Despachante aduaneiro', 'Ejen kastam', 'Petugas kepabeanan', 'Gümrük müşaviri', 'مخلّص جمركي')),
  ]),
]);

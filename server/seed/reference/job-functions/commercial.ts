import { l } from '../labels';
import { node } from './node';

export const sales = node(100, 'sales', l('Sales', '销售', '銷售', '営業', 'Ventas', 'Vendas', 'Jualan', 'Penjualan', 'Satış', 'المبيعات'), [
  node(110, 'business-development', l('Business Development', '商务拓展', '業務開發', '事業開発', 'Desarrollo de negocio', 'Desenvolvimento de negócios', 'Pembangunan perniagaan', 'Pengembangan bisnis', 'İş geliştirme', 'تطوير الأعمال'), [
    node(111, 'business-development-manager', l('Business Development Manager', '商务拓展经理', '業務開發經理', '事業開発マネージャー', 'Responsable de desarrollo de negocio', 'Gerente de desenvolvimento de negócios', 'Pengurus pembangunan perniagaan', 'Manajer pengembangan bisnis', 'İş geliştirme müdürü', 'مدير تطوير الأعمال')),
    node(112, 'account-executive', l('Account Executive', '客户经理', '客戶經理', 'アカウントエグゼクティブ', 'Ejecutivo de cuentas', 'Executivo de contas', 'Eksekutif akaun', 'Eksekutif akun', 'Kurumsal satış temsilcisi', 'مسؤول حسابات العملاء')),
    node(113, 'key-account-manager', l('Key Account Manager', '大客户经理', '大客戶經理', 'キーアカウントマネージャー', 'Gestor de cuentas clave', 'Gerente de contas-chave', 'Pengurus akaun utama', 'Manajer akun utama', 'Kilit müşteri yöneticisi', 'مدير الحسابات الرئيسية')),
    node(114, 'partnerships-manager', l('Partnerships Manager', '合作伙伴经理', '合作夥伴經理', 'アライアンスマネージャー', 'Responsable de alianzas', 'Gerente de parcerias', 'Pengurus perkongsian strategik', 'Manajer kemitraan', 'İş ortaklıkları müdürü', 'مدير الشراكات')),
  ]),
  node(120, 'retail-sales', l('Retail Sales', '零售销售', '門市銷售', '販売・店舗', 'Venta minorista', 'Vendas no varejo', 'Jualan runcit', 'Penjualan ritel', 'Mağaza satışı', 'مبيعات التجزئة'), [
    node(121, 'sales-associate', l('Sales Associate', '导购员', '門市人員', '販売スタッフ', 'Dependiente', 'Vendedor de loja', 'Pembantu jualan', 'Pramuniaga', 'Satış danışmanı', 'مساعد مبيعات')),
    node(122, 'store-manager', l('Store Manager', '店长', '店長', '店長', 'Encargado de tienda', 'Gerente de loja', 'Pengurus kedai', 'Kepala toko', 'Mağaza müdürü', 'مدير متجر')),
    node(123, 'cashier', l('Cashier', '收银员', '收銀員', 'レジスタッフ', 'Cajero', 'Operador de caixa', 'Juruwang', 'Kasir', 'Kasiyer', 'أمين صندوق')),
    node(124, 'merchandiser', l('Merchandiser', '理货员', '商品陳列專員', '商品陳列スタッフ', 'Reponedor', 'Repositor', 'Penyusun barangan', 'Penata barang', 'Reyon görevlisi', 'منسق عرض البضائع')),
  ]),
  node(130, 'inside-sales', l('Inside Sales & Telesales', '电话销售', '電話銷售', 'インサイドセールス', 'Ventas internas y televenta', 'Inside sales e televendas', 'Jualan dalaman & telejualan', 'Penjualan internal & telemarketing', 'İç satış ve telesatış', 'المبيعات الداخلية والهاتفية'), [
    node(131, 'sales-development-representative', l('Sales Development Representative', '销售开发代表', '業務開發代表', 'セールスディベロップメント担当', 'Representante de desarrollo de ventas', 'Representante de pré-vendas', 'Wakil pembangunan jualan', 'Staf pengembangan penjualan', 'Satış geliştirme temsilcisi', 'ممثل تطوير المبيعات')),
    node(132, 'telesales-agent', l('Telesales Agent', '电话销售专员', '電話行銷專員', 'テレアポスタッフ', 'Teleoperador de ventas', 'Operador de televendas', 'Ejen telejualan', 'Agen telemarketing', 'Telesatış temsilcisi', 'وكيل مبيعات هاتفية')),
    node(133, 'inside-sales-representative', l('Inside Sales Representative', '内部销售代表', '內勤業務代表', 'インサイドセールス担当', 'Representante de ventas internas', 'Representante de inside sales', 'Wakil jualan dalaman', 'Perwakilan penjualan internal', 'İç satış temsilcisi', 'ممثل مبيعات داخلية')),
    node(134, 'sales-coordinator', l('Sales Coordinator', '销售协调员', '業務助理', '営業事務', 'Coordinador de ventas', 'Coordenador de vendas', 'Penyelaras jualan', 'Koordinator penjualan', 'Satış koordinatörü', 'منسق مبيعات')),
  ]),
  node(140, 'field-sales', l('Field Sales', '外勤销售', '外勤業務', 'フィールドセールス', 'Ventas de campo', 'Vendas externas', 'Jualan lapangan', 'Penjualan lapangan', 'Saha satışı', 'المبيعات الميدانية'), [
    node(141, 'sales-executive', l('Sales Executive', '销售专员', '業務專員', '営業担当', 'Comercial', 'Executivo de vendas', 'Eksekutif jualan', 'Eksekutif penjualan', 'Satış temsilcisi', 'تنفيذي مبيعات')),
    node(142, 'sales-manager', l('Sales Manager', '销售经理', '業務經理', '営業マネージャー', 'Director comercial', 'Gerente de vendas', 'Pengurus jualan', 'Manajer penjualan', 'Satış müdürü', 'مدير المبيعات')),
    node(143, 'area-sales-manager', l('Area Sales Manager', '区域销售经理', '區域業務經理', 'エリア営業マネージャー', 'Jefe de ventas de zona', 'Gerente regional de vendas', 'Pengurus jualan kawasan', 'Manajer penjualan area', 'Bölge satış müdürü', 'مدير مبيعات إقليمي')),
    node(144, 'medical-representative', l('Medical Representative', '医药代表', '醫藥業務代表', 'MR（医薬情報担当者）', 'Visitador médico', 'Propagandista farmacêutico', 'Wakil perubatan', 'Perwakilan medis', 'Tıbbi mümessil', 'مندوب طبي')),
    node(145, 'real-estate-agent', l('Real Estate Agent', '房产经纪人', '房仲業務', '不動産営業', 'Agente inmobiliario', 'Corretor de imóveis', 'Ejen hartanah', 'Agen properti', 'Emlak danışmanı', 'وكيل عقاري')),
  ]),
]);

export const customerServiceBpo = node(300, 'customer-service-bpo', l('Customer Service / BPO', '客户服务 / BPO', '客戶服務 / BPO', 'カスタマーサービス・BPO', 'Atención al cliente / BPO', 'Atendimento ao cliente / BPO', 'Khidmat pelanggan / BPO', 'Layanan pelanggan / BPO', 'Müşteri hizmetleri / BPO', 'خدمة العملاء / التعهيد'), [
  node(310, 'customer-support', l('Customer Support', '客户支持', '客戶支援', 'カスタマーサポート', 'Soporte al cliente', 'Suporte ao cliente', 'Sokongan pelanggan', 'Dukungan pelanggan', 'Müşteri desteği', 'دعم العملاء'), [
    node(311, 'customer-service-representative', l('Customer Service Representative', '客服代表', '客服專員', 'カスタマーサービス担当', 'Agente de atención al cliente', 'Representante de atendimento', 'Wakil khidmat pelanggan', 'Staf layanan pelanggan', 'Müşteri hizmetleri temsilcisi', 'ممثل خدمة العملاء')),
    node(312, 'call-center-agent', l('Call Center Agent', '呼叫中心坐席', '客服中心人員', 'コールセンタースタッフ', 'Teleoperador', 'Operador de call center', 'Ejen pusat panggilan', 'Agen call center', 'Çağrı merkezi temsilcisi', 'موظف مركز اتصال')),
    node(313, 'chat-support-agent', l('Chat Support Agent', '在线客服', '線上客服人員', 'チャットサポートスタッフ', 'Agente de soporte por chat', 'Atendente de chat', 'Ejen sokongan sembang', 'Agen dukungan chat', 'Canlı destek temsilcisi', 'موظف دعم عبر الدردشة')),
    node(314, 'technical-support-representative', l('Technical Support Representative', '技术支持代表', '技術支援專員', 'テクニカルサポート担当', 'Técnico de soporte', 'Técnico de suporte', 'Wakil sokongan teknikal', 'Staf dukungan teknis', 'Teknik destek temsilcisi', 'ممثل دعم فني')),
  ]),
  node(320, 'bpo-operations', l('BPO Operations', 'BPO运营', 'BPO營運', 'BPO運営', 'Operaciones de BPO', 'Operações de BPO', 'Operasi BPO', 'Operasional BPO', 'BPO operasyonları', 'عمليات التعهيد'), [
    node(321, 'team-leader', l('Team Leader', '团队主管', '組長', 'チームリーダー', 'Jefe de equipo', 'Líder de equipe', 'Ketua pasukan', 'Pemimpin tim', 'Takım lideri', 'قائد فريق')),
    node(322, 'operations-manager', l('Operations Manager', '运营经理', '營運經理', 'オペレーションマネージャー', 'Director de operaciones', 'Gerente de operações', 'Pengurus operasi', 'Manajer operasional', 'Operasyon müdürü', 'مدير العمليات')),
    node(323, 'quality-analyst', l('Quality Analyst', '质检分析员', '品質分析師', '応対品質管理担当', 'Analista de calidad', 'Analista de qualidade', 'Penganalisis kualiti', 'Analis kualitas', 'Kalite analisti', 'محلل جودة')),
    node(324, 'workforce-analyst', l('Workforce Analyst', '排班分析师', '人力調度分析師', 'WFMアナリスト', 'Analista de planificación de personal', 'Analista de planejamento de equipes', 'Penganalisis tenaga kerja', 'Analis perencanaan tenaga kerja', 'İş gücü planlama analisti', 'محلل تخطيط القوى العاملة')),
  ]),
  node(330, 'back-office', l('Back Office & Virtual Assistance', '后台与虚拟助理', '後勤與虛擬助理', 'バックオフィス・オンラインアシスタント', 'Back office y asistencia virtual', 'Back office e assistência virtual', 'Pejabat belakang & pembantu maya', 'Back office & asisten virtual', 'Arka ofis ve sanal asistanlık', 'الدعم المكتبي والمساعدة الافتراضية'), [
    node(331, 'data-entry-specialist', l('Data Entry Specialist', '数据录入员', '資料輸入人員', 'データ入力スタッフ', 'Grabador de datos', 'Digitador', 'Kerani kemasukan data', 'Staf entri data', 'Veri giriş elemanı', 'مدخل بيانات')),
    node(332, 'virtual-assistant', l('Virtual Assistant', '虚拟助理', '虛擬助理', 'オンラインアシスタント', 'Asistente virtual', 'Assistente virtual', 'Pembantu maya', 'Asisten virtual', 'Sanal asistan', 'مساعد افتراضي')),
    node(333, 'content-moderator', l('Content Moderator', '内容审核员', '內容審核員', 'コンテンツモデレーター', 'Moderador de contenidos', 'Moderador de conteúdo', 'Moderator kandungan', 'Moderator konten', 'İçerik moderatörü', 'مشرف محتوى')),
    node(334, 'transcriptionist', l('Transcriptionist', '转录员', '聽打員', '文字起こしスタッフ', 'Transcriptor', 'Transcritor', 'Juru transkripsi', 'Transkriptor', 'Deşifre uzmanı', 'مفرّغ نصوص')),
  ]),
]);

export const marketing = node(700, 'marketing', l('Marketing & Creative', '市场营销与创意', '行銷與創意', 'マーケティング・クリエイティブ', 'Marketing y creatividad', 'Marketing e criação', 'Pemasaran & kreatif', 'Pemasaran & kreatif', 'Pazarlama ve yaratıcı işler', 'التسويق والإبداع'), [
  node(710, 'digital-marketing', l('Digital Marketing', '数字营销', '數位行銷', 'デジタルマーケティング', 'Marketing digital', 'Marketing digital', 'Pemasaran digital', 'Pemasaran digital', 'Dijital pazarlama', 'التسويق الرقمي'), [
    node(711, 'digital-marketing-specialist', l('Digital Marketing Specialist', '数字营销专员', '數位行銷專員', 'デジタルマーケター', 'Especialista en marketing digital', 'Analista de marketing digital', 'Pakar pemasaran digital', 'Spesialis pemasaran digital', 'Dijital pazarlama uzmanı', 'أخصائي تسويق رقمي')),
    node(712, 'seo-specialist', l('SEO Specialist', 'SEO专员', 'SEO專員', 'SEOスペシャリスト', 'Especialista en SEO', 'Analista de SEO', 'Pakar SEO', 'Spesialis SEO', 'SEO uzmanı', 'أخصائي تحسين محركات البحث')),
    node(713, 'social-media-manager', l('Social Media Manager', '社交媒体经理', '社群經理', 'SNS運用マネージャー', 'Responsable de redes sociales', 'Gerente de mídias sociais', 'Pengurus media sosial', 'Manajer media sosial', 'Sosyal medya yöneticisi', 'مدير وسائل التواصل الاجتماعي')),
    node(714, 'performance-marketing-manager', l('Performance Marketing Manager', '效果营销经理', '成效行銷經理', 'パフォーマンスマーケティングマネージャー', 'Responsable de marketing de resultados', 'Gerente de marketing de performance', 'Pengurus pemasaran prestasi', 'Manajer pemasaran berbasis kinerja', 'Performans pazarlama müdürü', 'مدير التسويق القائم على الأداء')),
  ]),
  node(720, 'brand-communications', l('Brand & Communications', '品牌与传播', '品牌與公關', 'ブランド・広報', 'Marca y comunicación', 'Marca e comunicação', 'Jenama & komunikasi', 'Merek & komunikasi', 'Marka ve iletişim', 'العلامة التجارية والاتصال'), [
    node(721, 'brand-manager', l('Brand Manager', '品牌经理', '品牌經理', 'ブランドマネージャー', 'Responsable de marca', 'Gerente de marca', 'Pengurus jenama', 'Manajer merek', 'Marka müdürü', 'مدير علامة تجارية')),
    node(722, 'marketing-manager', l('Marketing Manager', '市场经理', '行銷經理', 'マーケティングマネージャー', 'Director de marketing', 'Gerente de marketing', 'Pengurus pemasaran', 'Manajer pemasaran', 'Pazarlama müdürü', 'مدير تسويق')),
    node(723, 'public-relations-officer', l('Public Relations Officer', '公关专员', '公關專員', '広報担当', 'Técnico de relaciones públicas', 'Analista de relações públicas', 'Pegawai perhubungan awam', 'Staf humas', 'Halkla ilişkiler uzmanı', 'مسؤول علاقات عامة')),
    node(724, 'event-coordinator', l('Event Coordinator', '活动策划', '活動企劃', 'イベントプランナー', 'Coordinador de eventos', 'Coordenador de eventos', 'Penyelaras acara', 'Koordinator acara', 'Etkinlik koordinatörü', 'منسق فعاليات')),
  ]),
  node(730, 'content-creative', l('Content & Creative', '内容与创意', '內容與創意', 'コンテンツ・クリエイティブ', 'Contenido y creatividad', 'Conteúdo e criação', 'Kandungan & kreatif', 'Konten & kreatif', 'İçerik ve tasarım', 'المحتوى والإبداع'), [
    node(731, 'content-writer', l('Content Writer', '内容编辑', '內容編輯', 'コンテンツライター', 'Redactor de contenidos', 'Redator de conteúdo', 'Penulis kandungan', 'Penulis konten', 'İçerik yazarı', 'كاتب محتوى')),
    node(732, 'graphic-designer', l('Graphic Designer', '平面设计师', '平面設計師', 'グラフィックデザイナー', 'Diseñador gráfico', 'Designer gráfico', 'Pereka grafik', 'Desainer grafis', 'Grafik tasarımcı', 'مصمم جرافيك')),
    node(733, 'video-editor', l('Video Editor', '视频剪辑师', '影片剪輯師', '動画編集者', 'Editor de vídeo', 'Editor de vídeo', 'Penyunting video', 'Editor video', 'Video editörü', 'محرر فيديو')),
    node(734, 'copywriter', l('Copywriter', '文案策划', '文案企劃', 'コピーライター', 'Redactor publicitario', 'Redator publicitário', 'Penulis iklan', 'Penulis naskah iklan', 'Metin yazarı', 'كاتب إعلانات')),
  ]),
]);

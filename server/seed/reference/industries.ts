import { l } from './labels';
import { type RefItem, withSeoValues } from './ref-item';

export const industries: RefItem[] = withSeoValues([
  { id: 1, key: 'information-technology', labels: l('Information Technology', '信息技术', '資訊科技', 'IT・情報通信', 'Tecnología de la información', 'Tecnologia da informação', 'Teknologi maklumat', 'Teknologi informasi', 'Bilgi teknolojileri', 'تقنية المعلومات') },
  { id: 2, key: 'financial-services', labels: l('Banking & Financial Services', '银行与金融服务', '銀行與金融服務', '銀行・金融', 'Banca y servicios financieros', 'Bancos e serviços financeiros', 'Perbankan & perkhidmatan kewangan', 'Perbankan & jasa keuangan', 'Bankacılık ve finansal hizmetler', 'الخدمات المصرفية والمالية') },
  { id: 3, key: 'insurance', labels: l('Insurance', '保险', '保險', '保険', 'Seguros', 'Seguros', 'Insurans', 'Asuransi', 'Sigortacılık', 'التأمين') },
  { id: 4, key: 'bpo-outsourcing', labels: l('BPO & Outsourcing', '业务流程外包', '業務流程外包', 'BPO・アウトソーシング', 'BPO y externalización', 'BPO e terceirização', 'BPO & penyumberan luar', 'BPO & alih daya', 'BPO ve dış kaynak kullanımı', 'الاستعانة بمصادر خارجية') },
  { id: 5, key: 'e-commerce', labels: l('E-commerce', '电子商务', '電子商務', 'Eコマース', 'Comercio electrónico', 'Comércio eletrônico', 'E-dagang', 'Perdagangan elektronik', 'E-ticaret', 'التجارة الإلكترونية') },
  { id: 6, key: 'retail', labels: l('Retail', '零售', '零售', '小売', 'Comercio minorista', 'Varejo', 'Peruncitan', 'Ritel', 'Perakende', 'تجارة التجزئة') },
  { id: 7, key: 'manufacturing', labels: l('Manufacturing', '制造业', '製造業', 'メーカー・製造', 'Manufactura', 'Indústria', 'Pembuatan', 'Manufaktur', 'İmalat', 'التصنيع') },
  { id: 8, key: 'automotive', labels: l('Automotive', '汽车', '汽車', '自動車', 'Automoción', 'Automotivo', 'Automotif', 'Otomotif', 'Otomotiv', 'السيارات') },
  { id: 9, key: 'construction', labels: l('Construction', '建筑', '營建', '建設', 'Construcción', 'Construção civil', 'Pembinaan', 'Konstruksi', 'İnşaat', 'البناء والتشييد') },
  { id: 10, key: 'real-estate', labels: l('Real Estate', '房地产', '不動產', '不動産', 'Bienes raíces', 'Imobiliário', 'Hartanah', 'Properti', 'Gayrimenkul', 'العقارات') },
  { id: 11, key: 'healthcare', labels: l('Healthcare', '医疗保健', '醫療保健', '医療・ヘルスケア', 'Salud', 'Saúde', 'Penjagaan kesihatan', 'Layanan kesehatan', 'Sağlık', 'الرعاية الصحية') },
  { id: 12, key: 'pharmaceuticals', labels: l('Pharmaceuticals', '制药', '製藥', '製薬', 'Farmacéutica', 'Farmacêutico', 'Farmaseutikal', 'Farmasi', 'İlaç', 'الصناعات الدوائية') },
  { id: 13, key: 'education', labels: l('Education', '教育', '教育', '教育', 'Educación', 'Educação', 'Pendidikan', 'Pendidikan', 'Eğitim', 'التعليم') },
  { id: 14, key: 'logistics-transportation', labels: l('Logistics & Transportation', '物流与运输', '物流與運輸', '物流・運輸', 'Logística y transporte', 'Logística e transporte', 'Logistik & pengangkutan', 'Logistik & transportasi', 'Lojistik ve taşımacılık', 'الخدمات اللوجستية والنقل') },
  { id: 15, key: 'hospitality-tourism', labels: l('Hospitality & Tourism', '酒店与旅游', '飯店與觀光', 'ホテル・観光', 'Hostelería y turismo', 'Hotelaria e turismo', 'Hospitaliti & pelancongan', 'Perhotelan & pariwisata', 'Konaklama ve turizm', 'الضيافة والسياحة') },
  { id: 16, key: 'food-beverage', labels: l('Food & Beverage', '餐饮', '餐飲', '飲食', 'Alimentos y bebidas', 'Alimentos e bebidas', 'Makanan & minuman', 'Makanan & minuman', 'Yiyecek ve içecek', 'الأغذية والمشروبات') },
  { id: 17, key: 'telecommunications', labels: l('Telecommunications', '电信', '電信', '通信', 'Telecomunicaciones', 'Telecomunicações', 'Telekomunikasi', 'Telekomunikasi', 'Telekomünikasyon', 'الاتصالات') },
  { id: 18, key: 'media-advertising', labels: l('Media & Advertising', '媒体与广告', '媒體與廣告', 'メディア・広告', 'Medios y publicidad', 'Mídia e publicidade', 'Media & pengiklanan', 'Media & periklanan', 'Medya ve reklamcılık', 'الإعلام والإعلان') },
  { id: 19, key: 'energy-utilities', labels: l('Energy & Utilities', '能源与公用事业', '能源與公用事業', 'エネルギー・インフラ', 'Energía y servicios públicos', 'Energia e saneamento', 'Tenaga & utiliti', 'Energi & utilitas', 'Enerji ve altyapı hizmetleri', 'الطاقة والمرافق') },
  { id: 20, key: 'professional-services', labels: l('Professional Services', '专业服务', '專業服務', 'コンサルティング・専門サービス', 'Servicios profesionales', 'Serviços profissionais', 'Perkhidmatan profesional', 'Jasa profesional', 'Profesyonel hizmetler', 'الخدمات المهنية') },
]);

import { common, type Skill, sk } from './skill';

const systemDesign = sk('System design', 'システム設計', '系統設計', 'Desain sistem', 'Design de sistemas', 'Sistem tasarımı', 'تصميم الأنظمة');
const unitTesting = sk('Unit testing', 'ユニットテスト', '單元測試', 'Pengujian unit', 'Testes unitários', 'Birim testi', 'اختبار الوحدات');
const networking = sk('Networking', 'ネットワーク', '網路架構', 'Jaringan komputer', 'Redes', 'Ağ yönetimi', 'الشبكات');
const technicalDrawings = sk('Reading technical drawings', '図面読解', '工程圖判讀', 'Membaca gambar teknik', 'Leitura de desenho técnico', 'Teknik resim okuma', 'قراءة المخططات الفنية');

/** IT skills are keyed by job title: a frontend and a network engineer share almost nothing. */
export const technicalSkills: Record<number, Skill[]> = {
  211: ['TypeScript', 'Java', 'Python', 'Go', 'PostgreSQL', 'Docker', 'Git', common.restApis, unitTesting, systemDesign],
  212: ['React', 'TypeScript', 'Next.js', 'HTML', 'CSS', 'Jest', 'Figma', sk('Web accessibility', 'Webアクセシビリティ', '網頁無障礙設計', 'Aksesibilitas web', 'Acessibilidade web', 'Web erişilebilirliği', 'إتاحة الوصول للويب')],
  213: ['Node.js', 'Java', 'Spring Boot', 'Go', 'PostgreSQL', 'Redis', 'Kafka', 'Docker', common.restApis],
  214: ['Kotlin', 'Swift', 'Flutter', 'React Native', 'Firebase', sk('App store releases', 'アプリストア公開', 'App上架流程', 'Rilis aplikasi di toko aplikasi', 'Publicação em lojas de apps', 'Uygulama mağazası yayını', 'نشر التطبيقات في المتاجر')],
  215: ['TypeScript', 'React', 'Node.js', 'Next.js', 'PostgreSQL', 'AWS', 'Docker', 'GraphQL'],
  221: ['SQL', 'Excel', 'Power BI', 'Tableau', 'Python', common.statistics, sk('Data visualisation', 'データ可視化', '資料視覺化', 'Visualisasi data', 'Visualização de dados', 'Veri görselleştirme', 'تصوير البيانات')],
  222: ['Python', 'SQL', 'scikit-learn', 'TensorFlow', common.statistics, common.machineLearning, common.abTesting],
  223: ['Python', 'SQL', 'Apache Spark', 'Airflow', 'dbt', 'BigQuery', 'Kafka', sk('Data modelling', 'データモデリング', '資料建模', 'Pemodelan data', 'Modelagem de dados', 'Veri modelleme', 'نمذجة البيانات')],
  224: ['Python', 'PyTorch', 'TensorFlow', 'MLOps', 'Kubernetes', common.machineLearning, sk('LLM applications', 'LLM活用', '大型語言模型應用', 'Aplikasi LLM', 'Aplicações de LLM', 'LLM uygulamaları', 'تطبيقات النماذج اللغوية الكبيرة')],
  231: ['AWS', 'Kubernetes', 'Terraform', 'Docker', 'CI/CD', 'Linux', 'Prometheus'],
  232: ['AWS', 'Microsoft Azure', 'Google Cloud', 'Terraform', 'Linux', networking],
  233: ['Cisco', 'TCP/IP', 'VPN', 'CCNA', 'Linux', sk('Firewalls', 'ファイアウォール', '防火牆', 'Firewall', 'Firewalls', 'Güvenlik duvarları', 'جدران الحماية')],
  234: ['SIEM', 'Splunk', 'ISO 27001', sk('Vulnerability assessment', '脆弱性診断', '弱點掃描', 'Penilaian kerentanan', 'Análise de vulnerabilidades', 'Zafiyet analizi', 'تقييم الثغرات'), sk('Incident response', 'インシデント対応', '資安事件應變', 'Penanganan insiden', 'Resposta a incidentes', 'Olay müdahalesi', 'الاستجابة للحوادث'), sk('Penetration testing', 'ペネトレーションテスト', '滲透測試', 'Uji penetrasi', 'Teste de intrusão', 'Sızma testi', 'اختبار الاختراق')],
  235: ['Windows', 'macOS', 'Microsoft 365', 'Active Directory', 'ITIL', common.troubleshooting, sk('Hardware setup', 'PCキッティング', '硬體安裝', 'Instalasi perangkat keras', 'Instalação de hardware', 'Donanım kurulumu', 'تركيب الأجهزة')],
  241: ['Jira', 'SQL', 'Figma', common.userResearch, common.abTesting, sk('Product discovery', 'プロダクトディスカバリー', '產品探索', 'Riset produk', 'Discovery de produto', 'Ürün keşfi', 'اكتشاف المنتج'), sk('Roadmapping', 'ロードマップ策定', '產品路線圖規劃', 'Penyusunan roadmap', 'Roadmap de produto', 'Yol haritası planlama', 'إعداد خارطة طريق المنتج')],
  242: ['Selenium', 'Cypress', 'Playwright', 'Jira', 'Postman', sk('Test planning', 'テスト計画', '測試規劃', 'Perencanaan pengujian', 'Planejamento de testes', 'Test planlama', 'تخطيط الاختبارات'), sk('Regression testing', '回帰テスト', '回歸測試', 'Pengujian regresi', 'Testes de regressão', 'Regresyon testi', 'اختبار الانحدار')],
  243: ['Figma', 'Adobe XD', common.userResearch, sk('Prototyping', 'プロトタイピング', '原型設計', 'Pembuatan prototipe', 'Prototipação', 'Prototipleme', 'النماذج الأولية'), sk('Design systems', 'デザインシステム', '設計系統', 'Sistem desain', 'Design systems', 'Tasarım sistemleri', 'أنظمة التصميم'), sk('Usability testing', 'ユーザビリティテスト', '易用性測試', 'Uji kegunaan', 'Testes de usabilidade', 'Kullanılabilirlik testi', 'اختبار قابلية الاستخدام')],
  244: ['Scrum', 'Jira', 'PMP', sk('Agile methods', 'アジャイル開発', '敏捷開發', 'Metode Agile', 'Metodologias ágeis', 'Çevik yöntemler', 'منهجيات أجايل'), sk('Stakeholder management', 'ステークホルダー管理', '利害關係人管理', 'Manajemen pemangku kepentingan', 'Gestão de stakeholders', 'Paydaş yönetimi', 'إدارة أصحاب المصلحة'), sk('Risk management', 'リスク管理', '風險管理', 'Manajemen risiko', 'Gestão de riscos', 'Risk yönetimi', 'إدارة المخاطر')],
  // Engineering is keyed by sub-function: its titles share tools and standards.
  610: ['AutoCAD', 'Revit', 'BIM', 'Primavera P6', sk('Structural analysis', '構造計算', '結構分析', 'Analisis struktur', 'Análise estrutural', 'Statik hesap', 'التحليل الإنشائي'), sk('Quantity take-off', '数量拾い', '數量計算', 'Perhitungan volume pekerjaan', 'Levantamento de quantitativos', 'Metraj', 'حساب الكميات'), sk('Site supervision', '現場管理', '工地管理', 'Pengawasan lapangan', 'Acompanhamento de obras', 'Şantiye denetimi', 'الإشراف على المواقع')],
  620: ['AutoCAD', 'SolidWorks', 'PLC', technicalDrawings, sk('Preventive maintenance', '予防保全', '預防保養', 'Perawatan preventif', 'Manutenção preventiva', 'Önleyici bakım', 'الصيانة الوقائية'), sk('Electrical installation', '電気工事', '配線施工', 'Instalasi listrik', 'Instalações elétricas', 'Elektrik tesisatı', 'التمديدات الكهربائية'), sk('HVAC systems', '空調設備', '空調系統', 'Sistem tata udara', 'Sistemas de climatização', 'İklimlendirme sistemleri', 'أنظمة التكييف')],
  630: ['Six Sigma', 'ISO 9001', '5S', technicalDrawings, sk('Lean manufacturing', 'リーン生産', '精實生產', 'Produksi ramping (lean)', 'Manufatura enxuta', 'Yalın üretim', 'التصنيع الرشيق'), sk('Quality inspection', '品質検査', '品質檢驗', 'Inspeksi kualitas', 'Inspeção de qualidade', 'Kalite kontrol', 'فحص الجودة'), sk('Root cause analysis', 'なぜなぜ分析', '根本原因分析', 'Analisis akar masalah', 'Análise de causa raiz', 'Kök neden analizi', 'تحليل الأسباب الجذرية'), sk('Machine operation', '機械操作', '機台操作', 'Pengoperasian mesin', 'Operação de máquinas', 'Makine kullanımı', 'تشغيل الآلات')],
};

import { l, same } from './labels';
import { type RefItem, withSeoValues } from './ref-item';

export const jobTypes: RefItem[] = withSeoValues([
  { id: 1, key: 'full-time', labels: l('Full-time', '全职', '全職', '正社員', 'Tiempo completo', 'Tempo integral', 'Sepenuh masa', 'Penuh waktu', 'Tam zamanlı', 'دوام كامل') },
  { id: 2, key: 'part-time', labels: l('Part-time', '兼职', '兼職', 'パート・アルバイト', 'Medio tiempo', 'Meio período', 'Separuh masa', 'Paruh waktu', 'Yarı zamanlı', 'دوام جزئي') },
  { id: 3, key: 'contract', labels: l('Contract', '合同制', '約聘', '契約社員', 'Por contrato', 'Contrato', 'Kontrak', 'Kontrak', 'Sözleşmeli', 'بعقد') },
  { id: 4, key: 'temporary', labels: l('Temporary', '临时', '臨時', '短期・臨時', 'Temporal', 'Temporário', 'Sementara', 'Sementara', 'Geçici', 'مؤقت') },
  { id: 5, key: 'internship', labels: l('Internship', '实习', '實習', 'インターン', 'Prácticas', 'Estágio', 'Latihan industri', 'Magang', 'Staj', 'تدريب') },
  { id: 6, key: 'freelance', labels: l('Freelance', '自由职业', '自由接案', '業務委託', 'Autónomo', 'Freelancer', 'Pekerja bebas', 'Pekerja lepas', 'Serbest çalışma', 'عمل حر') },
]);

/** Benefit labels double as the benefit text of jobs and companies in their own language. */
export const jobBenefits: RefItem[] = [
  { id: 1, key: 'health-insurance', labels: l('Health insurance', '医疗保险', '醫療保險', '健康保険', 'Seguro médico', 'Plano de saúde', 'Insurans kesihatan', 'Asuransi kesehatan', 'Özel sağlık sigortası', 'تأمين صحي') },
  { id: 2, key: 'dental-coverage', labels: l('Dental coverage', '牙科保险', '牙科保險', '歯科治療補助', 'Seguro dental', 'Plano odontológico', 'Perlindungan pergigian', 'Tunjangan gigi', 'Diş sigortası', 'تغطية طب الأسنان') },
  { id: 3, key: 'life-insurance', labels: l('Life insurance', '人寿保险', '壽險', '生命保険', 'Seguro de vida', 'Seguro de vida', 'Insurans hayat', 'Asuransi jiwa', 'Hayat sigortası', 'تأمين على الحياة') },
  { id: 4, key: 'performance-bonus', labels: l('Performance bonus', '绩效奖金', '績效獎金', '業績賞与', 'Bono por desempeño', 'Bônus por desempenho', 'Bonus prestasi', 'Bonus kinerja', 'Performans primi', 'مكافأة الأداء') },
  { id: 5, key: '13th-month-pay', labels: l('13th-month pay', '第13个月工资', '第13個月薪資', '年末賞与（13か月目給与）', 'Paga extraordinaria', '13º salário', 'Gaji bulan ke-13', 'Gaji ke-13', '13. maaş ikramiyesi', 'راتب الشهر الثالث عشر') },
  { id: 6, key: 'paid-annual-leave', labels: l('Paid annual leave', '带薪年假', '特休假', '有給休暇', 'Vacaciones pagadas', 'Férias remuneradas', 'Cuti tahunan bergaji', 'Cuti tahunan berbayar', 'Ücretli yıllık izin', 'إجازة سنوية مدفوعة') },
  { id: 7, key: 'flexible-hours', labels: l('Flexible hours', '弹性工作时间', '彈性工時', 'フレックスタイム制', 'Horario flexible', 'Horário flexível', 'Waktu kerja fleksibel', 'Jam kerja fleksibel', 'Esnek çalışma saatleri', 'ساعات عمل مرنة') },
  { id: 8, key: 'work-from-home', labels: l('Work from home', '居家办公', '遠端工作', '在宅勤務', 'Teletrabajo', 'Home office', 'Bekerja dari rumah', 'Kerja dari rumah', 'Evden çalışma', 'العمل من المنزل') },
  { id: 9, key: 'transport-allowance', labels: l('Transport allowance', '交通补贴', '交通津貼', '交通費支給', 'Ayuda de transporte', 'Vale-transporte', 'Elaun pengangkutan', 'Tunjangan transportasi', 'Yol yardımı', 'بدل مواصلات') },
  { id: 10, key: 'meal-allowance', labels: l('Meal allowance', '餐补', '伙食津貼', '食事補助', 'Ayuda para comidas', 'Vale-refeição', 'Elaun makan', 'Tunjangan makan', 'Yemek kartı', 'بدل وجبات') },
  { id: 11, key: 'learning-budget', labels: l('Learning & development budget', '培训预算', '教育訓練補助', '研修・資格取得支援', 'Presupuesto de formación', 'Auxílio-educação', 'Peruntukan latihan', 'Anggaran pelatihan', 'Eğitim bütçesi', 'ميزانية للتدريب والتطوير') },
  { id: 12, key: 'stock-options', labels: l('Stock options', '股票期权', '員工認股權', 'ストックオプション', 'Opciones sobre acciones', 'Opção de compra de ações', 'Opsyen saham', 'Opsi saham', 'Hisse opsiyonu', 'خيارات الأسهم') },
  { id: 13, key: 'retirement-plan', labels: l('Retirement plan', '企业年金', '退休金提撥', '企業年金', 'Plan de pensiones', 'Previdência privada', 'Pelan persaraan', 'Dana pensiun', 'Bireysel emeklilik katkısı', 'خطة تقاعد') },
  { id: 14, key: 'gym-membership', labels: l('Gym membership', '健身房会员', '健身房會員', 'スポーツジム利用補助', 'Gimnasio pagado', 'Auxílio academia', 'Keahlian gim', 'Keanggotaan gym', 'Spor salonu üyeliği', 'اشتراك في نادٍ رياضي') },
  { id: 15, key: 'housing-allowance', labels: l('Housing allowance', '住房补贴', '住房津貼', '住宅手当', 'Ayuda para vivienda', 'Auxílio-moradia', 'Elaun perumahan', 'Tunjangan perumahan', 'Konut yardımı', 'بدل سكن') },
  { id: 16, key: 'annual-flight-ticket', labels: l('Annual flight ticket', '每年往返机票', '年度返鄉機票', '年1回の帰国航空券', 'Billete de avión anual', 'Passagem aérea anual', 'Tiket penerbangan tahunan', 'Tiket pesawat tahunan', 'Yıllık uçak bileti', 'تذكرة طيران سنوية') },
  { id: 17, key: 'team-outings', labels: l('Team outings', '团建活动', '員工旅遊', '社員旅行', 'Actividades de equipo', 'Eventos de integração', 'Aktiviti berpasukan', 'Outing kantor', 'Şirket etkinlikleri', 'رحلات وفعاليات للموظفين') },
  { id: 18, key: 'parental-leave', labels: l('Extended parental leave', '延长育儿假', '優於法令的育嬰假', '育児休業制度', 'Permiso parental ampliado', 'Licença parental estendida', 'Cuti ibu bapa lanjutan', 'Cuti orang tua tambahan', 'Uzatılmış ebeveyn izni', 'إجازة والدية ممتدة') },
];

export const jobAlertFrequencies: RefItem[] = [
  { id: 1, key: 'daily', labels: l('Daily', '每天', '每天', '毎日', 'Diaria', 'Diária', 'Harian', 'Harian', 'Günlük', 'يوميًا') },
  { id: 2, key: 'weekly', labels: l('Weekly', '每周', '每週', '毎週', 'Semanal', 'Semanal', 'Mingguan', 'Mingguan', 'Haftalık', 'أسبوعيًا') },
];

/** Sign-in providers; brand names are not translated. */
export const socialTypes: RefItem[] = [
  { id: 1, key: 'google', labels: same('Google') },
  { id: 2, key: 'apple', labels: same('Apple') },
  { id: 3, key: 'facebook', labels: same('Facebook') },
  { id: 4, key: 'line', labels: same('LINE') },
  { id: 5, key: 'x', labels: same('X') },
  { id: 6, key: 'linkedin', labels: same('LinkedIn') },
];

import { l } from './labels';
import type { RefItem } from './ref-item';

/** Head-count bands; `extra` carries the bounds so generators and filters need not parse labels. */
export const companySizes: RefItem[] = [
  { id: 1, key: '1-10', extra: { min: 1, max: 10 }, labels: l('1–10 employees', '1–10人', '1–10人', '1〜10名', '1–10 empleados', '1–10 funcionários', '1–10 pekerja', '1–10 karyawan', '1–10 çalışan', '1–10 موظفين') },
  { id: 2, key: '11-50', extra: { min: 11, max: 50 }, labels: l('11–50 employees', '11–50人', '11–50人', '11〜50名', '11–50 empleados', '11–50 funcionários', '11–50 pekerja', '11–50 karyawan', '11–50 çalışan', '11–50 موظفًا') },
  { id: 3, key: '51-200', extra: { min: 51, max: 200 }, labels: l('51–200 employees', '51–200人', '51–200人', '51〜200名', '51–200 empleados', '51–200 funcionários', '51–200 pekerja', '51–200 karyawan', '51–200 çalışan', '51–200 موظف') },
  { id: 4, key: '201-500', extra: { min: 201, max: 500 }, labels: l('201–500 employees', '201–500人', '201–500人', '201〜500名', '201–500 empleados', '201–500 funcionários', '201–500 pekerja', '201–500 karyawan', '201–500 çalışan', '201–500 موظف') },
  { id: 5, key: '501-1000', extra: { min: 501, max: 1000 }, labels: l('501–1,000 employees', '501–1000人', '501–1000人', '501〜1,000名', '501–1.000 empleados', '501–1.000 funcionários', '501–1,000 pekerja', '501–1.000 karyawan', '501–1.000 çalışan', '501–1000 موظف') },
  { id: 6, key: '1001-5000', extra: { min: 1001, max: 5000 }, labels: l('1,001–5,000 employees', '1001–5000人', '1001–5000人', '1,001〜5,000名', '1.001–5.000 empleados', '1.001–5.000 funcionários', '1,001–5,000 pekerja', '1.001–5.000 karyawan', '1.001–5.000 çalışan', '1001–5000 موظف') },
  { id: 7, key: '5000-plus', extra: { min: 5001, max: null }, labels: l('More than 5,000 employees', '5000人以上', '5000人以上', '5,001名以上', 'Más de 5.000 empleados', 'Mais de 5.000 funcionários', 'Lebih daripada 5,000 pekerja', 'Lebih dari 5.000 karyawan', '5.000’den fazla çalışan', 'أكثر من 5000 موظف') },
];

export const financingStages: RefItem[] = [
  { id: 1, key: 'bootstrapped', labels: l('Bootstrapped', '不需要融资', '不需要融資', '自己資本', 'Autofinanciada', 'Autofinanciada', 'Dibiayai sendiri', 'Pendanaan mandiri', 'Öz kaynaklı', 'تمويل ذاتي') },
  { id: 2, key: 'angel', labels: l('Angel round', '天使轮', '天使輪', 'エンジェルラウンド', 'Ronda ángel', 'Investimento anjo', 'Pusingan angel', 'Pendanaan angel', 'Melek yatırım turu', 'جولة المستثمرين الملائكيين') },
  { id: 3, key: 'seed', labels: l('Seed', '种子轮', '種子輪', 'シード', 'Ronda semilla', 'Capital semente', 'Pusingan benih', 'Pendanaan awal (seed)', 'Tohum yatırım', 'جولة البذرة') },
  { id: 4, key: 'series-a', labels: l('Series A', 'A轮', 'A輪', 'シリーズA', 'Serie A', 'Série A', 'Siri A', 'Seri A', 'A Serisi', 'الجولة أ') },
  { id: 5, key: 'series-b', labels: l('Series B', 'B轮', 'B輪', 'シリーズB', 'Serie B', 'Série B', 'Siri B', 'Seri B', 'B Serisi', 'الجولة ب') },
  { id: 6, key: 'series-c', labels: l('Series C', 'C轮', 'C輪', 'シリーズC', 'Serie C', 'Série C', 'Siri C', 'Seri C', 'C Serisi', 'الجولة ج') },
  { id: 7, key: 'series-d-plus', labels: l('Series D and later', 'D轮及以上', 'D輪及以上', 'シリーズD以降', 'Serie D o posterior', 'Série D ou posterior', 'Siri D dan seterusnya', 'Seri D dan seterusnya', 'D Serisi ve sonrası', 'الجولة د وما بعدها') },
  { id: 8, key: 'listed', labels: l('Publicly listed', '已上市', '已上市', '上場企業', 'Cotizada en bolsa', 'Capital aberto', 'Tersenarai awam', 'Perusahaan terbuka (Tbk)', 'Halka açık', 'مدرجة في البورصة') },
];

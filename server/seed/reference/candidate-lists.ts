import { l } from './labels';
import { type RefItem, withSeoValues } from './ref-item';

/** Experience levels; `extra.minYears` lets search and salary logic compare levels numerically. */
export const xpLevels: RefItem[] = withSeoValues([
  { id: 1, key: 'no-experience', extra: { minYears: 0, maxYears: 0 }, labels: l('No experience', '无经验', '無經驗', '未経験', 'Sin experiencia', 'Sem experiência', 'Tiada pengalaman', 'Tanpa pengalaman', 'Deneyimsiz', 'بدون خبرة') },
  { id: 2, key: 'less-than-1-year', extra: { minYears: 0, maxYears: 1 }, labels: l('Less than 1 year', '1年以下', '1年以下', '1年未満', 'Menos de 1 año', 'Menos de 1 ano', 'Kurang daripada 1 tahun', 'Kurang dari 1 tahun', '1 yıldan az', 'أقل من سنة') },
  { id: 3, key: '1-3-years', extra: { minYears: 1, maxYears: 3 }, labels: l('1–3 years', '1–3年', '1–3年', '1〜3年', '1–3 años', '1–3 anos', '1–3 tahun', '1–3 tahun', '1–3 yıl', '1–3 سنوات') },
  { id: 4, key: '3-5-years', extra: { minYears: 3, maxYears: 5 }, labels: l('3–5 years', '3–5年', '3–5年', '3〜5年', '3–5 años', '3–5 anos', '3–5 tahun', '3–5 tahun', '3–5 yıl', '3–5 سنوات') },
  { id: 5, key: '5-10-years', extra: { minYears: 5, maxYears: 10 }, labels: l('5–10 years', '5–10年', '5–10年', '5〜10年', '5–10 años', '5–10 anos', '5–10 tahun', '5–10 tahun', '5–10 yıl', '5–10 سنوات') },
  { id: 6, key: '10-plus-years', extra: { minYears: 10, maxYears: null }, labels: l('More than 10 years', '10年以上', '10年以上', '10年以上', 'Más de 10 años', 'Mais de 10 anos', 'Lebih daripada 10 tahun', 'Lebih dari 10 tahun', '10 yıldan fazla', 'أكثر من 10 سنوات') },
]);

/** Education levels, used both as a job requirement and on a profile. */
export const degrees: RefItem[] = withSeoValues([
  { id: 1, key: 'not-required', labels: l('Not required', '学历不限', '學歷不拘', '学歴不問', 'No requerido', 'Não exigido', 'Tidak diperlukan', 'Tidak disyaratkan', 'Şart değil', 'غير مطلوب') },
  { id: 2, key: 'high-school', labels: l('High school', '高中', '高中', '高卒', 'Bachillerato', 'Ensino médio', 'Sekolah menengah (SPM)', 'SMA', 'Lise', 'الثانوية العامة') },
  { id: 3, key: 'vocational', labels: l('Vocational certificate', '中专/技校', '高職', '専門学校卒', 'Formación profesional', 'Ensino técnico', 'Sijil kemahiran', 'SMK / sertifikat vokasi', 'Meslek lisesi', 'شهادة مهنية') },
  { id: 4, key: 'diploma', labels: l('Diploma / associate degree', '大专', '專科', '短大卒', 'Técnico superior', 'Tecnólogo', 'Diploma', 'Diploma (D3)', 'Ön lisans', 'دبلوم') },
  { id: 5, key: 'bachelor', labels: l("Bachelor's degree", '本科', '學士', '大卒', 'Licenciatura', 'Bacharelado', 'Ijazah sarjana muda', 'Sarjana (S1)', 'Lisans', 'بكالوريوس') },
  { id: 6, key: 'master', labels: l("Master's degree", '硕士', '碩士', '修士', 'Máster', 'Mestrado', 'Ijazah sarjana', 'Magister (S2)', 'Yüksek lisans', 'ماجستير') },
  { id: 7, key: 'doctorate', labels: l('Doctorate', '博士', '博士', '博士', 'Doctorado', 'Doutorado', 'Doktor falsafah (PhD)', 'Doktor (S3)', 'Doktora', 'دكتوراه') },
]);

export const noticePeriods: RefItem[] = [
  { id: 1, key: 'immediately', extra: { days: 0 }, labels: l('Immediately', '随时到岗', '隨時可上班', '即日', 'Inmediata', 'Imediata', 'Serta-merta', 'Segera', 'Hemen', 'فورًا') },
  { id: 2, key: '1-week', extra: { days: 7 }, labels: l('1 week', '1周', '1週', '1週間', '1 semana', '1 semana', '1 minggu', '1 minggu', '1 hafta', 'أسبوع واحد') },
  { id: 3, key: '2-weeks', extra: { days: 14 }, labels: l('2 weeks', '2周', '2週', '2週間', '2 semanas', '2 semanas', '2 minggu', '2 minggu', '2 hafta', 'أسبوعان') },
  { id: 4, key: '1-month', extra: { days: 30 }, labels: l('1 month', '1个月', '1個月', '1か月', '1 mes', '1 mês', '1 bulan', '1 bulan', '1 ay', 'شهر واحد') },
  { id: 5, key: '2-months', extra: { days: 60 }, labels: l('2 months', '2个月', '2個月', '2か月', '2 meses', '2 meses', '2 bulan', '2 bulan', '2 ay', 'شهران') },
  { id: 6, key: '3-months', extra: { days: 90 }, labels: l('3 months', '3个月', '3個月', '3か月', '3 meses', '3 meses', '3 bulan', '3 bulan', '3 ay', '3 أشهر') },
  { id: 7, key: 'more-than-3-months', extra: { days: 120 }, labels: l('More than 3 months', '3个月以上', '3個月以上', '3か月以上', 'Más de 3 meses', 'Mais de 3 meses', 'Lebih daripada 3 bulan', 'Lebih dari 3 bulan', '3 aydan fazla', 'أكثر من 3 أشهر') },
];

export const languageProficiencies: RefItem[] = [
  { id: 1, key: 'elementary', labels: l('Elementary', '初级', '初級', '初級', 'Básico', 'Básico', 'Asas', 'Dasar', 'Başlangıç', 'مبتدئ') },
  { id: 2, key: 'conversational', labels: l('Conversational', '日常会话', '日常會話', '日常会話レベル', 'Conversacional', 'Conversação', 'Perbualan', 'Percakapan', 'Konuşma düzeyinde', 'مستوى المحادثة') },
  { id: 3, key: 'professional', labels: l('Professional working', '工作熟练', '專業工作能力', 'ビジネスレベル', 'Profesional', 'Profissional', 'Profesional', 'Profesional', 'İş düzeyinde', 'مستوى مهني') },
  { id: 4, key: 'fluent', labels: l('Fluent', '流利', '流利', '流暢', 'Fluido', 'Fluente', 'Fasih', 'Fasih', 'Akıcı', 'بطلاقة') },
  { id: 5, key: 'native', labels: l('Native or bilingual', '母语或双语', '母語或雙語', 'ネイティブ', 'Nativo o bilingüe', 'Nativo ou bilíngue', 'Penutur asli', 'Penutur asli', 'Ana dil', 'لغة أم أو ثنائي اللغة') },
];

export const genders: RefItem[] = [
  { id: 1, key: 'male', labels: l('Male', '男', '男', '男性', 'Hombre', 'Masculino', 'Lelaki', 'Laki-laki', 'Erkek', 'ذكر') },
  { id: 2, key: 'female', labels: l('Female', '女', '女', '女性', 'Mujer', 'Feminino', 'Perempuan', 'Perempuan', 'Kadın', 'أنثى') },
  { id: 3, key: 'prefer-not-to-say', labels: l('Prefer not to say', '不愿透露', '不願透露', '回答しない', 'Prefiero no decirlo', 'Prefiro não informar', 'Tidak mahu menyatakan', 'Memilih tidak menyebutkan', 'Belirtmek istemiyorum', 'أفضل عدم الإفصاح') },
];

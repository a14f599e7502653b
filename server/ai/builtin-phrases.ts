import type { LanguageCode } from '@/lib/languages';

/**
 * The built-in writer's sentences in the ten languages (docs/decisions/0045). Each takes only
 * facts from the profile; `formal` is the resume voice without pronouns, otherwise first person.
 * Sentences avoid grammar that depends on the inserted words (articles, Turkish case endings).
 */
export interface Phrasebook {
  /** Between sentences: a space, or nothing in Chinese and Japanese. */
  joiner: string;
  years(n: number): string;
  experience(years: string, title: string | null, formal: boolean): string;
  latestJob(title: string, company: string, current: boolean, formal: boolean): string;
  education(school: string, field: string | null, degree: string | null, formal: boolean): string;
  skills(list: string, formal: boolean): string;
  goal(desired: string, formal: boolean): string;
  result(quote: string, formal: boolean): string;
  greeting(name: string): string;
}

const paren = (degree: string | null, open = ' (', close = ')') => (degree ? `${open}${degree}${close}` : '');
const listed = (parts: (string | null)[], separator = ', ') => parts.filter(Boolean).join(separator);

export const phrasebooks: Record<LanguageCode, Phrasebook> = {
  en: {
    joiner: ' ',
    years: (n) => (n === 1 ? '1 year' : `${n} years`),
    experience: (y, title, formal) => (formal ? (title ? `${title} with ${y} of work experience.` : `${y} of work experience.`) : `I have ${y} of work experience.`),
    latestJob: (title, company, current, formal) =>
      formal
        ? current
          ? `Currently ${title} at ${company}.`
          : `Most recently ${title} at ${company}.`
        : current
          ? `I currently work as ${title} at ${company}.`
          : `Most recently, I worked as ${title} at ${company}.`,
    education: (school, field, degree, formal) =>
      formal ? `Education: ${listed([degree, field, school])}.` : field ? `I studied ${field} at ${school}${paren(degree)}.` : `I studied at ${school}${paren(degree)}.`,
    skills: (list, formal) => (formal ? `Skills: ${list}.` : `My skills include ${list}.`),
    goal: (desired, formal) => (formal ? `Seeking a position as ${desired}.` : `I am now looking for work as ${desired}.`),
    result: (quote, formal) => (formal ? `Key result: “${quote}”` : `A result I am proud of: “${quote}”`),
    greeting: (name) => `Hi, I'm ${name}!`,
  },
  'zh-CN': {
    joiner: '',
    years: (n) => `${n}年`,
    experience: (y, title, formal) => (formal ? (title ? `${title}，拥有${y}工作经验。` : `拥有${y}工作经验。`) : `我有${y}工作经验。`),
    latestJob: (title, company, current, formal) =>
      formal ? (current ? `现任${company}${title}。` : `曾任${company}${title}。`) : current ? `我目前在${company}担任${title}。` : `我最近在${company}担任${title}。`,
    education: (school, field, degree, formal) =>
      formal ? `教育背景：${listed([school, field, degree], '，')}。` : field ? `我在${school}学习${field}${paren(degree, '（', '）')}。` : `我曾就读于${school}${paren(degree, '（', '）')}。`,
    skills: (list, formal) => (formal ? `专业技能：${list}。` : `我的技能包括${list}。`),
    goal: (desired, formal) => (formal ? `求职意向：${desired}。` : `我正在寻找${desired}的工作机会。`),
    result: (quote, formal) => (formal ? `主要成果：“${quote}”` : `我引以为豪的一项成果：“${quote}”`),
    greeting: (name) => `你好，我是${name}！`,
  },
  'zh-TW': {
    joiner: '',
    years: (n) => `${n}年`,
    experience: (y, title, formal) => (formal ? (title ? `${title}，擁有${y}工作經驗。` : `擁有${y}工作經驗。`) : `我有${y}工作經驗。`),
    latestJob: (title, company, current, formal) =>
      formal ? (current ? `現任${company}${title}。` : `曾任${company}${title}。`) : current ? `我目前在${company}擔任${title}。` : `我最近在${company}擔任${title}。`,
    education: (school, field, degree, formal) =>
      formal ? `學歷：${listed([school, field, degree], '，')}。` : field ? `我在${school}修讀${field}${paren(degree, '（', '）')}。` : `我曾就讀於${school}${paren(degree, '（', '）')}。`,
    skills: (list, formal) => (formal ? `專業技能：${list}。` : `我的技能包括${list}。`),
    goal: (desired, formal) => (formal ? `求職意向：${desired}。` : `我正在尋找${desired}的工作機會。`),
    result: (quote, formal) => (formal ? `主要成果：「${quote}」` : `我引以為傲的一項成果：「${quote}」`),
    greeting: (name) => `你好，我是${name}！`,
  },
  ja: {
    joiner: '',
    years: (n) => `${n}年`,
    experience: (y, title, formal) => (formal ? (title ? `${title}（実務経験${y}）。` : `実務経験${y}。`) : `${y}の実務経験があります。`),
    latestJob: (title, company, current, formal) =>
      formal
        ? current
          ? `現職：${company} ${title}。`
          : `前職：${company} ${title}。`
        : current
          ? `現在は${company}で${title}として働いています。`
          : `直近では${company}で${title}として働いていました。`,
    education: (school, field, degree, formal) =>
      formal ? `学歴：${listed([school, field, degree], '、')}。` : field ? `${school}で${field}を学びました${paren(degree, '（', '）')}。` : `${school}で学びました${paren(degree, '（', '）')}。`,
    skills: (list, formal) => (formal ? `スキル：${list}。` : `主なスキルは${list}です。`),
    goal: (desired, formal) => (formal ? `希望職種：${desired}。` : `現在、${desired}としての仕事を探しています。`),
    result: (quote, formal) => (formal ? `主な実績：「${quote}」` : `誇りに思う成果：「${quote}」`),
    greeting: (name) => `こんにちは、${name}です。`,
  },
  es: {
    joiner: ' ',
    years: (n) => (n === 1 ? '1 año' : `${n} años`),
    experience: (y, title, formal) => (formal ? (title ? `${title} con ${y} de experiencia laboral.` : `${y} de experiencia laboral.`) : `Tengo ${y} de experiencia laboral.`),
    latestJob: (title, company, current, formal) =>
      formal
        ? current
          ? `Actualmente ${title} en ${company}.`
          : `Último puesto: ${title} en ${company}.`
        : current
          ? `Actualmente trabajo como ${title} en ${company}.`
          : `Mi último puesto fue ${title} en ${company}.`,
    education: (school, field, degree, formal) =>
      formal ? `Formación: ${listed([degree, field, school])}.` : field ? `Estudié ${field} en ${school}${paren(degree)}.` : `Estudié en ${school}${paren(degree)}.`,
    skills: (list, formal) => (formal ? `Habilidades: ${list}.` : `Mis habilidades incluyen ${list}.`),
    goal: (desired, formal) => (formal ? `Objetivo profesional: ${desired}.` : `Busco trabajo como ${desired}.`),
    result: (quote, formal) => (formal ? `Logro clave: «${quote}»` : `Un logro destacado: «${quote}»`),
    greeting: (name) => `¡Hola, soy ${name}!`,
  },
  pt: {
    joiner: ' ',
    years: (n) => (n === 1 ? '1 ano' : `${n} anos`),
    experience: (y, title, formal) => (formal ? (title ? `${title} com ${y} de experiência profissional.` : `${y} de experiência profissional.`) : `Tenho ${y} de experiência profissional.`),
    latestJob: (title, company, current, formal) =>
      formal
        ? current
          ? `Atualmente ${title} na empresa ${company}.`
          : `Cargo mais recente: ${title} na empresa ${company}.`
        : current
          ? `Atualmente trabalho como ${title} na empresa ${company}.`
          : `Meu cargo mais recente foi ${title} na empresa ${company}.`,
    education: (school, field, degree, formal) =>
      formal ? `Formação: ${listed([degree, field, school])}.` : field ? `Estudei ${field} em ${school}${paren(degree)}.` : `Estudei em ${school}${paren(degree)}.`,
    skills: (list, formal) => (formal ? `Habilidades: ${list}.` : `Minhas habilidades incluem ${list}.`),
    goal: (desired, formal) => (formal ? `Objetivo: ${desired}.` : `Busco uma oportunidade como ${desired}.`),
    result: (quote, formal) => (formal ? `Principal resultado: “${quote}”` : `Uma conquista de destaque: “${quote}”`),
    greeting: (name) => `Olá, eu sou ${name}!`,
  },
  ms: {
    joiner: ' ',
    years: (n) => `${n} tahun`,
    experience: (y, title, formal) => (formal ? (title ? `${title} dengan ${y} pengalaman kerja.` : `${y} pengalaman kerja.`) : `Saya mempunyai ${y} pengalaman kerja.`),
    latestJob: (title, company, current, formal) =>
      formal
        ? current
          ? `Kini ${title} di ${company}.`
          : `Jawatan terakhir: ${title} di ${company}.`
        : current
          ? `Kini saya bekerja sebagai ${title} di ${company}.`
          : `Jawatan terakhir saya ialah ${title} di ${company}.`,
    education: (school, field, degree, formal) =>
      formal ? `Pendidikan: ${listed([degree, field, school])}.` : field ? `Saya belajar ${field} di ${school}${paren(degree)}.` : `Saya belajar di ${school}${paren(degree)}.`,
    skills: (list, formal) => (formal ? `Kemahiran: ${list}.` : `Kemahiran saya termasuk ${list}.`),
    goal: (desired, formal) => (formal ? `Matlamat kerjaya: ${desired}.` : `Saya sedang mencari pekerjaan sebagai ${desired}.`),
    result: (quote, formal) => (formal ? `Pencapaian utama: “${quote}”` : `Satu pencapaian yang saya banggakan: “${quote}”`),
    greeting: (name) => `Hai, saya ${name}!`,
  },
  id: {
    joiner: ' ',
    years: (n) => `${n} tahun`,
    experience: (y, title, formal) => (formal ? (title ? `${title} dengan ${y} pengalaman kerja.` : `${y} pengalaman kerja.`) : `Saya memiliki ${y} pengalaman kerja.`),
    latestJob: (title, company, current, formal) =>
      formal
        ? current
          ? `Saat ini ${title} di ${company}.`
          : `Posisi terakhir: ${title} di ${company}.`
        : current
          ? `Saat ini saya bekerja sebagai ${title} di ${company}.`
          : `Posisi terakhir saya adalah ${title} di ${company}.`,
    education: (school, field, degree, formal) =>
      formal ? `Pendidikan: ${listed([degree, field, school])}.` : field ? `Saya belajar ${field} di ${school}${paren(degree)}.` : `Saya belajar di ${school}${paren(degree)}.`,
    skills: (list, formal) => (formal ? `Keahlian: ${list}.` : `Keahlian saya meliputi ${list}.`),
    goal: (desired, formal) => (formal ? `Tujuan karier: ${desired}.` : `Saya sedang mencari pekerjaan sebagai ${desired}.`),
    result: (quote, formal) => (formal ? `Pencapaian utama: “${quote}”` : `Satu pencapaian yang saya banggakan: “${quote}”`),
    greeting: (name) => `Halo, saya ${name}!`,
  },
  tr: {
    joiner: ' ',
    years: (n) => `${n} yıl`,
    experience: (y, title, formal) => (formal ? (title ? `${title}, ${y} iş deneyimi.` : `${y} iş deneyimi.`) : `${y} iş deneyimim var.`),
    latestJob: (title, company, current, formal) =>
      formal
        ? current
          ? `Halen ${company} bünyesinde ${title}.`
          : `Son pozisyon: ${company} bünyesinde ${title}.`
        : current
          ? `Şu anda ${company} bünyesinde ${title} olarak çalışıyorum.`
          : `En son ${company} bünyesinde ${title} olarak çalıştım.`,
    education: (school, field, degree, formal) =>
      formal
        ? `Eğitim: ${listed([school, field, degree])}.`
        : `Eğitim aldığım okul: ${school}${field ? `, bölüm: ${field}` : ''}${paren(degree)}.`,
    skills: (list, formal) => (formal ? `Beceriler: ${list}.` : `Becerilerim arasında ${list} yer alıyor.`),
    goal: (desired, formal) => (formal ? `Hedef pozisyon: ${desired}.` : `${desired} olarak iş arıyorum.`),
    result: (quote, formal) => (formal ? `Öne çıkan sonuç: “${quote}”` : `Gurur duyduğum bir sonuç: “${quote}”`),
    greeting: (name) => `Merhaba, ben ${name}!`,
  },
  ar: {
    joiner: ' ',
    years: (n) => (n === 1 ? 'سنة واحدة' : n === 2 ? 'سنتان' : n <= 10 ? `${n} سنوات` : `${n} سنة`),
    experience: (y, title, formal) => (formal ? (title ? `${title} بخبرة عملية مدتها ${y}.` : `خبرة عملية مدتها ${y}.`) : `لدي خبرة عملية مدتها ${y}.`),
    latestJob: (title, company, current, formal) =>
      formal
        ? current
          ? `حاليًا: ${title} لدى ${company}.`
          : `آخر وظيفة: ${title} لدى ${company}.`
        : current
          ? `أعمل حاليًا بوظيفة ${title} لدى ${company}.`
          : `آخر وظيفة شغلتها هي ${title} لدى ${company}.`,
    education: (school, field, degree, formal) =>
      formal ? `التعليم: ${listed([degree, field, school], '، ')}.` : field ? `درست ${field} في ${school}${paren(degree)}.` : `درست في ${school}${paren(degree)}.`,
    skills: (list, formal) => (formal ? `المهارات: ${list}.` : `تشمل مهاراتي ${list}.`),
    goal: (desired, formal) => (formal ? `الهدف الوظيفي: ${desired}.` : `أبحث عن عمل بوظيفة ${desired}.`),
    result: (quote, formal) => (formal ? `أبرز النتائج: «${quote}»` : `إنجاز أعتز به: «${quote}»`),
    greeting: (name) => `مرحبًا، أنا ${name}!`,
  },
};

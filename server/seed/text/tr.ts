import { trDuties } from './duties/tr';
import { lowerFirst } from './casing';
import type { TextPack } from './types';

const lower = (text: string) => lowerFirst(text, 'tr-TR');

/**
 * Turkish attaches case suffixes to names ("İstanbul'da", "Ankara'da"), which depend on vowel
 * harmony; the templates place city and company names where no suffix is needed.
 */
export const tr: TextPack = {
  language: 'tr',
  locale: 'tr-TR',
  bullet: '• ',
  sentenceGap: ' ',
  responsibilitiesHeading: 'Görev ve sorumluluklar:',
  intro: [
    (c) => `${c.company}, ${c.city} ofisinde görev alacak ${c.title} arıyor.`,
    (c) => `${c.city} ekibimize katılacak ${c.title} arıyoruz.`,
    (c) => `Büyüyen ekibimiz için ${c.city} lokasyonunda çalışacak ${c.title} alınacaktır.`,
    (c) => `${c.company} bünyesinde ${c.title} olarak çalışmak ister misiniz? Çalışma yeri: ${c.city}.`,
  ],
  remoteIntro: [
    (c) => `${c.company}, tamamen uzaktan çalışacak ${c.title} arıyor.`,
    (c) => `Türkiye'nin her yerinden çalışabileceğiniz ${c.title} pozisyonu.`,
    (c) => `Dağıtık ekibimize uzaktan katılacak ${c.title} arıyoruz.`,
  ],
  hybridNote: 'Bu pozisyonda hibrit çalışma modeli uygulanır; haftada iki ila üç gün ofisten çalışılır.',
  companyPitch: [
    (c) => `${c.industry} sektöründe müşteri odaklı yaklaşımıyla istikrarlı şekilde büyüyen bir şirketiz.`,
    (c) => `${c.company} bünyesinde, işini iyi yapmayı önemseyen ve birbirinden öğrenen bir ekiple çalışacaksınız.`,
    () => 'Ekiplerimiz hızlı hareket eder, bilgiyi paylaşır ve işleri sade tutar.',
    (c) => `${c.company}, uzun yıllardır ${lower(c.industry)} sektöründe faaliyet gösteriyor ve çalışanlarına yatırım yapmaya devam ediyor.`,
  ],
  team: [
    (c) => `${c.teamSize} kişilik bir ekibin parçası olacak ve farklı departmanlarla yakın çalışacaksınız.`,
    (c) => `Ekibimiz şu anda ${c.teamSize} kişiden oluşuyor; ilk 90 gününüz için net bir oryantasyon planı hazırlanacak.`,
  ],
  closing: [
    'Kendinizi bu pozisyonda görüyorsanız hemen başvurun; işe alım ekibimiz birkaç gün içinde size dönüş yapacaktır.',
    'Başvurunuzu gönderin ve sohbet üzerinden doğrudan işe alım sorumlusuyla iletişime geçin.',
    'Tüm başvuruları inceliyor ve bir hafta içinde dönüş yapmaya çalışıyoruz.',
    'Mülakatlar online veya ofisimizde, size uygun şekilde yapılabilir.',
  ],
  responsibilities: trDuties,
  requirements: {
    degree: (label, level) => {
      const lower = label.toLocaleLowerCase('tr-TR');
      return level <= 3 ? `En az ${lower} mezunu` : `İlgili bölümlerden en az ${lower} mezunu`;
    },
    anyDegree: ['Eğitim şartı aranmamaktadır', 'Her eğitim seviyesinden adaylara açıktır'],
    experience: (label) => `Alanında ${label} deneyim`,
    entryLevel: ['Alanında bir miktar deneyim (staj deneyimi de değerlendirilir)'],
    noExperience: ['Deneyim şartı yoktur, kapsamlı eğitim verilecektir', 'Yeni mezun ve kariyer değiştirmek isteyen adaylar başvurabilir'],
    skills: (list) => `${list} konusunda deneyim`,
    language: (name) => `İyi derecede ${name} bilgisi`,
    languagePlus: (name) => `${name} bilgisi tercih sebebidir`,
    general: [
      'Güçlü iletişim becerilerine sahip ve müşteri odaklı',
      'Düzenli, sorumluluk sahibi ve zamanını iyi yöneten',
      'Hedef ve teslim tarihleriyle çalışmaya alışkın',
      'Takım çalışmasına yatkın, aynı zamanda bağımsız çalışabilen',
      'Öğrenmeye ve yeni araçlara uyum sağlamaya istekli',
      'Detaylara dikkat eden ve kaliteye önem veren',
    ],
    remote: [(c) => `${c.offset} mesai saatlerinde çalışabilecek`, () => 'Stabil internet bağlantısına ve sessiz bir çalışma ortamına sahip'],
  },
  seniority: {
    intern: (t) => `Stajyer ${t}`,
    junior: (t) => `Junior ${t}`,
    senior: (t) => `Kıdemli ${t}`,
    lead: (t) => `Lider ${t}`,
  },
  company: {
    opening: [
      (c) => `${c.foundedYear} yılında kurulan ${c.name}, ${c.city} merkezli bir ${lower(c.industry)} şirketidir.`,
      (c) => `${c.name}, ${c.foundedYear} yılından bu yana ${c.city} merkezli olarak ${lower(c.industry)} sektöründe faaliyet göstermektedir.`,
    ],
    size: [(c) => `Bugün ${c.headcount} kişilik bir ekiple çalışıyoruz.`, (c) => `Şirketimizde ${c.headcount} çalışan bulunmaktadır.`],
    mission: [
      'İşletmelere ve tüketicilere kullanımı kolay, uzun ömürlü ürün ve hizmetler sunuyoruz.',
      'Müşterilerimiz yerel işletmelerden ulusal markalara kadar uzanıyor.',
      'Yerel pazar bilgimizi uluslararası standartlarla birleştiriyoruz.',
      'Müşterilerimiz, iş ortaklarımız ve topluluklarla kurduğumuz uzun vadeli ilişkilerle gurur duyuyoruz.',
    ],
    culture: [
      'Sahiplenmeye önem veriyoruz: herkes karar alabilir ve sonuçlardan öğrenir.',
      'Geri bildirim açık ve çift yönlüdür; yöneticilerle düzenli birebir görüşmeler yapılır.',
      'Başarıları birlikte kutlarız; ekip yemeklerinden yıllık şirket gezisine kadar.',
      'Esnek çalışma, talep edilmesi gereken bir ayrıcalık değil, çalışma biçimimizin parçasıdır.',
      'Yıllık eğitim bütçesi ve şirket içi atölyelerle öğrenmeye yatırım yapıyoruz.',
      'Farklılıklar bizi güçlendirir; ekibimizde farklı geçmişlerden insanlar var.',
      'Toplantıları kısa tutar, kararları yazılı hale getirir, birbirimizin zamanına saygı duyarız.',
      'Çalışanlarımızı izinlerini kullanmaya ve mesai sonrasında dinlenmeye teşvik ederiz.',
    ],
  },
  recruiterTitles: [
    'İnsan Kaynakları Uzmanı',
    'İK Müdürü',
    'İşe Alım Uzmanı',
    'İK İş Ortağı',
    'Yetenek Kazanımı Uzmanı',
    'İnsan Kaynakları Yöneticisi',
    'İşe Alım Sorumlusu',
    'İK Direktörü',
  ],
  founderTitle: 'Kurucu ve CEO',
};

import type { AboutPack } from './types';

export const tr: AboutPack = {
  language: 'tr',
  products: {
    1: [
      { name: (b) => `${b.latin} Bulut`, description: 'KOBİ’ler için bulut tabanlı ön muhasebe ve bordro yazılımı.' },
      { name: (b) => `${b.latin} Connect`, description: 'Sohbet, e-posta ve telefon görüşmelerini tek bir gelen kutusunda toplayan müşteri hizmetleri platformu.' },
    ],
    2: [
      { name: (b) => `${b.latin} Pay`, description: 'Fatura ödemek, para göndermek ve internetten alışveriş yapmak için dijital cüzdan.' },
      { name: (b) => `${b.latin} İşletme Kredisi`, description: 'Küçük işletmeler için işletme sermayesi kredisi; başvurular üç iş günü içinde sonuçlanır.' },
    ],
    3: [
      { name: (b) => `${b.latin} Sağlık Plus`, description: 'Bireyler ve aileler için sağlık sigortası; anlaşmalı hastanelerde provizyonla ödemesiz yatış.' },
      { name: (b) => `${b.latin} Kasko`, description: 'Tamamen internetten satın alınabilen, yenilenebilen ve hasar bildirimi yapılabilen kasko.' },
    ],
    5: [
      { name: (b) => `${b.latin} Çarşı`, description: 'Elektronik, moda ve ev ürünleri satan, büyük şehirlerde ertesi gün teslimat yapan online pazaryeri.' },
      { name: (b) => `${b.latin} Satıcı Merkezi`, description: 'Yerel mağazaların online mağaza açmasına, ürün listelemesine ve siparişlerini yönetmesine yardımcı olan araçlar.' },
    ],
    6: [
      { name: (b) => `${b.latin} Market`, description: 'Taze gıda ve günlük ihtiyaç ürünleri sunan, her gün geç saate kadar açık mahalle marketleri.' },
      { name: (b) => `${b.latin} Kart`, description: 'Her alışverişi puana ve üyelere özel fiyatlara dönüştüren sadakat programı.' },
    ],
    7: [
      { name: (b) => `${b.latin} Ambalaj`, description: 'Tüketici markaları için siparişe özel üretilen gıdaya uygun ambalaj ve kaplar.' },
      { name: (b) => `${b.latin} Komponent`, description: 'Elektronik ve beyaz eşya üreticileri için hassas metal ve plastik parçalar.' },
    ],
    8: [
      { name: (b) => `${b.latin} Yetkili Servis`, description: 'Periyodik bakım, onarım ve orijinal yedek parça sunan yetkili servisler.' },
      { name: (b) => `${b.latin} Şarj`, description: 'AVM’lerde, ofislerde ve sitelerde elektrikli araç şarj istasyonları.' },
    ],
    10: [
      { name: (b) => `${b.latin} Rezidans`, description: 'Raylı sisteme, okullara ve iş merkezlerine yakın konut projeleri.' },
      { name: (b) => `${b.latin} Ofis`, description: 'Günlük veya aylık kiralanabilen esnek ofisler ve toplantı odaları.' },
    ],
    11: [
      { name: (b) => `${b.latin} Tıp Merkezi`, description: 'Muayene, laboratuvar tahlilleri ve aşı hizmeti veren tıp merkezleri.' },
      { name: (b) => `${b.latin} Online Doktor`, description: 'Uzman hekimlerle görüntülü muayene ve ilaçların kapıya teslimi.' },
    ],
    12: [
      { name: (b) => `${b.latin} Vita`, description: 'Türkiye genelinde eczanelerde satılan vitamin ve takviyeler.' },
      { name: (b) => `${b.latin} Jenerik`, description: 'Diyabet ve tansiyon gibi kronik hastalıklar için uygun fiyatlı jenerik ilaçlar.' },
    ],
    13: [
      { name: (b) => `${b.latin} Akademi`, description: 'Çalışanlar için yazılım, veri analizi ve dijital pazarlama alanında online kurslar.' },
      { name: (b) => `${b.latin} Kids`, description: '5–12 yaş arası çocuklar için okul sonrası İngilizce ve matematik kursları.' },
    ],
    14: [
      { name: (b) => `${b.latin} Express`, description: 'Online satıcılar için aynı gün ve ertesi gün kargo teslimatı.' },
      { name: (b) => `${b.latin} Takip`, description: 'Her ölçekten işletme için gönderi takip ve depo yönetim yazılımı.' },
    ],
    15: [
      { name: (b) => `${b.latin} Otelleri`, description: 'Şehir merkezlerinde toplantı salonları ve restoranı olan iş ve tatil otelleri.' },
      { name: (b) => `${b.latin} Turizm`, description: 'Yerel uzmanların planladığı tur paketleri ve grup seyahatleri.' },
    ],
    16: [
      { name: (b) => `${b.latin} Kahve`, description: 'Yerel olarak kavrulmuş çekirdekler ve günlük taze unlu mamuller sunan kahve dükkânları.' },
      { name: (b) => `${b.latin} Mutfak`, description: 'Süpermarketlerde ve marketlerde satılan hazır yemekler ve atıştırmalıklar.' },
    ],
    17: [
      { name: (b) => `${b.latin} Fiber`, description: '1 Gbps’e varan hızlarda ev interneti.' },
      { name: (b) => `${b.latin} Mobil`, description: '5G destekli faturalı ve faturasız mobil hat paketleri.' },
    ],
    18: [
      { name: (b) => `${b.latin} Stüdyo`, description: 'Markalar için video, sosyal medya ve kampanya içerikleri üretimi.' },
      { name: (b) => `${b.latin} Gündem`, description: 'Her gün güncellenen dijital haber ve yaşam dergisi.' },
    ],
    19: [
      { name: (b) => `${b.latin} Güneş`, description: 'Evler ve fabrikalar için çatı tipi güneş enerjisi sistemlerinin kurulumu ve bakımı.' },
      { name: (b) => `${b.latin} Tasarruf`, description: 'Hanelerin elektrik tüketimini izlemesine ve azaltmasına yardımcı olan uygulama.' },
    ],
  },
  news: {
    office: {
      title: (c) => `${c.company}, ${c.city} ofisini açtı`,
      summary: (c) => `Yeni ofis, büyüyen ${c.city} ekibine birlikte çalışmak ve müşterileri ağırlamak için daha fazla alan sağlıyor.`,
    },
    hiring: {
      title: (c) => `${c.company} bu yıl ${c.count} kişiyi işe almayı planlıyor`,
      summary: () => 'Yeni pozisyonlar, giriş seviyesinden yöneticiliğe kadar farklı ekiplerde açılıyor.',
    },
    award: {
      title: (c) => `${c.company}, ${c.year} ${c.city} En İyi İşverenler listesinde yer aldı`,
      summary: () => 'Ödül, çalışanların ekipleri, yöneticileri ve yan hakları hakkında yanıtladığı anonim ankete dayanıyor.',
    },
    launch: {
      title: (c) => `${c.company}, ${c.product} adlı yeni ürününü kullanıma sundu`,
      summary: (c) => c.productDescription,
    },
    anniversary: {
      title: (c) => `${c.company} ${c.years}. yılını kutluyor`,
      summary: (c) => `${c.foundedYear} yılında kurulan şirket, bu özel günü çalışanları, müşterileri ve iş ortaklarıyla birlikte kutladı.`,
    },
    funding: {
      title: (c) => `${c.company}, ${c.round} turunda ${c.amount} yatırım aldı`,
      summary: () => 'Yeni yatırım, ürün geliştirme ve ekibin büyütülmesi için kullanılacak.',
    },
    community: {
      title: (c) => `${c.company} çalışanları ${c.city} okullarında gönüllü oldu`,
      summary: () => 'Çalışanlar sınıfları boyadı, ağaç dikti ve öğrencilerle okuma etkinlikleri düzenledi.',
    },
  },
  rounds: { angel: 'melek yatırım', seed: 'tohum', 'series-a': 'A Serisi', 'series-b': 'B Serisi', 'series-c': 'C Serisi', 'series-d-plus': 'D Serisi' },
};

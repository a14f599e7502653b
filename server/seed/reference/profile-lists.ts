import { l } from './labels';
import type { RefItem } from './ref-item';

/** Job-seeking status on a profile (platform spec §3 Profile). */
export const jobSeekingStatuses: RefItem[] = [
  { id: 1, key: 'actively-looking', labels: l('Actively looking', '正在积极找工作', '積極找工作中', '積極的に求職中', 'Buscando activamente', 'Procurando ativamente', 'Sedang aktif mencari', 'Aktif mencari', 'Aktif olarak arıyorum', 'أبحث بنشاط') },
  { id: 2, key: 'open-to-opportunities', labels: l('Open to opportunities', '对机会持开放态度', '對新機會持開放態度', '良い機会があれば検討', 'Abierto a oportunidades', 'Aberto a oportunidades', 'Terbuka kepada peluang', 'Terbuka untuk peluang', 'Fırsatlara açığım', 'منفتح على الفرص') },
  { id: 3, key: 'not-looking', labels: l('Not looking right now', '暂不考虑新工作', '暫不考慮新工作', '現在は求職していない', 'No busco por ahora', 'Não estou procurando agora', 'Tidak mencari buat masa ini', 'Sedang tidak mencari', 'Şu an aramıyorum', 'لا أبحث حاليًا') },
];

/** Languages a person speaks or works in (language_lists): profile languages and work language. */
export const spokenLanguages: RefItem[] = [
  { id: 1, key: 'english', labels: l('English', '英语', '英語', '英語', 'Inglés', 'Inglês', 'Bahasa Inggeris', 'Bahasa Inggris', 'İngilizce', 'الإنجليزية') },
  { id: 2, key: 'mandarin', labels: l('Mandarin Chinese', '普通话', '華語', '中国語（標準語）', 'Chino mandarín', 'Mandarim', 'Bahasa Mandarin', 'Bahasa Mandarin', 'Mandarin Çincesi', 'الصينية الماندرينية') },
  { id: 3, key: 'cantonese', labels: l('Cantonese', '粤语', '粵語', '広東語', 'Cantonés', 'Cantonês', 'Bahasa Kantonis', 'Bahasa Kanton', 'Kantonca', 'الكانتونية') },
  { id: 4, key: 'japanese', labels: l('Japanese', '日语', '日語', '日本語', 'Japonés', 'Japonês', 'Bahasa Jepun', 'Bahasa Jepang', 'Japonca', 'اليابانية') },
  { id: 5, key: 'spanish', labels: l('Spanish', '西班牙语', '西班牙語', 'スペイン語', 'Español', 'Espanhol', 'Bahasa Sepanyol', 'Bahasa Spanyol', 'İspanyolca', 'الإسبانية') },
  { id: 6, key: 'portuguese', labels: l('Portuguese', '葡萄牙语', '葡萄牙語', 'ポルトガル語', 'Portugués', 'Português', 'Bahasa Portugis', 'Bahasa Portugis', 'Portekizce', 'البرتغالية') },
  { id: 7, key: 'malay', labels: l('Malay', '马来语', '馬來語', 'マレー語', 'Malayo', 'Malaio', 'Bahasa Melayu', 'Bahasa Melayu', 'Malayca', 'الملايوية') },
  { id: 8, key: 'indonesian', labels: l('Indonesian', '印尼语', '印尼語', 'インドネシア語', 'Indonesio', 'Indonésio', 'Bahasa Indonesia', 'Bahasa Indonesia', 'Endonezce', 'الإندونيسية') },
  { id: 9, key: 'turkish', labels: l('Turkish', '土耳其语', '土耳其語', 'トルコ語', 'Turco', 'Turco', 'Bahasa Turki', 'Bahasa Turki', 'Türkçe', 'التركية') },
  { id: 10, key: 'arabic', labels: l('Arabic', '阿拉伯语', '阿拉伯語', 'アラビア語', 'Árabe', 'Árabe', 'Bahasa Arab', 'Bahasa Arab', 'Arapça', 'العربية') },
  { id: 11, key: 'filipino', labels: l('Filipino (Tagalog)', '菲律宾语（他加禄语）', '菲律賓語（他加祿語）', 'フィリピン語（タガログ語）', 'Filipino (tagalo)', 'Filipino (tagalo)', 'Bahasa Filipina (Tagalog)', 'Bahasa Filipina (Tagalog)', 'Filipince (Tagalogca)', 'الفلبينية (التاغالوغية)') },
  { id: 12, key: 'hindi', labels: l('Hindi', '印地语', '印地語', 'ヒンディー語', 'Hindi', 'Hindi', 'Bahasa Hindi', 'Bahasa Hindi', 'Hintçe', 'الهندية') },
  { id: 13, key: 'tamil', labels: l('Tamil', '泰米尔语', '泰米爾語', 'タミル語', 'Tamil', 'Tâmil', 'Bahasa Tamil', 'Bahasa Tamil', 'Tamilce', 'التاميلية') },
  { id: 14, key: 'sinhala', labels: l('Sinhala', '僧伽罗语', '僧伽羅語', 'シンハラ語', 'Cingalés', 'Cingalês', 'Bahasa Sinhala', 'Bahasa Sinhala', 'Seylanca', 'السنهالية') },
  { id: 15, key: 'korean', labels: l('Korean', '韩语', '韓語', '韓国語', 'Coreano', 'Coreano', 'Bahasa Korea', 'Bahasa Korea', 'Korece', 'الكورية') },
  { id: 16, key: 'thai', labels: l('Thai', '泰语', '泰語', 'タイ語', 'Tailandés', 'Tailandês', 'Bahasa Thai', 'Bahasa Thailand', 'Tayca', 'التايلاندية') },
  { id: 17, key: 'vietnamese', labels: l('Vietnamese', '越南语', '越南語', 'ベトナム語', 'Vietnamita', 'Vietnamita', 'Bahasa Vietnam', 'Bahasa Vietnam', 'Vietnamca', 'الفيتنامية') },
  { id: 18, key: 'french', labels: l('French', '法语', '法語', 'フランス語', 'Francés', 'Francês', 'Bahasa Perancis', 'Bahasa Prancis', 'Fransızca', 'الفرنسية') },
  { id: 19, key: 'german', labels: l('German', '德语', '德語', 'ドイツ語', 'Alemán', 'Alemão', 'Bahasa Jerman', 'Bahasa Jerman', 'Almanca', 'الألمانية') },
  { id: 20, key: 'hausa', labels: l('Hausa', '豪萨语', '豪薩語', 'ハウサ語', 'Hausa', 'Hauçá', 'Bahasa Hausa', 'Bahasa Hausa', 'Hausaca', 'الهوسية') },
  { id: 21, key: 'yoruba', labels: l('Yoruba', '约鲁巴语', '約魯巴語', 'ヨルバ語', 'Yoruba', 'Iorubá', 'Bahasa Yoruba', 'Bahasa Yoruba', 'Yorubaca', 'اليوروبية') },
];

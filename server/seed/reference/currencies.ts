import { l } from './labels';
import type { RefItem } from './ref-item';

/**
 * One entry per distinct country currency. Names follow CLDR; `extra.code` is the ISO 4217 code
 * that jobs store, `extra.symbol` the short symbol shown next to amounts.
 */
export const currencies: RefItem[] = [
  { id: 1, key: 'php', extra: { code: 'PHP', symbol: '₱' }, labels: l('Philippine Peso', '菲律宾比索', '菲律賓披索', 'フィリピンペソ', 'Peso filipino', 'Peso filipino', 'Peso Filipina', 'Peso Filipina', 'Filipinler pesosu', 'بيزو فلبيني') },
  { id: 2, key: 'sgd', extra: { code: 'SGD', symbol: 'S$' }, labels: l('Singapore Dollar', '新加坡元', '新加坡幣', 'シンガポールドル', 'Dólar singapurense', 'Dólar de Singapura', 'Dolar Singapura', 'Dolar Singapura', 'Singapur doları', 'دولار سنغافوري') },
  { id: 3, key: 'idr', extra: { code: 'IDR', symbol: 'Rp' }, labels: l('Indonesian Rupiah', '印尼盾', '印尼盾', 'インドネシアルピア', 'Rupia indonesia', 'Rupia indonésia', 'Rupiah Indonesia', 'Rupiah Indonesia', 'Endonezya rupisi', 'روبية إندونيسية') },
  { id: 4, key: 'jpy', extra: { code: 'JPY', symbol: '¥' }, labels: l('Japanese Yen', '日元', '日圓', '日本円', 'Yen japonés', 'Iene japonês', 'Yen Jepun', 'Yen Jepang', 'Japon yeni', 'ين ياباني') },
  { id: 5, key: 'myr', extra: { code: 'MYR', symbol: 'RM' }, labels: l('Malaysian Ringgit', '马来西亚林吉特', '馬來西亞令吉', 'マレーシアリンギット', 'Ringit malasio', 'Ringgit malaio', 'Ringgit Malaysia', 'Ringgit Malaysia', 'Malezya ringgiti', 'رينغيت ماليزي') },
  { id: 6, key: 'hkd', extra: { code: 'HKD', symbol: 'HK$' }, labels: l('Hong Kong Dollar', '港元', '港幣', '香港ドル', 'Dólar de Hong Kong', 'Dólar de Hong Kong', 'Dolar Hong Kong', 'Dolar Hong Kong', 'Hong Kong doları', 'دولار هونغ كونغ') },
  { id: 7, key: 'twd', extra: { code: 'TWD', symbol: 'NT$' }, labels: l('New Taiwan Dollar', '新台币', '新臺幣', '新台湾ドル', 'Nuevo dólar taiwanés', 'Novo dólar taiwanês', 'Dolar Baharu Taiwan', 'Dolar Baru Taiwan', 'Yeni Tayvan doları', 'دولار تايواني جديد') },
  { id: 8, key: 'mop', extra: { code: 'MOP', symbol: 'MOP$' }, labels: l('Macanese Pataca', '澳门元', '澳門元', 'マカオパタカ', 'Pataca de Macao', 'Pataca de Macau', 'Pataca Macau', 'Pataca Makau', 'Makao patakası', 'باتاكا ماكاوية') },
  { id: 9, key: 'lkr', extra: { code: 'LKR', symbol: 'Rs' }, labels: l('Sri Lankan Rupee', '斯里兰卡卢比', '斯里蘭卡盧比', 'スリランカルピー', 'Rupia de Sri Lanka', 'Rupia do Sri Lanka', 'Rupee Sri Lanka', 'Rupee Sri Lanka', 'Sri Lanka rupisi', 'روبية سريلانكية') },
  { id: 10, key: 'ngn', extra: { code: 'NGN', symbol: '₦' }, labels: l('Nigerian Naira', '尼日利亚奈拉', '奈及利亞奈拉', 'ナイジェリアナイラ', 'Naira nigeriana', 'Naira nigeriana', 'Naira Nigeria', 'Naira Nigeria', 'Nijerya nairası', 'نايرا نيجيرية') },
  { id: 11, key: 'try', extra: { code: 'TRY', symbol: '₺' }, labels: l('Turkish Lira', '土耳其里拉', '土耳其里拉', 'トルコリラ', 'Lira turca', 'Lira turca', 'Lira Turki', 'Lira Turki', 'Türk lirası', 'ليرة تركية') },
  { id: 12, key: 'gbp', extra: { code: 'GBP', symbol: '£' }, labels: l('British Pound', '英镑', '英鎊', '英ポンド', 'Libra esterlina', 'Libra esterlina', 'Paun British', 'Pound sterling Inggris', 'İngiliz sterlini', 'جنيه إسترليني') },
  { id: 13, key: 'usd', extra: { code: 'USD', symbol: '$' }, labels: l('US Dollar', '美元', '美元', '米ドル', 'Dólar estadounidense', 'Dólar americano', 'Dolar AS', 'Dolar Amerika Serikat', 'ABD doları', 'دولار أمريكي') },
  { id: 14, key: 'brl', extra: { code: 'BRL', symbol: 'R$' }, labels: l('Brazilian Real', '巴西雷亚尔', '巴西雷亞爾', 'ブラジルレアル', 'Real brasileño', 'Real brasileiro', 'Real Brazil', 'Real Brasil', 'Brezilya reali', 'ريال برازيلي') },
  { id: 15, key: 'aed', extra: { code: 'AED', symbol: 'AED' }, labels: l('UAE Dirham', '阿联酋迪拉姆', '阿聯酋迪拉姆', 'UAEディルハム', 'Dírham de los EAU', 'Dirham dos EAU', 'Dirham UAE', 'Dirham UEA', 'BAE dirhemi', 'درهم إماراتي') },
  { id: 16, key: 'cad', extra: { code: 'CAD', symbol: 'CA$' }, labels: l('Canadian Dollar', '加拿大元', '加拿大幣', 'カナダドル', 'Dólar canadiense', 'Dólar canadense', 'Dolar Kanada', 'Dolar Kanada', 'Kanada doları', 'دولار كندي') },
  { id: 17, key: 'inr', extra: { code: 'INR', symbol: '₹' }, labels: l('Indian Rupee', '印度卢比', '印度盧比', 'インドルピー', 'Rupia india', 'Rupia indiana', 'Rupee India', 'Rupee India', 'Hindistan rupisi', 'روبية هندية') },
];

export function currencyCodeOf(item: RefItem): string {
  return String(item.extra?.code);
}

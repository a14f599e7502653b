import { l } from '../labels';
import { cityLabels } from './shared-labels';
import { type CountryGeography, place, region } from './types';

export const philippines: CountryGeography = {
  countryKey: 'ph',
  addressStyle: 'unit',
  regions: [
    region(16701, 'metro-manila', l('Metro Manila', '马尼拉大都会', '馬尼拉大都會', 'メトロ・マニラ', 'Gran Manila', 'Região Metropolitana de Manila', 'Metro Manila', 'Metro Manila', 'Metro Manila', 'مترو مانيلا'), [
      place(167001, 'manila', l('Manila', '马尼拉', '馬尼拉', 'マニラ', 'Manila', 'Manila', 'Manila', 'Manila', 'Manila', 'مانيلا'), [14.5995, 120.9842], 9, ['Taft Avenue', 'Roxas Boulevard', 'United Nations Avenue']),
      place(167002, 'makati', l('Makati', '马卡蒂', '馬卡蒂', 'マカティ', 'Makati', 'Makati', 'Makati', 'Makati', 'Makati', 'ماكاتي'), [14.5547, 121.0244], 9, ['Ayala Avenue', 'Paseo de Roxas', 'Valero Street']),
      place(167003, 'taguig', l('Taguig', '达义', '達義', 'タギッグ', 'Taguig', 'Taguig', 'Taguig', 'Taguig', 'Taguig', 'تاغيغ'), [14.5176, 121.0509], 8, ['5th Avenue, Bonifacio Global City', '32nd Street, Bonifacio Global City']),
      place(167004, 'quezon-city', l('Quezon City', '奎松市', '奎松市', 'ケソン市', 'Ciudad Quezón', 'Cidade Quezon', 'Bandar Quezon', 'Kota Quezon', 'Quezon City', 'مدينة كيزون'), [14.676, 121.0437], 8, ['Eastwood Avenue', 'Commonwealth Avenue', 'Timog Avenue']),
      place(167005, 'pasig', l('Pasig', '帕西格', '巴石', 'パシッグ', 'Pasig', 'Pasig', 'Pasig', 'Pasig', 'Pasig', 'باسيغ'), [14.5764, 121.0851], 6, ['ADB Avenue, Ortigas Center', 'Meralco Avenue']),
      place(167006, 'mandaluyong', l('Mandaluyong', '曼达卢永', '曼達盧永', 'マンダルヨン', 'Mandaluyong', 'Mandaluyong', 'Mandaluyong', 'Mandaluyong', 'Mandaluyong', 'ماندالويونغ'), [14.5794, 121.0359], 4, ['Shaw Boulevard', 'Reliance Street']),
    ]),
    region(16702, 'calabarzon', l('Calabarzon', '卡拉巴松', '卡拉巴松', 'カラバルソン', 'Calabarzón', 'Calabarzon', 'Calabarzon', 'Calabarzon', 'Calabarzon', 'كالاباركون'), [
      place(167007, 'santa-rosa-laguna', l('Santa Rosa, Laguna', '圣罗莎（内湖省）', '聖羅莎（內湖省）', 'サンタローザ（ラグナ州）', 'Santa Rosa (Laguna)', 'Santa Rosa (Laguna)', 'Santa Rosa, Laguna', 'Santa Rosa, Laguna', 'Santa Rosa, Laguna', 'سانتا روزا، لاغونا'), [14.3122, 121.1114], 3, ['Santa Rosa–Tagaytay Road', 'Balibago Road']),
    ]),
    region(16703, 'central-luzon', l('Central Luzon', '中吕宋', '中呂宋', '中部ルソン', 'Luzón Central', 'Luzon Central', 'Luzon Tengah', 'Luzon Tengah', 'Orta Luzon', 'وسط لوزون'), [
      place(167008, 'clark', l('Clark', '克拉克', '克拉克', 'クラーク', 'Clark', 'Clark', 'Clark', 'Clark', 'Clark', 'كلارك'), [15.1855, 120.546], 3, ['Manuel A. Roxas Highway', 'Jose Abad Santos Avenue']),
    ]),
    region(16704, 'central-visayas', l('Central Visayas', '中米沙鄢', '中米沙鄢', '中部ビサヤ', 'Bisayas Centrales', 'Visayas Central', 'Visayas Tengah', 'Visayas Tengah', 'Orta Visayas', 'وسط فيساياس'), [
      place(167009, 'cebu-city', l('Cebu City', '宿务市', '宿霧市', 'セブ市', 'Ciudad de Cebú', 'Cidade de Cebu', 'Bandar Cebu', 'Kota Cebu', 'Cebu', 'مدينة سيبو'), [10.3157, 123.8854], 6, ['Cardinal Rosales Avenue, Cebu Business Park', 'Osmeña Boulevard', 'Salinas Drive, Lahug']),
    ]),
    region(16705, 'davao-region', l('Davao Region', '达沃地区', '達沃地區', 'ダバオ地方', 'Región de Dávao', 'Região de Davao', 'Wilayah Davao', 'Region Davao', 'Davao Bölgesi', 'منطقة دافاو'), [
      place(167010, 'davao-city', l('Davao City', '达沃市', '達沃市', 'ダバオ市', 'Ciudad de Dávao', 'Cidade de Davao', 'Bandar Davao', 'Kota Davao', 'Davao', 'مدينة دافاو'), [7.1907, 125.4553], 4, ['J.P. Laurel Avenue', 'C.M. Recto Street']),
    ]),
  ],
};

export const singapore: CountryGeography = {
  countryKey: 'sg',
  addressStyle: 'unit',
  regions: [
    region(19301, 'central-region', l('Central Region', '中区', '中區', '中央地域', 'Región Central', 'Região Central', 'Wilayah Tengah', 'Wilayah Tengah', 'Merkez Bölge', 'المنطقة الوسطى'), [
      place(193001, 'singapore', cityLabels.singapore, [1.284, 103.851], 10, ['Raffles Place', 'Shenton Way', 'Marina Boulevard']),
      place(193002, 'orchard', l('Orchard', '乌节', '烏節', 'オーチャード', 'Orchard', 'Orchard', 'Orchard', 'Orchard', 'Orchard', 'أورتشارد'), [1.3048, 103.8318], 4, ['Orchard Road', 'Scotts Road']),
      place(193003, 'paya-lebar', l('Paya Lebar', '巴耶利峇', '巴耶利峇', 'パヤレバー', 'Paya Lebar', 'Paya Lebar', 'Paya Lebar', 'Paya Lebar', 'Paya Lebar', 'بايا ليبار'), [1.318, 103.893], 3, ['Paya Lebar Road', 'Sims Avenue']),
    ]),
    region(19302, 'west-region', l('West Region', '西区', '西區', '西部地域', 'Región Oeste', 'Região Oeste', 'Wilayah Barat', 'Wilayah Barat', 'Batı Bölgesi', 'المنطقة الغربية'), [
      place(193004, 'one-north', l('one-north', '纬壹科技城', '緯壹科技城', 'ワンノース', 'one-north', 'one-north', 'one-north', 'one-north', 'one-north', 'ون نورث'), [1.2996, 103.7876], 5, ['Fusionopolis Way', 'Biopolis Road']),
      place(193005, 'jurong-east', l('Jurong East', '裕廊东', '裕廊東', 'ジュロン・イースト', 'Jurong East', 'Jurong East', 'Jurong Timur', 'Jurong Timur', 'Jurong East', 'جورونغ الشرقية'), [1.3329, 103.7436], 4, ['Jurong Gateway Road', 'Jurong East Street 21']),
    ]),
    region(19303, 'east-region', l('East Region', '东区', '東區', '東部地域', 'Región Este', 'Região Leste', 'Wilayah Timur', 'Wilayah Timur', 'Doğu Bölgesi', 'المنطقة الشرقية'), [
      place(193006, 'tampines', l('Tampines', '淡滨尼', '淡濱尼', 'タンピネス', 'Tampines', 'Tampines', 'Tampines', 'Tampines', 'Tampines', 'تامبينس'), [1.3496, 103.9568], 4, ['Tampines Central 1', 'Tampines Avenue 4']),
      place(193007, 'changi', l('Changi', '樟宜', '樟宜', 'チャンギ', 'Changi', 'Changi', 'Changi', 'Changi', 'Changi', 'تشانغي'), [1.3644, 103.9915], 3, ['Changi Business Park Central 1', 'Airport Boulevard']),
    ]),
    region(19304, 'north-region', l('North Region', '北区', '北區', '北部地域', 'Región Norte', 'Região Norte', 'Wilayah Utara', 'Wilayah Utara', 'Kuzey Bölgesi', 'المنطقة الشمالية'), [
      place(193008, 'woodlands', l('Woodlands', '兀兰', '兀蘭', 'ウッドランズ', 'Woodlands', 'Woodlands', 'Woodlands', 'Woodlands', 'Woodlands', 'وودلاندز'), [1.436, 103.7865], 3, ['Woodlands Avenue 2', 'Woodlands Square']),
    ]),
    region(19305, 'north-east-region', l('North-East Region', '东北区', '東北區', '北東部地域', 'Región Noreste', 'Região Nordeste', 'Wilayah Timur Laut', 'Wilayah Timur Laut', 'Kuzeydoğu Bölgesi', 'المنطقة الشمالية الشرقية'), [
      place(193009, 'serangoon', l('Serangoon', '实龙岗', '實龍崗', 'セラングーン', 'Serangoon', 'Serangoon', 'Serangoon', 'Serangoon', 'Serangoon', 'سيرانغون'), [1.35, 103.873], 3, ['Serangoon Central', 'Upper Serangoon Road']),
    ]),
  ],
};

export const indonesia: CountryGeography = {
  countryKey: 'id',
  addressStyle: 'id',
  regions: [
    region(9601, 'dki-jakarta', l('Jakarta Special Capital Region', '雅加达首都特区', '雅加達首都特區', 'ジャカルタ首都特別州', 'Región Especial de Yakarta', 'Região Especial de Jacarta', 'Wilayah Khas Ibu Kota Jakarta', 'DKI Jakarta', 'Cakarta Özel Başkent Bölgesi', 'منطقة جاكرتا العاصمة الخاصة'), [
      place(96001, 'jakarta', l('Jakarta', '雅加达', '雅加達', 'ジャカルタ', 'Yakarta', 'Jacarta', 'Jakarta', 'Jakarta', 'Cakarta', 'جاكرتا'), [-6.2088, 106.8456], 10, ['Jl. Jenderal Sudirman', 'Jl. M.H. Thamrin', 'Jl. Gatot Subroto']),
      place(96002, 'jakarta-selatan', l('South Jakarta', '南雅加达', '南雅加達', '南ジャカルタ', 'Yakarta Meridional', 'Jacarta do Sul', 'Jakarta Selatan', 'Jakarta Selatan', 'Güney Cakarta', 'جنوب جاكرتا'), [-6.2615, 106.8106], 7, ['Jl. H.R. Rasuna Said', 'Jl. TB Simatupang']),
    ]),
    region(9602, 'jawa-barat', l('West Java', '西爪哇', '西爪哇', '西ジャワ州', 'Java Occidental', 'Java Ocidental', 'Jawa Barat', 'Jawa Barat', 'Batı Cava', 'جاوة الغربية'), [
      place(96003, 'bandung', l('Bandung', '万隆', '萬隆', 'バンドン', 'Bandung', 'Bandung', 'Bandung', 'Bandung', 'Bandung', 'باندونغ'), [-6.9175, 107.6191], 5, ['Jl. Asia Afrika', 'Jl. Ir. H. Juanda']),
      place(96004, 'bekasi', l('Bekasi', '勿加泗', '勿加泗', 'ブカシ', 'Bekasi', 'Bekasi', 'Bekasi', 'Bekasi', 'Bekasi', 'بيكاسي'), [-6.2383, 106.9756], 4, ['Jl. Ahmad Yani', 'Jl. Jababeka Raya, Cikarang']),
      place(96005, 'bogor', l('Bogor', '茂物', '茂物', 'ボゴール', 'Bogor', 'Bogor', 'Bogor', 'Bogor', 'Bogor', 'بوغور'), [-6.5971, 106.806], 2, ['Jl. Pajajaran', 'Jl. Raya Tajur']),
    ]),
    region(9603, 'banten', l('Banten', '万丹', '萬丹', 'バンテン州', 'Bantén', 'Banten', 'Banten', 'Banten', 'Banten', 'بانتن'), [
      place(96006, 'tangerang', l('Tangerang', '唐格朗', '唐格朗', 'タンゲラン', 'Tangerang', 'Tangerang', 'Tangerang', 'Tangerang', 'Tangerang', 'تانغيرانغ'), [-6.1783, 106.6319], 5, ['Jl. Boulevard Gading Serpong', 'Jl. Raya Serpong']),
    ]),
    region(9604, 'jawa-timur', l('East Java', '东爪哇', '東爪哇', '東ジャワ州', 'Java Oriental', 'Java Oriental', 'Jawa Timur', 'Jawa Timur', 'Doğu Cava', 'جاوة الشرقية'), [
      place(96007, 'surabaya', l('Surabaya', '泗水', '泗水', 'スラバヤ', 'Surabaya', 'Surabaya', 'Surabaya', 'Surabaya', 'Surabaya', 'سورابايا'), [-7.2575, 112.7521], 6, ['Jl. Basuki Rahmat', 'Jl. Raya Darmo']),
      place(96008, 'malang', l('Malang', '玛琅', '瑪琅', 'マラン', 'Malang', 'Malang', 'Malang', 'Malang', 'Malang', 'مالانغ'), [-7.9666, 112.6326], 2, ['Jl. Ijen', 'Jl. Soekarno-Hatta']),
    ]),
    region(9605, 'bali', l('Bali', '巴厘省', '峇里省', 'バリ州', 'Bali', 'Bali', 'Bali', 'Bali', 'Bali', 'بالي'), [
      place(96009, 'denpasar', l('Denpasar', '登巴萨', '登巴薩', 'デンパサール', 'Denpasar', 'Denpasar', 'Denpasar', 'Denpasar', 'Denpasar', 'دنباسار'), [-8.6705, 115.2126], 3, ['Jl. Gatot Subroto', 'Jl. Teuku Umar']),
    ]),
  ],
};

export const japan: CountryGeography = {
  countryKey: 'jp',
  addressStyle: 'jp',
  regions: [
    region(10501, 'kanto', l('Kanto', '关东', '關東', '関東', 'Kantō', 'Kanto', 'Kanto', 'Kanto', 'Kanto', 'كانتو'), [
      place(105001, 'tokyo', cityLabels.tokyo, [35.6812, 139.7671], 10, ['Marunouchi, Chiyoda-ku', 'Shibuya, Shibuya-ku', 'Roppongi, Minato-ku', 'Nishi-Shinjuku, Shinjuku-ku']),
      place(105002, 'yokohama', l('Yokohama', '横滨', '橫濱', '横浜', 'Yokohama', 'Yokohama', 'Yokohama', 'Yokohama', 'Yokohama', 'يوكوهاما'), [35.4437, 139.638], 5, ['Minatomirai, Nishi-ku', 'Kitasaiwai, Nishi-ku']),
      place(105003, 'saitama', l('Saitama', '埼玉', '埼玉', 'さいたま', 'Saitama', 'Saitama', 'Saitama', 'Saitama', 'Saitama', 'سايتاما'), [35.8617, 139.6455], 3, ['Shintoshin, Chuo-ku', 'Sakuragicho, Omiya-ku']),
    ]),
    region(10502, 'kansai', l('Kansai', '关西', '關西', '関西', 'Kansai', 'Kansai', 'Kansai', 'Kansai', 'Kansai', 'كانساي'), [
      place(105004, 'osaka', l('Osaka', '大阪', '大阪', '大阪', 'Osaka', 'Osaka', 'Osaka', 'Osaka', 'Osaka', 'أوساكا'), [34.7025, 135.4959], 7, ['Umeda, Kita-ku', 'Honmachi, Chuo-ku']),
      place(105005, 'kyoto', l('Kyoto', '京都', '京都', '京都', 'Kioto', 'Quioto', 'Kyoto', 'Kyoto', 'Kyoto', 'كيوتو'), [35.0116, 135.7681], 3, ['Karasuma-dori, Nakagyo-ku', 'Shijo-dori, Shimogyo-ku']),
      place(105006, 'kobe', l('Kobe', '神户', '神戶', '神戸', 'Kobe', 'Kobe', 'Kobe', 'Kobe', 'Kobe', 'كوبي'), [34.6901, 135.1955], 3, ['Sannomiya-cho, Chuo-ku', 'Minatojima, Chuo-ku']),
    ]),
    region(10503, 'chubu', l('Chubu', '中部', '中部', '中部', 'Chūbu', 'Chubu', 'Chubu', 'Chubu', 'Chubu', 'تشوبو'), [
      place(105007, 'nagoya', l('Nagoya', '名古屋', '名古屋', '名古屋', 'Nagoya', 'Nagoya', 'Nagoya', 'Nagoya', 'Nagoya', 'ناغويا'), [35.1709, 136.8815], 5, ['Meieki, Nakamura-ku', 'Sakae, Naka-ku']),
    ]),
    region(10504, 'kyushu', l('Kyushu', '九州', '九州', '九州', 'Kyūshū', 'Kyushu', 'Kyushu', 'Kyushu', 'Kyuşu', 'كيوشو'), [
      place(105008, 'fukuoka', l('Fukuoka', '福冈', '福岡', '福岡', 'Fukuoka', 'Fukuoka', 'Fukuoka', 'Fukuoka', 'Fukuoka', 'فوكوكا'), [33.5902, 130.4017], 4, ['Tenjin, Chuo-ku', 'Hakata Ekimae, Hakata-ku']),
    ]),
    region(10505, 'hokkaido-tohoku', l('Hokkaido & Tohoku', '北海道与东北', '北海道與東北', '北海道・東北', 'Hokkaidō y Tōhoku', 'Hokkaido e Tohoku', 'Hokkaido & Tohoku', 'Hokkaido & Tohoku', 'Hokkaido ve Tohoku', 'هوكايدو وتوهوكو'), [
      place(105009, 'sapporo', l('Sapporo', '札幌', '札幌', '札幌', 'Sapporo', 'Sapporo', 'Sapporo', 'Sapporo', 'Sapporo', 'سابورو'), [43.0618, 141.3545], 3, ['Kita 5-jo Nishi, Chuo-ku', 'Odori Nishi, Chuo-ku']),
      place(105010, 'sendai', l('Sendai', '仙台', '仙台', '仙台', 'Sendai', 'Sendai', 'Sendai', 'Sendai', 'Sendai', 'سنداي'), [38.2682, 140.8694], 2, ['Chuo, Aoba-ku', 'Ichibancho, Aoba-ku']),
    ]),
  ],
};

export const malaysia: CountryGeography = {
  countryKey: 'my',
  addressStyle: 'unit',
  regions: [
    region(12701, 'kuala-lumpur-federal-territory', l('Federal Territory of Kuala Lumpur', '吉隆坡联邦直辖区', '吉隆坡聯邦直轄區', 'クアラルンプール連邦直轄領', 'Territorio Federal de Kuala Lumpur', 'Território Federal de Kuala Lumpur', 'Wilayah Persekutuan Kuala Lumpur', 'Wilayah Federal Kuala Lumpur', 'Kuala Lumpur Federal Bölgesi', 'إقليم كوالالمبور الاتحادي'), [
      place(127001, 'kuala-lumpur', l('Kuala Lumpur', '吉隆坡', '吉隆坡', 'クアラルンプール', 'Kuala Lumpur', 'Kuala Lumpur', 'Kuala Lumpur', 'Kuala Lumpur', 'Kuala Lumpur', 'كوالالمبور'), [3.139, 101.6869], 10, ['Jalan Sultan Ismail', 'Jalan Ampang', 'Jalan Tun Razak']),
      place(127002, 'bangsar-south', l('Bangsar South', '孟沙南城', '孟沙南城', 'バンサー・サウス', 'Bangsar South', 'Bangsar South', 'Bangsar South', 'Bangsar South', 'Bangsar South', 'بانغسار الجنوبية'), [3.1107, 101.6656], 3, ['Jalan Kerinchi', 'Jalan Bangsar']),
    ]),
    region(12702, 'selangor', l('Selangor', '雪兰莪', '雪蘭莪', 'セランゴール州', 'Selangor', 'Selangor', 'Selangor', 'Selangor', 'Selangor', 'سلانغور'), [
      place(127003, 'petaling-jaya', l('Petaling Jaya', '八打灵再也', '八打靈再也', 'ペタリン・ジャヤ', 'Petaling Jaya', 'Petaling Jaya', 'Petaling Jaya', 'Petaling Jaya', 'Petaling Jaya', 'بيتالينغ جايا'), [3.1073, 101.6067], 6, ['Jalan Templer', 'Jalan Professor Khoo Kay Kim']),
      place(127004, 'shah-alam', l('Shah Alam', '莎阿南', '莎阿南', 'シャー・アラム', 'Shah Alam', 'Shah Alam', 'Shah Alam', 'Shah Alam', 'Şah Alam', 'شاه علم'), [3.0733, 101.5185], 4, ['Persiaran Perbandaran', 'Jalan Tengku Ampuan Zabedah']),
      place(127005, 'cyberjaya', l('Cyberjaya', '赛城', '賽城', 'サイバージャヤ', 'Cyberjaya', 'Cyberjaya', 'Cyberjaya', 'Cyberjaya', 'Cyberjaya', 'سايبرجايا'), [2.9213, 101.6559], 3, ['Persiaran Multimedia', 'Jalan Teknokrat 3']),
    ]),
    region(12703, 'penang', l('Penang', '槟城州', '檳城州', 'ペナン州', 'Penang', 'Penang', 'Pulau Pinang', 'Penang', 'Penang', 'بينانغ'), [
      place(127006, 'george-town', l('George Town', '乔治市', '喬治市', 'ジョージタウン', 'George Town', 'George Town', 'George Town', 'George Town', 'George Town', 'جورج تاون'), [5.4141, 100.3288], 4, ['Lebuh Pantai', 'Jalan Sultan Ahmad Shah']),
      place(127007, 'bayan-lepas', l('Bayan Lepas', '峇六拜', '峇六拜', 'バヤン・レパス', 'Bayan Lepas', 'Bayan Lepas', 'Bayan Lepas', 'Bayan Lepas', 'Bayan Lepas', 'بايان ليباس'), [5.2946, 100.2599], 3, ['Jalan Sultan Azlan Shah', 'Jalan Hilir Sungai Keluang']),
    ]),
    region(12704, 'johor', l('Johor', '柔佛', '柔佛', 'ジョホール州', 'Johor', 'Johor', 'Johor', 'Johor', 'Johor', 'جوهور'), [
      place(127008, 'johor-bahru', l('Johor Bahru', '新山', '新山', 'ジョホールバル', 'Johor Bahru', 'Johor Bahru', 'Johor Bahru', 'Johor Bahru', 'Johor Bahru', 'جوهور بارو'), [1.4927, 103.7414], 4, ['Jalan Wong Ah Fook', 'Jalan Tebrau']),
    ]),
    region(12705, 'east-malaysia', l('East Malaysia', '东马', '東馬', '東マレーシア', 'Malasia Oriental', 'Malásia Oriental', 'Malaysia Timur', 'Malaysia Timur', 'Doğu Malezya', 'ماليزيا الشرقية'), [
      place(127009, 'kuching', l('Kuching', '古晋', '古晉', 'クチン', 'Kuching', 'Kuching', 'Kuching', 'Kuching', 'Kuching', 'كوتشينغ'), [1.5535, 110.3593], 2, ['Jalan Padungan', 'Jalan Tun Abdul Razak']),
      place(127010, 'kota-kinabalu', l('Kota Kinabalu', '亚庇', '亞庇', 'コタキナバル', 'Kota Kinabalu', 'Kota Kinabalu', 'Kota Kinabalu', 'Kota Kinabalu', 'Kota Kinabalu', 'كوتا كينابالو'), [5.9804, 116.0735], 2, ['Jalan Gaya', 'Jalan Tun Fuad Stephens']),
    ]),
  ],
};

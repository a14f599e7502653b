import { l } from '../labels';
import { cityLabels } from './shared-labels';
import { type CountryGeography, place, region } from './types';

export const unitedStates: CountryGeography = {
  countryKey: 'us',
  addressStyle: 'us',
  regions: [
    region(23001, 'new-york-state', l('New York State', '纽约州', '紐約州', 'ニューヨーク州', 'Estado de Nueva York', 'Estado de Nova York', 'Negeri New York', 'Negara Bagian New York', 'New York Eyaleti', 'ولاية نيويورك'), [
      place(230001, 'new-york', cityLabels.newYork, [40.7128, -74.006], 10, ['Broadway', 'Park Avenue', 'Avenue of the Americas']),
      place(230002, 'brooklyn', l('Brooklyn', '布鲁克林', '布魯克林', 'ブルックリン', 'Brooklyn', 'Brooklyn', 'Brooklyn', 'Brooklyn', 'Brooklyn', 'بروكلين'), [40.6782, -73.9442], 3, ['Flatbush Avenue', 'Atlantic Avenue']),
    ]),
    region(23002, 'california', l('California', '加利福尼亚州', '加利福尼亞州', 'カリフォルニア州', 'California', 'Califórnia', 'California', 'California', 'Kaliforniya', 'كاليفورنيا'), [
      place(230003, 'san-francisco', cityLabels.sanFrancisco, [37.7749, -122.4194], 7, ['Market Street', 'Mission Street', 'Howard Street']),
      place(230004, 'los-angeles', l('Los Angeles', '洛杉矶', '洛杉磯', 'ロサンゼルス', 'Los Ángeles', 'Los Angeles', 'Los Angeles', 'Los Angeles', 'Los Angeles', 'لوس أنجلوس'), [34.0522, -118.2437], 7, ['Wilshire Boulevard', 'South Figueroa Street']),
      place(230005, 'san-jose', l('San Jose', '圣何塞', '聖荷西', 'サンノゼ', 'San José', 'San José', 'San Jose', 'San Jose', 'San Jose', 'سان خوسيه'), [37.3382, -121.8863], 4, ['North First Street', 'West Santa Clara Street']),
    ]),
    region(23003, 'texas', l('Texas', '得克萨斯州', '德克薩斯州', 'テキサス州', 'Texas', 'Texas', 'Texas', 'Texas', 'Teksas', 'تكساس'), [
      place(230006, 'austin', l('Austin', '奥斯汀', '奧斯汀', 'オースティン', 'Austin', 'Austin', 'Austin', 'Austin', 'Austin', 'أوستن'), [30.2672, -97.7431], 5, ['Congress Avenue', 'West 6th Street']),
      place(230007, 'houston', l('Houston', '休斯敦', '休士頓', 'ヒューストン', 'Houston', 'Houston', 'Houston', 'Houston', 'Houston', 'هيوستن'), [29.7604, -95.3698], 5, ['Louisiana Street', 'Westheimer Road']),
      place(230008, 'dallas', l('Dallas', '达拉斯', '達拉斯', 'ダラス', 'Dallas', 'Dallas', 'Dallas', 'Dallas', 'Dallas', 'دالاس'), [32.7767, -96.797], 5, ['Main Street', 'McKinney Avenue']),
    ]),
    region(23004, 'washington-state', l('Washington State', '华盛顿州', '華盛頓州', 'ワシントン州', 'Estado de Washington', 'Estado de Washington', 'Negeri Washington', 'Negara Bagian Washington', 'Washington Eyaleti', 'ولاية واشنطن'), [
      place(230009, 'seattle', l('Seattle', '西雅图', '西雅圖', 'シアトル', 'Seattle', 'Seattle', 'Seattle', 'Seattle', 'Seattle', 'سياتل'), [47.6062, -122.3321], 5, ['Pike Street', 'Westlake Avenue North']),
    ]),
    region(23005, 'illinois', l('Illinois', '伊利诺伊州', '伊利諾州', 'イリノイ州', 'Illinois', 'Illinois', 'Illinois', 'Illinois', 'Illinois', 'إلينوي'), [
      place(230010, 'chicago', l('Chicago', '芝加哥', '芝加哥', 'シカゴ', 'Chicago', 'Chicago', 'Chicago', 'Chicago', 'Şikago', 'شيكاغو'), [41.8781, -87.6298], 6, ['North Michigan Avenue', 'West Wacker Drive']),
    ]),
  ],
};

export const canada: CountryGeography = {
  countryKey: 'ca',
  addressStyle: 'us',
  regions: [
    region(3901, 'ontario', l('Ontario', '安大略省', '安大略省', 'オンタリオ州', 'Ontario', 'Ontário', 'Ontario', 'Ontario', 'Ontario', 'أونتاريو'), [
      place(39001, 'toronto', cityLabels.toronto, [43.6532, -79.3832], 10, ['Bay Street', 'King Street West', 'Yonge Street']),
      place(39002, 'mississauga', l('Mississauga', '密西沙加', '密西沙加', 'ミシサガ', 'Mississauga', 'Mississauga', 'Mississauga', 'Mississauga', 'Mississauga', 'ميسيساغا'), [43.589, -79.6441], 4, ['Hurontario Street', 'City Centre Drive']),
      place(39003, 'ottawa', l('Ottawa', '渥太华', '渥太華', 'オタワ', 'Ottawa', 'Ottawa', 'Ottawa', 'Ottawa', 'Ottava', 'أوتاوا'), [45.4215, -75.6972], 4, ['Sparks Street', 'Bank Street']),
      place(39004, 'waterloo', l('Waterloo', '滑铁卢', '滑鐵盧', 'ウォータールー', 'Waterloo', 'Waterloo', 'Waterloo', 'Waterloo', 'Waterloo', 'واترلو'), [43.4643, -80.5204], 3, ['King Street North', 'University Avenue West']),
    ]),
    region(3902, 'british-columbia', l('British Columbia', '不列颠哥伦比亚省', '卑詩省', 'ブリティッシュコロンビア州', 'Columbia Británica', 'Colúmbia Britânica', 'British Columbia', 'Kolumbia Britania', 'Britanya Kolumbiyası', 'كولومبيا البريطانية'), [
      place(39005, 'vancouver', l('Vancouver', '温哥华', '溫哥華', 'バンクーバー', 'Vancouver', 'Vancouver', 'Vancouver', 'Vancouver', 'Vancouver', 'فانكوفر'), [49.2827, -123.1207], 7, ['West Georgia Street', 'Burrard Street']),
      place(39006, 'victoria', l('Victoria', '维多利亚', '維多利亞', 'ビクトリア', 'Victoria', 'Victoria', 'Victoria', 'Victoria', 'Victoria', 'فيكتوريا'), [48.4284, -123.3656], 2, ['Douglas Street', 'Government Street']),
    ]),
    region(3903, 'quebec', l('Quebec', '魁北克省', '魁北克省', 'ケベック州', 'Quebec', 'Quebec', 'Quebec', 'Quebec', 'Quebec', 'كيبك'), [
      place(39007, 'montreal', l('Montreal', '蒙特利尔', '蒙特婁', 'モントリオール', 'Montreal', 'Montreal', 'Montreal', 'Montreal', 'Montreal', 'مونتريال'), [45.5017, -73.5673], 6, ['Rue Sainte-Catherine Ouest', 'Boulevard René-Lévesque Ouest']),
      place(39008, 'quebec-city', l('Quebec City', '魁北克市', '魁北克市', 'ケベック・シティー', 'Ciudad de Quebec', 'Cidade de Quebec', 'Bandar Quebec', 'Kota Quebec', 'Quebec Şehri', 'مدينة كيبك'), [46.8139, -71.208], 2, ['Grande Allée Est', 'Boulevard Laurier']),
    ]),
    region(3904, 'alberta', l('Alberta', '艾伯塔省', '亞伯達省', 'アルバータ州', 'Alberta', 'Alberta', 'Alberta', 'Alberta', 'Alberta', 'ألبرتا'), [
      place(39009, 'calgary', l('Calgary', '卡尔加里', '卡加利', 'カルガリー', 'Calgary', 'Calgary', 'Calgary', 'Calgary', 'Calgary', 'كالغاري'), [51.0447, -114.0719], 5, ['Stephen Avenue SW', 'Macleod Trail SE']),
      place(39010, 'edmonton', l('Edmonton', '埃德蒙顿', '艾德蒙頓', 'エドモントン', 'Edmonton', 'Edmonton', 'Edmonton', 'Edmonton', 'Edmonton', 'إدمونتون'), [53.5461, -113.4938], 3, ['Jasper Avenue', 'Whyte Avenue']),
    ]),
  ],
};

export const brazil: CountryGeography = {
  countryKey: 'br',
  addressStyle: 'br',
  regions: [
    region(3101, 'sudeste', l('Southeast Region', '东南部地区', '東南部地區', '南東部', 'Región Sudeste', 'Região Sudeste', 'Wilayah Tenggara', 'Wilayah Tenggara', 'Güneydoğu Bölgesi', 'المنطقة الجنوبية الشرقية'), [
      place(31001, 'sao-paulo', l('São Paulo', '圣保罗', '聖保羅', 'サンパウロ', 'São Paulo', 'São Paulo', 'São Paulo', 'São Paulo', 'São Paulo', 'ساو باولو'), [-23.5505, -46.6333], 10, ['Avenida Paulista', 'Avenida Brigadeiro Faria Lima', 'Avenida Engenheiro Luís Carlos Berrini']),
      place(31002, 'campinas', l('Campinas', '坎皮纳斯', '坎皮納斯', 'カンピーナス', 'Campinas', 'Campinas', 'Campinas', 'Campinas', 'Campinas', 'كامبيناس'), [-22.9099, -47.0626], 4, ['Avenida Norte-Sul', 'Rua Barão de Jaguara']),
      place(31003, 'rio-de-janeiro', l('Rio de Janeiro', '里约热内卢', '里約熱內盧', 'リオデジャネイロ', 'Río de Janeiro', 'Rio de Janeiro', 'Rio de Janeiro', 'Rio de Janeiro', 'Rio de Janeiro', 'ريو دي جانيرو'), [-22.9068, -43.1729], 7, ['Avenida Rio Branco', 'Avenida Presidente Vargas']),
      place(31004, 'belo-horizonte', l('Belo Horizonte', '贝洛奥里藏特', '貝洛奧里藏特', 'ベロオリゾンテ', 'Belo Horizonte', 'Belo Horizonte', 'Belo Horizonte', 'Belo Horizonte', 'Belo Horizonte', 'بيلو هوريزونتي'), [-19.9167, -43.9345], 5, ['Avenida Afonso Pena', 'Rua da Bahia']),
    ]),
    region(3102, 'sul', l('South Region', '南部地区', '南部地區', '南部', 'Región Sur', 'Região Sul', 'Wilayah Selatan', 'Wilayah Selatan', 'Güney Bölgesi', 'المنطقة الجنوبية'), [
      place(31005, 'curitiba', l('Curitiba', '库里蒂巴', '庫里提巴', 'クリチバ', 'Curitiba', 'Curitiba', 'Curitiba', 'Curitiba', 'Curitiba', 'كوريتيبا'), [-25.4284, -49.2733], 4, ['Rua XV de Novembro', 'Avenida Sete de Setembro']),
      place(31006, 'porto-alegre', l('Porto Alegre', '阿雷格里港', '阿雷格里港', 'ポルトアレグレ', 'Porto Alegre', 'Porto Alegre', 'Porto Alegre', 'Porto Alegre', 'Porto Alegre', 'بورتو أليغري'), [-30.0346, -51.2177], 4, ['Avenida Borges de Medeiros', 'Rua dos Andradas']),
      place(31007, 'florianopolis', l('Florianópolis', '弗洛里亚诺波利斯', '弗洛里亞諾波利斯', 'フロリアノポリス', 'Florianópolis', 'Florianópolis', 'Florianópolis', 'Florianópolis', 'Florianópolis', 'فلوريانوبوليس'), [-27.5954, -48.548], 3, ['Avenida Beira-Mar Norte', 'Rua Felipe Schmidt']),
    ]),
    region(3103, 'nordeste', l('Northeast Region', '东北部地区', '東北部地區', '北東部', 'Región Nordeste', 'Região Nordeste', 'Wilayah Timur Laut', 'Wilayah Timur Laut', 'Kuzeydoğu Bölgesi', 'المنطقة الشمالية الشرقية'), [
      place(31008, 'recife', l('Recife', '累西腓', '勒西菲', 'レシフェ', 'Recife', 'Recife', 'Recife', 'Recife', 'Recife', 'ريسيفي'), [-8.0476, -34.877], 3, ['Avenida Boa Viagem', 'Rua do Bom Jesus']),
      place(31009, 'salvador', l('Salvador', '萨尔瓦多', '薩爾瓦多', 'サルヴァドール', 'Salvador de Bahía', 'Salvador', 'Salvador', 'Salvador', 'Salvador', 'سلفادور'), [-12.9777, -38.5016], 3, ['Avenida Tancredo Neves', 'Avenida Sete de Setembro']),
    ]),
    region(3104, 'centro-oeste', l('Central-West Region', '中西部地区', '中西部地區', '中西部', 'Región Centro-Oeste', 'Região Centro-Oeste', 'Wilayah Tengah-Barat', 'Wilayah Tengah-Barat', 'Orta-Batı Bölgesi', 'المنطقة الوسطى الغربية'), [
      place(31010, 'brasilia', l('Brasília', '巴西利亚', '巴西利亞', 'ブラジリア', 'Brasilia', 'Brasília', 'Brasília', 'Brasília', 'Brasilia', 'برازيليا'), [-15.7939, -47.8828], 4, ['Setor Comercial Sul', 'Eixo Monumental']),
    ]),
  ],
};

export const unitedKingdom: CountryGeography = {
  countryKey: 'gb',
  addressStyle: 'western',
  regions: [
    region(22901, 'greater-london', l('Greater London', '大伦敦', '大倫敦', 'グレーター・ロンドン', 'Gran Londres', 'Grande Londres', 'London Raya', 'London Raya', 'Büyük Londra', 'لندن الكبرى'), [
      place(229001, 'london', cityLabels.london, [51.5074, -0.1278], 10, ['Bishopsgate', 'Old Street', 'Canary Wharf']),
    ]),
    region(22902, 'south-east-england', l('South East England', '英格兰东南部', '英格蘭東南部', '南東イングランド', 'Sudeste de Inglaterra', 'Sudeste da Inglaterra', 'Tenggara England', 'Inggris Tenggara', 'Güneydoğu İngiltere', 'جنوب شرق إنجلترا'), [
      place(229002, 'reading', l('Reading', '雷丁', '雷丁', 'レディング', 'Reading', 'Reading', 'Reading', 'Reading', 'Reading', 'ريدينغ'), [51.4543, -0.9781], 3, ['Forbury Road', 'Kings Road']),
      place(229003, 'oxford', l('Oxford', '牛津', '牛津', 'オックスフォード', 'Oxford', 'Oxford', 'Oxford', 'Oxford', 'Oxford', 'أكسفورد'), [51.752, -1.2577], 2, ['High Street', 'Banbury Road']),
    ]),
    region(22903, 'north-west-england', l('North West England', '英格兰西北部', '英格蘭西北部', '北西イングランド', 'Noroeste de Inglaterra', 'Noroeste da Inglaterra', 'Barat Laut England', 'Inggris Barat Laut', 'Kuzeybatı İngiltere', 'شمال غرب إنجلترا'), [
      place(229004, 'manchester', l('Manchester', '曼彻斯特', '曼徹斯特', 'マンチェスター', 'Mánchester', 'Manchester', 'Manchester', 'Manchester', 'Manchester', 'مانشستر'), [53.4808, -2.2426], 6, ['Deansgate', 'Oxford Road', 'Spinningfields']),
      place(229005, 'liverpool', l('Liverpool', '利物浦', '利物浦', 'リバプール', 'Liverpool', 'Liverpool', 'Liverpool', 'Liverpool', 'Liverpool', 'ليفربول'), [53.4084, -2.9916], 3, ['Old Hall Street', 'Bold Street']),
    ]),
    region(22904, 'midlands', l('Midlands', '英格兰中部', '英格蘭中部', 'ミッドランズ', 'Midlands', 'Midlands', 'Midlands', 'Midlands', 'Midlands', 'ميدلاندز'), [
      place(229006, 'birmingham', l('Birmingham', '伯明翰', '伯明罕', 'バーミンガム', 'Birmingham', 'Birmingham', 'Birmingham', 'Birmingham', 'Birmingham', 'برمنغهام'), [52.4862, -1.8904], 5, ['Colmore Row', 'Broad Street']),
      place(229007, 'nottingham', l('Nottingham', '诺丁汉', '諾丁漢', 'ノッティンガム', 'Nottingham', 'Nottingham', 'Nottingham', 'Nottingham', 'Nottingham', 'نوتنغهام'), [52.9548, -1.1581], 2, ['Castle Boulevard', 'Maid Marian Way']),
    ]),
    region(22905, 'scotland', l('Scotland', '苏格兰', '蘇格蘭', 'スコットランド', 'Escocia', 'Escócia', 'Scotland', 'Skotlandia', 'İskoçya', 'اسكتلندا'), [
      place(229008, 'edinburgh', l('Edinburgh', '爱丁堡', '愛丁堡', 'エディンバラ', 'Edimburgo', 'Edimburgo', 'Edinburgh', 'Edinburgh', 'Edinburgh', 'إدنبرة'), [55.9533, -3.1883], 4, ['George Street', 'Lothian Road']),
      place(229009, 'glasgow', l('Glasgow', '格拉斯哥', '格拉斯哥', 'グラスゴー', 'Glasgow', 'Glasgow', 'Glasgow', 'Glasgow', 'Glasgow', 'غلاسكو'), [55.8642, -4.2518], 4, ['St Vincent Street', 'Buchanan Street']),
    ]),
  ],
};

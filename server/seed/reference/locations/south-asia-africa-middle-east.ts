import { l } from '../labels';
import { cityLabels } from './shared-labels';
import { type CountryGeography, place, region } from './types';

export const sriLanka: CountryGeography = {
  countryKey: 'lk',
  addressStyle: 'western',
  regions: [
    region(20201, 'western-province', l('Western Province', '西方省', '西方省', '西部州', 'Provincia Occidental', 'Província Ocidental', 'Wilayah Barat', 'Provinsi Barat', 'Batı Eyaleti', 'المقاطعة الغربية'), [
      place(202001, 'colombo', l('Colombo', '科伦坡', '可倫坡', 'コロンボ', 'Colombo', 'Colombo', 'Colombo', 'Kolombo', 'Kolombo', 'كولومبو'), [6.9271, 79.8612], 10, ['Galle Road', 'Union Place', 'Duplication Road', 'Dharmapala Mawatha']),
      place(202002, 'sri-jayawardenepura-kotte', l('Sri Jayawardenepura Kotte', '斯里贾亚瓦德纳普拉科特', '斯里賈亞瓦德納普拉克特', 'スリジャヤワルダナプラコッテ', 'Sri Jayawardenapura Kotte', 'Sri Jayawardenapura Kotte', 'Sri Jayawardenepura Kotte', 'Sri Jayawardenepura Kotte', 'Sri Jayawardenepura Kotte', 'سري جاياواردنبورا كوتي'), [6.8868, 79.9187], 3, ['Parliament Road', 'Kotte Road']),
      place(202003, 'dehiwala-mount-lavinia', l('Dehiwala-Mount Lavinia', '德希瓦勒-芒特拉维尼亚', '德希瓦勒-拉維尼亞山', 'デヒワラ＝マウントラビニア', 'Dehiwala-Mount Lavinia', 'Dehiwala-Mount Lavinia', 'Dehiwala-Mount Lavinia', 'Dehiwala-Mount Lavinia', 'Dehiwala-Mount Lavinia', 'ديهيوالا-ماونت لافينيا'), [6.8389, 79.8653], 3, ['Galle Road', 'Hill Street']),
      place(202004, 'negombo', l('Negombo', '尼甘布', '尼甘布', 'ニゴンボ', 'Negombo', 'Negombo', 'Negombo', 'Negombo', 'Negombo', 'نيغومبو'), [7.2083, 79.8358], 2, ['Lewis Place', 'Main Street']),
      place(202005, 'gampaha', l('Gampaha', '甘巴哈', '甘巴哈', 'ガンパハ', 'Gampaha', 'Gampaha', 'Gampaha', 'Gampaha', 'Gampaha', 'غامباها'), [7.084, 80.0098], 2, ['Colombo Road', 'Yakkala Road']),
    ]),
    region(20202, 'central-province', l('Central Province', '中央省', '中央省', '中部州', 'Provincia Central', 'Província Central', 'Wilayah Tengah', 'Provinsi Tengah', 'Orta Eyalet', 'المقاطعة الوسطى'), [
      place(202006, 'kandy', l('Kandy', '康提', '康提', 'キャンディ', 'Kandy', 'Kandy', 'Kandy', 'Kandy', 'Kandy', 'كاندي'), [7.2906, 80.6337], 4, ['Dalada Veediya', 'Peradeniya Road']),
    ]),
    region(20203, 'southern-province', l('Southern Province', '南方省', '南方省', '南部州', 'Provincia Meridional', 'Província Meridional', 'Wilayah Selatan', 'Provinsi Selatan', 'Güney Eyaleti', 'المقاطعة الجنوبية'), [
      place(202007, 'galle', l('Galle', '加勒', '加勒', 'ゴール', 'Galle', 'Galle', 'Galle', 'Galle', 'Galle', 'غالي'), [6.0535, 80.221], 2, ['Wakwella Road', 'Matara Road']),
    ]),
    region(20204, 'northern-province', l('Northern Province', '北方省', '北方省', '北部州', 'Provincia Septentrional', 'Província Setentrional', 'Wilayah Utara', 'Provinsi Utara', 'Kuzey Eyaleti', 'المقاطعة الشمالية'), [
      place(202008, 'jaffna', l('Jaffna', '贾夫纳', '賈夫納', 'ジャフナ', 'Jaffna', 'Jaffna', 'Jaffna', 'Jaffna', 'Jaffna', 'جافنا'), [9.6615, 80.0255], 2, ['Hospital Road', 'Stanley Road']),
    ]),
  ],
};

export const india: CountryGeography = {
  countryKey: 'in',
  addressStyle: 'in',
  regions: [
    region(9901, 'karnataka', l('Karnataka', '卡纳塔克邦', '卡納塔克邦', 'カルナータカ州', 'Karnataka', 'Karnataka', 'Karnataka', 'Karnataka', 'Karnataka', 'كارناتاكا'), [
      place(99001, 'bengaluru', cityLabels.bengaluru, [12.9716, 77.5946], 10, ['Outer Ring Road, Bellandur', 'MG Road', 'Electronic City Phase 1']),
      place(99002, 'mysuru', l('Mysuru', '迈索尔', '邁索爾', 'マイソール', 'Mysore', 'Mysore', 'Mysuru', 'Mysuru', 'Mysore', 'ميسور'), [12.2958, 76.6394], 2, ['Hebbal Industrial Area', 'Sayyaji Rao Road']),
    ]),
    region(9902, 'maharashtra', l('Maharashtra', '马哈拉施特拉邦', '馬哈拉施特拉邦', 'マハーラーシュトラ州', 'Maharastra', 'Maharashtra', 'Maharashtra', 'Maharashtra', 'Maharaştra', 'ماهاراشترا'), [
      place(99003, 'mumbai', l('Mumbai', '孟买', '孟買', 'ムンバイ', 'Bombay', 'Mumbai', 'Mumbai', 'Mumbai', 'Mumbai', 'مومباي'), [19.076, 72.8777], 9, ['Bandra Kurla Complex', 'Nariman Point', 'Senapati Bapat Marg, Lower Parel']),
      place(99004, 'pune', l('Pune', '浦那', '浦那', 'プネー', 'Pune', 'Pune', 'Pune', 'Pune', 'Pune', 'بونه'), [18.5204, 73.8567], 6, ['Hinjewadi Phase 1', 'Senapati Bapat Road']),
    ]),
    region(9903, 'delhi-ncr', l('Delhi NCR', '德里首都区', '德里首都區', 'デリー首都圏', 'Región de la Capital Nacional de Delhi', 'Região da Capital Nacional de Délhi', 'Wilayah Ibu Kota Kebangsaan Delhi', 'Wilayah Ibu Kota Nasional Delhi', 'Delhi Ulusal Başkent Bölgesi', 'منطقة العاصمة الوطنية دلهي'), [
      place(99005, 'new-delhi', l('New Delhi', '新德里', '新德里', 'ニューデリー', 'Nueva Delhi', 'Nova Délhi', 'New Delhi', 'New Delhi', 'Yeni Delhi', 'نيودلهي'), [28.6139, 77.209], 7, ['Connaught Place', 'Nehru Place']),
      place(99006, 'gurugram', l('Gurugram', '古尔冈', '古爾岡', 'グルグラム', 'Gurugram', 'Gurugram', 'Gurugram', 'Gurugram', 'Gurugram', 'غوروغرام'), [28.4595, 77.0266], 6, ['Cyber City, DLF Phase 2', 'Golf Course Road']),
      place(99007, 'noida', l('Noida', '诺伊达', '諾伊達', 'ノイダ', 'Noida', 'Noida', 'Noida', 'Noida', 'Noida', 'نويدا'), [28.5355, 77.391], 5, ['Sector 62', 'Sector 18']),
    ]),
    region(9904, 'telangana', l('Telangana', '特伦甘纳邦', '特倫甘納邦', 'テランガーナ州', 'Telangana', 'Telangana', 'Telangana', 'Telangana', 'Telangana', 'تيلانغانا'), [
      place(99008, 'hyderabad', l('Hyderabad', '海得拉巴', '海德拉巴', 'ハイデラバード', 'Hyderabad', 'Hyderabad', 'Hyderabad', 'Hyderabad', 'Haydarabad', 'حيدر أباد'), [17.385, 78.4867], 7, ['HITEC City, Madhapur', 'Banjara Hills Road No. 1']),
    ]),
    region(9905, 'tamil-nadu', l('Tamil Nadu', '泰米尔纳德邦', '泰米爾納德邦', 'タミル・ナードゥ州', 'Tamil Nadu', 'Tâmil Nadu', 'Tamil Nadu', 'Tamil Nadu', 'Tamil Nadu', 'تاميل نادو'), [
      place(99009, 'chennai', l('Chennai', '金奈', '清奈', 'チェンナイ', 'Chennai', 'Chennai', 'Chennai', 'Chennai', 'Chennai', 'تشيناي'), [13.0827, 80.2707], 6, ['Anna Salai', 'Rajiv Gandhi Salai']),
      place(99010, 'coimbatore', l('Coimbatore', '哥印拜陀', '哥印拜陀', 'コインバトール', 'Coimbatore', 'Coimbatore', 'Coimbatore', 'Coimbatore', 'Coimbatore', 'كويمباتور'), [11.0168, 76.9558], 2, ['Avinashi Road', 'Trichy Road']),
    ]),
  ],
};

export const nigeria: CountryGeography = {
  countryKey: 'ng',
  addressStyle: 'western',
  regions: [
    region(15601, 'lagos-state', l('Lagos State', '拉各斯州', '拉哥斯州', 'ラゴス州', 'Estado de Lagos', 'Estado de Lagos', 'Negeri Lagos', 'Negara Bagian Lagos', 'Lagos Eyaleti', 'ولاية لاغوس'), [
      place(156001, 'lagos', l('Lagos', '拉各斯', '拉哥斯', 'ラゴス', 'Lagos', 'Lagos', 'Lagos', 'Lagos', 'Lagos', 'لاغوس'), [6.5244, 3.3792], 9, ['Broad Street', 'Herbert Macaulay Way']),
      place(156002, 'ikeja', l('Ikeja', '伊凯贾', '伊凱賈', 'イケジャ', 'Ikeja', 'Ikeja', 'Ikeja', 'Ikeja', 'Ikeja', 'إيكيجا'), [6.6018, 3.3515], 6, ['Obafemi Awolowo Way', 'Allen Avenue']),
      place(156003, 'victoria-island', l('Victoria Island', '维多利亚岛', '維多利亞島', 'ヴィクトリア島', 'Isla Victoria', 'Ilha Victoria', 'Pulau Victoria', 'Pulau Victoria', 'Victoria Adası', 'جزيرة فيكتوريا'), [6.4281, 3.4219], 7, ['Adeola Odeku Street', 'Ahmadu Bello Way', 'Ozumba Mbadiwe Avenue']),
      place(156004, 'lekki', l('Lekki', '莱基', '萊基', 'レッキ', 'Lekki', 'Lekki', 'Lekki', 'Lekki', 'Lekki', 'ليكي'), [6.4698, 3.5852], 5, ['Admiralty Way', 'Lekki-Epe Expressway']),
    ]),
    region(15602, 'federal-capital-territory', l('Federal Capital Territory', '联邦首都区', '聯邦首都區', '連邦首都地区', 'Territorio de la Capital Federal', 'Território da Capital Federal', 'Wilayah Ibu Kota Persekutuan', 'Wilayah Ibu Kota Federal', 'Federal Başkent Bölgesi', 'إقليم العاصمة الاتحادية'), [
      place(156005, 'abuja', l('Abuja', '阿布贾', '阿布加', 'アブジャ', 'Abuya', 'Abuja', 'Abuja', 'Abuja', 'Abuja', 'أبوجا'), [9.0765, 7.3986], 7, ['Ahmadu Bello Way', 'Aminu Kano Crescent, Wuse II']),
    ]),
    region(15603, 'rivers-state', l('Rivers State', '河流州', '河流州', 'リバーズ州', 'Estado de Rivers', 'Estado de Rivers', 'Negeri Rivers', 'Negara Bagian Rivers', 'Rivers Eyaleti', 'ولاية ريفرز'), [
      place(156006, 'port-harcourt', l('Port Harcourt', '哈科特港', '哈科特港', 'ポートハーコート', 'Port Harcourt', 'Port Harcourt', 'Port Harcourt', 'Port Harcourt', 'Port Harcourt', 'بورت هاركورت'), [4.8156, 7.0498], 4, ['Aba Road', 'Trans-Amadi Road']),
    ]),
    region(15604, 'oyo-state', l('Oyo State', '奥约州', '奧約州', 'オヨ州', 'Estado de Oyo', 'Estado de Oyo', 'Negeri Oyo', 'Negara Bagian Oyo', 'Oyo Eyaleti', 'ولاية أويو'), [
      place(156007, 'ibadan', l('Ibadan', '伊巴丹', '伊巴丹', 'イバダン', 'Ibadán', 'Ibadan', 'Ibadan', 'Ibadan', 'İbadan', 'إبادان'), [7.3775, 3.947], 3, ['Ring Road', 'Bodija Road']),
    ]),
    region(15605, 'kano-state', l('Kano State', '卡诺州', '卡諾州', 'カノ州', 'Estado de Kano', 'Estado de Kano', 'Negeri Kano', 'Negara Bagian Kano', 'Kano Eyaleti', 'ولاية كانو'), [
      place(156008, 'kano', l('Kano', '卡诺', '卡諾', 'カノ', 'Kano', 'Kano', 'Kano', 'Kano', 'Kano', 'كانو'), [12.0022, 8.592], 3, ['Murtala Mohammed Way', 'Zaria Road']),
    ]),
  ],
};

export const unitedArabEmirates: CountryGeography = {
  countryKey: 'ae',
  addressStyle: 'ae',
  regions: [
    region(22801, 'dubai-emirate', l('Emirate of Dubai', '迪拜酋长国', '杜拜酋長國', 'ドバイ首長国', 'Emirato de Dubái', 'Emirado de Dubai', 'Emiriah Dubai', 'Keamiran Dubai', 'Dubai Emirliği', 'إمارة دبي'), [
      place(228001, 'dubai', cityLabels.dubai, [25.2048, 55.2708], 10, ['Sheikh Zayed Road', 'Al Wasl Road', 'Dubai International Financial Centre']),
      place(228002, 'business-bay', l('Business Bay', '商业湾', '商業灣', 'ビジネスベイ', 'Business Bay', 'Business Bay', 'Business Bay', 'Business Bay', 'Business Bay', 'الخليج التجاري'), [25.186, 55.265], 5, ['Marasi Drive', 'Al Abraj Street']),
      place(228003, 'dubai-marina', l('Dubai Marina', '迪拜码头', '杜拜碼頭', 'ドバイ・マリーナ', 'Dubai Marina', 'Dubai Marina', 'Marina Dubai', 'Dubai Marina', 'Dubai Marina', 'مرسى دبي'), [25.08, 55.14], 4, ['Al Marsa Street', 'King Salman Bin Abdulaziz Al Saud Street']),
      place(228004, 'jebel-ali', l('Jebel Ali', '杰贝阿里', '傑貝阿里', 'ジュベル・アリ', 'Jebel Ali', 'Jebel Ali', 'Jebel Ali', 'Jebel Ali', 'Cebel Ali', 'جبل علي'), [25.011, 55.061], 3, ['Jebel Ali Free Zone South', 'Sheikh Zayed Road']),
    ]),
    region(22802, 'abu-dhabi-emirate', l('Emirate of Abu Dhabi', '阿布扎比酋长国', '阿布達比酋長國', 'アブダビ首長国', 'Emirato de Abu Dabi', 'Emirado de Abu Dhabi', 'Emiriah Abu Dhabi', 'Keamiran Abu Dhabi', 'Abu Dabi Emirliği', 'إمارة أبوظبي'), [
      place(228005, 'abu-dhabi', l('Abu Dhabi', '阿布扎比', '阿布達比', 'アブダビ', 'Abu Dabi', 'Abu Dhabi', 'Abu Dhabi', 'Abu Dhabi', 'Abu Dabi', 'أبوظبي'), [24.4539, 54.3773], 7, ['Corniche Road', 'Hamdan Bin Mohammed Street', 'Al Maryah Island']),
      place(228006, 'al-ain', l('Al Ain', '艾因', '艾因', 'アル・アイン', 'Al Ain', 'Al Ain', 'Al Ain', 'Al Ain', 'El Ayn', 'العين'), [24.2075, 55.7447], 2, ['Khalifa Bin Zayed Street', 'Zayed Bin Sultan Street']),
    ]),
    region(22803, 'sharjah-emirate', l('Emirate of Sharjah', '沙迦酋长国', '沙迦酋長國', 'シャールジャ首長国', 'Emirato de Sharjah', 'Emirado de Sharjah', 'Emiriah Sharjah', 'Keamiran Sharjah', 'Şarika Emirliği', 'إمارة الشارقة'), [
      place(228007, 'sharjah', l('Sharjah', '沙迦', '沙迦', 'シャールジャ', 'Sharjah', 'Sharjah', 'Sharjah', 'Sharjah', 'Şarika', 'الشارقة'), [25.3463, 55.4209], 4, ['Al Wahda Street', 'King Faisal Street']),
    ]),
    region(22804, 'northern-emirates', l('Northern Emirates', '北部酋长国', '北部酋長國', '北部首長国', 'Emiratos del Norte', 'Emirados do Norte', 'Emiriah Utara', 'Keamiran Utara', 'Kuzey Emirlikleri', 'الإمارات الشمالية'), [
      place(228008, 'ajman', l('Ajman', '阿治曼', '阿治曼', 'アジュマーン', 'Ajmán', 'Ajman', 'Ajman', 'Ajman', 'Acman', 'عجمان'), [25.4052, 55.5136], 2, ['Sheikh Khalifa Bin Zayed Street', 'Al Ittihad Street']),
      place(228009, 'ras-al-khaimah', l('Ras Al Khaimah', '哈伊马角', '哈伊馬角', 'ラアス・アル＝ハイマ', 'Ras al-Jaima', 'Ras al-Khaimah', 'Ras Al Khaimah', 'Ras Al Khaimah', 'Ras el-Hayme', 'رأس الخيمة'), [25.8007, 55.9762], 2, ['Al Muntasir Road', 'Sheikh Muhammad Bin Salem Road']),
    ]),
  ],
};

export const turkiye: CountryGeography = {
  countryKey: 'tr',
  addressStyle: 'tr',
  regions: [
    region(21901, 'marmara', l('Marmara Region', '马尔马拉地区', '馬爾馬拉地區', 'マルマラ地方', 'Región de Mármara', 'Região de Mármara', 'Wilayah Marmara', 'Wilayah Marmara', 'Marmara Bölgesi', 'منطقة مرمرة'), [
      place(219001, 'istanbul', l('Istanbul', '伊斯坦布尔', '伊斯坦堡', 'イスタンブール', 'Estambul', 'Istambul', 'Istanbul', 'Istanbul', 'İstanbul', 'إسطنبول'), [41.0082, 28.9784], 10, ['Büyükdere Caddesi', 'Barbaros Bulvarı', 'Kozyatağı Caddesi']),
      place(219002, 'gebze', l('Gebze', '盖布泽', '蓋布澤', 'ゲブゼ', 'Gebze', 'Gebze', 'Gebze', 'Gebze', 'Gebze', 'غبزة'), [40.8028, 29.4307], 3, ['Atatürk Caddesi', 'İstanbul Caddesi']),
      place(219003, 'bursa', l('Bursa', '布尔萨', '布爾薩', 'ブルサ', 'Bursa', 'Bursa', 'Bursa', 'Bursa', 'Bursa', 'بورصة'), [40.1885, 29.061], 4, ['Atatürk Caddesi', 'Fatih Sultan Mehmet Bulvarı']),
    ]),
    region(21902, 'ic-anadolu', l('Central Anatolia', '中安纳托利亚地区', '中安那托利亞地區', '中央アナトリア地方', 'Anatolia Central', 'Anatólia Central', 'Anatolia Tengah', 'Anatolia Tengah', 'İç Anadolu Bölgesi', 'منطقة وسط الأناضول'), [
      place(219004, 'ankara', l('Ankara', '安卡拉', '安卡拉', 'アンカラ', 'Ankara', 'Ancara', 'Ankara', 'Ankara', 'Ankara', 'أنقرة'), [39.9334, 32.8597], 7, ['Atatürk Bulvarı', 'Eskişehir Yolu', 'Tunalı Hilmi Caddesi']),
      place(219005, 'konya', l('Konya', '科尼亚', '科尼亞', 'コンヤ', 'Konya', 'Cônia', 'Konya', 'Konya', 'Konya', 'قونية'), [37.8746, 32.4932], 2, ['Mevlana Caddesi', 'Nalçacı Caddesi']),
    ]),
    region(21903, 'ege', l('Aegean Region', '爱琴海地区', '愛琴海地區', 'エーゲ海地方', 'Región del Egeo', 'Região do Egeu', 'Wilayah Aegean', 'Wilayah Aegea', 'Ege Bölgesi', 'منطقة إيجة'), [
      place(219006, 'izmir', l('Izmir', '伊兹密尔', '伊茲密爾', 'イズミル', 'Esmirna', 'Esmirna', 'Izmir', 'Izmir', 'İzmir', 'إزمير'), [38.4237, 27.1428], 6, ['Cumhuriyet Bulvarı', 'Şehit Fethi Bey Caddesi']),
    ]),
    region(21904, 'akdeniz', l('Mediterranean Region', '地中海地区', '地中海地區', '地中海地方', 'Región del Mediterráneo', 'Região do Mediterrâneo', 'Wilayah Mediterranean', 'Wilayah Mediterania', 'Akdeniz Bölgesi', 'منطقة البحر المتوسط'), [
      place(219007, 'antalya', l('Antalya', '安塔利亚', '安塔利亞', 'アンタルヤ', 'Antalya', 'Antália', 'Antalya', 'Antalya', 'Antalya', 'أنطاليا'), [36.8969, 30.7133], 4, ['Atatürk Caddesi', 'Konyaaltı Caddesi']),
      place(219008, 'adana', l('Adana', '阿达纳', '阿達納', 'アダナ', 'Adana', 'Adana', 'Adana', 'Adana', 'Adana', 'أضنة'), [37.0, 35.3213], 3, ['Atatürk Caddesi', 'Turgut Özal Bulvarı']),
    ]),
  ],
};

import { l } from '../labels';
import { type CountryGeography, place, region } from './types';

const hongKongIsland = l('Hong Kong Island', '香港岛', '香港島', '香港島', 'Isla de Hong Kong', 'Ilha de Hong Kong', 'Pulau Hong Kong', 'Pulau Hong Kong', 'Hong Kong Adası', 'جزيرة هونغ كونغ');
const macauPeninsula = l('Macau Peninsula', '澳门半岛', '澳門半島', 'マカオ半島', 'Península de Macao', 'Península de Macau', 'Semenanjung Macau', 'Semenanjung Makau', 'Makao Yarımadası', 'شبه جزيرة ماكاو');

export const hongKong: CountryGeography = {
  countryKey: 'hk',
  addressStyle: 'hk',
  regions: [
    region(9201, 'hong-kong-island', hongKongIsland, [
      // The site's default location: the whole island, for searches that are not district-specific.
      place(92001, 'hong-kong-island', hongKongIsland, [22.2783, 114.1747], 5, ["Queen's Road Central", 'Hennessy Road', "King's Road"]),
      place(92002, 'central', l('Central', '中环', '中環', 'セントラル（中環）', 'Central', 'Central', 'Central', 'Central', 'Central', 'سنترال'), [22.2819, 114.1582], 8, ["Queen's Road Central", 'Des Voeux Road Central', 'Connaught Road Central']),
      place(92003, 'wan-chai', l('Wan Chai', '湾仔', '灣仔', 'ワンチャイ（湾仔）', 'Wan Chai', 'Wan Chai', 'Wan Chai', 'Wan Chai', 'Wan Chai', 'وان تشاي'), [22.2776, 114.1735], 6, ['Harbour Road', 'Hennessy Road', 'Gloucester Road']),
      place(92004, 'quarry-bay', l('Quarry Bay', '鲗鱼涌', '鰂魚涌', 'クオーリーベイ（鰂魚涌）', 'Quarry Bay', 'Quarry Bay', 'Quarry Bay', 'Quarry Bay', 'Quarry Bay', 'كواري باي'), [22.288, 114.213], 4, ["King's Road", 'Taikoo Wan Road']),
    ]),
    region(9202, 'kowloon', l('Kowloon', '九龙', '九龍', '九龍', 'Kowloon', 'Kowloon', 'Kowloon', 'Kowloon', 'Kowloon', 'كولون'), [
      place(92005, 'tsim-sha-tsui', l('Tsim Sha Tsui', '尖沙咀', '尖沙咀', 'チムサーチョイ（尖沙咀）', 'Tsim Sha Tsui', 'Tsim Sha Tsui', 'Tsim Sha Tsui', 'Tsim Sha Tsui', 'Tsim Sha Tsui', 'تسيم شا تسوي'), [22.2988, 114.1722], 6, ['Nathan Road', 'Canton Road', 'Austin Road']),
      place(92006, 'kwun-tong', l('Kwun Tong', '观塘', '觀塘', 'クントン（観塘）', 'Kwun Tong', 'Kwun Tong', 'Kwun Tong', 'Kwun Tong', 'Kwun Tong', 'كوون تونغ'), [22.312, 114.226], 5, ['Hoi Bun Road', 'How Ming Street', 'Hung To Road']),
      place(92007, 'mong-kok', l('Mong Kok', '旺角', '旺角', 'モンコック（旺角）', 'Mong Kok', 'Mong Kok', 'Mong Kok', 'Mong Kok', 'Mong Kok', 'مونغ كوك'), [22.3193, 114.1694], 4, ['Nathan Road', 'Argyle Street']),
    ]),
    region(9203, 'new-territories', l('New Territories', '新界', '新界', '新界', 'Nuevos Territorios', 'Novos Territórios', 'Wilayah Baharu', 'Wilayah Baru', 'Yeni Topraklar', 'الأقاليم الجديدة'), [
      place(92008, 'sha-tin', l('Sha Tin', '沙田', '沙田', 'シャティン（沙田）', 'Sha Tin', 'Sha Tin', 'Sha Tin', 'Sha Tin', 'Sha Tin', 'شا تين'), [22.381, 114.188], 3, ['Science Park Road', 'Sha Tin Centre Street']),
      place(92009, 'tsuen-wan', l('Tsuen Wan', '荃湾', '荃灣', 'チュンワン（荃湾）', 'Tsuen Wan', 'Tsuen Wan', 'Tsuen Wan', 'Tsuen Wan', 'Tsuen Wan', 'تسوين وان'), [22.371, 114.114], 3, ['Castle Peak Road', 'Sha Tsui Road']),
      place(92010, 'kwai-chung', l('Kwai Chung', '葵涌', '葵涌', 'クワイチョン（葵涌）', 'Kwai Chung', 'Kwai Chung', 'Kwai Chung', 'Kwai Chung', 'Kwai Chung', 'كواي تشونغ'), [22.358, 114.129], 3, ['Kwai Chung Road', 'Container Port Road']),
    ]),
  ],
};

export const taiwan: CountryGeography = {
  countryKey: 'tw',
  addressStyle: 'tw',
  regions: [
    region(21101, 'northern-taiwan', l('Northern Taiwan', '台湾北部', '北台灣', '台湾北部', 'Norte de Taiwán', 'Norte de Taiwan', 'Taiwan Utara', 'Taiwan Utara', 'Kuzey Tayvan', 'شمال تايوان'), [
      place(211001, 'taipei', l('Taipei', '台北', '台北市', '台北', 'Taipéi', 'Taipé', 'Taipei', 'Taipei', 'Taipei', 'تايبيه'), [25.033, 121.5654], 10, ['Xinyi Road Sec. 5, Xinyi District', "Dunhua South Road Sec. 1, Da'an District", 'Ruiguang Road, Neihu District']),
      place(211002, 'new-taipei', l('New Taipei', '新北', '新北市', '新北', 'Nuevo Taipéi', 'Nova Taipé', 'Taipei Baharu', 'Taipei Baru', 'Yeni Taipei', 'تايبيه الجديدة'), [25.012, 121.4657], 6, ['Xianmin Boulevard, Banqiao District', 'Zhongzheng Road, Xinzhuang District']),
      place(211003, 'taoyuan', l('Taoyuan', '桃园', '桃園市', '桃園', 'Taoyuan', 'Taoyuan', 'Taoyuan', 'Taoyuan', 'Taoyuan', 'تاويوان'), [24.9936, 121.301], 4, ['Zhongzheng Road, Taoyuan District', 'Chunri Road, Taoyuan District']),
      place(211004, 'hsinchu', l('Hsinchu', '新竹', '新竹市', '新竹', 'Hsinchu', 'Hsinchu', 'Hsinchu', 'Hsinchu', 'Hsinchu', 'هسينتشو'), [24.8138, 120.9675], 5, ['Guangfu Road Sec. 2, East District', 'Gongyuan Road, East District']),
    ]),
    region(21102, 'central-taiwan', l('Central Taiwan', '台湾中部', '中台灣', '台湾中部', 'Centro de Taiwán', 'Centro de Taiwan', 'Taiwan Tengah', 'Taiwan Tengah', 'Orta Tayvan', 'وسط تايوان'), [
      place(211005, 'taichung', l('Taichung', '台中', '台中市', '台中', 'Taichung', 'Taichung', 'Taichung', 'Taichung', 'Taichung', 'تايتشونغ'), [24.1477, 120.6736], 6, ['Taiwan Boulevard Sec. 3, Xitun District', 'Wenxin Road Sec. 1, Nantun District']),
    ]),
    region(21103, 'southern-taiwan', l('Southern Taiwan', '台湾南部', '南台灣', '台湾南部', 'Sur de Taiwán', 'Sul de Taiwan', 'Taiwan Selatan', 'Taiwan Selatan', 'Güney Tayvan', 'جنوب تايوان'), [
      place(211006, 'tainan', l('Tainan', '台南', '台南市', '台南', 'Tainan', 'Tainan', 'Tainan', 'Tainan', 'Tainan', 'تاينان'), [22.9999, 120.227], 3, ['Zhongzheng Road, West Central District', 'Beimen Road Sec. 1, East District']),
      place(211007, 'kaohsiung', l('Kaohsiung', '高雄', '高雄市', '高雄', 'Kaohsiung', 'Kaohsiung', 'Kaohsiung', 'Kaohsiung', 'Kaohsiung', 'كاوهسيونغ'), [22.6273, 120.3014], 5, ['Zhongshan 2nd Road, Qianzhen District', 'Chenggong 2nd Road, Qianzhen District']),
    ]),
    region(21104, 'eastern-taiwan', l('Eastern Taiwan', '台湾东部', '東台灣', '台湾東部', 'Este de Taiwán', 'Leste de Taiwan', 'Taiwan Timur', 'Taiwan Timur', 'Doğu Tayvan', 'شرق تايوان'), [
      place(211008, 'hualien', l('Hualien', '花莲', '花蓮縣', '花蓮', 'Hualien', 'Hualien', 'Hualien', 'Hualien', 'Hualien', 'هوالين'), [23.991, 121.6114], 1, ['Zhongshan Road, Hualien City', 'Zhongzheng Road, Hualien City']),
    ]),
  ],
};

export const macau: CountryGeography = {
  countryKey: 'mo',
  addressStyle: 'mo',
  regions: [
    region(12101, 'macau-peninsula', macauPeninsula, [
      place(121001, 'macau-peninsula', macauPeninsula, [22.1987, 113.5439], 8, ['Avenida da Praia Grande', 'Avenida de Almeida Ribeiro', 'Rua de Pequim']),
      place(121002, 'nape', l('NAPE (Outer Harbour)', '新口岸', '新口岸', '新口岸（NAPE）', 'NAPE (Puerto Exterior)', 'NAPE (Porto Exterior)', 'NAPE (Pelabuhan Luar)', 'NAPE (Pelabuhan Luar)', 'NAPE (Dış Liman)', 'المرفأ الخارجي (NAPE)'), [22.19, 113.548], 4, ['Avenida da Amizade', 'Avenida Dr. Sun Yat-Sen']),
      place(121003, 'areia-preta', l('Areia Preta', '黑沙环', '黑沙環', 'アレイア・プレタ（黒沙環）', 'Areia Preta', 'Areia Preta', 'Areia Preta', 'Areia Preta', 'Areia Preta', 'أريا بريتا'), [22.213, 113.551], 3, ['Avenida de Venceslau de Morais', 'Rua Central da Areia Preta']),
      place(121004, 'barra', l('Barra', '妈阁', '媽閣', 'バーラ（媽閣）', 'Barra', 'Barra', 'Barra', 'Barra', 'Barra', 'بارا'), [22.187, 113.534], 2, ['Rua do Almirante Sérgio', 'Calçada da Barra']),
    ]),
    region(12102, 'taipa-coloane', l('Taipa & Coloane', '氹仔与路环', '氹仔與路環', 'タイパ・コロアン', 'Taipa y Coloane', 'Taipa e Coloane', 'Taipa & Coloane', 'Taipa & Coloane', 'Taipa ve Coloane', 'تايبا وكولوان'), [
      place(121005, 'taipa', l('Taipa', '氹仔', '氹仔', 'タイパ', 'Taipa', 'Taipa', 'Taipa', 'Taipa', 'Taipa', 'تايبا'), [22.156, 113.556], 5, ['Avenida de Guimarães', 'Rua de Bragança']),
      place(121006, 'cotai', l('Cotai', '路氹城', '路氹城', 'コタイ', 'Cotai', 'Cotai', 'Cotai', 'Cotai', 'Cotai', 'كوتاي'), [22.144, 113.564], 6, ['Estrada do Istmo', 'Avenida da Nave Desportiva']),
      place(121007, 'coloane', l('Coloane', '路环', '路環', 'コロアン', 'Coloane', 'Coloane', 'Coloane', 'Coloane', 'Coloane', 'كولوان'), [22.117, 113.561], 1, ['Estrada de Seac Pai Van', 'Avenida de Cinco de Outubro']),
    ]),
  ],
};

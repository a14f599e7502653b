import { l } from '../labels';

/** Cities that appear both on their own country site and as International hubs. */
export const cityLabels = {
  newYork: l('New York', '纽约', '紐約', 'ニューヨーク', 'Nueva York', 'Nova York', 'New York', 'New York', 'New York', 'نيويورك'),
  sanFrancisco: l('San Francisco', '旧金山', '舊金山', 'サンフランシスコ', 'San Francisco', 'São Francisco', 'San Francisco', 'San Francisco', 'San Francisco', 'سان فرانسيسكو'),
  toronto: l('Toronto', '多伦多', '多倫多', 'トロント', 'Toronto', 'Toronto', 'Toronto', 'Toronto', 'Toronto', 'تورنتو'),
  london: l('London', '伦敦', '倫敦', 'ロンドン', 'Londres', 'Londres', 'London', 'London', 'Londra', 'لندن'),
  dubai: l('Dubai', '迪拜', '杜拜', 'ドバイ', 'Dubái', 'Dubai', 'Dubai', 'Dubai', 'Dubai', 'دبي'),
  singapore: l('Singapore', '新加坡', '新加坡', 'シンガポール', 'Singapur', 'Singapura', 'Singapura', 'Singapura', 'Singapur', 'سنغافورة'),
  tokyo: l('Tokyo', '东京', '東京', '東京', 'Tokio', 'Tóquio', 'Tokyo', 'Tokyo', 'Tokyo', 'طوكيو'),
  bengaluru: l('Bengaluru', '班加罗尔', '班加羅爾', 'ベンガルール', 'Bangalore', 'Bangalore', 'Bengaluru', 'Bengaluru', 'Bangalor', 'بنغالور'),
};

import { l } from '../labels';
import { cityLabels } from './shared-labels';
import { type CountryGeography, place, region } from './types';

/**
 * The International site is remote-first (no default location): fully remote jobs carry no
 * location at all, and the few hybrid or on-site ones sit in these worldwide hubs.
 */
export const international: CountryGeography = {
  countryKey: 'com',
  addressStyle: 'us',
  regions: [
    region(101, 'americas', l('Americas', '美洲', '美洲', '南北アメリカ', 'América', 'Américas', 'Amerika', 'Amerika', 'Amerika', 'الأمريكتان'), [
      place(1001, 'san-francisco', cityLabels.sanFrancisco, [37.7749, -122.4194], 8, ['Market Street', 'Mission Street']),
      place(1002, 'new-york', cityLabels.newYork, [40.7128, -74.006], 8, ['Broadway', 'Park Avenue South']),
      place(1003, 'toronto', cityLabels.toronto, [43.6532, -79.3832], 4, ['King Street West', 'Spadina Avenue']),
    ]),
    region(102, 'europe-middle-east-africa', l('Europe, Middle East & Africa', '欧洲、中东和非洲', '歐洲、中東和非洲', '欧州・中東・アフリカ', 'Europa, Oriente Medio y África', 'Europa, Oriente Médio e África', 'Eropah, Timur Tengah & Afrika', 'Eropa, Timur Tengah & Afrika', 'Avrupa, Orta Doğu ve Afrika', 'أوروبا والشرق الأوسط وأفريقيا'), [
      place(1004, 'london', cityLabels.london, [51.5074, -0.1278], 7, ['Old Street', 'Shoreditch High Street'], 'western'),
      place(1005, 'berlin', l('Berlin', '柏林', '柏林', 'ベルリン', 'Berlín', 'Berlim', 'Berlin', 'Berlin', 'Berlin', 'برلين'), [52.52, 13.405], 5, ['Friedrichstraße', 'Torstraße'], 'de'),
      place(1006, 'amsterdam', l('Amsterdam', '阿姆斯特丹', '阿姆斯特丹', 'アムステルダム', 'Ámsterdam', 'Amsterdã', 'Amsterdam', 'Amsterdam', 'Amsterdam', 'أمستردام'), [52.3676, 4.9041], 4, ['Herengracht', 'Gustav Mahlerlaan'], 'de'),
      place(1007, 'dubai', cityLabels.dubai, [25.2048, 55.2708], 3, ['Sheikh Zayed Road', 'Dubai Internet City'], 'ae'),
    ]),
    region(103, 'asia-pacific', l('Asia Pacific', '亚太地区', '亞太地區', 'アジア太平洋', 'Asia-Pacífico', 'Ásia-Pacífico', 'Asia Pasifik', 'Asia Pasifik', 'Asya-Pasifik', 'آسيا والمحيط الهادئ'), [
      place(1008, 'singapore', cityLabels.singapore, [1.284, 103.851], 5, ['Robinson Road', 'Cecil Street'], 'unit'),
      place(1009, 'tokyo', cityLabels.tokyo, [35.6812, 139.7671], 3, ['Shibuya, Shibuya-ku', 'Roppongi, Minato-ku'], 'jp'),
      place(1010, 'sydney', l('Sydney', '悉尼', '雪梨', 'シドニー', 'Sídney', 'Sydney', 'Sydney', 'Sydney', 'Sidney', 'سيدني'), [-33.8688, 151.2093], 3, ['George Street', 'Pitt Street'], 'western'),
      place(1011, 'bengaluru', cityLabels.bengaluru, [12.9716, 77.5946], 3, ['Outer Ring Road, Bellandur', 'Koramangala 80 Feet Road'], 'in'),
    ]),
  ],
};

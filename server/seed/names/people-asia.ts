import type { NamePool } from './people-types';

export const asiaNames: Record<'ph' | 'sg' | 'id' | 'jp' | 'my' | 'hk' | 'tw' | 'mo' | 'lk' | 'in', NamePool> = {
  ph: {
    given: ['Maria', 'Jose', 'Angelica', 'Mark', 'Kristine', 'John Paul', 'Camille', 'Carlo', 'Patricia', 'Miguel', 'Andrea', 'Paolo', 'Bea', 'Rafael', 'Joanna', 'Christian', 'Nicole', 'Jerome', 'Katrina', 'Renz'],
    family: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Villanueva', 'Dela Cruz', 'Ramos', 'Aquino', 'Castillo', 'Fernandez', 'Navarro', 'Lim', 'Tan', 'Gonzales', 'Pascual', 'Soriano', 'Manalo', 'Domingo'],
  },
  sg: {
    given: ['Wei Ling', 'Jun Jie', 'Hui Min', 'Zhi Hao', 'Siti', 'Hafiz', 'Priya', 'Arjun', 'Rachel', 'Daniel', 'Shu Fen', 'Kai Wen', 'Nurul', 'Ravi', 'Li Ting', 'Marcus', 'Jasmine', 'Ethan'],
    family: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo', 'Rahman', 'Ismail', 'Kumar', 'Nair', 'Pillai', 'Chen'],
  },
  id: {
    given: ['Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Putri', 'Andi', 'Ayu', 'Fajar', 'Intan', 'Hendra', 'Rina', 'Dimas', 'Nadia', 'Yudi', 'Maya', 'Arief', 'Wulan'],
    family: ['Santoso', 'Wijaya', 'Pratama', 'Saputra', 'Hidayat', 'Kusuma', 'Nugroho', 'Permata', 'Halim', 'Gunawan', 'Setiawan', 'Lestari', 'Siregar', 'Nasution', 'Simanjuntak', 'Wibowo'],
  },
  jp: {
    given: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Mei', 'Takuya', 'Misaki', 'Kenta', 'Yuka', 'Daisuke', 'Naoko', 'Shota', 'Ayaka', 'Hiroshi', 'Emi', 'Kazuki', 'Rina'],
    family: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu'],
    native: {
      language: 'ja',
      given: ['陽翔', '結衣', '蒼太', '葵', '蓮', '芽依', '拓也', '美咲', '健太', '由佳', '大輔', '直子', '翔太', '彩花', '浩', '恵美', '一輝', '里奈'],
      family: ['佐藤', '鈴木', '高橋', '田中', '渡辺', '伊藤', '山本', '中村', '小林', '加藤', '吉田', '山田', '佐々木', '松本', '井上', '木村', '林', '清水'],
      familyFirst: true,
      separator: ' ',
    },
  },
  my: {
    given: ['Ahmad', 'Aisyah', 'Faiz', 'Hafizah', 'Amir', 'Farah', 'Wei Jie', 'Mei Ling', 'Kok Wai', 'Pei Shan', 'Ganesh', 'Kavitha', 'Syafiq', 'Nadia', 'Jia Hui', 'Arvind'],
    family: ['Abdullah', 'Ismail', 'Hassan', 'Rahman', 'Ibrahim', 'Yusof', 'Tan', 'Lim', 'Wong', 'Lee', 'Chong', 'Ng', 'Muthu', 'Subramaniam', 'Krishnan', 'Raj'],
  },
  hk: {
    given: ['Karen', 'Kelvin', 'Winnie', 'Ivan', 'Cherry', 'Jason', 'Fiona', 'Raymond', 'Mandy', 'Alan', 'Crystal', 'Terence', 'Vivian', 'Eric', 'Joyce', 'Kenneth'],
    family: ['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Leung', 'Ho', 'Ng', 'Tang', 'Lam', 'Tsang', 'Yip', 'Kwok', 'Mak', 'Fung'],
    native: {
      language: 'zh-TW',
      given: ['嘉欣', '志明', '詠詩', '家豪', '穎琳', '俊傑', '曉彤', '子軒', '凱婷', '偉文', '美琪', '浩然', '雅琪', '卓謙'],
      family: ['陳', '黃', '李', '張', '劉', '梁', '何', '吳', '鄧', '林', '曾', '葉', '郭', '麥', '馮'],
      familyFirst: true,
      separator: '',
    },
  },
  tw: {
    given: ['Yi-Chun', 'Chih-Hao', 'Ya-Ting', 'Chia-Hung', 'Hsin-Yi', 'Chun-Chieh', 'Pei-Shan', 'Wei-Ting', 'Kevin', 'Vivian', 'Jerry', 'Grace'],
    family: ['Chen', 'Lin', 'Huang', 'Chang', 'Lee', 'Wang', 'Wu', 'Liu', 'Tsai', 'Yang', 'Hsu', 'Cheng', 'Hsieh', 'Kuo', 'Hung'],
    native: {
      language: 'zh-TW',
      given: ['怡君', '志豪', '雅婷', '家宏', '欣怡', '俊傑', '佩珊', '瑋婷', '淑芬', '承翰', '宇軒', '柏宇', '詩涵', '冠廷'],
      family: ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊', '許', '鄭', '謝', '郭', '洪'],
      familyFirst: true,
      separator: '',
    },
  },
  mo: {
    // Many Macanese combine a Portuguese or English given name with a Cantonese family name.
    given: ['Ka Man', 'Chi Hou', 'Wai Kei', 'Hoi Ian', 'Kevin', 'Sandy', 'Ricardo', 'Sofia', 'Ivy', 'Tony', 'Carmen', 'Nelson'],
    family: ['Chan', 'Leong', 'Wong', 'Lei', 'Choi', 'Ho', 'Lao', 'Chong', 'Lam', 'Sou', 'Ieong', 'Cheang'],
    native: {
      language: 'zh-TW',
      given: ['嘉敏', '志豪', '慧琪', '凱欣', '家樂', '詠欣', '俊豪', '海欣', '思穎', '偉倫'],
      family: ['陳', '梁', '黃', '李', '蔡', '何', '劉', '張', '林', '蘇', '楊', '鄭'],
      familyFirst: true,
      separator: '',
    },
  },
  lk: {
    given: ['Nuwan', 'Dilani', 'Kasun', 'Sanduni', 'Chamara', 'Tharushi', 'Ruwan', 'Nadeesha', 'Mahesh', 'Ishara', 'Pradeep', 'Harini', 'Suresh', 'Thilini', 'Arjun', 'Fathima'],
    family: ['Perera', 'Fernando', 'Silva', 'Jayasinghe', 'Wickramasinghe', 'Bandara', 'Gunawardena', 'Dissanayake', 'Herath', 'Senanayake', 'Kumara', 'Weerasinghe', 'Ratnayake', 'Mendis'],
  },
  in: {
    given: ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Pooja', 'Rahul', 'Kavya', 'Aditya', 'Neha', 'Siddharth', 'Divya', 'Karthik', 'Meera'],
    family: ['Sharma', 'Patel', 'Singh', 'Kumar', 'Gupta', 'Reddy', 'Iyer', 'Nair', 'Menon', 'Rao', 'Joshi', 'Desai', 'Mehta', 'Chatterjee', 'Das', 'Pillai'],
  },
};

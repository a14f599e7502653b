import { zhTWDuties } from './duties/zh-tw';
import type { TextPack } from './types';

export const zhTW: TextPack = {
  language: 'zh-TW',
  locale: 'zh-TW',
  bullet: '• ',
  sentenceGap: '',
  responsibilitiesHeading: '【工作內容】',
  intro: [
    (c) => `${c.company}誠徵${c.title}，工作地點位於${c.city}。`,
    (c) => `我們正在${c.city}尋找一位${c.title}加入團隊。`,
    (c) => `因業務擴展，${c.company}${c.city}辦公室招募${c.title}。`,
    (c) => `歡迎加入${c.company}擔任${c.title}，與我們一起在${c.city}成長。`,
  ],
  remoteIntro: [
    (c) => `${c.company}招募可完全遠端工作的${c.title}。`,
    (c) => `這是一個遠端職缺，歡迎各地的${c.title}人才加入。`,
    (c) => `我們是分散式團隊，誠徵遠端${c.title}。`,
  ],
  hybridNote: '本職缺採混合辦公，每週進辦公室2至3天。',
  companyPitch: [
    (c) => `我們是深耕${c.industry}領域多年的公司，持續穩健成長。`,
    (c) => `${c.company}重視客戶體驗，也重視每一位夥伴的成長。`,
    () => '團隊扁平、溝通透明，你的想法能被真正聽見。',
    (c) => `我們在${c.industry}產業累積了良好口碑，並持續投資於人才培育。`,
  ],
  team: [
    (c) => `你將加入一個${c.teamSize}人的團隊，與跨部門同事密切合作。`,
    (c) => `團隊目前有${c.teamSize}位成員，到職後有完整的教育訓練與導師制度。`,
  ],
  closing: [
    '如果你對這個職缺有興趣，歡迎立即應徵，我們會盡快與你聯繫。',
    '歡迎直接透過聊天室與招募負責人聯繫。',
    '我們會在一週內回覆每一份履歷。',
    '面試可採線上或實體方式進行。',
  ],
  responsibilities: zhTWDuties,
  requirements: {
    degree: (label, level) => (level <= 3 ? `${label}以上` : `${label}以上，相關科系尤佳`),
    anyDegree: ['學歷不拘', '學歷不拘，重視態度與學習力'],
    experience: (label) => `${label}相關工作經驗`,
    entryLevel: ['具相關實習或打工經驗者佳'],
    noExperience: ['無經驗可，提供完整教育訓練', '歡迎社會新鮮人及轉職者'],
    skills: (list) => `具備${list}相關經驗`,
    language: (name) => `具備良好的${name}溝通能力`,
    languagePlus: (name) => `具${name}能力者佳`,
    general: [
      '良好的溝通表達能力與服務熱忱',
      '做事細心負責，具時間管理能力',
      '能在目標與時限壓力下工作',
      '具團隊合作精神，亦能獨立作業',
      '樂於學習新工具與新知識',
      '注重細節，追求品質',
    ],
    remote: [(c) => `可配合${c.offset}時區的工作時段`, () => '具備穩定網路與安靜的工作環境'],
  },
  seniority: {
    intern: (t) => `${t}（實習）`,
    junior: (t) => `初階${t}`,
    senior: (t) => `資深${t}`,
    lead: (t) => `首席${t}`,
  },
  company: {
    opening: [
      (c) => `${c.name}成立於${c.foundedYear}年，總部位於${c.city}，是一家${c.industry}公司。`,
      (c) => `自${c.foundedYear}年創立以來，${c.name}以${c.city}為據點，深耕${c.industry}領域。`,
    ],
    size: [(c) => `目前公司約有${c.headcount}名員工。`, (c) => `我們的團隊目前有${c.headcount}位成員。`],
    mission: [
      '我們以簡單好用、經得起時間考驗的產品與服務，協助客戶解決問題。',
      '客戶涵蓋在地中小企業到區域知名品牌。',
      '我們結合在地經驗與國際標準，提供值得信賴的服務。',
      '我們重視與客戶、合作夥伴及社區的長期關係。',
    ],
    culture: [
      '我們重視當責精神，每個人都能做決定並從結果中學習。',
      '主管定期一對一面談，回饋雙向且透明。',
      '從團隊聚餐到年度員工旅遊，我們一起慶祝每一個成果。',
      '彈性工時與遠端工作是日常，不需要特別申請。',
      '每年提供教育訓練預算，並定期舉辦內部分享會。',
      '我們相信多元讓團隊更好，夥伴來自各種背景。',
      '會議精簡、重視文件，尊重彼此的時間。',
      '鼓勵同仁休假，下班後好好休息。',
    ],
  },
  recruiterTitles: ['人資專員', '招募專員', '人資經理', '人才招募經理', '人資主管', '行政人資專員', '招募負責人', '人力資源業務夥伴'],
  founderTitle: '創辦人暨執行長',
};

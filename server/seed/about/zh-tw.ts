import type { AboutPack } from './types';

export const zhTW: AboutPack = {
  language: 'zh-TW',
  products: {
    1: [
      { name: (b) => `${b.local}雲端會計`, description: '專為中小企業設計的雲端會計與薪資計算服務。' },
      { name: (b) => `${b.local}客服通`, description: '將聊天、電子郵件與電話整合在同一個收件匣的客戶服務平台。' },
    ],
    2: [
      { name: (b) => `${b.local}行動支付`, description: '可繳費、轉帳與網購的手機電子錢包。' },
      { name: (b) => `${b.local}企業週轉金`, description: '提供中小企業營運週轉資金，三個工作天內回覆審核結果。' },
    ],
    3: [
      { name: (b) => `${b.local}安心醫療險`, description: '適合個人與家庭的醫療保險，在合作醫院住院免先付款。' },
      { name: (b) => `${b.local}網路車險`, description: '投保、續保到理賠都能在網路上完成的汽車保險。' },
    ],
    5: [
      { name: (b) => `${b.local}購物網`, description: '販售3C家電、服飾與居家用品的線上商城，主要城市隔日送達。' },
      { name: (b) => `${b.local}開店幫手`, description: '協助在地商家開設網路商店、上架商品與管理訂單的工具。' },
    ],
    6: [
      { name: (b) => `${b.local}超市`, description: '販售生鮮食品與日常用品的社區商店，每天營業到深夜。' },
      { name: (b) => `${b.local}會員卡`, description: '每次消費都能累積點數、享有會員價的會員計畫。' },
    ],
    7: [
      { name: (b) => `${b.local}包材`, description: '為食品與民生品牌量身訂製的食品級包裝材料與容器。' },
      { name: (b) => `${b.local}精密零件`, description: '供應電子與家電製造商的金屬及塑膠精密零件。' },
    ],
    8: [
      { name: (b) => `${b.local}原廠保養廠`, description: '提供定期保養、維修與原廠零件的授權服務廠。' },
      { name: (b) => `${b.local}充電站`, description: '設置於商場、辦公大樓與住宅的電動車充電站。' },
    ],
    10: [
      { name: (b) => `${b.local}天廈`, description: '鄰近大眾運輸、學校與商業區的住宅大樓。' },
      { name: (b) => `${b.local}共享辦公室`, description: '可按日或按月租用的彈性辦公室與會議室。' },
    ],
    11: [
      { name: (b) => `${b.local}診所`, description: '提供門診、檢驗與疫苗接種的家庭醫學診所。' },
      { name: (b) => `${b.local}視訊問診`, description: '與合格醫師視訊問診，藥品直接送到府上。' },
    ],
    12: [
      { name: (b) => `${b.local}維他`, description: '在各大藥局販售的維他命與營養補充品。' },
      { name: (b) => `${b.local}學名藥`, description: '為糖尿病、高血壓等慢性病提供價格實惠的學名藥。' },
    ],
    13: [
      { name: (b) => `${b.local}學院`, description: '為上班族開設的程式設計、數據分析與數位行銷線上課程。' },
      { name: (b) => `${b.local}兒童美語`, description: '為5至12歲孩童開設的課後英語與數學班。' },
    ],
    14: [
      { name: (b) => `${b.local}快遞`, description: '為網路賣家提供當日與隔日包裹配送。' },
      { name: (b) => `${b.local}物流追蹤`, description: '適合各種規模企業的貨件追蹤與倉儲管理系統。' },
    ],
    15: [
      { name: (b) => `${b.local}酒店`, description: '位於市中心、設有會議室與全日餐廳的商務及休閒酒店。' },
      { name: (b) => `${b.local}旅遊`, description: '由在地專家規劃與預訂的套裝行程與團體旅遊。' },
    ],
    16: [
      { name: (b) => `${b.local}咖啡`, description: '供應在地烘焙咖啡豆與現烤糕點的咖啡館。' },
      { name: (b) => `${b.local}廚房`, description: '在超市與便利商店販售的即食餐點與點心。' },
    ],
    17: [
      { name: (b) => `${b.local}光纖`, description: '最高1Gbps的家用光纖寬頻。' },
      { name: (b) => `${b.local}行動`, description: '支援5G上網的預付卡與月租型行動資費方案。' },
    ],
    18: [
      { name: (b) => `${b.local}製作所`, description: '為品牌製作影片、社群與行銷活動內容。' },
      { name: (b) => `${b.local}日報`, description: '每天更新的新聞與生活風格數位雜誌。' },
    ],
    19: [
      { name: (b) => `${b.local}太陽能`, description: '為住家與工廠安裝並維護屋頂太陽能系統。' },
      { name: (b) => `${b.local}節電通`, description: '協助家庭掌握用電情況、減少用電的應用程式。' },
    ],
  },
  news: {
    office: {
      title: (c) => `${c.company}於${c.city}設立新辦公室`,
      summary: (c) => `持續成長的${c.city}團隊有了更寬敞的空間，方便協作與接待客戶。`,
    },
    hiring: {
      title: (c) => `${c.company}今年計畫招募${c.count}人`,
      summary: () => '新職缺遍及各個團隊，從新鮮人到管理職都有。',
    },
    award: {
      title: (c) => `${c.company}獲選${c.year}年${c.city}最佳職場`,
      summary: () => '此獎項依據員工對團隊、主管與福利的匿名問卷結果評選。',
    },
    launch: {
      title: (c) => `${c.company}推出「${c.product}」`,
      summary: (c) => c.productDescription,
    },
    anniversary: {
      title: (c) => `${c.company}歡慶成立${c.years}週年`,
      summary: (c) => `公司自${c.foundedYear}年創立至今，與員工、客戶及合作夥伴一同慶祝這個里程碑。`,
    },
    funding: {
      title: (c) => `${c.company}完成${c.round}融資${c.amount}`,
      summary: () => '新資金將用於產品開發與擴大團隊。',
    },
    community: {
      title: (c) => `${c.company}員工走進${c.city}校園當志工`,
      summary: () => '員工協助粉刷教室、種樹，並為學童舉辦說故事活動。',
    },
  },
  rounds: { angel: '天使輪', seed: '種子輪', 'series-a': 'A輪', 'series-b': 'B輪', 'series-c': 'C輪', 'series-d-plus': 'D輪' },
};

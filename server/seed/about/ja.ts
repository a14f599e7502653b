import type { AboutPack } from './types';

export const ja: AboutPack = {
  language: 'ja',
  products: {
    1: [
      { name: (b) => `${b.local}クラウド`, description: '中小企業向けのクラウド会計・給与計算サービスです。' },
      { name: (b) => `${b.local}コネクト`, description: 'チャット・メール・電話をひとつの受信箱にまとめる顧客対応プラットフォームです。' },
    ],
    2: [
      { name: (b) => `${b.local}ペイ`, description: '公共料金の支払いや送金、ネットショッピングに使えるスマホ決済アプリです。' },
      { name: (b) => `${b.local}ビジネスローン`, description: '中小企業向けの運転資金融資で、審査結果は3営業日以内にお知らせします。' },
    ],
    3: [
      { name: (b) => `${b.local}医療保険プラス`, description: '個人・ご家族向けの医療保険で、提携病院ではキャッシュレスで入院できます。' },
      { name: (b) => `${b.local}ネット自動車保険`, description: '加入から更新、事故の連絡まですべてオンラインで完結する自動車保険です。' },
    ],
    5: [
      { name: (b) => `${b.local}モール`, description: '家電・ファッション・日用品を扱うオンラインモールで、主要都市には翌日お届けします。' },
      { name: (b) => `${b.local}ショップ開設サポート`, description: '地域のお店のネットショップ開設から商品登録、受注管理までを支援するツールです。' },
    ],
    6: [
      { name: (b) => `${b.local}マート`, description: '生鮮食品と日用品をそろえ、毎日夜遅くまで営業する地域密着型の店舗です。' },
      { name: (b) => `${b.local}ポイントクラブ`, description: 'お買い物のたびにポイントがたまり、会員価格でお買い物ができる会員プログラムです。' },
    ],
    7: [
      { name: (b) => `${b.local}パック`, description: '食品・日用品メーカー向けに受注生産する食品用の包装資材・容器です。' },
      { name: (b) => `${b.local}精密部品`, description: '電子機器・家電メーカー向けの金属・樹脂の精密部品です。' },
    ],
    8: [
      { name: (b) => `${b.local}サービスセンター`, description: '点検・整備・修理と純正部品の販売を行う正規サービス工場です。' },
      { name: (b) => `${b.local}EVチャージ`, description: '商業施設やオフィス、マンションに設置する電気自動車用の充電スタンドです。' },
    ],
    10: [
      { name: (b) => `${b.local}レジデンス`, description: '駅や学校、ビジネス街に近い分譲マンションです。' },
      { name: (b) => `${b.local}ワークスペース`, description: '1日単位・月単位で借りられるフレキシブルオフィスと会議室です。' },
    ],
    11: [
      { name: (b) => `${b.local}クリニック`, description: '診察・検査・予防接種を行うかかりつけのクリニックです。' },
      { name: (b) => `${b.local}オンライン診療`, description: '医師によるビデオ診察を受け、お薬をご自宅までお届けするサービスです。' },
    ],
    12: [
      { name: (b) => `${b.local}ビタ`, description: '全国の薬局・ドラッグストアで販売しているビタミン・サプリメントです。' },
      { name: (b) => `${b.local}ジェネリック`, description: '糖尿病や高血圧など、長く付き合う病気のための手頃なジェネリック医薬品です。' },
    ],
    13: [
      { name: (b) => `${b.local}アカデミー`, description: '社会人向けのプログラミング・データ分析・デジタルマーケティングのオンライン講座です。' },
      { name: (b) => `${b.local}キッズ`, description: '5〜12歳のお子さま向けの放課後の英語・算数教室です。' },
    ],
    14: [
      { name: (b) => `${b.local}エクスプレス`, description: 'ネットショップ向けの当日・翌日配送サービスです。' },
      { name: (b) => `${b.local}トラック`, description: '企業の規模を問わず使える配送追跡・倉庫管理システムです。' },
    ],
    15: [
      { name: (b) => `${b.local}ホテル`, description: '会議室とレストランを備えた、都心のビジネス・観光ホテルです。' },
      { name: (b) => `${b.local}トラベル`, description: '地元を知り尽くしたスタッフが企画・手配するツアーと団体旅行です。' },
    ],
    16: [
      { name: (b) => `${b.local}珈琲`, description: '地元で焙煎したコーヒー豆と焼きたてのパンを提供するカフェです。' },
      { name: (b) => `${b.local}キッチン`, description: 'スーパーやコンビニで販売する調理済みのお惣菜・軽食です。' },
    ],
    17: [
      { name: (b) => `${b.local}光`, description: '最大1Gbpsの家庭向け光回線サービスです。' },
      { name: (b) => `${b.local}モバイル`, description: '5Gに対応したプリペイド・後払いの携帯電話プランです。' },
    ],
    18: [
      { name: (b) => `${b.local}スタジオ`, description: '企業のための動画・SNS・キャンペーンのコンテンツを制作しています。' },
      { name: (b) => `${b.local}デイリー`, description: '毎日更新するニュース・ライフスタイルのウェブマガジンです。' },
    ],
    19: [
      { name: (b) => `${b.local}ソーラー`, description: '住宅・工場向けの屋根置き太陽光発電システムを設置し、保守まで行っています。' },
      { name: (b) => `${b.local}でんき`, description: '家庭の電気の使用量を見える化し、節電に役立つアプリです。' },
    ],
  },
  news: {
    office: {
      title: (c) => `${c.company}、${c.city}に新オフィスを開設`,
      summary: (c) => `拡大する${c.city}のチームが、より広い環境で協力し、お客様をお迎えできるようになりました。`,
    },
    hiring: {
      title: (c) => `${c.company}、今年${c.count}名の採用を計画`,
      summary: () => '新しいポジションは、未経験者向けから管理職まで、さまざまなチームにわたります。',
    },
    award: {
      title: (c) => `${c.company}、${c.year}年「${c.city}の働きがいのある会社」に選出`,
      summary: () => '社員への匿名アンケートで、チーム・上司・福利厚生が高く評価されました。',
    },
    launch: {
      title: (c) => `${c.company}、「${c.product}」の提供を開始`,
      summary: (c) => c.productDescription,
    },
    anniversary: {
      title: (c) => `${c.company}、創業${c.years}周年を迎えました`,
      summary: (c) => `${c.foundedYear}年の創業からの歩みを、社員やお客様、パートナーの皆さまとともに祝いました。`,
    },
    funding: {
      title: (c) => `${c.company}、${c.round}で${c.amount}を調達`,
      summary: () => '調達した資金は、製品開発と採用の強化に充てる予定です。',
    },
    community: {
      title: (c) => `${c.company}の社員が${c.city}の学校でボランティア活動`,
      summary: () => '社員が教室の塗り替えや植樹、児童への読み聞かせを行いました。',
    },
  },
  rounds: {
    angel: 'エンジェルラウンド',
    seed: 'シードラウンド',
    'series-a': 'シリーズA',
    'series-b': 'シリーズB',
    'series-c': 'シリーズC',
    'series-d-plus': 'シリーズD',
  },
};

import type { LanguageSlug } from '@/lib/languages';
import type { SalaryType } from '@/lib/schemas/job';
import type { JobAlertFrequency } from '@/lib/schemas/job-alerts';

/**
 * The job alert digest in each of the ten languages. Placeholders: {search} (the alert's keyword
 * or `anySearch`), {count}, {max}, {frequency} (daily or weekly in the language); in `perUnit`, {amount} (the pay range).
 * tests/server/job-alert-digest.test.ts checks every language has every text and placeholder.
 */
export interface DigestTexts {
  subject: string;
  headingOne: string;
  headingMany: string;
  intro: string;
  more: string;
  anySearch: string;
  frequency: Record<JobAlertFrequency, string>;
  perUnit: Record<Exclude<SalaryType, 'negotiable' | 'unpaid'>, string>;
  negotiable: string;
  unpaid: string;
  viewJob: string;
  manage: string;
  unsubscribe: string;
  why: string;
  /** Above the new jobs of companies the seeker follows (issue 35 item 4). */
  followedHeading: string;
}

export const digestTexts: Record<LanguageSlug, DigestTexts> = {
  'en-us': {
    subject: 'New jobs for your alert: {search}',
    headingOne: '1 new job matches your alert',
    headingMany: '{count} new jobs match your alert',
    intro: 'Jobs posted since your last {frequency} digest that match “{search}”.',
    more: 'Only the newest {max} are listed here.',
    anySearch: 'your saved search',
    frequency: { daily: 'daily', weekly: 'weekly' },
    perUnit: { hourly: '{amount} per hour', daily: '{amount} per day', monthly: '{amount} per month', annually: '{amount} per year' },
    negotiable: 'Negotiable',
    unpaid: 'Unpaid',
    viewJob: 'View job',
    manage: 'Manage your job alerts',
    unsubscribe: 'Unsubscribe from this alert',
    why: 'You receive this email because you created a {frequency} job alert on Hireloop.',
    followedHeading: 'New jobs from companies you follow',
  },
  'zh-cn': {
    subject: '您的职位提醒有新职位：{search}',
    headingOne: '有 1 个新职位符合您的提醒',
    headingMany: '有 {count} 个新职位符合您的提醒',
    intro: '自上次{frequency}摘要以来发布的、符合“{search}”的职位。',
    more: '此处仅列出最新的 {max} 个职位。',
    anySearch: '您保存的搜索',
    frequency: { daily: '每日', weekly: '每周' },
    perUnit: { hourly: '时薪 {amount}', daily: '日薪 {amount}', monthly: '月薪 {amount}', annually: '年薪 {amount}' },
    negotiable: '面议',
    unpaid: '无薪',
    viewJob: '查看职位',
    manage: '管理您的职位提醒',
    unsubscribe: '退订此提醒',
    why: '您收到此邮件，是因为您在 Hireloop 上创建了{frequency}职位提醒。',
    followedHeading: '您关注的公司发布的新职位',
  },
  'zh-tw': {
    subject: '您的職缺通知有新職缺：{search}',
    headingOne: '有 1 個新職缺符合您的通知',
    headingMany: '有 {count} 個新職缺符合您的通知',
    intro: '自上次{frequency}摘要以來刊登、符合「{search}」的職缺。',
    more: '此處僅列出最新的 {max} 個職缺。',
    anySearch: '您儲存的搜尋',
    frequency: { daily: '每日', weekly: '每週' },
    perUnit: { hourly: '時薪 {amount}', daily: '日薪 {amount}', monthly: '月薪 {amount}', annually: '年薪 {amount}' },
    negotiable: '面議',
    unpaid: '無薪',
    viewJob: '查看職缺',
    manage: '管理您的職缺通知',
    unsubscribe: '取消訂閱此通知',
    why: '您收到此郵件，是因為您在 Hireloop 上建立了{frequency}職缺通知。',
    followedHeading: '您關注的公司發布的新職缺',
  },
  'ja-jp': {
    subject: '求人アラートに新着求人があります：{search}',
    headingOne: 'アラートに一致する新着求人が 1 件あります',
    headingMany: 'アラートに一致する新着求人が {count} 件あります',
    intro: '前回の{frequency}ダイジェスト以降に掲載された、「{search}」に一致する求人です。',
    more: 'ここには最新の {max} 件のみを表示しています。',
    anySearch: '保存した検索',
    frequency: { daily: '毎日の', weekly: '毎週の' },
    perUnit: { hourly: '時給 {amount}', daily: '日給 {amount}', monthly: '月給 {amount}', annually: '年収 {amount}' },
    negotiable: '応相談',
    unpaid: '無給',
    viewJob: '求人を見る',
    manage: '求人アラートを管理',
    unsubscribe: 'このアラートの配信を停止',
    why: 'このメールは、Hireloop で{frequency}求人アラートを作成されたためお送りしています。',
    followedHeading: 'フォロー中の企業の新着求人',
  },
  'es-es': {
    subject: 'Nuevas ofertas para tu alerta: {search}',
    headingOne: '1 oferta nueva coincide con tu alerta',
    headingMany: '{count} ofertas nuevas coinciden con tu alerta',
    intro: 'Ofertas publicadas desde tu último resumen {frequency} que coinciden con «{search}».',
    more: 'Aquí solo aparecen las {max} más recientes.',
    anySearch: 'tu búsqueda guardada',
    frequency: { daily: 'diario', weekly: 'semanal' },
    perUnit: { hourly: '{amount} por hora', daily: '{amount} por día', monthly: '{amount} al mes', annually: '{amount} al año' },
    negotiable: 'A convenir',
    unpaid: 'Sin remuneración',
    viewJob: 'Ver oferta',
    manage: 'Gestionar tus alertas de empleo',
    unsubscribe: 'Darse de baja de esta alerta',
    why: 'Recibes este correo porque creaste una alerta de empleo con envío {frequency} en Hireloop.',
    followedHeading: 'Nuevos empleos de empresas que sigues',
  },
  'pt-br': {
    subject: 'Novas vagas para o seu alerta: {search}',
    headingOne: '1 vaga nova corresponde ao seu alerta',
    headingMany: '{count} vagas novas correspondem ao seu alerta',
    intro: 'Vagas publicadas desde o seu último resumo {frequency} que correspondem a “{search}”.',
    more: 'Apenas as {max} mais recentes aparecem aqui.',
    anySearch: 'sua busca salva',
    frequency: { daily: 'diário', weekly: 'semanal' },
    perUnit: { hourly: '{amount} por hora', daily: '{amount} por dia', monthly: '{amount} por mês', annually: '{amount} por ano' },
    negotiable: 'A combinar',
    unpaid: 'Não remunerada',
    viewJob: 'Ver vaga',
    manage: 'Gerenciar seus alertas de vagas',
    unsubscribe: 'Cancelar a inscrição neste alerta',
    why: 'Você recebe este e-mail porque criou um alerta de vagas com envio {frequency} na Hireloop.',
    followedHeading: 'Novas vagas de empresas que você segue',
  },
  'ms-my': {
    subject: 'Kerja baharu untuk makluman anda: {search}',
    headingOne: '1 kerja baharu sepadan dengan makluman anda',
    headingMany: '{count} kerja baharu sepadan dengan makluman anda',
    intro: 'Kerja yang disiarkan sejak ringkasan {frequency} terakhir anda yang sepadan dengan “{search}”.',
    more: 'Hanya {max} yang terbaharu disenaraikan di sini.',
    anySearch: 'carian anda yang disimpan',
    frequency: { daily: 'harian', weekly: 'mingguan' },
    perUnit: { hourly: '{amount} sejam', daily: '{amount} sehari', monthly: '{amount} sebulan', annually: '{amount} setahun' },
    negotiable: 'Boleh dirunding',
    unpaid: 'Tanpa gaji',
    viewJob: 'Lihat kerja',
    manage: 'Urus makluman kerja anda',
    unsubscribe: 'Berhenti melanggan makluman ini',
    why: 'Anda menerima e-mel ini kerana anda mencipta makluman kerja {frequency} di Hireloop.',
    followedHeading: 'Kerja baharu daripada syarikat yang anda ikuti',
  },
  'id-id': {
    subject: 'Lowongan baru untuk notifikasi Anda: {search}',
    headingOne: '1 lowongan baru cocok dengan notifikasi Anda',
    headingMany: '{count} lowongan baru cocok dengan notifikasi Anda',
    intro: 'Lowongan yang diposting sejak ringkasan {frequency} terakhir Anda yang cocok dengan “{search}”.',
    more: 'Hanya {max} lowongan terbaru yang dicantumkan di sini.',
    anySearch: 'pencarian tersimpan Anda',
    frequency: { daily: 'harian', weekly: 'mingguan' },
    perUnit: { hourly: '{amount} per jam', daily: '{amount} per hari', monthly: '{amount} per bulan', annually: '{amount} per tahun' },
    negotiable: 'Dapat dinegosiasikan',
    unpaid: 'Tidak dibayar',
    viewJob: 'Lihat lowongan',
    manage: 'Kelola notifikasi lowongan Anda',
    unsubscribe: 'Berhenti berlangganan notifikasi ini',
    why: 'Anda menerima email ini karena Anda membuat notifikasi lowongan {frequency} di Hireloop.',
    followedHeading: 'Lowongan baru dari perusahaan yang Anda ikuti',
  },
  'tr-tr': {
    subject: 'İş alarmınız için yeni ilanlar: {search}',
    headingOne: 'Alarmınızla eşleşen 1 yeni ilan var',
    headingMany: 'Alarmınızla eşleşen {count} yeni ilan var',
    intro: 'Son {frequency} özetinizden bu yana yayınlanan ve “{search}” ile eşleşen ilanlar.',
    more: 'Burada yalnızca en yeni {max} ilan listelenir.',
    anySearch: 'kayıtlı aramanız',
    frequency: { daily: 'günlük', weekly: 'haftalık' },
    perUnit: { hourly: 'saatlik {amount}', daily: 'günlük {amount}', monthly: 'aylık {amount}', annually: 'yıllık {amount}' },
    negotiable: 'Görüşülür',
    unpaid: 'Ücretsiz',
    viewJob: 'İlanı görüntüle',
    manage: 'İş alarmlarınızı yönetin',
    unsubscribe: 'Bu alarmın aboneliğinden çık',
    why: 'Bu e-postayı Hireloop’ta {frequency} bir iş alarmı oluşturduğunuz için alıyorsunuz.',
    followedHeading: 'Takip ettiğiniz şirketlerden yeni ilanlar',
  },
  'ar-ae': {
    subject: 'وظائف جديدة لتنبيهك: {search}',
    headingOne: 'وظيفة جديدة واحدة تطابق تنبيهك',
    headingMany: 'وظائف جديدة تطابق تنبيهك: {count}',
    intro: 'الوظائف المنشورة منذ آخر ملخص {frequency} والتي تطابق «{search}».',
    more: 'تظهر هنا أحدث {max} وظيفة فقط.',
    anySearch: 'بحثك المحفوظ',
    frequency: { daily: 'يومي', weekly: 'أسبوعي' },
    perUnit: { hourly: '{amount} في الساعة', daily: '{amount} في اليوم', monthly: '{amount} في الشهر', annually: '{amount} في السنة' },
    negotiable: 'قابل للتفاوض',
    unpaid: 'غير مدفوع',
    viewJob: 'عرض الوظيفة',
    manage: 'إدارة تنبيهات الوظائف',
    unsubscribe: 'إلغاء الاشتراك في هذا التنبيه',
    why: 'تتلقى هذه الرسالة لأنك أنشأت تنبيه وظائف {frequency} على Hireloop.',
    followedHeading: 'وظائف جديدة من الشركات التي تتابعها',
  },
};

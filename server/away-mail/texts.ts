import type { LanguageSlug } from '@/lib/languages';

/**
 * The away mail (issue 31) in the seeker's language: unread chat messages and application
 * changes, one mail for all of them. Placeholders: {count} (a number in the reader's digits),
 * {company}, {job_title}, {status} (the status name from the web's catalogue,
 * ApplicationStatus.*). `messages` is chosen by Intl.PluralRules; `other` is every language's
 * fallback. tests/server/away-mail.test.ts checks keys and placeholders in every language.
 */
export interface AwayMailTexts {
  subject: string;
  heading: string;
  intro: string;
  chatsHeading: string;
  messages: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  openChat: string;
  applicationsHeading: string;
  application: string;
  openMyJobs: string;
  why: string;
  settings: string;
}

export const awayMailTexts: Record<LanguageSlug, AwayMailTexts> = {
  'en-us': {
    subject: 'New on Hireloop: messages and updates while you were away',
    heading: 'While you were away',
    intro: 'Recruiters wrote to you or moved your applications.',
    chatsHeading: 'Unread messages',
    messages: { one: '{company}: 1 new message', other: '{company}: {count} new messages' },
    openChat: 'Open the conversation',
    applicationsHeading: 'Your applications',
    application: '{job_title} at {company}: {status}',
    openMyJobs: 'Open My Jobs',
    why: 'You get this email because chat and application mail are on in your notification settings.',
    settings: 'Notification settings',
  },
  'ja-jp': {
    subject: 'Hireloopのお知らせ：不在中のメッセージと更新',
    heading: '不在中のお知らせ',
    intro: '採用担当者からメッセージが届いたか、応募の状況が変わりました。',
    chatsHeading: '未読のメッセージ',
    messages: { other: '{company}：新着メッセージ{count}件' },
    openChat: 'チャットを開く',
    applicationsHeading: '応募の状況',
    application: '{company}の{job_title}：{status}',
    openMyJobs: 'マイジョブを開く',
    why: '通知設定でチャットと応募のメールがオンになっているため、このメールをお送りしています。',
    settings: '通知設定',
  },
  'zh-cn': {
    subject: 'Hireloop 新动态：你不在时的消息和更新',
    heading: '你不在时',
    intro: '招聘人员给你发了消息，或更新了你的申请。',
    chatsHeading: '未读消息',
    messages: { other: '{company}：{count} 条新消息' },
    openChat: '打开对话',
    applicationsHeading: '你的申请',
    application: '{company} 的 {job_title}：{status}',
    openMyJobs: '打开我的职位',
    why: '你收到这封邮件，是因为你在通知设置中开启了聊天和申请邮件。',
    settings: '通知设置',
  },
  'zh-tw': {
    subject: 'Hireloop 新動態：你不在時的訊息和更新',
    heading: '你不在時',
    intro: '招募人員傳了訊息給你，或更新了你的應徵。',
    chatsHeading: '未讀訊息',
    messages: { other: '{company}：{count} 則新訊息' },
    openChat: '開啟對話',
    applicationsHeading: '你的應徵',
    application: '{company} 的 {job_title}：{status}',
    openMyJobs: '開啟我的職缺',
    why: '你收到這封郵件，是因為你在通知設定中開啟了聊天和應徵郵件。',
    settings: '通知設定',
  },
  'es-es': {
    subject: 'Novedades en Hireloop: mensajes y cambios mientras no estabas',
    heading: 'Mientras no estabas',
    intro: 'Los reclutadores te escribieron o avanzaron tus candidaturas.',
    chatsHeading: 'Mensajes sin leer',
    messages: { one: '{company}: 1 mensaje nuevo', other: '{company}: {count} mensajes nuevos' },
    openChat: 'Abrir la conversación',
    applicationsHeading: 'Tus candidaturas',
    application: '{job_title} en {company}: {status}',
    openMyJobs: 'Abrir Mis empleos',
    why: 'Recibes este correo porque los correos de chat y de candidaturas están activados en tus ajustes de notificaciones.',
    settings: 'Ajustes de notificaciones',
  },
  'pt-br': {
    subject: 'Novidades no Hireloop: mensagens e atualizações enquanto você estava fora',
    heading: 'Enquanto você estava fora',
    intro: 'Recrutadores escreveram para você ou avançaram suas candidaturas.',
    chatsHeading: 'Mensagens não lidas',
    messages: { one: '{company}: 1 nova mensagem', other: '{company}: {count} novas mensagens' },
    openChat: 'Abrir a conversa',
    applicationsHeading: 'Suas candidaturas',
    application: '{job_title} na {company}: {status}',
    openMyJobs: 'Abrir Minhas vagas',
    why: 'Você recebe este e-mail porque os e-mails de chat e de candidaturas estão ativados nas suas configurações de notificações.',
    settings: 'Configurações de notificações',
  },
  'id-id': {
    subject: 'Kabar baru di Hireloop: pesan dan pembaruan saat Anda tidak aktif',
    heading: 'Saat Anda tidak aktif',
    intro: 'Perekrut mengirim pesan kepada Anda atau memproses lamaran Anda.',
    chatsHeading: 'Pesan belum dibaca',
    messages: { other: '{company}: {count} pesan baru' },
    openChat: 'Buka percakapan',
    applicationsHeading: 'Lamaran Anda',
    application: '{job_title} di {company}: {status}',
    openMyJobs: 'Buka Pekerjaan Saya',
    why: 'Anda menerima email ini karena email chat dan lamaran aktif di pengaturan notifikasi Anda.',
    settings: 'Pengaturan notifikasi',
  },
  'ms-my': {
    subject: 'Terkini di Hireloop: mesej dan kemas kini semasa anda tiada',
    heading: 'Semasa anda tiada',
    intro: 'Perekrut menghantar mesej kepada anda atau memajukan permohonan anda.',
    chatsHeading: 'Mesej belum dibaca',
    messages: { other: '{company}: {count} mesej baharu' },
    openChat: 'Buka perbualan',
    applicationsHeading: 'Permohonan anda',
    application: '{job_title} di {company}: {status}',
    openMyJobs: 'Buka Kerja Saya',
    why: 'Anda menerima e-mel ini kerana e-mel sembang dan permohonan dihidupkan dalam tetapan pemberitahuan anda.',
    settings: 'Tetapan pemberitahuan',
  },
  'tr-tr': {
    subject: "Hireloop'ta yeni: siz yokken gelen mesajlar ve güncellemeler",
    heading: 'Siz yokken',
    intro: 'İşe alım uzmanları size yazdı veya başvurularınızı ilerletti.',
    chatsHeading: 'Okunmamış mesajlar',
    messages: { other: '{company}: {count} yeni mesaj' },
    openChat: 'Sohbeti aç',
    applicationsHeading: 'Başvurularınız',
    application: '{company} – {job_title}: {status}',
    openMyJobs: 'İşlerim sayfasını aç',
    why: 'Bildirim ayarlarınızda sohbet ve başvuru e-postaları açık olduğu için bu e-postayı alıyorsunuz.',
    settings: 'Bildirim ayarları',
  },
  'ar-ae': {
    subject: 'جديد على Hireloop: رسائل وتحديثات أثناء غيابك',
    heading: 'أثناء غيابك',
    intro: 'راسلك مسؤولو توظيف أو حدّثوا طلباتك.',
    chatsHeading: 'رسائل غير مقروءة',
    messages: {
      zero: '{company}: لا رسائل جديدة',
      one: '{company}: رسالة جديدة واحدة',
      two: '{company}: رسالتان جديدتان',
      few: '{company}: {count} رسائل جديدة',
      many: '{company}: {count} رسالة جديدة',
      other: '{company}: {count} رسالة جديدة',
    },
    openChat: 'افتح المحادثة',
    applicationsHeading: 'طلباتك',
    application: '{job_title} لدى {company}: {status}',
    openMyJobs: 'افتح وظائفي',
    why: 'تصلك هذه الرسالة لأن رسائل الدردشة والطلبات مفعّلة في إعدادات الإشعارات.',
    settings: 'إعدادات الإشعارات',
  },
};

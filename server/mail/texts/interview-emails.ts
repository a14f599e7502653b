import type { LanguageSlug } from '@/lib/languages';
import type { EmailText } from './types';

/**
 * The interview and offer emails (issue 11), in the seeker's language. Placeholders: {name},
 * {job_title}, {company}, {times} (each time in the seeker's language and the interview's zone),
 * {place} (the address or the video link), {reason}, {link} (the chat). templates.ts reads these
 * beside the account emails; tests/server/interview-emails.test.ts checks keys and placeholders.
 */
export const interviewEmailTemplates = ['interview_invited', 'interview_changed', 'interview_cancelled', 'interview_reminder', 'offer_received'] as const;
export type InterviewEmailTemplate = (typeof interviewEmailTemplates)[number];

export const isInterviewEmailTemplate = (name: string): name is InterviewEmailTemplate =>
  (interviewEmailTemplates as readonly string[]).includes(name);

type Texts = Record<InterviewEmailTemplate, EmailText>;

const enUs: Texts = {
  interview_invited: {
    subject: 'Interview invitation: {job_title} at {company}',
    heading: 'You are invited to an interview',
    before: ['{company} invites you to an interview for {job_title}.', 'Proposed times: {times}', 'Where: {place}'],
    after: ['Choose one of the times in the chat to accept, or decline the invitation there.'],
    action: 'Open the chat',
  },
  interview_changed: {
    subject: 'Interview changed: {job_title} at {company}',
    heading: 'Your interview has changed',
    before: ['{company} changed the interview for {job_title}.', 'Times: {times}', 'Where: {place}'],
    after: ['Check the details in the chat.'],
    action: 'Open the chat',
  },
  interview_cancelled: {
    subject: 'Interview canceled: {job_title} at {company}',
    heading: 'Your interview was canceled',
    before: ['{company} canceled the interview for {job_title} ({times}).', 'Reason: {reason}'],
    after: ['You can still write to the recruiter in the chat.'],
    action: 'Open the chat',
  },
  interview_reminder: {
    subject: 'Reminder: interview for {job_title} at {times}',
    heading: 'Your interview is coming up',
    before: ['Your interview with {company} for {job_title} is at {times}.', 'Where: {place}'],
    after: ['You can check in from two hours before the start.'],
    action: 'Open the chat',
  },
  offer_received: {
    subject: 'Job offer: {job_title} at {company}',
    heading: 'You received a job offer',
    before: ['{company} sent you an offer for {job_title}.'],
    after: ['Accept or decline the offer in the chat.'],
    action: 'Open the chat',
  },
};

const zhCn: Texts = {
  interview_invited: {
    subject: '面试邀请：{company} 的 {job_title}',
    heading: '您收到了面试邀请',
    before: ['{company} 邀请您参加 {job_title} 职位的面试。', '建议时间：{times}', '地点：{place}'],
    after: ['请在聊天中选择一个时间接受邀请，或在那里拒绝邀请。'],
    action: '打开聊天',
  },
  interview_changed: {
    subject: '面试已变更：{company} 的 {job_title}',
    heading: '您的面试已变更',
    before: ['{company} 变更了 {job_title} 职位的面试。', '时间：{times}', '地点：{place}'],
    after: ['请在聊天中查看详情。'],
    action: '打开聊天',
  },
  interview_cancelled: {
    subject: '面试已取消：{company} 的 {job_title}',
    heading: '您的面试已取消',
    before: ['{company} 取消了 {job_title} 职位的面试（{times}）。', '原因：{reason}'],
    after: ['您仍可以在聊天中联系招聘人员。'],
    action: '打开聊天',
  },
  interview_reminder: {
    subject: '提醒：{job_title} 的面试时间为 {times}',
    heading: '您的面试即将开始',
    before: ['您与 {company} 关于 {job_title} 的面试时间为 {times}。', '地点：{place}'],
    after: ['您可以在面试开始前两小时起签到。'],
    action: '打开聊天',
  },
  offer_received: {
    subject: '录用通知：{company} 的 {job_title}',
    heading: '您收到了录用通知',
    before: ['{company} 向您发送了 {job_title} 职位的录用通知。'],
    after: ['请在聊天中接受或拒绝该录用通知。'],
    action: '打开聊天',
  },
};

const zhTw: Texts = {
  interview_invited: {
    subject: '面試邀請：{company} 的 {job_title}',
    heading: '您收到了面試邀請',
    before: ['{company} 邀請您參加 {job_title} 職缺的面試。', '建議時間：{times}', '地點：{place}'],
    after: ['請在聊天中選擇一個時間接受邀請，或在那裡婉拒邀請。'],
    action: '開啟聊天',
  },
  interview_changed: {
    subject: '面試已變更：{company} 的 {job_title}',
    heading: '您的面試已變更',
    before: ['{company} 變更了 {job_title} 職缺的面試。', '時間：{times}', '地點：{place}'],
    after: ['請在聊天中查看詳細資訊。'],
    action: '開啟聊天',
  },
  interview_cancelled: {
    subject: '面試已取消：{company} 的 {job_title}',
    heading: '您的面試已取消',
    before: ['{company} 取消了 {job_title} 職缺的面試（{times}）。', '原因：{reason}'],
    after: ['您仍可以在聊天中聯絡招募人員。'],
    action: '開啟聊天',
  },
  interview_reminder: {
    subject: '提醒：{job_title} 的面試時間為 {times}',
    heading: '您的面試即將開始',
    before: ['您與 {company} 關於 {job_title} 的面試時間為 {times}。', '地點：{place}'],
    after: ['您可以在面試開始前兩小時起報到。'],
    action: '開啟聊天',
  },
  offer_received: {
    subject: '錄取通知：{company} 的 {job_title}',
    heading: '您收到了錄取通知',
    before: ['{company} 向您發送了 {job_title} 職缺的錄取通知。'],
    after: ['請在聊天中接受或婉拒這份錄取通知。'],
    action: '開啟聊天',
  },
};

const jaJp: Texts = {
  interview_invited: {
    subject: '面接のご案内：{company}「{job_title}」',
    heading: '面接に招待されました',
    before: ['{company} から「{job_title}」の面接に招待されました。', '候補日時：{times}', '場所：{place}'],
    after: ['チャットで日時を1つ選んで承諾するか、招待を辞退してください。'],
    action: 'チャットを開く',
  },
  interview_changed: {
    subject: '面接内容の変更：{company}「{job_title}」',
    heading: '面接の内容が変更されました',
    before: ['{company} が「{job_title}」の面接内容を変更しました。', '日時：{times}', '場所：{place}'],
    after: ['詳細はチャットでご確認ください。'],
    action: 'チャットを開く',
  },
  interview_cancelled: {
    subject: '面接のキャンセル：{company}「{job_title}」',
    heading: '面接がキャンセルされました',
    before: ['{company} が「{job_title}」の面接（{times}）をキャンセルしました。', '理由：{reason}'],
    after: ['引き続きチャットで採用担当者に連絡できます。'],
    action: 'チャットを開く',
  },
  interview_reminder: {
    subject: 'リマインダー：「{job_title}」の面接は {times} です',
    heading: '面接が近づいています',
    before: ['{company}「{job_title}」の面接は {times} です。', '場所：{place}'],
    after: ['開始の2時間前からチェックインできます。'],
    action: 'チャットを開く',
  },
  offer_received: {
    subject: '内定のお知らせ：{company}「{job_title}」',
    heading: '内定の連絡が届きました',
    before: ['{company} から「{job_title}」の内定が届きました。'],
    after: ['チャットで内定を承諾または辞退してください。'],
    action: 'チャットを開く',
  },
};

const esEs: Texts = {
  interview_invited: {
    subject: 'Invitación a entrevista: {job_title} en {company}',
    heading: 'Te han invitado a una entrevista',
    before: ['{company} te invita a una entrevista para {job_title}.', 'Horarios propuestos: {times}', 'Lugar: {place}'],
    after: ['Elige uno de los horarios en el chat para aceptar, o rechaza la invitación allí.'],
    action: 'Abrir el chat',
  },
  interview_changed: {
    subject: 'Entrevista modificada: {job_title} en {company}',
    heading: 'Tu entrevista ha cambiado',
    before: ['{company} ha modificado la entrevista para {job_title}.', 'Horarios: {times}', 'Lugar: {place}'],
    after: ['Consulta los detalles en el chat.'],
    action: 'Abrir el chat',
  },
  interview_cancelled: {
    subject: 'Entrevista cancelada: {job_title} en {company}',
    heading: 'Tu entrevista se ha cancelado',
    before: ['{company} ha cancelado la entrevista para {job_title} ({times}).', 'Motivo: {reason}'],
    after: ['Puedes seguir escribiendo al reclutador en el chat.'],
    action: 'Abrir el chat',
  },
  interview_reminder: {
    subject: 'Recordatorio: entrevista para {job_title} el {times}',
    heading: 'Tu entrevista se acerca',
    before: ['Tu entrevista con {company} para {job_title} es el {times}.', 'Lugar: {place}'],
    after: ['Puedes registrar tu llegada desde dos horas antes del inicio.'],
    action: 'Abrir el chat',
  },
  offer_received: {
    subject: 'Oferta de empleo: {job_title} en {company}',
    heading: 'Has recibido una oferta de empleo',
    before: ['{company} te ha enviado una oferta para {job_title}.'],
    after: ['Acepta o rechaza la oferta en el chat.'],
    action: 'Abrir el chat',
  },
};

const ptBr: Texts = {
  interview_invited: {
    subject: 'Convite para entrevista: {job_title} na {company}',
    heading: 'Você foi convidado para uma entrevista',
    before: ['A {company} convida você para uma entrevista para {job_title}.', 'Horários propostos: {times}', 'Local: {place}'],
    after: ['Escolha um dos horários no chat para aceitar ou recuse o convite por lá.'],
    action: 'Abrir o chat',
  },
  interview_changed: {
    subject: 'Entrevista alterada: {job_title} na {company}',
    heading: 'Sua entrevista foi alterada',
    before: ['A {company} alterou a entrevista para {job_title}.', 'Horários: {times}', 'Local: {place}'],
    after: ['Confira os detalhes no chat.'],
    action: 'Abrir o chat',
  },
  interview_cancelled: {
    subject: 'Entrevista cancelada: {job_title} na {company}',
    heading: 'Sua entrevista foi cancelada',
    before: ['A {company} cancelou a entrevista para {job_title} ({times}).', 'Motivo: {reason}'],
    after: ['Você ainda pode escrever para o recrutador no chat.'],
    action: 'Abrir o chat',
  },
  interview_reminder: {
    subject: 'Lembrete: entrevista para {job_title} em {times}',
    heading: 'Sua entrevista está chegando',
    before: ['Sua entrevista com a {company} para {job_title} é em {times}.', 'Local: {place}'],
    after: ['Você pode fazer o check-in a partir de duas horas antes do início.'],
    action: 'Abrir o chat',
  },
  offer_received: {
    subject: 'Oferta de emprego: {job_title} na {company}',
    heading: 'Você recebeu uma oferta de emprego',
    before: ['A {company} enviou uma oferta para {job_title}.'],
    after: ['Aceite ou recuse a oferta no chat.'],
    action: 'Abrir o chat',
  },
};

const msMy: Texts = {
  interview_invited: {
    subject: 'Jemputan temu duga: {job_title} di {company}',
    heading: 'Anda dijemput ke temu duga',
    before: ['{company} menjemput anda ke temu duga untuk {job_title}.', 'Masa yang dicadangkan: {times}', 'Tempat: {place}'],
    after: ['Pilih satu masa dalam sembang untuk menerima, atau tolak jemputan di sana.'],
    action: 'Buka sembang',
  },
  interview_changed: {
    subject: 'Temu duga diubah: {job_title} di {company}',
    heading: 'Temu duga anda telah diubah',
    before: ['{company} telah mengubah temu duga untuk {job_title}.', 'Masa: {times}', 'Tempat: {place}'],
    after: ['Semak butirannya dalam sembang.'],
    action: 'Buka sembang',
  },
  interview_cancelled: {
    subject: 'Temu duga dibatalkan: {job_title} di {company}',
    heading: 'Temu duga anda telah dibatalkan',
    before: ['{company} telah membatalkan temu duga untuk {job_title} ({times}).', 'Sebab: {reason}'],
    after: ['Anda masih boleh menulis kepada perekrut dalam sembang.'],
    action: 'Buka sembang',
  },
  interview_reminder: {
    subject: 'Peringatan: temu duga untuk {job_title} pada {times}',
    heading: 'Temu duga anda akan tiba',
    before: ['Temu duga anda dengan {company} untuk {job_title} adalah pada {times}.', 'Tempat: {place}'],
    after: ['Anda boleh mendaftar masuk dari dua jam sebelum ia bermula.'],
    action: 'Buka sembang',
  },
  offer_received: {
    subject: 'Tawaran kerja: {job_title} di {company}',
    heading: 'Anda menerima tawaran kerja',
    before: ['{company} telah menghantar tawaran untuk {job_title} kepada anda.'],
    after: ['Terima atau tolak tawaran itu dalam sembang.'],
    action: 'Buka sembang',
  },
};

const idId: Texts = {
  interview_invited: {
    subject: 'Undangan wawancara: {job_title} di {company}',
    heading: 'Anda diundang ke wawancara',
    before: ['{company} mengundang Anda ke wawancara untuk {job_title}.', 'Waktu yang diusulkan: {times}', 'Tempat: {place}'],
    after: ['Pilih salah satu waktu di obrolan untuk menerima, atau tolak undangan di sana.'],
    action: 'Buka obrolan',
  },
  interview_changed: {
    subject: 'Wawancara diubah: {job_title} di {company}',
    heading: 'Wawancara Anda telah diubah',
    before: ['{company} mengubah wawancara untuk {job_title}.', 'Waktu: {times}', 'Tempat: {place}'],
    after: ['Periksa detailnya di obrolan.'],
    action: 'Buka obrolan',
  },
  interview_cancelled: {
    subject: 'Wawancara dibatalkan: {job_title} di {company}',
    heading: 'Wawancara Anda dibatalkan',
    before: ['{company} membatalkan wawancara untuk {job_title} ({times}).', 'Alasan: {reason}'],
    after: ['Anda masih dapat menulis kepada perekrut di obrolan.'],
    action: 'Buka obrolan',
  },
  interview_reminder: {
    subject: 'Pengingat: wawancara untuk {job_title} pada {times}',
    heading: 'Wawancara Anda segera tiba',
    before: ['Wawancara Anda dengan {company} untuk {job_title} pada {times}.', 'Tempat: {place}'],
    after: ['Anda dapat check-in mulai dua jam sebelum dimulai.'],
    action: 'Buka obrolan',
  },
  offer_received: {
    subject: 'Tawaran kerja: {job_title} di {company}',
    heading: 'Anda menerima tawaran kerja',
    before: ['{company} mengirimkan tawaran untuk {job_title} kepada Anda.'],
    after: ['Terima atau tolak tawaran tersebut di obrolan.'],
    action: 'Buka obrolan',
  },
};

const trTr: Texts = {
  interview_invited: {
    subject: 'Mülakat daveti: {company} – {job_title}',
    heading: 'Bir mülakata davet edildiniz',
    before: ['{company} sizi {job_title} pozisyonu için mülakata davet ediyor.', 'Önerilen zamanlar: {times}', 'Yer: {place}'],
    after: ['Kabul etmek için sohbette zamanlardan birini seçin ya da daveti orada reddedin.'],
    action: 'Sohbeti aç',
  },
  interview_changed: {
    subject: 'Mülakat değişti: {company} – {job_title}',
    heading: 'Mülakatınız değişti',
    before: ['{company}, {job_title} pozisyonu için mülakatı değiştirdi.', 'Zamanlar: {times}', 'Yer: {place}'],
    after: ['Ayrıntıları sohbette kontrol edin.'],
    action: 'Sohbeti aç',
  },
  interview_cancelled: {
    subject: 'Mülakat iptal edildi: {company} – {job_title}',
    heading: 'Mülakatınız iptal edildi',
    before: ['{company}, {job_title} pozisyonu için mülakatı ({times}) iptal etti.', 'Neden: {reason}'],
    after: ['İşe alım uzmanına sohbetten yazmaya devam edebilirsiniz.'],
    action: 'Sohbeti aç',
  },
  interview_reminder: {
    subject: 'Hatırlatma: {job_title} mülakatı {times}',
    heading: 'Mülakatınız yaklaşıyor',
    before: ['{company} ile {job_title} mülakatınız {times} tarihinde.', 'Yer: {place}'],
    after: ['Başlangıçtan iki saat önce giriş yapabilirsiniz.'],
    action: 'Sohbeti aç',
  },
  offer_received: {
    subject: 'İş teklifi: {company} – {job_title}',
    heading: 'Bir iş teklifi aldınız',
    before: ['{company} size {job_title} pozisyonu için bir teklif gönderdi.'],
    after: ['Teklifi sohbette kabul edin veya reddedin.'],
    action: 'Sohbeti aç',
  },
};

const arAe: Texts = {
  interview_invited: {
    subject: 'دعوة إلى مقابلة: {job_title} لدى {company}',
    heading: 'تمت دعوتك إلى مقابلة',
    before: ['تدعوك {company} إلى مقابلة لوظيفة {job_title}.', 'المواعيد المقترحة: {times}', 'المكان: {place}'],
    after: ['اختر أحد المواعيد في المحادثة للقبول، أو ارفض الدعوة هناك.'],
    action: 'فتح المحادثة',
  },
  interview_changed: {
    subject: 'تم تعديل المقابلة: {job_title} لدى {company}',
    heading: 'تم تعديل مقابلتك',
    before: ['عدّلت {company} المقابلة لوظيفة {job_title}.', 'المواعيد: {times}', 'المكان: {place}'],
    after: ['راجع التفاصيل في المحادثة.'],
    action: 'فتح المحادثة',
  },
  interview_cancelled: {
    subject: 'تم إلغاء المقابلة: {job_title} لدى {company}',
    heading: 'تم إلغاء مقابلتك',
    before: ['ألغت {company} المقابلة لوظيفة {job_title} ({times}).', 'السبب: {reason}'],
    after: ['لا يزال بإمكانك مراسلة مسؤول التوظيف في المحادثة.'],
    action: 'فتح المحادثة',
  },
  interview_reminder: {
    subject: 'تذكير: مقابلة {job_title} في {times}',
    heading: 'موعد مقابلتك يقترب',
    before: ['مقابلتك مع {company} لوظيفة {job_title} في {times}.', 'المكان: {place}'],
    after: ['يمكنك تسجيل الحضور بدءًا من ساعتين قبل الموعد.'],
    action: 'فتح المحادثة',
  },
  offer_received: {
    subject: 'عرض عمل: {job_title} لدى {company}',
    heading: 'تلقيت عرض عمل',
    before: ['أرسلت إليك {company} عرضًا لوظيفة {job_title}.'],
    after: ['اقبل العرض أو ارفضه في المحادثة.'],
    action: 'فتح المحادثة',
  },
};

export const interviewEmailTexts: Record<LanguageSlug, Texts> = {
  'en-us': enUs,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ja-jp': jaJp,
  'es-es': esEs,
  'pt-br': ptBr,
  'ms-my': msMy,
  'id-id': idId,
  'tr-tr': trTr,
  'ar-ae': arAe,
};

/** The reasons as the cancel email names them. */
export const interviewReasonTexts: Record<LanguageSlug, Record<'time_conflict' | 'found_another_job' | 'other', string>> = {
  'en-us': { time_conflict: 'Time conflict', found_another_job: 'Found another job', other: 'Other' },
  'zh-cn': { time_conflict: '时间冲突', found_another_job: '已找到其他工作', other: '其他' },
  'zh-tw': { time_conflict: '時間衝突', found_another_job: '已找到其他工作', other: '其他' },
  'ja-jp': { time_conflict: '日程の都合', found_another_job: '他の仕事が決まった', other: 'その他' },
  'es-es': { time_conflict: 'Conflicto de horario', found_another_job: 'Encontré otro empleo', other: 'Otro' },
  'pt-br': { time_conflict: 'Conflito de horário', found_another_job: 'Encontrei outro emprego', other: 'Outro' },
  'ms-my': { time_conflict: 'Pertembungan masa', found_another_job: 'Sudah mendapat kerja lain', other: 'Lain-lain' },
  'id-id': { time_conflict: 'Jadwal bentrok', found_another_job: 'Sudah mendapat pekerjaan lain', other: 'Lainnya' },
  'tr-tr': { time_conflict: 'Zaman çakışması', found_another_job: 'Başka bir iş buldum', other: 'Diğer' },
  'ar-ae': { time_conflict: 'تعارض في المواعيد', found_another_job: 'وجدت وظيفة أخرى', other: 'أخرى' },
};

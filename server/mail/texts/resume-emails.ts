import type { LanguageSlug } from '@/lib/languages';
import type { EmailText } from './types';

/**
 * The email POST /jobseeker/send-resume-email sends (issue 12), in the language the seeker uses
 * the site in. Placeholders: {sender} (the seeker's name), {filename}, {days}, {link} (downloads
 * the resume until it expires). templates.ts reads these beside the account emails.
 */
export const resumeEmailTemplates = ['resume_shared'] as const;
export type ResumeEmailTemplate = (typeof resumeEmailTemplates)[number];

export const isResumeEmailTemplate = (name: string): name is ResumeEmailTemplate => (resumeEmailTemplates as readonly string[]).includes(name);

export const resumeEmailTexts: Record<LanguageSlug, Record<ResumeEmailTemplate, EmailText>> = {
  'en-us': {
    resume_shared: {
      subject: '{sender} sent you a resume',
      heading: 'A resume for you',
      before: ['{sender} sent you their resume “{filename}” through Hireloop.'],
      after: ['The link downloads the file for {days} days.', 'If you did not expect this email, you can ignore it.'],
      action: 'Download the resume',
    },
  },
  'zh-cn': {
    resume_shared: {
      subject: '{sender} 向你发送了一份简历',
      heading: '你收到一份简历',
      before: ['{sender} 通过 Hireloop 向你发送了简历“{filename}”。'],
      after: ['该链接在 {days} 天内可下载此文件。', '如果你没有预料到这封邮件，可以忽略它。'],
      action: '下载简历',
    },
  },
  'zh-tw': {
    resume_shared: {
      subject: '{sender} 寄給你一份履歷',
      heading: '你收到一份履歷',
      before: ['{sender} 透過 Hireloop 寄給你履歷「{filename}」。'],
      after: ['此連結在 {days} 天內可下載該檔案。', '如果你沒有預期收到這封郵件，可以略過它。'],
      action: '下載履歷',
    },
  },
  'ja-jp': {
    resume_shared: {
      subject: '{sender} さんから履歴書が届きました',
      heading: '履歴書が届きました',
      before: ['{sender} さんが Hireloop から履歴書「{filename}」を送信しました。'],
      after: ['このリンクから {days} 日間ファイルをダウンロードできます。', 'お心当たりのない場合は、このメールを無視してください。'],
      action: '履歴書をダウンロード',
    },
  },
  'es-es': {
    resume_shared: {
      subject: '{sender} te ha enviado un currículum',
      heading: 'Un currículum para ti',
      before: ['{sender} te ha enviado su currículum «{filename}» a través de Hireloop.'],
      after: ['El enlace permite descargar el archivo durante {days} días.', 'Si no esperabas este correo, puedes ignorarlo.'],
      action: 'Descargar el currículum',
    },
  },
  'pt-br': {
    resume_shared: {
      subject: '{sender} enviou um currículo para você',
      heading: 'Um currículo para você',
      before: ['{sender} enviou o currículo “{filename}” para você pelo Hireloop.'],
      after: ['O link permite baixar o arquivo por {days} dias.', 'Se você não esperava este e-mail, pode ignorá-lo.'],
      action: 'Baixar o currículo',
    },
  },
  'ms-my': {
    resume_shared: {
      subject: '{sender} menghantar resume kepada anda',
      heading: 'Resume untuk anda',
      before: ['{sender} menghantar resume “{filename}” kepada anda melalui Hireloop.'],
      after: ['Pautan ini boleh memuat turun fail selama {days} hari.', 'Jika anda tidak menjangkakan e-mel ini, abaikan sahaja.'],
      action: 'Muat turun resume',
    },
  },
  'id-id': {
    resume_shared: {
      subject: '{sender} mengirimkan resume kepada Anda',
      heading: 'Resume untuk Anda',
      before: ['{sender} mengirimkan resume “{filename}” kepada Anda melalui Hireloop.'],
      after: ['Tautan ini dapat mengunduh berkas selama {days} hari.', 'Jika Anda tidak mengharapkan email ini, abaikan saja.'],
      action: 'Unduh resume',
    },
  },
  'tr-tr': {
    resume_shared: {
      subject: '{sender} size bir özgeçmiş gönderdi',
      heading: 'Size bir özgeçmiş var',
      before: ['{sender}, Hireloop üzerinden size “{filename}” adlı özgeçmişini gönderdi.'],
      after: ['Bağlantı dosyayı {days} gün boyunca indirir.', 'Bu e-postayı beklemiyorsanız yok sayabilirsiniz.'],
      action: 'Özgeçmişi indir',
    },
  },
  'ar-ae': {
    resume_shared: {
      subject: 'أرسل إليك {sender} سيرة ذاتية',
      heading: 'سيرة ذاتية لك',
      before: ['أرسل إليك {sender} سيرته الذاتية «{filename}» عبر Hireloop.'],
      after: ['يتيح الرابط تنزيل الملف لمدة {days} أيام.', 'إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.'],
      action: 'تنزيل السيرة الذاتية',
    },
  },
};

import type { LanguageSlug } from '@/lib/languages';

/**
 * The greeting a seeker has before writing their own (platform spec §5 greeting messages): sent
 * when they start a chat, in the language they use the site in. It obeys the greeting rules.
 */
export const defaultGreetings: Record<LanguageSlug, string> = {
  'en-us': 'Hello! I am interested in this position and would like to learn more. Could we talk?',
  'zh-cn': '您好！我对这个职位很感兴趣，想进一步了解。可以聊聊吗？',
  'zh-tw': '您好！我對這個職位很有興趣，想進一步了解。可以聊聊嗎？',
  'ja-jp': 'こんにちは。こちらの求人に興味があり、詳しくお話を伺いたいです。よろしくお願いいたします。',
  'es-es': '¡Hola! Me interesa este puesto y me gustaría saber más. ¿Podemos hablar?',
  'pt-br': 'Olá! Tenho interesse nesta vaga e gostaria de saber mais. Podemos conversar?',
  'ms-my': 'Helo! Saya berminat dengan jawatan ini dan ingin tahu lebih lanjut. Boleh kita berbincang?',
  'id-id': 'Halo! Saya tertarik dengan posisi ini dan ingin tahu lebih lanjut. Bisakah kita berbicara?',
  'tr-tr': 'Merhaba! Bu pozisyonla ilgileniyorum ve daha fazla bilgi almak isterim. Görüşebilir miyiz?',
  'ar-ae': 'مرحبًا! أنا مهتم بهذه الوظيفة وأود معرفة المزيد. هل يمكننا التحدث؟',
};

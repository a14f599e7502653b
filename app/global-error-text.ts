import type { LanguageSlug } from '@/lib/languages';

/**
 * What the last-resort error page says, per language: the same words as `Notices.serverError`,
 * `Notices.retry` and `NotFound.backHome` in the message files (a test keeps them equal). Kept
 * here because that page renders without the site's layout, so without next-intl's messages.
 */
export const globalErrorText: Record<LanguageSlug, { error: string; retry: string; home: string }> = {
  'en-us': {
    error: 'We are sorry. Something went wrong. There was an unexpected server error. Try refreshing the page or contact support for assistance.',
    retry: 'Try again',
    home: 'Back to the home page',
  },
  'zh-cn': { error: '非常抱歉，出现了问题。服务器发生意外错误。请尝试刷新页面，或联系客服获取帮助。', retry: '重试', home: '返回首页' },
  'zh-tw': { error: '很抱歉，發生了一些問題。伺服器發生未預期的錯誤。請嘗試重新整理頁面，或聯絡客服尋求協助。', retry: '重試', home: '返回首頁' },
  'ja-jp': {
    error: '申し訳ございません。問題が発生しました。予期しないサーバーエラーが発生しました。ページを再読み込みするか、サポートまでお問い合わせください。',
    retry: '再試行',
    home: 'トップページに戻る',
  },
  'es-es': {
    error:
      'Lo sentimos. Algo ha salido mal. Se ha producido un error inesperado en el servidor. Prueba a actualizar la página o ponte en contacto con el equipo de soporte para obtener ayuda.',
    retry: 'Volver a intentarlo',
    home: 'Volver a la página de inicio',
  },
  'pt-br': {
    error: 'Pedimos desculpas. Algo deu errado. Ocorreu um erro inesperado no servidor. Tente atualizar a página ou entre em contato com o suporte para obter ajuda.',
    retry: 'Tentar novamente',
    home: 'Voltar para a página inicial',
  },
  'ms-my': {
    error: 'Kami memohon maaf. Ada sesuatu yang tidak kena. Berlaku ralat pelayan yang tidak dijangka. Cuba muat semula halaman atau hubungi pasukan sokongan untuk mendapatkan bantuan.',
    retry: 'Cuba lagi',
    home: 'Kembali ke laman utama',
  },
  'id-id': {
    error: 'Kami mohon maaf. Ada yang tidak beres. Terjadi kesalahan server yang tidak terduga. Coba muat ulang halaman atau hubungi tim dukungan untuk mendapatkan bantuan.',
    retry: 'Coba lagi',
    home: 'Kembali ke beranda',
  },
  'tr-tr': {
    error: 'Özür dileriz. Bir şeyler ters gitti. Beklenmeyen bir sunucu hatası oluştu. Sayfayı yenilemeyi deneyin veya yardım için destek ekibiyle iletişime geçin.',
    retry: 'Tekrar dene',
    home: 'Ana sayfaya dön',
  },
  'ar-ae': {
    error: 'نعتذر إليك. حدث خطأ ما. وقع خطأ غير متوقع في الخادم. حاول تحديث الصفحة أو تواصل مع فريق الدعم للحصول على المساعدة.',
    retry: 'إعادة المحاولة',
    home: 'العودة إلى الصفحة الرئيسية',
  },
};

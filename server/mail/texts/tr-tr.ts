import type { MessageTexts } from './types';

export const trTr: MessageTexts = {
  greeting: 'Merhaba {name},',
  greetingWithoutName: 'Merhaba,',
  codeLabel: 'Kodunuz',
  linkFallback: 'Düğme çalışmazsa bu adresi tarayıcınıza kopyalayın:',
  footer: 'Bu, Hireloop tarafından gönderilen otomatik bir iletidir. Lütfen yanıtlamayın.',
  email: {
    login_code: {
      subject: 'Hireloop giriş kodunuz',
      heading: "Hireloop'a giriş yapın",
      before: ['Giriş yapmak için bu kodu girin. Kodun süresi {duration} içinde dolar ve yalnızca bir kez kullanılabilir.'],
      after: ["Giriş yapmayı denemediyseniz bu e-postayı yok sayabilirsiniz. Bu kodu, Hireloop çalışanı olduğunu söyleyenler dahil hiç kimseyle paylaşmayın."],
    },
    magic_link: {
      subject: 'Hireloop giriş bağlantınız',
      heading: "Hireloop'a giriş yapın",
      before: ['Giriş yapmak için aşağıdaki düğmeyi seçin. Bağlantının süresi {duration} içinde dolar ve yalnızca bir kez kullanılabilir.'],
      after: ['Bu bağlantıyı siz istemediyseniz bu e-postayı yok sayabilirsiniz. Bağlantıyı başkasına iletmeyin: bağlantıya sahip olan herkes hesabınıza giriş yapabilir.'],
      action: "Hireloop'a giriş yap",
    },
    verify_email: {
      subject: 'Hireloop için e-posta adresinizi doğrulayın',
      heading: 'E-posta adresinizi doğrulayın',
      before: ["Bu e-posta adresinin size ait olduğunu onaylamak için bu kodu Hireloop'ta girin. Kodun süresi {duration} içinde dolar."],
      after: ['Bir Hireloop hesabı oluşturmadıysanız bu e-postayı yok sayabilirsiniz.'],
    },
    reset_password: {
      subject: 'Hireloop şifrenizi sıfırlayın',
      heading: 'Şifrenizi sıfırlayın',
      before: ['Hireloop hesabınızın şifresini sıfırlamak için bir istek aldık. Yeni bir şifre belirlemek için bu kodu girin. Kodun süresi {duration} içinde dolar.'],
      after: ['Şifre sıfırlama isteğinde bulunmadıysanız bu e-postayı yok sayabilirsiniz: şifreniz değişmez.'],
    },
    safety_code: {
      subject: "Hireloop'a giriş yapanın siz olduğunuzu onaylayın",
      heading: 'Yeni bir cihazdan giriş',
      before: ['Birisi, tanımadığımız bir cihazda veya tarayıcıda Hireloop hesabınızın doğru şifresini girdi. Bu sizseniz girişi tamamlamak için bu kodu girin. Kodun süresi {duration} içinde dolar.'],
      after: ['Bu siz değilseniz kodu paylaşmayın ve şifrenizi hemen değiştirin: şifrenizi başka biri biliyor.'],
    },
    password_changed: {
      subject: 'Hireloop şifreniz değiştirildi',
      heading: 'Şifreniz değiştirildi',
      before: ['Hireloop hesabınızın şifresi az önce değiştirildi ve hesabınızda oturum açık olan tüm cihazlardan çıkış yapıldı.'],
      after: ['Değişikliği siz yapmadıysanız şifrenizi hemen sıfırlayın ve Hireloop destek ekibiyle iletişime geçin.'],
    },
    confirm_account: {
      subject: 'Hireloop\'ta siz olduğunuzu onaylayın',
      heading: 'Siz olduğunuzu onaylayın',
      before: ['Hireloop\'a giriş şeklinizi (e-posta adresinizi, şifrenizi veya telefonunuzu) değiştirmek istediniz. Siz olduğunuzu onaylamak için bu kodu hesap ayarlarınıza girin. Kodun süresi {duration} sonra dolar.'],
      after: ['Bunu siz istemediyseniz kodu kimseyle paylaşmayın ve şifrenizi değiştirin: hesabınıza başka biri giriş yapmış olabilir.'],
    },
    change_email: {
      subject: 'Hireloop için yeni e-posta adresinizi onaylayın',
      heading: 'Yeni e-posta adresinizi onaylayın',
      before: ['Hireloop\'a giriş için bu adresi kullanmak istediniz. Onaylamak için bu kodu hesap ayarlarınıza girin. Kodun süresi {duration} sonra dolar.'],
      after: ['Bunu siz istemediyseniz bu e-postayı yok sayabilirsiniz: kod girilene kadar hiçbir şey değişmez.'],
    },
    email_changed: {
      subject: 'Hireloop giriş e-postanız değiştirildi',
      heading: 'Giriş e-postanız değiştirildi',
      before: ['Hireloop\'a giriş yaptığınız e-posta adresi az önce {new_email} olarak değiştirildi. Bu adresle artık hesaba giriş yapılamaz ve giriş yapmış diğer tüm cihazlarda oturum kapatıldı.'],
      after: ['Bu değişikliği siz yapmadıysanız, hesabınızı size geri verebilmemiz için hemen Hireloop destek ekibiyle iletişime geçin.'],
    },
    password_updated: {
      subject: 'Hireloop şifreniz değiştirildi',
      heading: 'Şifreniz değiştirildi',
      before: ['Hireloop hesabınızın şifresi az önce hesap ayarlarından değiştirildi. Hesabınızda oturum açmış diğer tüm cihazlarda oturum kapatıldı.'],
      after: ['Şifrenizi siz değiştirmediyseniz, hemen şifrenizi sıfırlayın ve Hireloop destek ekibiyle iletişime geçin.'],
    },
  },
  sms: {
    login_code: '{code} Hireloop giriş kodunuzdur. Süresi {duration} içinde dolar. Kimseyle paylaşmayın.',
    verify_phone: '{code} bu telefon numarasını doğrulamak için Hireloop kodunuzdur. Süresi {duration} içinde dolar.',
    safety_code: '{code} yeni bir cihazdan yapılan girişi onaylamak için Hireloop kodunuzdur. Bu siz değilseniz şifrenizi değiştirin.',
  },
};

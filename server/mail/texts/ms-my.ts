import type { MessageTexts } from './types';

export const msMy: MessageTexts = {
  greeting: 'Hai {name},',
  greetingWithoutName: 'Hai,',
  codeLabel: 'Kod anda',
  linkFallback: 'Jika butang tidak berfungsi, salin alamat ini ke pelayar anda:',
  footer: 'Ini ialah mesej automatik daripada Hireloop. Sila jangan balas e-mel ini.',
  email: {
    login_code: {
      subject: 'Kod log masuk Hireloop anda',
      heading: 'Log masuk ke Hireloop',
      before: ['Masukkan kod ini untuk log masuk. Kod ini tamat tempoh dalam {duration} dan hanya boleh digunakan sekali.'],
      after: ['Jika anda tidak cuba log masuk, abaikan e-mel ini. Jangan sekali-kali kongsi kod ini dengan sesiapa, termasuk orang yang mengaku bekerja untuk Hireloop.'],
    },
    magic_link: {
      subject: 'Pautan log masuk Hireloop anda',
      heading: 'Log masuk ke Hireloop',
      before: ['Pilih butang di bawah untuk log masuk. Pautan ini tamat tempoh dalam {duration} dan hanya boleh digunakan sekali.'],
      after: ['Jika anda tidak meminta pautan ini, abaikan e-mel ini. Jangan majukan e-mel ini: sesiapa yang mempunyai pautan ini boleh log masuk ke akaun anda.'],
      action: 'Log masuk ke Hireloop',
    },
    verify_email: {
      subject: 'Sahkan alamat e-mel anda untuk Hireloop',
      heading: 'Sahkan alamat e-mel anda',
      before: ['Masukkan kod ini di Hireloop untuk mengesahkan bahawa alamat e-mel ini milik anda. Kod ini tamat tempoh dalam {duration}.'],
      after: ['Jika anda tidak membuat akaun Hireloop, abaikan e-mel ini.'],
    },
    reset_password: {
      subject: 'Tetapkan semula kata laluan Hireloop anda',
      heading: 'Tetapkan semula kata laluan anda',
      before: ['Kami menerima permintaan untuk menetapkan semula kata laluan akaun Hireloop anda. Masukkan kod ini untuk memilih kata laluan baharu. Kod ini tamat tempoh dalam {duration}.'],
      after: ['Jika anda tidak meminta untuk menetapkan semula kata laluan, abaikan e-mel ini: kata laluan anda tidak berubah.'],
    },
    safety_code: {
      subject: 'Sahkan bahawa anda yang log masuk ke Hireloop',
      heading: 'Log masuk daripada peranti baharu',
      before: ['Seseorang telah memasukkan kata laluan yang betul untuk akaun Hireloop anda pada peranti atau pelayar yang tidak kami kenali. Jika itu anda, masukkan kod ini untuk melengkapkan log masuk. Kod ini tamat tempoh dalam {duration}.'],
      after: ['Jika itu bukan anda, jangan kongsi kod ini dan tukar kata laluan anda dengan segera: orang lain mengetahuinya.'],
    },
    password_changed: {
      subject: 'Kata laluan Hireloop anda telah ditukar',
      heading: 'Kata laluan anda telah ditukar',
      before: ['Kata laluan akaun Hireloop anda baru sahaja ditukar, dan semua peranti yang log masuk ke akaun anda telah dilog keluar.'],
      after: ['Jika bukan anda yang menukarnya, tetapkan semula kata laluan anda sekarang dan hubungi sokongan Hireloop.'],
    },
    confirm_account: {
      subject: 'Sahkan bahawa ini anda di Hireloop',
      heading: 'Sahkan bahawa ini anda',
      before: ['Anda meminta untuk menukar cara log masuk ke Hireloop (e-mel, kata laluan atau telefon anda). Masukkan kod ini dalam tetapan akaun untuk mengesahkan bahawa ini anda. Kod ini tamat tempoh dalam {duration}.'],
      after: ['Jika anda tidak memintanya, jangan kongsi kod ini dengan sesiapa dan tukar kata laluan anda: mungkin ada orang lain yang telah log masuk ke akaun anda.'],
    },
    change_email: {
      subject: 'Sahkan alamat e-mel baharu anda untuk Hireloop',
      heading: 'Sahkan alamat e-mel baharu anda',
      before: ['Anda meminta untuk menggunakan alamat ini bagi log masuk ke Hireloop. Masukkan kod ini dalam tetapan akaun untuk mengesahkannya. Kod ini tamat tempoh dalam {duration}.'],
      after: ['Jika anda tidak memintanya, abaikan e-mel ini: tiada apa yang berubah sehingga kod dimasukkan.'],
    },
    email_changed: {
      subject: 'E-mel log masuk Hireloop anda telah ditukar',
      heading: 'E-mel log masuk anda telah ditukar',
      before: ['Alamat e-mel yang anda gunakan untuk log masuk ke Hireloop baru sahaja ditukar kepada {new_email}. Alamat ini tidak lagi boleh log masuk ke akaun tersebut, dan semua peranti lain yang log masuk telah dilog keluar.'],
      after: ['Jika anda tidak membuat perubahan ini, hubungi sokongan Hireloop segera supaya kami dapat memulangkan akaun kepada anda.'],
    },
    password_updated: {
      subject: 'Kata laluan Hireloop anda telah ditukar',
      heading: 'Kata laluan anda telah ditukar',
      before: ['Kata laluan akaun Hireloop anda baru sahaja ditukar dalam tetapan akaun. Semua peranti lain yang log masuk ke akaun anda telah dilog keluar.'],
      after: ['Jika bukan anda yang menukarnya, tetapkan semula kata laluan anda sekarang dan hubungi sokongan Hireloop.'],
    },
  },
  sms: {
    login_code: '{code} ialah kod log masuk Hireloop anda. Tamat tempoh dalam {duration}. Jangan kongsi dengan sesiapa.',
    verify_phone: '{code} ialah kod Hireloop anda untuk mengesahkan nombor telefon ini. Tamat tempoh dalam {duration}.',
    safety_code: '{code} ialah kod Hireloop anda untuk mengesahkan log masuk daripada peranti baharu. Jika bukan anda, tukar kata laluan anda.',
  },
};
